// Tests that the stand-in sends Discord's rate-limit headers on every answer, so discord.js learns its buckets as from Discord.
import { REST, Routes } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { type Answer, useStandIn } from '../fixtures/standin-rest.js';

/**
 * Issue 27, point 8: Discord's rate-limit headers on every answer (docs:
 * topics/rate-limits, Header Format), so discord.js learns buckets from the
 * stand-in as it does from Discord.
 */

const { standin: discord, call } = useStandIn();

const HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-reset-after', 'x-ratelimit-bucket'];

const headersOf = (answer: Answer) => Object.fromEntries(HEADERS.map((name) => [name, answer.headers.get(name)]));
const remaining = (answer: Answer) => Number(answer.headers.get('x-ratelimit-remaining'));
const post = (channelId: string, content: string) => call('POST', `/channels/${channelId}/messages`, { content });

describe("Discord's rate-limit headers", () => {
  it('every answer carries them: a read, a post, a refusal, a 204', async () => {
    const channel = discord().addChannel('headers-every').id;
    const posted = await post(channel, 'hello');
    const answers = [
      await call('GET', '/users/@me'),
      posted,
      await call('GET', `/channels/${channel}/messages/1234567890123456789`),
      await call('DELETE', `/channels/${channel}/messages/${String(posted.body.id)}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 204]);
    for (const answer of answers) {
      const headers = headersOf(answer);
      for (const name of HEADERS) expect(headers[name], name).toMatch(/^[0-9a-f.]+$/);
      // Reset is epoch seconds, Reset-After seconds from now, with decimals (docs).
      expect(Number(headers['x-ratelimit-reset']) * 1000).toBeGreaterThan(discord().clock.now() - 1000);
      expect(Number(headers['x-ratelimit-reset-after'])).toBeGreaterThan(0);
    }
  });

  it('Remaining counts down within a bucket, per channel; the bucket is the same name in every channel', async () => {
    const first = discord().addChannel('headers-first').id;
    const second = discord().addChannel('headers-second').id;
    const inFirst = [await post(first, 'one'), await post(first, 'two'), await post(first, 'three')];
    const inSecond = await post(second, 'one');
    expect(inFirst.map(remaining)).toEqual([4, 3, 2]);
    expect(inFirst[0]!.headers.get('x-ratelimit-limit')).toBe('5');
    // A top-level resource (the channel) has its own count, under the same bucket name.
    expect(remaining(inSecond)).toBe(4);
    expect(inSecond.headers.get('x-ratelimit-bucket')).toBe(inFirst[0]!.headers.get('x-ratelimit-bucket'));
    // Another route is another bucket.
    const read = await call('GET', `/channels/${first}/messages/${String(inFirst[0]!.body.id)}`);
    expect(read.headers.get('x-ratelimit-bucket')).not.toBe(inFirst[0]!.headers.get('x-ratelimit-bucket'));
  });

  it('the window resets with the clock: after Reset-After the count starts again', async () => {
    const channel = discord().addChannel('headers-reset').id;
    const before = await post(channel, 'one');
    discord().clock.advance(Number(before.headers.get('x-ratelimit-reset-after')) * 1000 + 1);
    expect(remaining(await post(channel, 'two'))).toBe(4);
  });

  it("a test's arranged 429 names the route's bucket, with nothing left until the retry", async () => {
    const channel = discord().addChannel('headers-429').id;
    const served = await post(channel, 'fine');
    discord().rateLimit('POST', /^\/channels\/\d+\/messages$/, 0.5, 1);
    const limited = await post(channel, 'too fast');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-bucket')).toBe(served.headers.get('x-ratelimit-bucket'));
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset-after')).toBe('0.500');
    expect(limited.headers.get('retry-after')).toBe('0.5');
  });

  it("discord.js's REST handler learns the bucket from them", async () => {
    const channel = discord().addChannel('headers-discordjs').id;
    const rest = new REST({ api: discord().apiUrl, version: '10' }).setToken(discord().token);
    try {
      const direct = await post(channel, 'seen raw');
      expect(rest.hashes.get('POST:/channels/:id/messages')).toBeUndefined();
      await rest.post(Routes.channelMessages(channel), { body: { content: 'seen by discord.js' } });
      expect(rest.hashes.get('POST:/channels/:id/messages')?.value).toBe(direct.headers.get('x-ratelimit-bucket'));
      // From then on the channel's requests queue in the handler for that bucket, which counts from the headers:
      // five in the window, less the raw post and discord.js's two.
      await rest.post(Routes.channelMessages(channel), { body: { content: 'and again' } });
      const handler = rest.handlers.get(`${direct.headers.get('x-ratelimit-bucket')}:${channel}`) as unknown as { limit: number; remaining: number };
      expect(handler).toMatchObject({ limit: 5, remaining: 2 });
    } finally {
      rest.clearHashSweeper();
      rest.clearHandlerSweeper();
    }
  });
});
