// Paces the bot's globally limited requests across each second, so Discord's 50 in any second is never exceeded (issue 31).
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { ChannelWindow } from './channel-window.js';

/** The one window the global limit keeps (ChannelWindow counts by channel). */
const GLOBAL = 'global';

const realPause = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * Discord counts a bot's requests against 50 a second, all but the
 * interaction endpoints (the callback, and follow-ups and edits made with
 * the interaction's token under /webhooks/). discord.js keeps its own count
 * in a fixed window that opens at its first request and lets the next 50 go
 * the moment it closes: under load the bot sends a wave at the start of each
 * window, and two waves either side of a window's end make up to 100 in one
 * sliding second (a load driver counted 78). Members who see their tables
 * change in the same instant then all act at once.
 */
export function globallyLimited(url: string): boolean {
  return !/\/v\d+\/(interactions|webhooks)\//.test(new URL(url).pathname);
}

/**
 * Discord's 50 in any second, held whatever lies between letting a request
 * go and Discord counting it (rendering, discord.js, the network; on a
 * loaded machine, whole event-loop stalls). Counted when it goes, as a plain
 * window would, requests let go a second apart could still arrive together:
 * with a 250 ms margin the bench's stand-in once counted 66 in a second. So a
 * request holds its place from the moment it goes until a second after its
 * answer came back: it reached Discord somewhere in between, and the last of
 * any 50 that reach Discord within one second went while the other 49 still
 * held theirs. At the limit this sends 50 every second plus one round trip.
 */
class HeldSecond {
  /** Requests gone and not yet answered. */
  private going = 0;
  /** When each answer of the last second came back, oldest first. */
  private answered: number[] = [];
  private readonly onAnswer: (() => void)[] = [];

  constructor(
    private readonly now: () => number,
    private readonly limit = 50,
    private readonly windowMs = 1000,
  ) {}

  /** How long until a place frees (0: one is free now); null: every place is held by a request still unanswered. */
  wait(): number | null {
    const now = this.now();
    this.answered = this.answered.filter((at) => now - at < this.windowMs);
    if (this.going + this.answered.length < this.limit) return 0;
    return this.answered.length > 0 ? this.answered[0]! + this.windowMs - now : null;
  }

  /** Takes a place; the returned function gives it back when the request's answer (or failure) has come. */
  take(): () => void {
    this.going += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.going -= 1;
      this.answered.push(this.now());
      for (const wake of this.onAnswer.splice(0)) wake();
    };
  }

  /** Resolves at the next answer. */
  nextAnswer(): Promise<void> {
    return new Promise((resolve) => this.onAnswer.push(resolve));
  }
}

/**
 * Every globally limited request fits two limits: Discord's 50 in any
 * second (HeldSecond), and 10 in any fifth of a second, which spreads a busy
 * second's requests over it instead of sending them in one wave, while a
 * single action's few requests (an edit, a DM or two) still go at once.
 * Real time, always: the sandbox's clock jumps when a test skips time, and
 * Discord's limit runs on the wall clock either way.
 */
export class GlobalPace {
  private readonly second: HeldSecond;
  private readonly fifth: ChannelWindow;

  constructor(
    now: () => number = Date.now,
    private readonly pause: (milliseconds: number) => Promise<void> = realPause,
  ) {
    this.second = new HeldSecond(now);
    // A fifth needs no margin: it only spreads requests, the second holds the limit.
    this.fifth = new ChannelWindow(now, pause, 10, 200, 0);
  }

  /** Resolves when one more globally limited request may go, with the function that says its answer has come. */
  async turn(): Promise<() => void> {
    for (;;) {
      const second = this.second.wait();
      const fifth = this.fifthWait();
      if (second === 0 && fifth <= 0) {
        this.fifth.count(GLOBAL);
        return this.second.take();
      }
      if (second === null) await this.second.nextAnswer();
      else await this.pause(Math.max(second, fifth));
    }
  }

  /** How long the next globally limited request would wait now (0: it may go; null: until an answer comes); for tests. */
  wait(): number | null {
    const second = this.second.wait();
    return second === null ? null : Math.max(second, this.fifthWait(), 0);
  }

  /** The fifth's wait: its requests are counted when they go (`count`), never held for an answer, so it is never null. */
  private fifthWait(): number {
    return this.fifth.wait(GLOBAL) ?? 0;
  }

  /** discord.js's `makeRequest` (or the one given), each globally limited request waiting its turn first; retries wait again, as Discord counts them. */
  paced(send: RESTOptions['makeRequest'] = DefaultRestOptions.makeRequest): RESTOptions['makeRequest'] {
    return async (url, init) => {
      if (!globallyLimited(url)) return send(url, init);
      const answered = await this.turn();
      try {
        return await send(url, init);
      } finally {
        answered();
      }
    };
  }
}
