// Paces the bot's globally limited requests across each second, so Discord's 50 in any second is never exceeded (issue 31).
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import { ChannelWindow } from './channel-window.js';

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
 * Two sliding windows every globally limited request must fit: Discord's 50
 * in any second, and 10 in any fifth of a second, which spreads a busy
 * second's requests over it instead of sending them in one wave, while a
 * single action's few requests (an edit, a DM or two) still go at once.
 * Real time, always: the sandbox's clock jumps when a test skips time, and
 * Discord's limit runs on the wall clock either way.
 */
export class GlobalPace {
  private readonly second: ChannelWindow;
  private readonly fifth: ChannelWindow;

  constructor(now: () => number = Date.now, pause: (milliseconds: number) => Promise<void> = realPause) {
    // The margin covers what lies between letting a request go and Discord counting it (channel-window.ts). With 50 ms the
    // bench's stand-in, on a machine loaded 5 to 7 over its 2 cores, still counted 54–59 in one second; with 250 ms, 50.
    // It costs throughput only when the bot is at the limit (50 each 1.25 s, 40 a second). A fifth needs no margin: it only
    // spreads requests, the second holds the limit.
    this.second = new ChannelWindow(now, pause, 50, 1000, 250);
    this.fifth = new ChannelWindow(now, pause, 10, 200, 0);
  }

  /** Resolves when one more globally limited request may go, and counts it. */
  turn(): Promise<void> {
    return this.second.turn('global', this.fifth);
  }

  /** How long the next globally limited request would wait now (0: it may go); for tests. */
  wait(): number {
    return Math.max(this.second.wait('global'), this.fifth.wait('global'));
  }

  /** discord.js's `makeRequest` (or the one given), each globally limited request waiting its turn first; retries wait again, as Discord counts them. */
  paced(send: RESTOptions['makeRequest'] = DefaultRestOptions.makeRequest): RESTOptions['makeRequest'] {
    return async (url, init) => {
      if (globallyLimited(url)) await this.turn();
      return send(url, init);
    };
  }
}
