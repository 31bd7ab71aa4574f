/**
 * Eleven through Discord (issue 15): full 3-, 4- and 5-player games for tria
 * with forced dice — the order roll (EL-2), picks by the menu and by
 * /eleven pick (EL-3), the public rolls (EL-4, EL-5), the payouts (EL-6),
 * the order (EL-7), the end (EL-8) and every wallet against EL-6 and EL-9.
 */
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src/games/testing/eleven.js';
import { tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said, at, balance } = e2e;

const eleven = (name: string, sub: string, options: Record<string, string | number | boolean> = {}) => e2e.run(name, 'eleven', sub, options);
const PICK_MENU = 'Pick a number (the player marked ◀ only)…';

async function start(players: readonly string[], dice: readonly number[], options: Record<string, string | number | boolean> = {}) {
  await eleven(players[0]!, 'open', options);
  for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
  e2e.sandbox.dice.force([...dice]);
  await e2e.sandbox.press(players[0]!, 'Start');
}

const channel = () =>
  e2e.sandbox.standin
    .channelMessages()
    .map((message) => message.content)
    .join('\n');
const fields = () => tableMessage(e2e.sandbox).embeds[0]!.fields as { name: string; value: string }[];

/** Eleven rounds in which everyone picks `number` in round number − 1 (the lowest left) and places in pick order, so the order holds (EL-7). */
async function playAll(order: readonly string[]) {
  for (let number = 2; number <= 12; number++) {
    for (const [index, player] of order.entries()) {
      if (index === order.length - 1) e2e.sandbox.dice.force(inOrder(number, order.length));
      // The menu in odd rounds, the command in even ones: both are the same pick.
      if (number % 2 === 1) await e2e.sandbox.select(player, PICK_MENU, String(number));
      else await eleven(player, 'pick', { number });
    }
  }
}

describe('Eleven through Discord', () => {
  it('EL-2 … EL-9, 3 players for tria: the order roll with a tie, picks, rolls, the payouts and every wallet', async () => {
    // EL-2: alice 2, bob 5, carol 5; bob and carol again: 3, 1 → bob, carol, alice.
    await start(['alice', 'bob', 'carol'], [2, 5, 5, 3, 1], { stakes: 'tria' });
    expect(channel()).toContain(`Order roll: ${at('alice')} 2, ${at('bob')} 5, ${at('carol')} 5.`);
    expect(channel()).toContain(`Tied, rolling again: ${at('bob')} 3, ${at('carol')} 1.`);
    expect(channel()).toContain(`Round 1: pick order ${at('bob')}, ${at('carol')}, ${at('alice')}.`);
    // EL-9: the buy-in (11 for 3 players) is in escrow.
    expect(await balance('alice')).toBe('You have 89 tria.');
    // EL-3: not alice's pick; the menu refuses her in one sentence.
    await e2e.sandbox.select('alice', PICK_MENU, '7');
    expect(said('alice')).toBe(`It is ${at('bob')}’s pick, not yours.`);
    await playAll(['bob', 'carol', 'alice']);
    // Issue 30: each round is one block of places, rolls and payouts; the picks show in the table message, not the channel.
    expect(channel()).toContain(`Round 1:\n1. ${at('bob')}: target 2, rolled 1+1, 0 away, +1\n`);
    expect(channel()).toContain(`Round 11:\n1. ${at('bob')}: target 12, rolled 6+6, 0 away, +1`);
    expect(channel()).not.toMatch(/ picks \d+\./);
    // EL-6, EL-9: bob +1 × 11, carol 0, alice −1 × 11.
    expect(await balance('bob')).toBe('You have 111 tria.');
    expect(await balance('carol')).toBe('You have 100 tria.');
    expect(await balance('alice')).toBe('You have 89 tria.');
    // EL-4: every roll is public: nothing was rolled in secret.
    expect(channel()).not.toContain('Your dice');
    const sheet = await e2e.scoresheet('bob');
    // Issue 30: the title as every game's, then the legend; the winner named under the sheet.
    expect(sheet.text.split('\n').slice(0, 2)).toEqual(['Eleven table #1 — scoresheet', 'Each round: target, roll (re-rolls), distance, place, payout.']);
    // Issue 30: then the money — the buy-ins held (EL-9) and what each was paid back (alice, net −11, nothing).
    expect(sheet.text.split('\n').slice(-3)).toEqual([
      `Winner: ${e2e.at('bob')}`,
      'Buy-ins held: 33 tria',
      `Paid out: ${e2e.at('bob')} 22 tria, ${e2e.at('carol')} 11 tria`,
    ]);
    expect(sheet.text.split('\n')[4]).toMatch(/^1 +2: 3\+1 d2 #3 -1 +2: 1\+1 d0 #1 \+1 +2: 2\+1 d1 #2 0$/);
    expect(sheet.csv.split('\n').slice(0, 2)).toEqual(['round,player,target,dice,rerolls,distance,place,payout', '1,bob,2,1+1,,0,1,1']);
    expect(sheet.csv).toContain('total,bob,,,,,,11');
  });

  it('EL-3: a player who tries a number twice is refused; the table shows the picks of the round and the numbers left', async () => {
    await start(['alice', 'bob', 'carol'], [], { order_roll: false });
    await eleven('alice', 'pick', { number: 7 });
    // Each pick is shown in the table message as it is made (EL-3), not said in the channel (issue 30).
    expect(channel()).not.toContain('picks 7');
    expect(fields().find((field) => field.name === 'Round 1 of 11')!.value).toContain(`bob picks a target`);
    expect(fields().find((field) => field.name === 'Players')!.value).toContain(`1. alice — picked 7 · net 0 · left: 2 3 4 5 6 8 9 10 11 12`);
    e2e.sandbox.dice.force([3, 4, 3, 4, 3, 4]);
    await eleven('bob', 'pick', { number: 8 });
    await eleven('carol', 'pick', { number: 9 });
    await eleven('alice', 'pick', { number: 7 });
    expect(said('alice')).toBe('You have already picked 7: pick a number you have left.');
    const players = tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Players')!.value;
    expect(players).toContain(`1. alice — picked — · net +1 · left: 2 3 4 5 6 8 9 10 11 12 ◀`);
  });

  it('EL-6 × multiplier, 4 players for tria, seat order: +4, +2, −2, −4 a round', async () => {
    await start(['alice', 'bob', 'carol', 'dave'], [], { stakes: 'tria', multiplier: 2, order_roll: false });
    expect(await balance('dave')).toBe('You have 56 tria.');
    await playAll(['alice', 'bob', 'carol', 'dave']);
    const expected = { alice: 144, bob: 122, carol: 78, dave: 56 };
    for (const [player, amount] of Object.entries(expected)) expect(await balance(player)).toBe(`You have ${amount} tria.`);
  });

  it('EL-6, 5 players for tria: +2, +1, 0, −1, −2 a round; the buy-in 33', async () => {
    await start(['alice', 'bob', 'carol', 'dave', 'erin'], [], { stakes: 'tria', order_roll: false });
    expect(await balance('erin')).toBe('You have 67 tria.');
    await playAll(['alice', 'bob', 'carol', 'dave', 'erin']);
    const expected = { alice: 122, bob: 111, carol: 100, dave: 89, erin: 78 };
    for (const [player, amount] of Object.entries(expected)) expect(await balance(player)).toBe(`You have ${amount} tria.`);
  });

  it('a moderator cancels mid-game: every buy-in is refunded', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await start(['alice', 'bob', 'carol'], [], { stakes: 'tria', order_roll: false });
    e2e.sandbox.dice.force(inOrder(2, 3));
    for (const player of ['alice', 'bob', 'carol']) await eleven(player, 'pick', { number: 2 });
    await eleven('alice', 'pick', { number: 3 });
    expect(await balance('carol')).toBe('You have 89 tria.');
    await e2e.run('mona', 'table', 'end');
    for (const player of ['alice', 'bob', 'carol']) expect(await balance(player)).toBe('You have 100 tria.');
  });
});

describe('Eleven turn timer', () => {
  it('EL-3 default move: a picker out of time picks their lowest number left', async () => {
    await start(['alice', 'bob', 'carol'], [], { order_roll: false, turn_timeout: '90s' });
    await e2e.sandbox.wait(91_000);
    // Issue 30: the runout names the number picked for her.
    expect(channel()).toContain(`⌛ ${at('alice')} ran out of time; the table played for them: picking 2, their lowest number left.`);
  });
});

describe('the Eleven lobby says what is played', () => {
  it('EL-9: the buy-in for the players seated, × multiplier, at tria and points tables; EL-1: with a 6th, two groups of 3', async () => {
    const terms = () => tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'What is played')?.value;
    await eleven('alice', 'open', { stakes: 'tria', multiplier: 2, order_roll: false });
    for (const player of ['bob', 'carol']) await e2e.sandbox.press(player, 'Join');
    expect(terms()).toContain('For tria: 22 tria from each wallet at the start.');
    await e2e.sandbox.press('dave', 'Join');
    expect(terms()).toContain('For tria: 44 tria from each wallet at the start.');
    await e2e.sandbox.press('erin', 'Join');
    expect(terms()).toContain('For tria: 66 tria from each wallet at the start.');
    await e2e.sandbox.press('fred', 'Join');
    // EL-1, EL-9: six play as two groups of 3, each putting in the 3-player buy-in.
    expect(terms()).toContain(
      'With 6 players it is played as 2 groups at once (3 + 3 players), each with its own stakes. For tria, from each wallet at the start: 22 tria in a group of 3.',
    );
    await e2e.run('alice', 'table', 'end');
    await eleven('alice', 'open', {});
    expect(terms()).toContain('For points: a stack of 1000 each; 11 of it in at the start.');
  });
});
