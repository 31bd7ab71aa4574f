// The stand-in's rate limits as Discord sends them: per-route buckets, per-channel counts and the X-RateLimit headers discord.js reads.
import { createHash } from 'node:crypto';

/**
 * Discord's rate-limit headers on every answer (docs: topics/rate-limits,
 * Header Format), so discord.js learns buckets from the stand-in as it does
 * from Discord: `X-RateLimit-Bucket` names the limit, shared by every
 * top-level resource of the route ("non-inclusive of top-level resources in
 * the path"), while the count runs per resource: per channel, per guild, per
 * webhook id + token (docs: "Top-level resources are currently limited to
 * channels, guilds, and webhooks"). An interaction callback has its own
 * bucket, counted per interaction (outside the global limit).
 *
 * Discord publishes no per-route numbers ("should not be hard coded"). The
 * stand-in uses the one figure the project relies on, 5 messages per 5 s
 * per channel (DISCORD-STANDIN.md; the bot's ChannelWindow keeps to it),
 * and for every other route 50 per second, the global limit, so its headers
 * never make discord.js wait where Discord's figure is unknown. The windows
 * are fixed, opened by a bucket's first request, on the stand-in's clock
 * (which the bot shares), as Discord's reset times are.
 */

interface Window {
  startedAt: number;
  used: number;
}

interface Limit {
  limit: number;
  windowMs: number;
}

const CHANNEL_MESSAGES: Limit = { limit: 5, windowMs: 5000 };
const ANY_OTHER: Limit = { limit: 50, windowMs: 1000 };

/** The route's shape (ids and tokens out) and its top-level resource, as Discord and discord.js's `generateRouteData` read a path. */
function routeOf(path: string): { route: string; resource: string } {
  const callback = /^\/interactions\/(\d+)\/[^/]+\/callback$/.exec(path);
  if (callback) return { route: '/interactions/:id/:token/callback', resource: `interaction:${callback[1]}` };
  const webhook = /^\/webhooks\/(\d+)\/([^/]+)/.exec(path);
  const major = /^\/(channels|guilds)\/(\d+)/.exec(path);
  const resource = webhook ? `webhook:${webhook[1]}/${webhook[2]}` : major ? `${major[1]}:${major[2]}` : 'global';
  const route = path.replace(/^\/webhooks\/(\d+)\/[^/]+/, '/webhooks/:id/:token').replace(/\d{15,}/g, ':id');
  return { route, resource };
}

export class RateLimitBuckets {
  /** The fixed windows, by bucket and top-level resource. */
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /** The bucket's name: opaque and stable, like Discord's, one per method and route shape. */
  static bucketOf(method: string, route: string): string {
    return createHash('sha1').update(`${method} ${route}`).digest('hex').slice(0, 32);
  }

  private static limitOf(method: string, route: string): Limit {
    return method === 'POST' && route === '/channels/:id/messages' ? CHANNEL_MESSAGES : ANY_OTHER;
  }

  private window(key: string, windowMs: number, now: number): Window {
    const current = this.windows.get(key);
    if (current && now - current.startedAt < windowMs) return current;
    const fresh = { startedAt: now, used: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  /**
   * Counts one request the route served and returns the headers of its
   * answer: how many are left in the window and when it resets.
   */
  counted(method: string, path: string): Record<string, string> {
    return this.headers(method, path, 1);
  }

  /** The headers of a 429 on the route (a test's arranged one): nothing is counted, nothing is left until `retryAfterSeconds`. */
  refused(method: string, path: string, retryAfterSeconds: number): Record<string, string> {
    const { route } = routeOf(path);
    const { limit } = RateLimitBuckets.limitOf(method, route);
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': ((this.now() + retryAfterSeconds * 1000) / 1000).toFixed(3),
      'x-ratelimit-reset-after': retryAfterSeconds.toFixed(3),
      'x-ratelimit-bucket': RateLimitBuckets.bucketOf(method, route),
    };
  }

  private headers(method: string, path: string, cost: number): Record<string, string> {
    const { route, resource } = routeOf(path);
    const { limit, windowMs } = RateLimitBuckets.limitOf(method, route);
    const bucket = RateLimitBuckets.bucketOf(method, route);
    const now = this.now();
    const window = this.window(`${bucket}:${resource}`, windowMs, now);
    window.used += cost;
    const resetAt = window.startedAt + windowMs;
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - window.used)),
      'x-ratelimit-reset': (resetAt / 1000).toFixed(3),
      'x-ratelimit-reset-after': ((resetAt - now) / 1000).toFixed(3),
      'x-ratelimit-bucket': bucket,
    };
  }
}
