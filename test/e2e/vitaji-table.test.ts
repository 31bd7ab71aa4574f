/**
 * Vitaji as players see it (issue 13): the table message — the die, what
 * each player has left, the bet that stands and what meeting it costs, only
 * the bets a player can pay — and the channel's lines for drops, triples
 * and a team's win. Everything is read from what Discord shows.
 */
import { describe, expect, it } from 'vitest';
import { buttonLabels, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said, at } = e2e;

const vitaji = (name: string, sub: string, options: Record<string, string | number | boolean> = {}) => e2e.run(name, 'vitaji', sub, options);

/** The table message's embed fields, by name. */
function fields(): { name: string; value: string }[] {
  return tableMessage(e2e.sandbox).embeds[0]!.fields as { name: string; value: string }[];
}
const field = (name: string | RegExp) => fields().find((candidate) => (typeof name === 'string' ? candidate.name === name : name.test(candidate.name)));
/** The round field: its name (the header) and its value (the phase line). */
const round = () => field(/^Round /)!;
const roster = () => field('Players')!.value.split('\n');
/** The values the table message's Bet menu offers (none: no menu). */
function betMenu(): string[] {
  return betOptions().map((option) => option.value);
}
/** The table message's Bet menu, as each choice reads and what it bets. */
function betOptions(): { label: string; value: string }[] {
  const rows = tableMessage(e2e.sandbox).components as { components: { type: number; placeholder?: string; options?: { label: string; value: string }[] }[] }[];
  const menu = rows.flatMap((row) => row.components).find((child) => child.type === 3 && child.placeholder === 'Bet…');
  return menu?.options ?? [];
}
/** The buttons' labels (a menu has none). */
const buttons = () => buttonLabels(tableMessage(e2e.sandbox)).filter(Boolean);

describe('VJ-1, VJ-3: the table message (issue 13)', () => {
  it('VJ-1, VJ-3: the die, each player’s stack left, the bet that stands while betting, and what the player to act must add to meet it', async () => {
    await vitaji('alice', 'open', { sides: 20, rounds: 3, stack: 500 });
    for (const player of ['bob', 'carol']) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force([3, 5, 7]);
    await e2e.sandbox.press('alice', 'Start');
    // Round 1: the ante (10) is its $; everyone's stack is 500 less the ante.
    expect(round().name).toBe('Round 1 of 3 · d20 · $ 10');
    expect(roster()[0]).toBe(`1. alice — score 0 · this round 3 · rerolls 1 · 490 left ◀`);
    for (const player of ['alice', 'bob', 'carol']) await vitaji(player, 'pass');

    expect(round().name).toBe('Round 2 of 3 · d20 · $ 0');
    expect(round().value).toBe(`Betting: nobody has bet yet; alice opens (0 is allowed).`);
    await vitaji('alice', 'bet', { amount: 40 });
    // The bet that stands, never "$ 0" while a bet of 40 stands.
    expect(round().name).toBe('Round 2 of 3 · d20 · $ 40');
    expect(round().value).toBe(`Betting: the bet is 40; bob to act: 40 more to meet it.`);
    expect(roster()[0]).toBe(`1. alice — score 3 · put in 40 · rerolls 1 · 450 left`);
    await vitaji('bob', 'bet', { amount: 60 });
    await vitaji('carol', 'meet');
    // Alice has 40 in: the raise to 60 costs her 20 more.
    expect(round().name).toBe('Round 2 of 3 · d20 · $ 60');
    expect(round().value).toBe(`Betting: the bet is 60; alice to act: 20 more to meet it.`);
    expect(roster()[2]).toBe(`3. carol — score 7 · put in 60 · rerolls 1 · 430 left`);
    e2e.sandbox.dice.force([1, 2, 3]);
    await vitaji('alice', 'meet');
    expect(round().name).toBe('Round 2 of 3 · d20 · $ 60');
    expect(round().value).toBe(`Rolling: alice rerolls or passes.`);
  });

  it('VJ-3, VJ-4: the Bet menu offers only bets the player can pay; who cannot even meet sees only Drop, and why', async () => {
    // Alice collects her daily 25 (125), Bob has the starting 100; the ante of 95 leaves them 30 and 5.
    await e2e.run('alice', 'wallet', 'daily');
    await vitaji('alice', 'open', { stakes: 'tria', rounds: 3, ante: 95, rerolls: 0 });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    expect(roster()).toEqual([`1. alice — score 3 · rerolls 0 · 30 left ◀`, `2. bob — score 5 · rerolls 0 · 5 left`]);
    // Issue 30: more bets than a menu holds: regular steps (2) up to all she has, which says so; never more.
    expect(betMenu().map(Number)).toEqual(Array.from({ length: 16 }, (_, step) => step * 2));
    expect(betOptions().at(-1)).toEqual({ label: 'All in (30)', value: '30' });
    expect(betOptions().filter((option) => option.label.startsWith('All in'))).toHaveLength(1);
    expect(buttons()).toEqual(['Drop']);

    await e2e.sandbox.select('alice', 'Bet…', '20');
    expect(round().value).toBe(`Betting: the bet is 20; bob has 5, not the 20 more it takes to meet it: they can only drop out.`);
    expect(betMenu()).toEqual([]);
    expect(buttons()).toEqual(['Drop']);
  });

  it('VJ-4: a drop says everything the player leaves in the pot, the ante and every bet; the roster keeps it', async () => {
    await vitaji('alice', 'open', { rounds: 4, rerolls: 0 });
    for (const player of ['bob', 'carol']) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force([3, 5, 6]);
    await e2e.sandbox.press('alice', 'Start');
    await vitaji('alice', 'bet', { amount: 30 });
    await vitaji('bob', 'meet');
    e2e.sandbox.dice.force([1, 2, 3]);
    await vitaji('carol', 'meet');
    // Round 3: bob meets 20, then drops after carol's raise: 10 + 30 + 20 stay in the pot.
    await vitaji('alice', 'bet', { amount: 20 });
    await vitaji('bob', 'meet');
    await vitaji('carol', 'bet', { amount: 50 });
    await vitaji('alice', 'meet');
    e2e.sandbox.dice.force([4, 6]);
    await vitaji('bob', 'drop');
    expect(said('dave', 'channel')).toContain(`${at('bob')} drops out, leaving 60 in the pot.`);
    expect(roster()[1]).toBe(`2. bob — dropped out, 60 left in the pot`);
  });
});

describe('VJ-8 triples, as players see them', () => {
  it('VJ-8: the prompt names the player and what each choice is worth; the choice is said with its value; a triple in the last round is added without asking, and said so', async () => {
    await vitaji('alice', 'open', { rounds: 6, rerolls: 0, bonuses: true });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 1]);
    await e2e.sandbox.press('alice', 'Start');
    const bettingRound = async (dice: number[]) => {
      await vitaji('alice', 'bet', { amount: 0 });
      e2e.sandbox.dice.force(dice);
      await vitaji('bob', 'meet');
    };
    await bettingRound([3, 2]);
    await bettingRound([3, 4]); // alice: 3, 3, 3
    const prompt = `Triple! ${at('alice')} rolled 3 three rounds running and chooses: add 3 to their score, double their next round's result, or one extra reroll.`;
    expect(said('carol', 'channel')).toContain(prompt);
    // The table message says it too, naming alice (issue 27: an embed cannot mention).
    expect(round().value).toBe(prompt.replace(at('alice'), 'alice'));
    expect(buttons()).toEqual(['Add 3', 'Double next round', '+1 reroll']);
    await e2e.sandbox.press('alice', 'Add 3');
    expect(said('carol', 'channel')).toContain(`${at('alice')} adds their triple of 3 to their score: +3.`);
    await bettingRound([5, 1]);
    await bettingRound([5, 2]);
    await bettingRound([5, 6]); // alice: 5, 5, 5 in the last round
    expect(said('carol', 'channel')).toContain(`${at('alice')}'s triple of 5 is added automatically: +5.`);
    const sheet = (await e2e.scoresheet('bob')).text.split('\n');
    expect(sheet[6]).toBe('3     | 0  | 3 +3   | 4');
    expect(sheet[9]).toBe('6     | 0  | 5 +5   | 6');
    expect(sheet[10]).toBe('Total |    | 32     | 16');
  });
});

describe('VJ-9 Team Vitaji, as players see it', () => {
  it('VJ-9: the table shows each team’s total (members still in), and the end names the winning team', async () => {
    await vitaji('alice', 'open', { rounds: 2, rerolls: 0, teams: true });
    for (const [player, team] of [
      ['bob', 'red'],
      ['carol', 'blue'],
      ['dave', 'red'],
    ] as const) {
      await e2e.run(player, 'table', 'join', { team });
    }
    // The host's seat comes without a team: she leaves it and takes the last seat with one.
    await e2e.run('alice', 'table', 'leave');
    await e2e.run('alice', 'table', 'join', { team: 'blue' });
    e2e.sandbox.dice.force([6, 1, 5, 2]);
    await e2e.sandbox.press('alice', 'Start');
    expect(field('Teams')?.value).toBe('red: 11\nblue: 3');
    await vitaji('bob', 'bet', { amount: 0 });
    await vitaji('carol', 'drop');
    expect(field('Teams')?.value).toBe('red: 11\nblue: 2');
    await vitaji('dave', 'meet');
    e2e.sandbox.dice.force([1, 1, 6]);
    await vitaji('alice', 'meet');
    expect(said('erin', 'channel')).toContain(`Team red wins: ${at('bob')}, ${at('dave')} share the pot.`);
    expect(round().value).toBe('Team red wins.');
  });
});
