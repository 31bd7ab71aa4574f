// End-to-end: a table lobby driven by its buttons (join, leave, start, end), stale buttons, closed DMs, 429 retries, and surviving a restart.
import { describe, expect, it } from 'vitest';
import { buttonLabels, lastVisible, shownText, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { idOf } = e2e;

const roster = () => tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Players')!.value;

describe('a lobby through its buttons', () => {
  it('opens, is joined, left and started, all on one table message edited in place', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    const table = tableMessage(e2e.sandbox);
    expect(buttonLabels(table)).toEqual(['Join', 'Watch', 'Leave', 'Start', 'End']);
    // LD-3 (ruling): tags belong to Liar's Dice; the demo game's seats carry none.
    // Issue 27: an embed names members (a mention there shows raw to whoever has not cached them).
    expect(roster()).toBe('1. alice');

    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('carol', 'Join');
    expect(roster()).toBe(['1. alice', '2. bob', '3. carol'].join('\n'));
    await e2e.sandbox.press('carol', 'Leave');
    expect(roster()).not.toContain('carol');

    // Only the host (or a moderator) starts.
    await e2e.sandbox.press('bob', 'Start');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/Only the host/);

    e2e.sandbox.dice.force([2, 5]);
    await e2e.sandbox.press('alice', 'Start');
    const tables = e2e.sandbox.standin.channelMessages().filter((message) => message.embeds.length > 0);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.history.length).toBeGreaterThanOrEqual(5);
    expect(buttonLabels(tableMessage(e2e.sandbox))).toEqual(['Show', 'My dice']);
    expect(lastVisible(e2e.sandbox, 'alice', 'dm').content).toMatch(/Your dice \(1d6\) in <#\d+>: \*\*2\*\*/);
    expect(lastVisible(e2e.sandbox, 'bob', 'dm').content).toMatch(/\*\*5\*\*/);
    // RL-2: the channel got the commitments, not the dice.
    const announcement = lastVisible(e2e.sandbox, 'carol', 'channel').content;
    expect(announcement).toMatch(/begins/);
    // Issue 30: the deal is one line naming each hand's code.
    expect(announcement).toMatch(/^🔒 2 hands dealt hidden, each committed: <@\d+> `[0-9a-f]{12}` · <@\d+> `[0-9a-f]{12}`\.$/m);
  });

  it('is ended with the End button by its host, and the channel is free again', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: {} });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('bob', 'End');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/Only a moderator/);
    await e2e.sandbox.press('alice', 'End');
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Cancelled/);
    expect(tableMessage(e2e.sandbox).components).toEqual([]);
    expect(lastVisible(e2e.sandbox, 'bob', 'channel').content).toMatch(/was ended by <@\d+>; every stake has been refunded/);
    await e2e.sandbox.command('bob', { path: ['showdown', 'open'], options: {} });
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Waiting for players/);
  });

  it("refuses a second table in the channel and bad options, changing nothing (LD-3: a Liar's Dice tag among the server's)", async () => {
    await e2e.sandbox.command('alice', { path: ['liars', 'open'], options: { buy_in: 5 } });
    await e2e.sandbox.command('bob', { path: ['showdown', 'open'], options: {} });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/already has an open Liar's Dice/);
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: { tag: 'Hungry' } });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toBe("The tag Hungry is not one of this server's player tags: DND, Away.");
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: { tag: 'away' } });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/^You took seat 2 at the Liar's Dice table/);
    expect(roster()).toContain('bob [Away]');
  });
});

describe('Discord rules the bot lives by', () => {
  it('a stale button (an older table version) is refused before any rule runs', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([1, 6]);
    await e2e.sandbox.press('alice', 'Start');
    const before = tableMessage(e2e.sandbox);
    const staleShow = structuredClone(before);
    await e2e.sandbox.press('alice', 'Show');
    // Bob presses the Show button of the message as it was before alice acted.
    before.components = staleShow.components;
    await e2e.sandbox.press('bob', 'Show');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toBe(
      'That button belongs to an older state of the table; use the buttons on the current table message.',
    );
  });

  it('a player with closed DMs gets their dice through "Show my dice", answered only to them', async () => {
    e2e.sandbox.standin.setDmsClosed('bob');
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 4]);
    await e2e.sandbox.press('alice', 'Start');
    expect(e2e.sandbox.standin.visibleTo('bob').filter((message) => message.audience.to === 'dm')).toEqual([]);
    const notice = lastVisible(e2e.sandbox, 'carol', 'channel');
    expect(notice.content).toMatch(/could not send you a DM/);
    expect(shownText(notice)).not.toMatch(/\*\*4\*\*/);

    await e2e.sandbox.press('carol', 'Show my dice');
    expect(lastVisible(e2e.sandbox, 'carol', 'ephemeral').content).toBe('You have no hidden dice at this table right now.');
    await e2e.sandbox.press('bob', 'Show my dice');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/^Your dice \(1d6\): \*\*4\*\*/);
    expect(e2e.sandbox.standin.visibleTo('alice').some((message) => message.content.includes('**4**'))).toBe(false);
  });

  it('the player who acted with closed DMs gets their dice as an ephemeral reply at once', async () => {
    e2e.sandbox.standin.setDmsClosed('alice');
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([6, 1]);
    await e2e.sandbox.press('alice', 'Start');
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/^Your dice \(1d6\): \*\*6\*\*/);
    expect(e2e.sandbox.standin.channelMessages().some((message) => message.content.includes('could not send you a DM'))).toBe(false);
    expect(e2e.sandbox.standin.visibleTo('bob').some((message) => message.content.includes('**6**'))).toBe(false);
  });

  it('a 429 is honoured: the client waits, retries, and the action is not lost', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    e2e.sandbox.standin.rateLimit('PATCH', /^\/channels\/\d+\/messages\/\d+$/, 0.3, 1);
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: {} });
    expect(e2e.sandbox.standin.refusalsGiven.some((refusal) => refusal.status === 429)).toBe(true);
    expect(roster()).toContain('bob');
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.seats.map((seat) => seat.userId)).toContain(idOf('bob'));
  });

  it('an action saved just before a crash is still shown after the restart: its announcement and its dice', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([4, 3]);
    // The bot saves the start, then dies before showing anything.
    const saved = await e2e.sandbox.bot.context.tables.act({
      tableId: 1,
      actor: { userId: idOf('alice'), isModerator: false },
      command: { kind: 'start' },
      interactionId: null,
      now: Date.now(),
    });
    expect(saved.ok).toBe(true);
    expect(e2e.sandbox.standin.visibleTo('bob').some((message) => message.audience.to === 'dm')).toBe(false);
    await e2e.sandbox.restart();
    await e2e.sandbox.bot.idle();
    expect(lastVisible(e2e.sandbox, 'bob', 'dm').content).toMatch(/\*\*3\*\*/);
    expect(lastVisible(e2e.sandbox, 'carol', 'channel').content).toMatch(
      /^🔒 2 hands dealt hidden, each committed: <@\d+> `[0-9a-f]{12}` · <@\d+> `[0-9a-f]{12}`\.$/m,
    );
    expect(buttonLabels(tableMessage(e2e.sandbox))).toEqual(['Show', 'My dice']);
    // Shown once: another restart shows nothing again.
    const count = e2e.sandbox.standin.channelMessages().length;
    await e2e.sandbox.restart();
    await e2e.sandbox.bot.idle();
    expect(e2e.sandbox.standin.channelMessages()).toHaveLength(count);
  });

  it('a game survives a hard restart where it stood', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([6, 2]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.press('alice', 'Show');
    await e2e.sandbox.restart();
    await e2e.sandbox.press('bob', 'Show');
    const table = tableMessage(e2e.sandbox);
    expect(table.embeds[0]!.description).toBe('Finished');
    expect(shownText(table)).toContain('Winner: alice');
  });
});
