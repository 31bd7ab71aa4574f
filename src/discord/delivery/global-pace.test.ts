// Tests GlobalPace: the bot's globally limited requests never exceed 50 in any sliding second, go 10 a fifth of a second, and interaction endpoints never wait.
import { describe, expect, it } from 'vitest';
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

  it('a burst goes 10 a fifth of a second, and the 51st waits until the first leaves the second (+ margin)', async () => {
    const time = clock();
    const pace = new GlobalPace(time.now, time.pause);
    const at: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      await pace.turn();
      at.push(time.now());
    }
    expect(at.slice(0, 50)).toEqual([0, 200, 400, 600, 800].flatMap((fifth) => Array<number>(10).fill(fifth)));
    expect(at.slice(50)).toEqual(Array<number>(10).fill(1250));
  });

  it('under a long load no sliding second holds more than 50, and the bot still sends 40 a second (50 per second + margin)', async () => {
    const time = clock();
    const pace = new GlobalPace(time.now, time.pause);
    const at: number[] = [];
    for (let index = 0; index < 1000; index += 1) {
      await pace.turn();
      at.push(time.now());
    }
    expect(densest(at, 1000)).toBeLessThanOrEqual(50);
    expect(densest(at, 200)).toBeLessThanOrEqual(10);
    const perSecond = (at.length - 1) / ((at.at(-1)! - at[0]!) / 1000);
    expect(perSecond).toBeGreaterThan(39);
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
