// End-to-end: Tokyo through Discord — bluffs, doubts, blind raises, Tokyo and its variants (TK-*), and sandbox transcripts, one in Romanian.
import { describe, expect, it } from 'vitest';
import { buttonLabels, expectNothingHiddenInChannel, playTranscript, shownText, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, said } = e2e;
/** Opens a table for the players, starts it with the first cup forced. */
const play = (players: string[], firstCup: [number, number], options: Record<string, string | number | boolean> = {}) =>
  e2e.startGame('tokyo', players, firstCup, options);

const lives = async () =>
  Object.fromEntries(
    ((await e2e.sandbox.bot.context.tables.publicTable(1))!.view as { seats: { player: string; lives: number }[] }).seats.map((seat) => [
      seat.player,
      seat.lives,
    ]),
  );
const livesOf = async (name: string) => (await lives())[e2e.sandbox.standin.member(name).id];

async function announce(name: string, value: number) {
  await e2e.sandbox.command(name, { path: ['tokyo', 'announce'], options: { value } });
}

describe('Tokyo through Discord', () => {
  it('TK-3/TK-4b a bluff caught: the cup is lifted, the announcer loses a life, the doubter starts the next hand', async () => {
    await play(['alice', 'bob'], [5, 4]);
    expect(said('alice', 'dm')).toMatch(/Your dice \(2d6\) in <#\d+>: \*\*5, 4\*\*/);
    await announce('alice', 61);
    expectNothingHiddenInChannel(e2e.sandbox);
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.press('bob', 'Doubt');
    const told = said('carol', 'channel');
    expect(told).toContain(`${at('bob')} lifts the cup on ${at('alice')}'s 61: it shows 54. Caught bluffing!`);
    expect(told).toContain(`${at('alice')} loses a life — 5 left.`);
    expect(told).toContain(`Hand 2: ${at('bob')} rolls under the cup.`);
    expect(await livesOf('alice')).toBe(5);
  });

  it('TK-4b a truthful claim doubted costs the doubter', async () => {
    await play(['alice', 'bob'], [6, 1]);
    await announce('alice', 61);
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.command('bob', { path: ['tokyo', 'doubt'], options: {} });
    expect(said('carol', 'channel')).toContain('it shows 61. The announcement stands.');
    expect(await livesOf('bob')).toBe(5);
  });

  it('TK-4a + TK-17 believe and roll: the receiver rolls privately and must announce higher; a refusal names the lowest allowed', async () => {
    await play(['alice', 'bob', 'carol'], [3, 2]);
    await announce('alice', 43);
    e2e.sandbox.dice.force([6, 6]);
    await e2e.sandbox.press('bob', 'Roll');
    expect(said('bob', 'dm')).toMatch(/\*\*6, 6\*\*/);
    await announce('bob', 42);
    expect(said('bob')).toBe('You cannot announce 42 after 43; the lowest you may announce now is 51.');
    const menu = tableMessage(e2e.sandbox).components[0]!.components[0] as { options: { value: string }[] };
    expect(menu.options[0]!.value).toBe('51');
    await e2e.sandbox.select('bob', 'Announce…', '66');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`Announced: 66 by bob`);
    expectNothingHiddenInChannel(e2e.sandbox);
  });

  it("TK-4a dice rolled over are nobody's any more: My dice shows only the cup in play", async () => {
    await play(['alice', 'bob', 'carol'], [4, 3]);
    await announce('alice', 43);
    e2e.sandbox.dice.force([6, 2]);
    await e2e.sandbox.press('bob', 'Roll');
    await e2e.sandbox.command('alice', { path: ['table', 'dice'], options: {} });
    expect(said('alice')).toBe('You have no hidden dice at this table right now.');
    await e2e.sandbox.command('bob', { path: ['table', 'dice'], options: {} });
    expect(said('bob')).toMatch(/^Your dice \(2d6\): \*\*6, 2\*\*/);
    // Issue 28: /verify says so truthfully: that cup will never be shown, and what can be checked instead.
    const rolledOver = e2e.sandbox.db
      .prepare('SELECT code FROM commitments WHERE owner_id = ? ORDER BY created_at, rowid')
      .pluck()
      .get(e2e.idOf('alice')) as string;
    await e2e.sandbox.command('carol', { path: ['verify'], options: { code: rolledOver } });
    expect(said('carol')).toBe(
      `Commitment \`${rolledOver}\` is of dice the rules put aside unseen (a Tokyo cup rolled over or never lifted, or a hand made void): nobody will ever see them, so they cannot be checked. Every cup that is lifted is shown, and its own code checks it.`,
    );
  });

  it('TK-4c a blind raise caught: the raiser answers for dice nobody at the table saw', async () => {
    await play(['alice', 'bob', 'carol'], [2, 2]);
    await announce('alice', 22);
    await e2e.sandbox.select('bob', 'Raise blind…', '33');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`Announced: 33 by bob (blind)`);
    e2e.sandbox.dice.force([1, 2]);
    await e2e.sandbox.press('carol', 'Doubt');
    expect(said('dave', 'channel')).toContain(`${at('carol')} lifts the cup on ${at('bob')}'s 33: it shows 22. Caught bluffing!`);
    expect(await livesOf('bob')).toBe(5);
    expect(await livesOf('alice')).toBe(6);
  });

  it('TK-4c a blind raise not caught: the dice held more than the raise', async () => {
    await play(['alice', 'bob', 'carol'], [5, 5]);
    await announce('alice', 22);
    await e2e.sandbox.command('bob', { path: ['tokyo', 'raise'], options: { value: 33 } });
    e2e.sandbox.dice.force([1, 2]);
    await e2e.sandbox.press('carol', 'Doubt');
    expect(said('dave', 'channel')).toContain('it shows 55. The announcement stands.');
    expect(await livesOf('carol')).toBe(5);
  });

  it('TK-6 a real Tokyo doubted costs the doubter two lives; a bluffed one costs the announcer one', async () => {
    await play(['alice', 'bob'], [2, 1]);
    await announce('alice', 21);
    expect(buttonLabels(tableMessage(e2e.sandbox))).toEqual(['Doubt', 'Accept', 'My dice', 'Odds']);
    e2e.sandbox.dice.force([3, 1]);
    await e2e.sandbox.press('bob', 'Doubt');
    expect(said('carol', 'channel')).toContain(`it shows Tokyo (21). The announcement stands.`);
    expect(await livesOf('bob')).toBe(4);
    // Hand 2: bob (the doubter) holds 31 and bluffs a Tokyo.
    await announce('bob', 21);
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.press('alice', 'Doubt');
    expect(said('carol', 'channel')).toContain('it shows 31. Caught bluffing!');
    expect(await livesOf('bob')).toBe(3);
  });

  it('TK-6 a Tokyo accepted: one life, the cup stays closed, the accepter starts the next hand', async () => {
    await play(['alice', 'bob'], [4, 3]);
    await announce('alice', 21);
    await e2e.sandbox.command('bob', { path: ['tokyo', 'roll'], options: {} });
    expect(said('bob')).toBe('You cannot roll on Tokyo (21): you may doubt or accept.');
    e2e.sandbox.dice.force([2, 2]);
    await e2e.sandbox.press('bob', 'Accept');
    const told = said('carol', 'channel');
    expect(told).toContain(`${at('bob')} accepts the Tokyo (21).`);
    expect(told).not.toContain('🔓');
    expect(told).toContain(`Hand 2: ${at('bob')} rolls under the cup.`);
    expect(await livesOf('bob')).toBe(5);
    expectNothingHiddenInChannel(e2e.sandbox);
  });

  it('TK-10 double_tokyo: past 21 come double and triple Tokyo; the triple may only be accepted or doubted', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2], { variant: 'double_tokyo' });
    await announce('alice', 21);
    expect(buttonLabels(tableMessage(e2e.sandbox)).filter(Boolean)).toEqual(['Roll', 'Doubt', 'My dice', 'Odds']);
    e2e.sandbox.dice.force([4, 2]);
    await e2e.sandbox.press('bob', 'Roll');
    const menu = tableMessage(e2e.sandbox).components[0]!.components[0] as { options: { label: string }[] };
    expect(menu.options.map((option) => option.label)).toEqual(['double Tokyo (42)', 'triple Tokyo (63)']);
    await e2e.sandbox.select('bob', 'Announce…', '42');
    e2e.sandbox.dice.force([6, 3]);
    await e2e.sandbox.press('carol', 'Roll');
    await announce('carol', 63);
    expect(buttonLabels(tableMessage(e2e.sandbox))).toEqual(['Doubt', 'Accept', 'My dice', 'Odds']);
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.press('alice', 'Doubt');
    expect(said('dave', 'channel')).toContain('it shows triple Tokyo (63). The announcement stands.');
    expect(await livesOf('alice')).toBe(4);
  });

  it('TK-13 allow_equal: an equal announcement is fine, and no blind raise is offered or allowed', async () => {
    await play(['alice', 'bob', 'carol'], [5, 5], { variant: 'allow_equal' });
    await announce('alice', 55);
    expect(tableMessage(e2e.sandbox).components.some((row) => JSON.stringify(row).includes('Raise blind'))).toBe(false);
    await e2e.sandbox.command('bob', { path: ['tokyo', 'raise'], options: { value: 66 } });
    expect(said('bob')).toBe('Blind raises are not played with allow_equal: you may roll or doubt.');
    e2e.sandbox.dice.force([5, 5]);
    await e2e.sandbox.press('bob', 'Roll');
    await announce('bob', 55);
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`Announced: 55 by bob`);
  });

  it('TK-14 Beghel: nine lives; accepting a 21 costs two, failing to equal one costs two', async () => {
    await play(['alice', 'bob', 'carol'], [2, 1], { preset: 'beghel' });
    expect(await livesOf('alice')).toBe(9);
    await announce('alice', 21);
    e2e.sandbox.dice.force([3, 1]);
    await e2e.sandbox.press('bob', 'Roll');
    // bob tries to equal the Tokyo with 31 under the cup…
    await announce('bob', 21);
    e2e.sandbox.dice.force([6, 5]);
    await e2e.sandbox.press('carol', 'Doubt');
    expect(said('dave', 'channel')).toContain(`${at('bob')} loses two lives — 7 left.`);
    // Hand 2: carol (the doubter) announces 21; alice accepts.
    await announce('carol', 21);
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.press('alice', 'Accept');
    expect(said('dave', 'channel')).toContain(`${at('alice')} loses two lives — 7 left.`);
  });
});

describe('Tokyo in the sandbox', () => {
  it('a transcript of a full game runs and its summary names the winner', async () => {
    const records = await playTranscript(e2e.sandbox, 'tokyo.txt');
    expect(records.filter((record) => record.kind === 'summary').at(-1)).toMatchObject({
      game: 'tokyo',
      status: 'finished',
      winners: ['bob'],
      players: [
        { name: 'alice', out: true, lives: 0 },
        { name: 'bob', out: false, lives: 2 },
        { name: 'carol', out: true, lives: 0 },
      ],
      pot: 15,
      balances: { alice: 95, bob: 110, carol: 95 },
    });
  });

  it('issue 19: the sandbox plays a Tokyo hand with members in Romanian: their DMs and replies in Romanian, the channel in the server’s English', async () => {
    const records = await playTranscript(e2e.sandbox, 'tokyo-ro.txt');
    const messages = records.filter((record) => record.kind === 'message') as { to: string; user: string | null; content: string }[];
    const to = (kind: string, user: string | null) =>
      messages.filter((message) => message.to === kind && message.user === user).map((message) => message.content);
    expect(to('dm', 'alice')[0]).toMatch(/^Zarurile tale \(2d6\) în <#\d+>: \*\*5, 4\*\*/);
    expect(to('ephemeral', 'carol')).toContain(`It is not your turn; the cup is with ${at('bob')}.`);
    expect(to('ephemeral', 'alice')).toContain(`Nu e rândul tău; paharul e la ${at('bob')}.`);
    // The scoresheet alice asked for is hers to read: in Romanian.
    expect(to('ephemeral', 'alice').at(-1)).toContain('foaia de scor');
    const channel = messages
      .filter((message) => message.to === 'channel')
      .map((message) => message.content)
      .join('\n');
    expect(channel).toContain(`Hand 1: ${at('alice')} rolls under the cup.`);
    expect(channel).not.toContain('Mâna 1');
  });
});
