// End-to-end: /roll with Dice Maiden's everyday forms (issue 30) — explode, reroll, successes, drop, sets, a label — public, hidden and to a GM, in English and Romanian, and refusals naming the part.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNothingHiddenInChannel, lastVisible, replyTo, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, said } = e2e;

/** `/roll` as `name` with these dice forced: the message that answered them. */
async function roll(name: string, options: Record<string, string>, dice: number[] = []) {
  if (dice.length > 0) e2e.sandbox.dice.force(dice);
  const interaction = await e2e.sandbox.command(name, { path: ['roll'], options });
  return replyTo(e2e.sandbox, interaction);
}

describe("RL-1 /roll reads Dice Maiden's everyday notation (issue 30)", () => {
  it('RL-1 public: explode, reroll, successes, drop, sets and a label, each die marked; every die counts for /stats dice', async () => {
    const shown = async (dice: string, forced: number[]) => {
      const reply = await roll('alice', { dice }, forced);
      expect(reply.audience.to).toBe('channel');
      return reply.content;
    };
    expect(await shown('3d6e6', [6, 6, 4, 2])).toBe(`🎲 ${at('alice')} rolled 3d6e6 [6!, 6, 4, 2] = 18`);
    expect(await shown('4d6r2', [1, 5, 3, 2, 2, 6])).toBe(`🎲 ${at('alice')} rolled 4d6r2 [1→5, 3, 2→2, 6] = 16`);
    expect(await shown('6d10 t7', [8, 3, 10, 1, 7, 5])).toBe(`🎲 ${at('alice')} rolled 6d10t7 [8✓, 3, 10✓, 1, 7✓, 5] = 3 successes`);
    expect(await shown('5d10 t8 f1', [9, 1, 8, 3, 10])).toBe(`🎲 ${at('alice')} rolled 5d10t8f1 [9✓, 1✗, 8✓, 3, 10✓] = 2 successes (3✓ 1✗)`);
    expect(await shown('4d6dl1', [3, 1, 6, 4])).toBe(`🎲 ${at('alice')} rolled 4d6dl1 [3, ~~1~~, 6, 4] = 13`);
    expect(await shown('4d6 ! attack', [2, 3, 4, 5])).toBe(`🎲 ${at('alice')} rolled attack: 4d6 [2, 3, 4, 5] = 14`);
    expect(await shown('3 4d6 d1', [1, 2, 3, 4, 6, 6, 6, 6, 5, 2, 2, 1])).toBe(
      [
        `🎲 ${at('alice')} rolled 3 sets of 4d6dl1:`,
        'Set 1: 4d6dl1 [~~1~~, 2, 3, 4] = 9',
        'Set 2: 4d6dl1 [6, 6, 6, ~~6~~] = 18',
        'Set 3: 4d6dl1 [5, 2, 2, ~~1~~] = 9',
      ].join('\n'),
    );

    // Every d6 the channel saw: rerolled-away and exploded ones too (4 + 6 + 4 + 4 + 12).
    await e2e.sandbox.command('bob', { path: ['stats', 'dice'], options: { sides: 6 } });
    expect(lastVisible(e2e.sandbox, 'bob', 'channel').content).toContain('30 dice seen');
  });

  it('RL-2 hidden: sets and explosions committed die by die in the order rolled; the hash checks by hand and /verify shows them', async () => {
    // Set 1: a 6 brings a 6 that brings a 2, then 3 and 4. Set 2: 1, 5, 2.
    const dice = [6, 6, 2, 3, 4, 1, 5, 2];
    await roll('alice', { dice: '2 3d6ie6 ! sneak', mode: 'hidden' }, dice);
    const reply = said('alice');
    expect(reply).toContain(['sneak: 2 sets of 3d6ie6:', 'Set 1: 3d6ie6 [6!, 6!, 2, 3, 4] = 21', 'Set 2: 3d6ie6 [1, 5, 2] = 8'].join('\n'));
    const code = /commitment `([0-9a-f]{12})`/.exec(reply)![1]!;
    const salt = /salt `([0-9a-f]{32})`/.exec(reply)![1]!;
    expect(
      createHash('sha256')
        .update(`${dice.join(',')}:${salt}`)
        .digest('hex')
        .startsWith(code),
    ).toBe(true);

    const bobSees = e2e.sandbox.standin
      .visibleTo('bob')
      .map((message) => message.content)
      .join('\n');
    expect(bobSees).toBe(`🔒 ${at('alice')} rolled 2 3d6ie6 ! sneak hidden — commitment \`${code}\`.`);
    expectNothingHiddenInChannel(e2e.sandbox);

    await e2e.sandbox.command('alice', { path: ['verify'], options: { code } });
    const verdict = lastVisible(e2e.sandbox, 'bob', 'channel').content;
    expect(verdict).toContain(`Commitment \`${code}\` matches: ${at('alice')}'s 2 3d6ie6 ! sneak was **6, 6, 2, 3, 4, 1, 5, 2**`);
    expect(verdict).toContain(`SHA-256 of \`6,6,2,3,4,1,5,2:${salt}\``);
  });

  it('RL-2 the largest hidden roll (100 dice rerolled to the cap, a 200-character notation) still fits its reply and its /verify', async () => {
    const notation = `100d1000ir999 ! ${'x'.repeat(184)}`;
    expect(notation).toHaveLength(200);
    // Every die shows 999, so every one wants a reroll: the first takes all 50 extra rolls, the others none.
    await roll('alice', { dice: notation, mode: 'hidden' }, Array<number>(150).fill(999));
    const reply = said('alice');
    expect(reply).toContain('(explosions and rerolls stopped at 50 extra dice)');
    const code = /commitment `([0-9a-f]{12})`/.exec(reply)![1]!;
    await e2e.sandbox.command('alice', { path: ['verify'], options: { code } });
    const verdict = lastVisible(e2e.sandbox, 'bob', 'channel').content;
    expect(verdict).toContain(`matches: ${at('alice')}'s ${notation} was **${Array<number>(150).fill(999).join(', ')}**`);
    expect(verdict.length).toBeLessThanOrEqual(2000);
  });

  it('RL-1 refusals name the part they could not take, and change nothing', async () => {
    await roll('alice', { dice: '3d6 ie1' });
    expect(said('alice')).toBe('A d6 cannot explode as `ie1` asks; explode on a number from 2 to 6 (`e` alone means 6).');
    await roll('alice', { dice: '4d6 ir6' });
    expect(said('alice')).toBe('A d6 cannot be rerolled as `ir6` asks; reroll dice showing at most a number from 1 to 5.');
    await roll('alice', { dice: '4d6 k3 d1' });
    expect(said('alice')).toBe('Dice take either keep or drop, not both: `k3` and `d1`; choose one.');
    await roll('alice', { dice: '2d6 + 6d10 t7' });
    expect(said('alice')).toBe('A roll either counts successes or adds dice up: `6d10t7` counts successes and `2d6` adds up; roll them separately.');
    await roll('alice', { dice: '21 4d6' });
    expect(said('alice')).toBe('You cannot roll 21 sets; roll from 1 to 20 sets, such as `6 4d6`.');
    await roll('alice', { dice: '6d10 t7 q ! attack' });
    expect(said('alice')).toMatch(/^I could not read the dice near `q`; write notation like/);
    expect(e2e.sandbox.standin.channelMessages()).toHaveLength(0);
  });

  it('RL-1 in Romanian: the channel in the server’s language, a member’s own reply and refusals in theirs; a GM roll committed for all to see', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { language: 'ro' } });
    e2e.sandbox.standin.member('alice').locale = 'ro';

    const sets = await roll('bob', { dice: '2 4d6 dl1 ! Statistici' }, [1, 2, 3, 4, 6, 5, 4, 3]);
    expect(sets.content).toBe(
      [`🎲 ${at('bob')} a aruncat Statistici: 2 seturi de 4d6dl1:`, 'Setul 1: 4d6dl1 [~~1~~, 2, 3, 4] = 9', 'Setul 2: 4d6dl1 [6, 5, 4, ~~3~~] = 15'].join('\n'),
    );
    expect((await roll('bob', { dice: '6d10 t7' }, [8, 3, 10, 1, 7, 5])).content).toBe(`🎲 ${at('bob')} a aruncat 6d10t7 [8✓, 3, 10✓, 1, 7✓, 5] = 3 reușite`);

    await roll('alice', { dice: '5d10 t8 f1 ! atac', mode: 'gm', gm: '@gina' }, [9, 1, 8, 3, 10]);
    const own = said('alice');
    expect(own).toMatch(
      new RegExp(`^🎲 Doar tu și ${at('gina')} vedeți asta: atac: 5d10t8f1 \\[9✓, 1✗, 8✓, 3, 10✓\\] = 2 reușite \\(3✓ 1✗\\) — angajament \`[0-9a-f]{12}\``),
    );
    const code = /angajament `([0-9a-f]{12})`/.exec(own)![1]!;
    expect(lastVisible(e2e.sandbox, 'gina', 'dm').content).toContain('5d10t8f1 [9✓, 1✗, 8✓, 3, 10✓]');
    expect(lastVisible(e2e.sandbox, 'bob', 'channel').content).toBe(
      `🔒 ${at('alice')} a aruncat 5d10t8f1 ! atac pentru ${at('gina')} — angajament \`${code}\`.`,
    );
    expectNothingHiddenInChannel(e2e.sandbox);

    await roll('alice', { dice: '3d6e1' });
    expect(said('alice')).toBe('Un d6 nu poate exploda cum cere `e1`; explozia ia un număr de la 2 la 6 (`e` singur înseamnă 6).');
    await roll('alice', { dice: '6d10 t5 f5' });
    expect(said('alice')).toBe('Un zar nu poate fi și reușită, și eșec: `f5` trebuie să fie sub `t5`.');
    await roll('bob', { dice: '4d6 dl4' });
    expect(said('bob')).toBe('You cannot drop 4 of 4 dice; drop at least 1 and fewer than 4.');
  });
});
