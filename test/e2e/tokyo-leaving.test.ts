// End-to-end: a Tokyo player leaving or kicked mid-hand forfeits; only the cup holder leaving voids the hand, the cup discarded unseen (TK-15).
import { describe, expect, it } from 'vitest';
import { expectNothingHiddenInChannel, shownText, tableMessage, useSandbox } from './helpers.js';

// TK-15 (ruling) through Discord: a player who leaves or is kicked mid-hand
// forfeits; only the cup holder's leaving voids the hand, and the discarded
// cup is never shown. The core says who left; Tokyo says only what that did.

const e2e = useSandbox();
const { at } = e2e;
const play = (players: string[], firstCup: [number, number], options: Record<string, string | number | boolean> = {}) =>
  e2e.startGame('tokyo', players, firstCup, options);

/** Every channel message's text so far, in order. */
const channel = () =>
  e2e.sandbox.standin
    .channelMessages()
    .map((message) => message.content)
    .join('\n');

const lives = async () =>
  Object.fromEntries(
    ((await e2e.sandbox.bot.context.tables.publicTable(1))!.view as { seats: { player: string; lives: number }[] }).seats.map((seat) => [
      seat.player,
      seat.lives,
    ]),
  );
const livesOf = async (name: string) => (await lives())[e2e.idOf(name)];

/** Hidden rolls thrown away unseen: committed, never revealed. */
const discarded = () =>
  (e2e.sandbox.db.prepare('SELECT dice FROM commitments WHERE discarded_at IS NOT NULL AND revealed_at IS NULL').all() as { dice: string }[]).map(
    (row) => JSON.parse(row.dice) as number[],
  );

describe('TK-15 a player leaving a Tokyo hand', () => {
  it('TK-15 the receiver holding the cup leaves: the hand is void, the cup discarded unseen, the next player starts a new hand', async () => {
    await play(['alice', 'bob', 'carol'], [6, 5]);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'announce'], options: { value: 61 } });
    e2e.sandbox.dice.force([2, 2]);
    await e2e.run('bob', 'table', 'leave');
    const told = channel();
    expect(told).toContain('Hand 1 is void: the cup is discarded unseen.');
    expect(told).toContain(`Hand 2: ${at('carol')} rolls under the cup.`);
    // Tokyo does not repeat the core's "left the table", and nothing is lifted.
    expect(told).not.toMatch(/left; hand|lifts the cup|it shows/);
    expect(discarded()).toEqual([[6, 5]]);
    expectNothingHiddenInChannel(e2e.sandbox);
    expect(await livesOf('bob')).toBe(0);
    expect(await livesOf('alice')).toBe(6);
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`carol has rolled and announces`);
    const sheet = await e2e.scoresheet('carol');
    expect(sheet.text).toContain(`${at('bob')} left holding the cup; the hand was void`);
  });

  it('TK-15 a bystander is kicked: the hand goes on, the same player answers the same announcement, the cup passes their seat', async () => {
    await play(['alice', 'bob', 'carol', 'dave'], [4, 3]);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'announce'], options: { value: 43 } });
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'table', 'kick', { member: '@carol' });
    expect(channel()).not.toMatch(/void|discarded/);
    expect(discarded()).toEqual([]);
    const table = shownText(tableMessage(e2e.sandbox));
    expect(table).toContain(`Announced: 43 by alice`);
    expect(table).toContain(`bob answers: roll, doubt, raise blind`);
    await e2e.sandbox.select('bob', 'Raise blind…', '51');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`dave answers`);
    const sheet = await e2e.scoresheet('alice');
    expect(sheet.text).toContain(`${at('carol')} was kicked by ${at('mona')}; the hand went on`);
  });

  it('TK-15 the announcer leaves and is then caught bluffing: the cup is lifted, nobody loses a life, the doubter starts', async () => {
    await play(['alice', 'bob', 'carol'], [3, 1]);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'announce'], options: { value: 61 } });
    await e2e.run('alice', 'table', 'leave');
    expect(channel()).not.toMatch(/void|discarded/);
    e2e.sandbox.dice.force([5, 5]);
    await e2e.sandbox.press('bob', 'Doubt');
    const told = channel();
    expect(told).toContain(`${at('bob')} lifts the cup on ${at('alice')}'s 61: it shows 31. Caught bluffing!`);
    expect(told).toContain(`${at('alice')} has left the table: nobody loses a life.`);
    expect(told).not.toContain('loses a life —');
    expect(told).not.toContain(`${at('alice')} is out of lives.`);
    expect(told).toContain(`Hand 2: ${at('bob')} rolls under the cup.`);
    expect([await livesOf('bob'), await livesOf('carol')]).toEqual([6, 6]);
  });

  it('TK-15 the announcer leaves a table of two: the game is over, the cup never lifted, the other player wins', async () => {
    await play(['alice', 'bob'], [6, 5]);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'announce'], options: { value: 65 } });
    await e2e.run('alice', 'table', 'leave');
    const told = channel();
    expect(told).toContain('Hand 1 ends with the game: the cup is discarded unseen.');
    expect(told).not.toMatch(/Hand 2|it shows/);
    expect(discarded()).toEqual([[6, 5]]);
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`Winner: bob`);
  });
});
