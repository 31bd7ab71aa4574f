const realPause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Discord lets a channel take 5 messages, and 5 edits, in any 5 seconds;
 * more are answered 429 and retried late. A window keeps one kind of request
 * per channel inside that: `turn` waits (real time) until the channel has
 * room. Owned by the bot; its memory is the last 5 s only.
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

  /** Resolves when one more request fits in the channel's window, and counts it. */
  async turn(channelId: string): Promise<void> {
    for (;;) {
      const now = this.now();
      const times = (this.recent.get(channelId) ?? []).filter((at) => now - at < this.spanMs);
      if (times.length < this.limit) {
        times.push(now);
        this.recent.set(channelId, times);
        return;
      }
      this.recent.set(channelId, times);
      await this.pause(times[0]! + this.spanMs - now);
    }
  }

  /** How long the channel would wait now (0: it has room); for tests and logs. */
  wait(channelId: string): number {
    const now = this.now();
    const times = (this.recent.get(channelId) ?? []).filter((at) => now - at < this.spanMs);
    return times.length < this.limit ? 0 : times[0]! + this.spanMs - now;
  }
}
