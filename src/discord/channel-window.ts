const realPause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Discord lets a channel take 5 messages, and 5 edits, in any 5 seconds;
 * more are answered 429 and retried late. A window keeps one kind of request
 * per channel inside that: `turn` waits (real time) until the channel has
 * room. Owned by the bot; its memory is the last 5 s only.
 */
export class ChannelWindow {
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly pause: (milliseconds: number) => Promise<void> = realPause,
    private readonly limit = 5,
    private readonly windowMs = 5000,
  ) {}

  /** Resolves when one more request fits in the channel's window, and counts it. */
  async turn(channelId: string): Promise<void> {
    for (;;) {
      const now = this.now();
      const times = (this.recent.get(channelId) ?? []).filter((at) => now - at < this.windowMs);
      if (times.length < this.limit) {
        times.push(now);
        this.recent.set(channelId, times);
        return;
      }
      this.recent.set(channelId, times);
      await this.pause(times[0]! + this.windowMs - now);
    }
  }

  /** How long the channel would wait now (0: it has room); for tests and logs. */
  wait(channelId: string): number {
    const now = this.now();
    const times = (this.recent.get(channelId) ?? []).filter((at) => now - at < this.windowMs);
    return times.length < this.limit ? 0 : times[0]! + this.windowMs - now;
  }
}
