/**
 * Valere through Discord (issue 14): a full game in each wagering mode
 * (VA-6) with forced dice — the point die chosen in secret by the table
 * message's menu or /valere point (VA-2), the reveal (VA-3, VA-4), the
 * target (VA-5), pots, round pots and every wallet.
 */
import { describe, expect, it } from 'vitest';
import { buttonLabels, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said, at, balance } = e2e;

const valere = (name: string, sub: string, options: Record<string, string | number | boolean> = {}) => e2e.run(name, 'valere', sub, options);
const POINT_MENU = 'Keep as point die…';

async function start(players: readonly string[], dice: readonly number[], options: Record<string, string | number | boolean> = {}) {
  await valere(players[0]!, 'open', options);
  for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
  e2e.sandbox.dice.force([...dice]);
  await e2e.sandbox.press(players[0]!, 'Start');
}

/** The values the table message's Bet menu offers (none: no menu). */
function betMenuValues(): string[] {
  const rows = tableMessage(e2e.sandbox).components as { components: { type: number; placeholder?: string; options?: { value: string }[] }[] }[];
  return (
    rows
      .flatMap((row) => row.components)
      .find((child) => child.type === 3 && child.placeholder === 'Bet…')
      ?.options?.map((option) => option.value) ?? []
  );
}

/** Every channel line so far, in order. */
const channel = () => e2e.sandbox.standin.channelMessages().map((message) => message.content);
/** The channel as one text: several announcements of one action may share a message. */
const said_ = () => channel().join('\n');
const fields = () => tableMessage(e2e.sandbox).embeds[0]!.fields as { name: string; value: string }[];
const roundField = () => fields().find((field) => field.name.startsWith('Round '))!;
const roster = () =>
  fields()
    .find((field) => field.name === 'Players')!
    .value.split('\n');

describe('Valere through Discord', () => {
  it('VA-2 … VA-5, wagering none: the menu and /valere point, who has settled, the reveal, the winner and the scoresheet', async () => {
    await start(['alice', 'bob'], [6, 6, 5, 1, 2, 4], { target: 6 });
    expect(said('alice', 'dm')).toMatch(/^Your dice \(3d6\) in .*: \*\*6, 6, 5\*\*/);
    expect(roundField().name).toBe('Round 1 · target 6');
    await valere('alice', 'point', { die: 6 });
    // A change of mind is no news: only alice is told.
    await valere('alice', 'point', { die: 5 });
    expect(said('alice')).toBe('You keep a 5 as your point die. You may change it until everyone has settled.');
    // Issue 30: who has settled shows in the table message, not as a line each in the channel.
    expect(said_()).not.toContain('has settled');
    expect(roster()).toEqual([`1. alice — score 0 · settled`, `2. bob — score 0 · choosing`]);
    // VA-2: a die not in the hand is refused; a change of mind is allowed until everyone has settled.
    await valere('bob', 'point', { die: 6 });
    expect(said('bob')).toBe('You have no 6 among your three dice: keep one of your own as point die.');
    e2e.sandbox.dice.force([1, 1, 1, 1, 1, 1]);
    await e2e.sandbox.select('bob', POINT_MENU, '4');
    // 6+6 | 5 against 1+2 | 4: alice scores 5 … then round 2.
    expect(said_()).toContain(`Round 1, the hands (sum dice | point die):\n${at('alice')}: 6+6 | 5 (sum 12)\n${at('bob')}: 1+2 | 4 (sum 3)`);
    expect(said_()).toContain(`${at('alice')} has the highest sum and scores their point die: +5.`);
    // Round 2: 1+1 | 1 each: a two-way tie, each receives the other's 1 (VA-4): alice 6 reaches the target.
    await valere('alice', 'point', { die: 1 });
    await valere('bob', 'point', { die: 1 });
    expect(said_()).toContain(
      `${at('alice')}, ${at('bob')} tie for the highest sum: ${at('alice')} receives ${at('bob')}’s 1, ${at('bob')} receives ${at('alice')}’s 1.`,
    );
    expect(channel().at(-1)).toContain(`Winner: ${at('alice')}`);
    const sheet = await e2e.scoresheet('bob');
    expect(sheet.text).toBe(
      [
        'Valere table #1 — scoresheet',
        '```',
        'Round  alice    bob      Winner      Points            Bets',
        '1      6+6 | 5  1+2 | 4  alice       +5',
        '2      1+1 | 1  1+1 | 1  alice, bob  alice +1, bob +1',
        'Total  6*       1',
        // Issue 30: the winner named; played for nothing, no pots.
        'Winner: alice',
        '```',
      ].join('\n'),
    );
    expect(sheet.csv.split('\n').slice(0, 3)).toEqual([
      'Round,alice,bob,Winner,Points,Bets',
      '1,6+6 | 5,1+2 | 4,alice,+5,',
      '2,1+1 | 1,1+1 | 1,"alice, bob","alice +1, bob +1",',
    ]);
  });

  it('VA-6 ante, for tria: everyone antes; the winner takes the pot', async () => {
    await start(['alice', 'bob', 'carol'], [6, 6, 6, 1, 1, 2, 2, 2, 3], { target: 6, wagering: 'ante', ante: 5, stakes: 'tria' });
    expect(fields().find((field) => field.name === 'Pot')?.value).toBe('15');
    await valere('alice', 'point', { die: 6 });
    await valere('bob', 'point', { die: 2 });
    await valere('carol', 'point', { die: 3 });
    expect(await balance('alice')).toBe('You have 110 tria.');
    expect(await balance('bob')).toBe('You have 95 tria.');
    expect(await balance('carol')).toBe('You have 95 tria.');
    // Issue 30: the finished table keeps its Pot line, and whom it paid.
    expect(fields().find((field) => field.name === 'Pot')?.value).toBe('15 tria — paid to alice');
  });

  it('VA-6 rounds, for tria: betting before the dice from round 2; a drop forfeits the game and the last one left wins', async () => {
    await start(['alice', 'bob'], [3, 3, 1, 2, 2, 1], { target: 50, wagering: 'rounds', ante: 10, stakes: 'tria' });
    await valere('alice', 'point', { die: 1 });
    await valere('bob', 'point', { die: 1 });
    // alice 3+3 | 1 scores 1; round 2 bets first.
    expect(roundField().value).toBe(`Betting: nobody has bet yet; alice opens (0 is allowed).`);
    // Issue 30: the menu offers steps of 5 up to all she has; any other amount is typed.
    expect(betMenuValues()).toEqual(Array.from({ length: 19 }, (_, step) => String(step * 5)));
    await valere('alice', 'bet', { amount: 4 });
    expect(said_()).toContain(`${at('alice')} bets 4.`);
    await valere('bob', 'fold');
    expect(said('bob')).toBe('Only side bets can be folded: meet the bet or drop out of the game.');
    await e2e.sandbox.press('bob', 'Drop out');
    expect(said_()).toContain(`${at('bob')} drops out of the game, leaving 10 in the pot.`);
    expect(channel().at(-1)).toContain(`Winner: ${at('alice')}`);
    expect(await balance('alice')).toBe('You have 110 tria.');
    expect(await balance('bob')).toBe('You have 90 tria.');
  });

  it('issue 30: a bet of 0 is met by Check, costing nothing', async () => {
    await start(['alice', 'bob'], [6, 6, 1, 2, 2, 1], { target: 7, wagering: 'side-bets', ante: 5, stakes: 'tria' });
    await valere('alice', 'point', { die: 1 });
    await valere('bob', 'point', { die: 1 });
    await valere('alice', 'bet', { amount: 0 });
    expect(buttonLabels(tableMessage(e2e.sandbox))).toEqual(expect.arrayContaining(['Check']));
    expect(buttonLabels(tableMessage(e2e.sandbox)).filter((label) => label.startsWith('Meet'))).toEqual([]);
    const before = await balance('bob');
    await e2e.sandbox.press('bob', 'Check');
    expect(await balance('bob')).toBe(before);
  });

  it('VA-6 side-bets, for tria, with a closed-DM player: round pots held and paid at the end, a fold sits out the round', async () => {
    e2e.sandbox.standin.setDmsClosed('bob');
    await start(['alice', 'bob'], [6, 6, 1, 2, 2, 1], { target: 7, wagering: 'side-bets', ante: 5, stakes: 'tria' });
    // Bob's dice come through "My dice", ephemerally; he chooses with the menu.
    await e2e.sandbox.press('bob', 'My dice');
    expect(said('bob')).toMatch(/^Your dice \(3d6\): \*\*2, 2, 1\*\*/);
    await valere('alice', 'point', { die: 1 });
    await e2e.sandbox.select('bob', POINT_MENU, '1');
    expect(said_()).toContain('Every hand is settled: side bets into the round pot before the reveal.');
    expect(roundField().value).toBe(`Betting into the round pot: nobody has bet yet; alice opens (0 is allowed).`);
    await valere('alice', 'bet', { amount: 2 });
    // Issue 30: the button says what meeting costs.
    expect(buttonLabels(tableMessage(e2e.sandbox))).toContain('Meet (2)');
    e2e.sandbox.dice.force([1, 1, 1, 6, 6, 6]);
    await e2e.sandbox.press('bob', 'Meet (2)');
    expect(said_()).toContain(`${at('alice')} has the highest sum and scores their point die: +1.\nRound pot of 4: ${at('alice')} 4, paid when the game ends.`);
    expect(fields().find((field) => field.name === 'Round pots')?.value).toBe(`Round 1: 4 → alice`);
    // Round 2: bob 6+6 | 6; alice folds after bob raises: no points for her this round, bob takes the round pot.
    await valere('alice', 'point', { die: 1 });
    await e2e.sandbox.select('bob', POINT_MENU, '6');
    await valere('alice', 'bet', { amount: 1 });
    await valere('bob', 'bet', { amount: 3 });
    e2e.sandbox.dice.force([1, 1, 1, 6, 6, 6]);
    await e2e.sandbox.press('alice', 'Fold this round');
    expect(said_()).toContain(`${at('alice')} folds this round: no points and no share of the round pot; 1 stays in it.`);
    expect(said_()).toContain(`${at('bob')} has the highest sum and scores their point die: +6.\nRound pot of 4: ${at('bob')} 4, paid when the game ends.`);
    // Round 3: bob reaches 12 ≥ 7; the game pot (10) and both round pots are paid now.
    await valere('alice', 'point', { die: 1 });
    await e2e.sandbox.select('bob', POINT_MENU, '6');
    await valere('alice', 'bet', { amount: 0 });
    await valere('bob', 'meet');
    expect(said_()).toContain(`Round pots paid: round 1 4 to ${at('alice')}, round 2 4 to ${at('bob')}.`);
    expect(channel().at(-1)).toContain(`Winner: ${at('bob')}`);
    // alice: −5 ante −2 −1 +4; bob: −5 −2 −3 +4 +10.
    expect(await balance('alice')).toBe('You have 96 tria.');
    expect(await balance('bob')).toBe('You have 104 tria.');
  });

  it('a moderator cancels mid-game after a round pot was won: every contribution is refunded', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await start(['alice', 'bob'], [6, 6, 1, 2, 2, 1], { target: 50, wagering: 'side-bets', ante: 5, stakes: 'tria' });
    await valere('alice', 'point', { die: 1 });
    await valere('bob', 'point', { die: 1 });
    await valere('alice', 'bet', { amount: 7 });
    e2e.sandbox.dice.force([1, 1, 1, 6, 6, 6]);
    await valere('bob', 'meet');
    expect(fields().find((field) => field.name === 'Round pots')?.value).toBe(`Round 1: 14 → alice`);
    await valere('alice', 'point', { die: 1 });
    await valere('bob', 'point', { die: 6 });
    await valere('alice', 'bet', { amount: 3 });
    expect(await balance('alice')).toBe('You have 85 tria.');
    await e2e.run('mona', 'table', 'end');
    for (const player of ['alice', 'bob']) expect(await balance(player)).toBe('You have 100 tria.');
  });
});

describe('Valere turn timer', () => {
  it('VA-2 default move: a player out of time keeps their lowest die; the channel says only that they settled', async () => {
    await start(['alice', 'bob'], [6, 2, 5, 1, 3, 4], { target: 50, turn_timeout: '90s' });
    await valere('bob', 'point', { die: 4 });
    e2e.sandbox.dice.force([1, 1, 1, 1, 1, 1]);
    await e2e.sandbox.wait(91_000);
    // alice keeps her 2: 6+5 | 2 against 1+3 | 4.
    expect(said_()).toContain(`Round 1, the hands (sum dice | point die):\n${at('alice')}: 6+5 | 2 (sum 11)\n${at('bob')}: 1+3 | 4 (sum 4)`);
    expect(said_()).toContain(`${at('alice')} has the highest sum and scores their point die: +2.`);
  });
});

describe('the Valere lobby says what is played', () => {
  it('VA-6: the ante with wagering (stakeAtStart), nothing without; the options that differ from the defaults', async () => {
    const terms = () => tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'What is played')?.value;
    await valere('alice', 'open', { target: 12, wagering: 'side-bets', interval: 2, maximum: 10, stakes: 'tria' });
    // Issue 30: the options in words, and the turn timer.
    expect(terms()).toBe(
      'For tria: 20 tria from each wallet at the start.\nAt this table: first to 12 points wins; side bets on every round, into round pots; bets in multiples of 2; a bet of at most 10 × the rounds played.\nEach turn has 5 minutes (then the table plays for you).',
    );
    await e2e.run('alice', 'table', 'end');
    await valere('alice', 'open', { ante: 30 });
    expect(terms()).toBe(
      'For points: a stack of 1000 each; 0 of it in at the start.\nThe usual rules.\nEach turn has 5 minutes (then the table plays for you).',
    );
  });
});
