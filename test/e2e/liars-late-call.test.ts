/**
 * LD-8: the first call counts; a later one is told who called — also a typed
 * /liars call that comes just after the call that ended the game, which
 * used to hear "there is no table in this channel" (issue 13).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, said } = e2e;

describe("a late Call after the game's last call", () => {
  it('a typed /liars call is told who called; a play of another game there still hears there is no table', async () => {
    await e2e.run('alice', 'liars', 'open', { buy_in: 0, dice: 1, call_window: 0 });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('carol', 'Join');
    e2e.sandbox.dice.force([2, 5, 4]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.run('alice', 'liars', 'bid', { quantity: 1, face: 6 });
    e2e.sandbox.dice.force([3, 4]);
    await e2e.run('carol', 'liars', 'call');
    // No 6: alice loses her only die (LD-12); bob bids, carol calls again and the game ends.
    await e2e.run('bob', 'liars', 'bid', { quantity: 2, face: 6 });
    await e2e.run('carol', 'liars', 'call');
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('finished');
    await e2e.run('bob', 'liars', 'call');
    expect(said('bob')).toMatch(/already/);
    expect(said('bob')).toContain(at('carol'));
    await e2e.run('bob', 'tokyo', 'doubt');
    expect(said('bob')).toMatch(/There is no table in this channel/);
  });
});
