// Tests GlobalPace: the bot's globally limited requests never exceed 50 in any sliding second, go 10 a fifth of a second, and interaction endpoints never wait.
import { describe, expect, it, vi } from 'vitest';
import { ChannelWindow } from './channel-window.js';
import { GlobalPace, globallyLimited } from './global-pace.js';

/** A clock that only moves when the pace waits: what each request waited is read off it. */
function clock() {
  let now = 0;
  const pause = async (milliseconds: number) => {
    now += milliseconds;
  };
  return { now: () => now, pause };
}

/** The most timestamps (ascending) within any window of `windowMs`, as the stand-in counts them. */
function densest(times: number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const API = 'https://discord.com/api/v10';

describe('GlobalPace (issue 31: 50 globally limited requests in any second, paced across it)', () => {
  it('only the interaction endpoints are outside the global limit: the callback, and follow-ups and edits by token', () => {
    expect(globallyLimited(`${API}/interactions/1300000000000000000/token/callback`)).toBe(false);
    expect(globallyLimited(`${API}/webhooks/1200000000000000000/token`)).toBe(false);
    expect(globallyLimited(`${API}/webhooks/1200000000000000000/token/messages/@original`)).toBe(false);
    expect(globallyLimited(`${API}/channels/1100000000000000000/messages`)).toBe(true);
    expect(globallyLimited(`${API}/channels/1100000000000000000/messages/1100000000000000001`)).toBe(true);
    expect(globallyLimited(`${API}/users/@me/channels`)).toBe(true);
    expect(globallyLimited(`http://127.0.0.1:4000/api/v10/channels/1100000000000000000/webhooks`)).toBe(true);
  });

  it('a burst goes 10 a fifth of a second, and the 51st waits until the first answer is a second old', async () => {
    const time = clock();
    const pace = new GlobalPace(time.now, time.pause);
    const at: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const answered = await pace.turn();
      at.push(time.now());
      answered();
    }
    expect(at.slice(0, 50)).toEqual([0, 200, 400, 600, 800].flatMap((fifth) => Array<number>(10).fill(fifth)));
    expect(at.slice(50)).toEqual(Array<number>(10).fill(1000));
  });

  it('under a long load no sliding second holds more than 50, and answered at once the bot sends 50 a second', async () => {
    const time = clock();
    const pace = new GlobalPace(time.now, time.pause);
    const at: number[] = [];
    for (let index = 0; index < 1000; index += 1) {
      const answered = await pace.turn();
      at.push(time.now());
      answered();
    }
    expect(densest(at, 1000)).toBeLessThanOrEqual(50);
    expect(densest(at, 200)).toBeLessThanOrEqual(10);
    const perSecond = (at.length - 1) / ((at.at(-1)! - at[0]!) / 1000);
    expect(perSecond).toBeGreaterThan(49);
  });

  it('50 requests still unanswered hold every place: the 51st goes a second after the first answer', async () => {
    const time = clock();
    const pace = new GlobalPace(time.now, time.pause);
    const answers: (() => void)[] = [];
    for (let index = 0; index < 50; index += 1) answers.push(await pace.turn());
    time.pause(5000);
    expect(pace.wait()).toBeNull();
    let wentAt: number | null = null;
    const next = pace.turn().then((answered) => {
      wentAt = time.now();
      answered();
    });
    await Promise.resolve();
    expect(wentAt).toBeNull();
    const answeredAt = time.now();
    answers[0]!();
    await next;
    expect(wentAt).toBe(answeredAt + 1000);
  });

  it('whenever between going and its answer a request reaches Discord, no second holds more than 50 (a window counting at going let 66 through)', async () => {
    // 40 members' tables sending one request after another, each answered 0–1.5 s after it went and counted by Discord
    // anywhere in between: what a loaded machine (event-loop stalls, a slow network) does to requests let go evenly.
    // Made once the clock is faked: the pace reads Date.now and waits with setTimeout, as in the bot.
    const arrivalsWith = async (paceMaker: () => (send: () => Promise<void>) => Promise<void>) => {
      vi.useFakeTimers({ now: 0, loopLimit: 1_000_000 });
      try {
        const limit = paceMaker();
        let seed = 31;
        const random = () => {
          seed = (seed * 1103515245 + 12345) % 2 ** 31;
          return seed / 2 ** 31;
        };
        const arrivals: number[] = [];
        const send = async () => {
          const went = Date.now();
          const takes = Math.floor(random() * 1500);
          arrivals.push(went + Math.floor(random() * takes));
          await new Promise((resolve) => setTimeout(resolve, takes));
        };
        const senders = Array.from({ length: 40 }, async () => {
          for (let index = 0; index < 50; index += 1) await limit(send);
        });
        await vi.runAllTimersAsync();
        await Promise.all(senders);
        return arrivals.sort((a, b) => a - b);
      } finally {
        vi.useRealTimers();
      }
    };
    const held = await arrivalsWith(() => {
      const pace = new GlobalPace();
      return async (send) => {
        const answered = await pace.turn();
        try {
          await send();
        } finally {
          answered();
        }
      };
    });
    expect(held).toHaveLength(2000);
    expect(densest(held, 1000)).toBeLessThanOrEqual(50);
    // The window this replaced: 50 counted as they went, each held a second and 250 ms.
    const plain = await arrivalsWith(() => {
      const counted = new ChannelWindow(Date.now, undefined, 50, 1000, 250);
      return async (send) => {
        // Counted from the moment it goes: its place is given back at once.
        (await counted.turn('global'))();
        await send();
      };
    });
    expect(densest(plain, 1000)).toBeGreaterThan(50);
  });

  it('wraps discord.js’s request: a callback or follow-up never waits for the global pace, a channel message does', async () => {
    const time = clock();
    const pace = new GlobalPace(time.now, time.pause);
    const sentAt: [string, number][] = [];
    const send = pace.paced(async (url) => {
      sentAt.push([new URL(url).pathname.split('/')[3]!, time.now()]);
      return new Response(null, { status: 204 });
    });
    for (let index = 0; index < 10; index += 1) await send(`${API}/channels/1100000000000000000/messages`, {});
    await send(`${API}/interactions/1300000000000000000/token/callback`, {});
    await send(`${API}/webhooks/1200000000000000000/token`, {});
    await send(`${API}/channels/1100000000000000000/messages`, {});
    expect(sentAt.slice(10)).toEqual([
      ['interactions', 0],
      ['webhooks', 0],
      ['channels', 200],
    ]);
  });
});
