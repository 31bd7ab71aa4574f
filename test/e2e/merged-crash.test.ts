/**
 * Issue 32: when members act faster than a channel's 5 messages in 5
 * seconds, the waiting announcements are said together in one message. A
 * bot serving some of the shards (as one cluster of several does, so its
 * announcements go to the channel with nonces) killed the instant Discord
 * made such a merged message, before it could note its parts said, says
 * nothing of it twice at its start: the first part, said again with the
 * merged message's nonce, brings the merged message back from Discord, and
 * the parts it holds are not said again. The bot is a process of its own
 * (test/fixtures/bot-process.ts), killed with SIGKILL at the request.
 */
import { describe, expect, it } from 'vitest';
import { shardOfServer } from '../../src/engine/servers/served-shards.js';
import { chooseInSelect, pressButton } from '../../standin/users.js';
import { crashWorld } from '../fixtures/crash-world.js';

const SHARDS = 2;
const { standin, bot, run } = crashWorld('merged-crash', {
  standin: { shards: { shards: SHARDS } },
  shards: (guildId) => ({ count: SHARDS, served: [shardOfServer(guildId, SHARDS)] }),
});
const BID_MENU = 'Bid (the player marked ◀ only)…';

/** Every round's opening line said in #general, as the channel reads it now. */
const roundLines = () =>
  standin
    .channelMessages()
    .filter((message) => message.channelId === standin.generalChannelId)
    .flatMap((message) => message.content.split('\n'))
    .filter((line) => /^Round \d+: new dice/.test(line));

/** The newest message in #general. */
const newest = () =>
  standin
    .channelMessages()
    .filter((message) => message.channelId === standin.generalChannelId)
    .at(-1);

/** The values the table message's bid menu offers, lowest raise first. */
function bidMenuOptions(): string[] {
  for (const message of standin.channelMessages().reverse()) {
    for (const child of message.components.flatMap((row) => row.components)) {
      if (child.type === 3 && child.placeholder === BID_MENU) return (child.options ?? []).map((option) => option.value);
    }
  }
  return [];
}

/**
 * One round, as fast as the bot answers: whoever opens bids the lowest
 * raise from the menu, and the other calls it. The presses are answered at
 * once; what they announce waits for the channel's turn.
 */
async function bidAndCall(): Promise<void> {
  for (const [bidder, caller] of [
    ['alice', 'bob'],
    ['bob', 'alice'],
  ] as const) {
    const lowest = bidMenuOptions()[0];
    if (!lowest) throw new Error('no bid menu on the table message');
    const bid = await standin.waitForAnswer(chooseInSelect(standin, bidder, BID_MENU, lowest).id);
    // Refused ("It is not your turn to bid"): the other opens.
    if (bid.callbackType !== 7) continue;
    await standin.waitForAnswer(pressButton(standin, caller, 'Call').id);
    return;
  }
  throw new Error('neither player could bid');
}

describe('a merged announcement killed as Discord makes it (issue 32)', () => {
  it('after the restart every round is announced exactly once', async () => {
    // LD-9 off (call window 0) so that the rounds come as fast as the presses; eight dice each: eight rounds at least.
    await run('alice', ['liars', 'open'], { buy_in: 0, dice: 8, call_window: 0 });
    await run('bob', ['table', 'join']);
    await run('alice', ['table', 'start']);
    // Discord makes a message that says two rounds or more; the bot dies before it hears so.
    const killed = bot.killAt((request) => request.kind === 'message' && (request.content?.match(/^Round \d+: new dice/gm)?.length ?? 0) >= 2);
    let dead = false;
    void killed.then(() => {
      dead = true;
    });
    let rounds = 0;
    // On a slow machine the merged message may come before the rounds are over: the press the bot died under goes unanswered.
    while (!dead && rounds < 8) {
      await bidAndCall().catch((error: unknown) => {
        if (!dead) throw error;
      });
      rounds += 1;
    }
    // Eight rounds' news in a second or two is more than 5 messages in 5 seconds: a merged message comes. Should the
    // machine be too slow for any backlog, the bot shows everything and the test says so instead of waiting.
    const first = await Promise.race([killed.then(() => 'killed'), bot.idle().then((shown) => (shown ? 'shown without merging' : 'killed'))]);
    expect(first).toBe('killed');
    await killed;
    const merged = newest()!.content.match(/^Round \d+: new dice/gm)!;
    expect(merged.length).toBeGreaterThanOrEqual(2);

    await bot.start();
    await bot.idle();
    const said = roundLines();
    // Every round announced, once: none lost, none said again.
    expect(said.length).toBeGreaterThanOrEqual(rounds);
    const byMessage = standin.channelMessages().map((message) => message.content.match(/^Round \d+/gm)?.join(' + '));
    expect(new Set(said).size, `the channel's messages: ${byMessage.filter(Boolean).join(' | ')}`).toBe(said.length);
    for (const round of merged)
      expect(
        said.filter((line) => line.startsWith(round)),
        round,
      ).toHaveLength(1);
  }, 90_000);
});
