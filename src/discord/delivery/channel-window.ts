// A per-channel rate window that makes each message or edit wait until the channel has room under Discord's 5-per-5-seconds limit.
const realPause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** One request in a window: when it counts from (its answer's arrival, or when it went), null while it is on its way. */
interface Held {
  at: number | null;
}

/** How long a window waits for an answer before looking again, when every place is held by a request on its way. */
const ANSWER_POLL_MS = 50;

/**
 * Discord lets a channel take 5 messages, and 5 edits, in any 5 seconds;
 * more are answered 429 and retried late. A window keeps one kind of request
 * per channel inside that: `turn` waits (real time) until the channel has
 * room. Owned by the bot; its memory is the last few seconds only.
 *
 * Discord counts a request when it arrives, somewhere between the moment it
 * went and the moment its answer came back; how long that is varies (a
 * loaded machine stalls for whole seconds). So a request holds its place
 * from the moment it goes until the window's span after its answer (the
 * function `turn` returns says when that is): the 6th of any 6 that reach
 * Discord within 5 s went only once the 1st had been answered 5 s earlier.
 */
export class ChannelWindow {
  private readonly recent = new Map<string, Held[]>();
  /** How long a request holds its place in the window after its answer, on our clock. */
  private readonly spanMs: number;

  constructor(
    private readonly now: () => number,
    private readonly pause: (milliseconds: number) => Promise<void> = realPause,
    private readonly limit = 5,
    windowMs = 5000,
    /** A little more, for the clocks' grain and a request counted when it went (`count`). */
    marginMs = 250,
  ) {
    this.spanMs = windowMs + marginMs;
  }

  /**
   * Resolves when one more request fits in the channel's window, and in each
   * of `also` (a stricter limit the same request counts against), and holds
   * its place in all of them at once: held in one while still waiting for
   * another, it would leave the first window early on Discord's clock. The
   * function it resolves with is called once the request's answer (or its
   * failure) has come: the place is held until the span after that.
   */
  async turn(channelId: string, ...also: ChannelWindow[]): Promise<() => void> {
    const windows = [this, ...also];
    for (;;) {
      const waits = windows.map((window) => window.wait(channelId));
      const wait = waits.some((one) => one === null) ? ANSWER_POLL_MS : Math.max(...(waits as number[]));
      if (wait <= 0) {
        const held = windows.map((window) => window.hold(channelId));
        return () => {
          for (const [index, window] of windows.entries()) {
            const place = held[index]!;
            if (place.at === null) place.at = window.now();
          }
        };
      }
      await this.pause(wait);
    }
  }

  /** How long the channel would wait now (0: it has room; null: until an answer comes back); for tests and logs. */
  wait(channelId: string): number | null {
    const held = this.within(channelId);
    if (held.length < this.limit) return 0;
    const answered = held.flatMap((place) => (place.at === null ? [] : [place.at]));
    return answered.length === 0 ? null : Math.min(...answered) + this.spanMs - this.now();
  }

  /** Counts one request in the channel's window from now, its answer not awaited (a pace that only spreads requests). */
  count(channelId: string): void {
    this.hold(channelId).at = this.now();
  }

  private hold(channelId: string): Held {
    const held = this.within(channelId);
    const place: Held = { at: null };
    held.push(place);
    this.recent.set(channelId, held);
    return place;
  }

  private within(channelId: string): Held[] {
    const now = this.now();
    const held = (this.recent.get(channelId) ?? []).filter((place) => place.at === null || now - place.at < this.spanMs);
    this.recent.set(channelId, held);
    return held;
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
