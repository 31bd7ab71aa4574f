// A per-channel rate window that makes each message or edit wait until the channel has room under Discord's 5-per-5-seconds limit.
const realPause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Discord lets a channel take 5 messages, and 5 edits, in any 5 seconds;
 * more are answered 429 and retried late. A window keeps one kind of request
 * per channel inside that: `turn` waits (real time) until the channel has
 * room. Owned by the bot; its memory is the last few seconds only.
 */
export class ChannelWindow {
  private readonly recent = new Map<string, number[]>();
  /** How long a request holds its place in the window, on our clock. */
  private readonly spanMs: number;

  constructor(
    private readonly now: () => number,
    private readonly pause: (milliseconds: number) => Promise<void> = realPause,
    private readonly limit = 5,
    windowMs = 5000,
    /**
     * Discord counts a request when it arrives, we when we let it go: between
     * the two lie rendering, discord.js's queues and the network, and they
     * vary, so six requests spaced just 5 s apart here can arrive within 5 s
     * there (the bench once saw 6 edits in 5 s at one busy table, issue 12).
     */
    marginMs = 250,
  ) {
    this.spanMs = windowMs + marginMs;
  }

  /**
   * Resolves when one more request fits in the channel's window, and in each
   * of `also` (a stricter limit the same request counts against), and counts
   * it in all of them at once: counted in one while still waiting for
   * another, it would leave the first window early on Discord's clock.
   */
  async turn(channelId: string, ...also: ChannelWindow[]): Promise<void> {
    const windows = [this, ...also];
    for (;;) {
      const wait = Math.max(...windows.map((window) => window.wait(channelId)));
      if (wait <= 0) {
        for (const window of windows) window.count(channelId);
        return;
      }
      await this.pause(wait);
    }
  }

  /** How long the channel would wait now (0: it has room); for tests and logs. */
  wait(channelId: string): number {
    const times = this.within(channelId);
    return times.length < this.limit ? 0 : times[0]! + this.spanMs - this.now();
  }

  /** Counts one request in the channel's window now (`turn` does, once there is room). */
  count(channelId: string): void {
    const times = this.within(channelId);
    times.push(this.now());
    this.recent.set(channelId, times);
  }

  private within(channelId: string): number[] {
    const now = this.now();
    const times = (this.recent.get(channelId) ?? []).filter((at) => now - at < this.spanMs);
    this.recent.set(channelId, times);
    return times;
  }
}

/**
 * Discord's error 30046, "Maximum number of edits to messages older than 1
 * hour reached": such edits are held to 3 in 6 s per channel (the figure is
 * community-documented, not Discord's: discord-userdoccers PR 551). A table
 * message is edited at every move for the whole game, and games last hours.
 */
export const OLD_MESSAGE_EDITS = { limit: 3, windowMs: 6000 } as const;

/**
 * A message is old after an hour on Discord's clock (its snowflake's time);
 * ours may run behind Discord's, so we count it old a minute early: a minute
 * of edits at 3 in 6 s costs little, a 30046 costs a wait.
 */
export const OLD_MESSAGE_AFTER_MS = 60 * 60_000 - 60_000;
