// End-to-end: how many Discord requests each action costs, and a channel kept within 5 messages and 5 edits in any 5 seconds (issue 12).
import { describe, expect, it } from 'vitest';
import type { StandInStats } from '../../standin/stats.js';
import { replyTo, tableMessage, useSandbox } from './helpers.js';

// Issue 12: frugal with Discord — what each action costs in requests, and a
// channel kept within 5 messages and 5 edits in any 5 seconds however fast
// players act. Counted by the stand-in (standin/stats.ts).

const e2e = useSandbox();

/** Requests per action, DMs aside: everything but DM channels and DMs. */
function perAction(stats: StandInStats): number {
  const { callback, followup, webhookEdit, edit, message } = stats.rest;
  return (callback + followup + webhookEdit + edit + message) / stats.actions;
}

const bid = async (name: string, quantity: number, face: number) => {
  await e2e.sandbox.wait(3000); // LD-9: past the call window
  await e2e.sandbox.select(name, 'Bid (the player marked ◀ only)…', `${quantity}.${face}`);
};

describe('what an action costs (issue 12)', () => {
  it("a Liar's Dice game played with buttons: at most 1.2 requests an action besides DMs, at most 5 posts and 5 edits in any 5 s", async () => {
    await e2e.run('alice', 'liars', 'open', { buy_in: 0, dice: 2 });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('carol', 'Join');
    e2e.sandbox.dice.force([2, 3, 5, 5, 1, 4]);
    await e2e.sandbox.press('alice', 'Start');
    // LD-6 round 1: five raises, then a call (LD-8): one 6 where five were bid — carol loses a die.
    await bid('alice', 1, 2);
    await bid('bob', 2, 2);
    await bid('carol', 3, 4);
    await bid('alice', 4, 5);
    await bid('bob', 5, 5);
    await bid('carol', 5, 6);
    e2e.sandbox.dice.force([4, 4, 2, 3, 4]);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.press('alice', 'Call');
    // Round 2: four raises and a call.
    await bid('bob', 1, 4);
    await bid('carol', 2, 4);
    await bid('alice', 3, 4);
    await bid('bob', 4, 4);
    e2e.sandbox.dice.force([6, 6, 6, 3]);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.press('carol', 'Call');
    const stats = e2e.sandbox.standin.stats();
    expect(stats.actions).toBe(16);
    // A button's own update carries the table; only a round's result and its new hands are a message of their own.
    expect(perAction(stats)).toBeLessThanOrEqual(1.2);
    expect(stats.rest.edit).toBe(0);
    // DM channels are opened once per member and reused.
    expect(stats.rest.dmChannel).toBe(3);
    expect(stats.maxChannelPostsPer5s).toBeLessThanOrEqual(5);
    expect(stats.maxChannelEditsPer5s).toBeLessThanOrEqual(5);
  });

  it('a typed command that is announced costs one globally limited request: its answer is the announcement (its picture attached by an edit of that answer, issue 31), and one edit of the table', async () => {
    await e2e.startGame('liars', ['alice', 'bob'], [1, 2, 3, 4, 5, 6, 6, 6, 6, 6], { dice: 5 });
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('alice', { path: ['liars', 'bid'], options: { quantity: 5, face: 6 } });
    const before = e2e.sandbox.standin.stats();
    await e2e.sandbox.wait(3000);
    e2e.sandbox.dice.force([1, 1, 1, 1, 2, 2, 2, 2, 2]);
    const call = await e2e.sandbox.command('bob', { path: ['liars', 'call'], options: {} });
    const after = e2e.sandbox.standin.stats();
    expect(replyTo(e2e.sandbox, call).content).toMatch(/calls .* bid of 5 × 6/);
    expect(after.rest.callback - before.rest.callback).toBe(1);
    expect(after.rest.edit - before.rest.edit).toBe(1);
    // The reveal's picture, drawn after the answer went out: an edit of the answer, outside the global limit.
    expect(after.rest.webhookEdit - before.rest.webhookEdit).toBe(1);
    expect(after.rest.followup - before.rest.followup).toBe(0);
    expect(after.rest.message - before.rest.message).toBe(0);
  });
});

describe('a channel within 5 messages and 5 edits in any 5 s (issue 12)', () => {
  it('twenty members joining at once by command: their joins are coalesced into at most 5 edits in any 5 s, the last one showing everyone', async () => {
    await e2e.run('alice', 'tokyo', 'open', { buy_in: 0 });
    const members = Array.from({ length: 20 }, (_, index) => `p${index + 1}`);
    await Promise.all(members.map((name) => e2e.sandbox.command(name, { path: ['table', 'join'], options: {} })));
    const stats = e2e.sandbox.standin.stats();
    expect(stats.maxChannelEditsPer5s).toBeLessThanOrEqual(5);
    expect(stats.rest.edit).toBeLessThan(members.length);
    // The roster names everyone (issue 27: by name, an embed cannot mention).
    const players = tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Players')!.value;
    expect(players.split('\n').map((line) => line.replace(/^\d+\. /, ''))).toEqual(expect.arrayContaining(members));
  });
});
