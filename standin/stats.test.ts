// Tests the stand-in's count of Discord's global limit: the busiest sliding second of globally limited requests, interaction endpoints aside (issue 31).
import { describe, expect, it } from 'vitest';
import { Clock } from './clock.js';
import { DiscordStandIn } from './standin.js';

/** A stand-in whose clock stands still until the test moves it. */
function standInAt() {
  const clock = new Clock();
  let now = 1_800_000_000_000;
  clock.now = () => now;
  return { standin: new DiscordStandIn({ clock }), move: (milliseconds: number) => (now += milliseconds) };
}

describe('the stand-in counts Discord’s global limit over a sliding second (issue 31)', () => {
  it('two waves either side of a clock second make one busy sliding second, as Discord counts it', () => {
    const { standin, move } = standInAt();
    move(500);
    for (let index = 0; index < 40; index += 1) standin.traffic.served('PATCH', '/channels/1100000000000000000/messages/1100000000000000001', {});
    move(600);
    for (let index = 0; index < 40; index += 1) standin.traffic.served('POST', '/channels/1100000000000000000/messages', {});
    // 40 + 40 within 600 ms: 80 in one sliding second, though no fixed second from the first request held more than 40.
    expect(standin.stats().maxGlobalPerSecond).toBe(80);
  });

  it('a request is counted at its arrival, even when an earlier one is counted after it (its body took longer to read)', () => {
    const { standin } = standInAt();
    const start = standin.clock.now();
    for (let index = 0; index < 30; index += 1) standin.traffic.served('POST', '/channels/1100000000000000000/messages', {}, start + 1000 + index);
    // Arrived a second before the others, counted last: it is in no second with them.
    standin.traffic.served('POST', '/channels/1100000000000000000/messages', {}, start);
    expect(standin.stats().maxGlobalPerSecond).toBe(30);
  });

  it('the interaction endpoints are not counted; a second apart, requests are in different windows', () => {
    const { standin, move } = standInAt();
    for (let index = 0; index < 30; index += 1) standin.traffic.served('POST', '/interactions/1300000000000000000/token/callback', {});
    for (let index = 0; index < 30; index += 1) standin.traffic.served('POST', '/webhooks/1200000000000000000/token', {});
    expect(standin.stats().maxGlobalPerSecond).toBe(0);
    for (let index = 0; index < 30; index += 1) standin.traffic.served('POST', '/users/@me/channels', { recipient_id: '1' });
    move(1000);
    const since = standin.clock.now();
    for (let index = 0; index < 30; index += 1) standin.traffic.served('POST', '/channels/1100000000000000000/messages', {});
    expect(standin.stats().maxGlobalPerSecond).toBe(30);
    // Counted from a moment on, as the bench counts each scenario.
    move(10);
    for (let index = 0; index < 5; index += 1) standin.traffic.served('POST', '/channels/1100000000000000000/messages', {});
    expect(standin.traffic.maxGlobalPerSecond(since)).toBe(35);
    expect(standin.traffic.maxGlobalPerSecond(standin.clock.now() + 1)).toBe(0);
  });
});
