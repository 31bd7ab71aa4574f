/**
 * Issue 32: once a minute a bot looks for what another process held and let
 * go (held past 5 minutes) and shows it. A showing of its own held that long
 * (a backlog behind Discord's limits) is not taken again by that look: it is
 * shown once, by the showing under way. The bot in the test's process, on
 * the stand-in; the action saved through the table service as a member's
 * press saves it, its showing made by hand.
 */
import { describe, expect, it } from 'vitest';
import { publish, showUnshown } from '../../src/discord/delivery/publish.js';
import { HELD_MS } from '../../src/engine/servers/held.js';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();

describe('the look for what was let go (issue 32)', () => {
  it('leaves an action this process is still showing past the held time, and shows one nobody is showing', async () => {
    await e2e.run('alice', 'showdown', 'open', { buy_in: 0 });
    const { context } = e2e.sandbox.bot;
    const tableId = (await context.tables.tableIn(e2e.sandbox.standin.generalChannelId))!;
    const joined = await context.tables.act({
      tableId,
      actor: { userId: e2e.idOf('bob'), isModerator: false },
      command: { kind: 'join' },
      interactionId: null,
      now: context.now(),
    });
    if (!joined.ok || joined.actionId === undefined) throw new Error('bob did not join');
    const versions = () =>
      e2e.sandbox.standin
        .channelMessages()
        .filter((message) => message.embeds.length > 0)
        .flatMap((message) => message.history).length;

    // This process is showing it, and has been for longer than anyone holds a showing.
    context.showingNow.add(joined.actionId);
    e2e.sandbox.clock.advance(HELD_MS + 1000);
    const before = versions();
    expect(await showUnshown(context)).toBe(0);
    await e2e.sandbox.settled();
    expect(versions()).toBe(before);

    // Its showing ended without marking it shown (it failed): a look once the hold (renewed by the look that left it) is
    // over takes it.
    context.showingNow.delete(joined.actionId);
    e2e.sandbox.clock.advance(HELD_MS + 1000);
    expect(await showUnshown(context)).toBe(1);
    await e2e.sandbox.settled();
    expect(versions()).toBeGreaterThan(before);
    expect(await context.tables.unshown()).toEqual([]);
    // publish() keeps the set to what is under way: the action while it is shown, and no longer.
    const showing = publish(context, joined);
    expect(context.showingNow.has(joined.actionId)).toBe(true);
    await showing;
    expect(context.showingNow.size).toBe(0);
  });
});
