// End-to-end: /odds (issue 33) tells the asker, privately and from their own sight only, their chances at the decision before them; the values are worked out here independently.
import { describe, expect, it } from 'vitest';
import { buttonLabels, expectNothingHiddenInChannel, lastVisible, shownText, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said } = e2e;

const odds = async (name: string) => {
  await e2e.sandbox.command(name, { path: ['odds'], options: {} });
  return said(name);
};

/** The Odds button on the table message, pressed: its private answer, which must be /odds's. */
const pressOdds = async (name: string) => {
  await e2e.sandbox.press(name, 'Odds');
  return said(name);
};

/** n choose k. */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - i + 1)) / i;
  return result;
}

/** The chance of exactly k successes in n dice, each a success with chance p. */
const exactly = (n: number, k: number, p: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);
const atLeast = (n: number, k: number, p: number) => Array.from({ length: n + 1 }, (_, i) => (i >= k ? exactly(n, i, p) : 0)).reduce((a, b) => a + b, 0);
const shown = (chance: number) => `${Math.round(chance * 100)}%`;

describe('issue 33: /odds', () => {
  it("LD-10/LD-11/LD-17 Liar's Dice: the standing bid's chance and each raise's, from the asker's hand alone", async () => {
    // alice 2 2 5 · bob 5 1 3 (LD-4: hidden hands); no wild ones.
    await e2e.startGame('liars', ['alice', 'bob'], [2, 2, 5, 5, 1, 3], { dice: 3 });
    const opening = await odds('alice');
    expect(opening).toContain('No bid to call yet: you open the round.');
    // A raise of 2 × 2: alice holds two 2s, so it is sure; 3 × 2 needs one 2 among bob's 3 dice.
    expect(opening).toContain(`2 × 2 ${shown(1)}`);
    expect(opening).toContain(`3 × 2 ${shown(atLeast(3, 1, 1 / 6))}`);
    expect(opening).toContain('Worked out over the 3 dice you cannot see');
    await e2e.sandbox.wait(3000);
    await e2e.run('alice', 'liars', 'bid', { quantity: 2, face: 5 });
    // bob holds one 5: the bid is true with at least one 5 among alice's 3 dice, spot on with exactly one.
    const bobs = await odds('bob');
    expect(bobs).toContain(`The standing bid, 2 × 5: true ${shown(atLeast(3, 1, 1 / 6))} (exactly 2: ${shown(exactly(3, 1, 1 / 6))})`);
    expect(shown(atLeast(3, 1, 1 / 6))).toBe('42%');
    // The Odds button beside My dice answers the same.
    expect(buttonLabels(tableMessage(e2e.sandbox)).filter(Boolean)).toEqual(['Call', 'My dice', 'Odds']);
    expect(await pressOdds('bob')).toBe(bobs);
    // Nothing of alice's hand reached bob's answer, and nothing hidden reached the channel.
    expect(bobs).not.toMatch(/2, 2, 5/);
    expectNothingHiddenInChannel(e2e.sandbox);
    // A member without a seat is told the odds are worked out from their own seat.
    expect(await odds('carol')).toBe('You are not playing at this table: the odds are worked out from your own seat.');
  });

  it('LD-17 with wild ones a one counts for every face but ones', async () => {
    // alice 1 4 · bob 6 6: alice's 1 is wild, so she holds two 4s.
    await e2e.startGame('liars', ['alice', 'bob'], [1, 4, 6, 6], { dice: 2, wild_ones: true });
    const opening = await odds('alice');
    expect(opening).toContain(`2 × 4 ${shown(1)}`);
    expect(opening).toContain(`3 × 4 ${shown(atLeast(2, 1, 2 / 6))}`);
  });

  it('VJ-6 Vitaji: the chance a reroll improves the die, and what it gives on average', async () => {
    await e2e.run('alice', 'vitaji', 'open', { preset: 'casual' });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    // alice's d6 shows 3: higher is 4, 5 or 6; the same, 3; lower, 1 or 2; a d6 averages 3.5.
    const answer = await odds('alice');
    expect(answer).toContain('Your die shows 3 on a d6');
    expect(answer).toContain(`A reroll shows higher ${shown(3 / 6)}, the same ${shown(1 / 6)}, lower ${shown(2 / 6)}`);
    expect(answer).toContain('on average 3.5, +0.5 against now.');
    // The Odds button beside the reroll answers the same.
    expect(buttonLabels(tableMessage(e2e.sandbox))).toContain('Odds');
    expect(await pressOdds('alice')).toBe(answer);
  });

  it('VA-2…VA-4 Valere: each point-die choice against the other hand unseen (three fair dice keeping its lowest)', async () => {
    // alice 6 6 5 · bob 1 2 4.
    await e2e.run('alice', 'valere', 'open', { target: 6 });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([6, 6, 5, 1, 2, 4]);
    await e2e.sandbox.press('alice', 'Start');
    // Every roll of bob's three dice, his sum the two highest.
    const sums: number[] = [];
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) sums.push(a + b + c - Math.min(a, b, c));
    const chance = (test: (sum: number) => boolean) => sums.filter(test).length / sums.length;
    const answer = await odds('alice');
    expect(answer).toContain('Against 1 other hand');
    // Keeping a 5 leaves 6 + 6 = 12; keeping a 6 leaves 6 + 5 = 11.
    expect(answer).toContain(`Point die 5 (sum 12): wins the round ${shown(chance((sum) => sum < 12))}, ties ${shown(chance((sum) => sum === 12))}`);
    expect(answer).toContain(`Point die 6 (sum 11): wins the round ${shown(chance((sum) => sum < 11))}, ties ${shown(chance((sum) => sum === 11))}`);
    // Nothing of bob's dice in alice's answer: a 1, 2 and 4 are named nowhere in it.
    expect(answer).not.toMatch(/1, 2, 4/);
  });

  it('EL-3…EL-5 Eleven: each number left, its chance of being closest against the picks made, ties rolled again', async () => {
    // Seat order (EL-2 off): bob, carol, alice. bob picks 7, carol 2; alice picks last.
    await e2e.run('bob', 'eleven', 'open', { order_roll: false });
    for (const player of ['carol', 'alice']) await e2e.sandbox.press(player, 'Join');
    await e2e.sandbox.press('bob', 'Start');
    await e2e.run('bob', 'eleven', 'pick', { number: 7 });
    await e2e.run('carol', 'eleven', 'pick', { number: 2 });
    // Worked out here: each player's distance |2d6 − target| over the 36 rolls; the tied for best roll again (EL-5) until one is first.
    const sums = Array.from({ length: 36 }, (_, roll) => Math.floor(roll / 6) + (roll % 6) + 2);
    const distances = (target: number) => sums.map((sum) => Math.abs(sum - target));
    const first = (targets: number[], who: number): number => {
      let strict = 0;
      let allTied = 0;
      const shared = new Map<string, number>();
      const rolls = targets.map(distances);
      const walk = (index: number, picked: number[], chance: number) => {
        if (index === targets.length) {
          const best = Math.min(...picked);
          const tied = picked.flatMap((distance, seat) => (distance === best ? [seat] : []));
          if (!tied.includes(who)) return;
          if (tied.length === 1) strict += chance;
          else if (tied.length === targets.length) allTied += chance;
          else shared.set(tied.join(','), (shared.get(tied.join(',')) ?? 0) + chance);
          return;
        }
        for (const distance of rolls[index]!) walk(index + 1, [...picked, distance], chance / 36);
      };
      walk(0, [], 1);
      let total = strict;
      for (const [group, chance] of shared) {
        const seats = group.split(',').map(Number);
        total +=
          chance *
          first(
            seats.map((seat) => targets[seat]!),
            seats.indexOf(who),
          );
      }
      return total / (1 - allTied);
    };
    const answer = await odds('alice');
    for (const number of [2, 7, 12]) expect(answer).toContain(`${number}: closest ${shown(first([7, 2, number], 2))}`);
    expect(shown(first([7, 2, 7], 2))).not.toBe(shown(first([7, 2, 12], 2)));
    // The Odds button under the pick menu answers the same.
    expect(await pressOdds('alice')).toBe(answer);
  });

  it('in the asker’s language: a Romanian member reads Romanian, the Odds button answers as /odds does, and it changes nothing', async () => {
    e2e.sandbox.standin.member('bob').locale = 'ro';
    // Tokyo (TK-3): alice rolls 6 5 and announces 43; bob, to answer, has not seen the cup.
    await e2e.startGame('tokyo', ['alice', 'bob'], [6, 5]);
    await e2e.run('alice', 'tokyo', 'announce', { value: 43 });
    const version = (await e2e.sandbox.bot.context.tables.publicTable((await e2e.sandbox.bot.context.tables.tableIn(e2e.sandbox.standin.generalChannelId))!))!
      .version;
    const answer = await odds('bob');
    expect(answer).toMatch(/^\*\*Șansele tale\*\*/);
    // TK-1, worked out here: the 36 rolls ranked; the cup holds 43 when its roll ranks at 43 or above.
    const ranking = [31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21];
    const holding = Array.from({ length: 36 }, (_, roll) => {
      const [a, b] = [Math.floor(roll / 6) + 1, (roll % 6) + 1];
      return ranking.indexOf(Math.max(a, b) * 10 + Math.min(a, b)) >= ranking.indexOf(43);
    }).filter(Boolean).length;
    expect(answer).toContain(`Paharul ține 43 sau mai mult: ${shown(holding / 36)}`);
    // The button beside My dice says the same, privately.
    await e2e.sandbox.press('bob', 'Odds');
    expect(said('bob')).toBe(answer);
    // Asking changed nothing at the table.
    expect(
      (await e2e.sandbox.bot.context.tables.publicTable((await e2e.sandbox.bot.context.tables.tableIn(e2e.sandbox.standin.generalChannelId))!))!.version,
    ).toBe(version);
  });

  it('a server that turned the odds off answers so, and changes nothing', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { odds: false } });
    await e2e.startGame('liars', ['alice', 'bob'], [2, 2, 5, 5, 1, 3], { dice: 3 });
    expect(await odds('alice')).toBe('This server has turned the odds off.');
    expect(buttonLabels(tableMessage(e2e.sandbox))).not.toContain('Odds');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'show'], options: {} });
    expect(shownText(lastVisible(e2e.sandbox, 'mona', 'ephemeral'))).toContain('No odds: /odds and the Odds button are off.');
  });
});
