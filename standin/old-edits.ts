// Discord's stricter limit on editing messages older than an hour (3 per 6 s per channel, error 30046), as the stand-in enforces it.
import type { DiscordStandIn } from './standin.js';

/** Messages older than this are held to the stricter limit (Discord's 30046 says "older than 1 hour"). */
const OLD_MESSAGE_MS = 60 * 60_000;

const EDIT = /^\/channels\/(\d+)\/messages\/(\d+)$/;

/**
 * Discord's limit on edits of messages older than an hour: at most 3 in any
 * 6 s per channel (community-documented: discord-userdoccers PR 551; Discord
 * documents only the code). One more is answered 429 with error 30046 and
 * does nothing. Age is the message's, by its creation on the stand-in's
 * clock, which the bot shares. On by default, as on Discord; `on = false`
 * for a test that needs it off.
 */
export class OldMessageEdits {
  on = true;
  limit = 3;
  windowMs = 6000;
  /** Edits of old messages let through, per channel, on the stand-in's clock. */
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly standin: DiscordStandIn) {}

  /** Whether `path` edits a message older than an hour now (stats.ts counts those too). */
  editsOldMessage(method: string, path: string): { channelId: string } | null {
    const match = method === 'PATCH' ? EDIT.exec(path) : null;
    if (!match) return null;
    const message = this.standin.messages.get(match[2]!);
    if (!message || message.channelId !== match[1]) return null;
    return this.standin.clock.now() - message.createdAt > OLD_MESSAGE_MS ? { channelId: match[1]! } : null;
  }

  /**
   * The 429 Discord answers an edit of an old message beyond the limit, or
   * null when the edit may go on (and is counted). The body is Discord's
   * rate-limit shape carrying the error's code and sentence (as reported of
   * real answers); the headers say how long until the channel has room.
   */
  refusal(method: string, path: string): { body: Record<string, unknown>; headers: Record<string, string> } | null {
    const old = this.on ? this.editsOldMessage(method, path) : null;
    if (!old) return null;
    const now = this.standin.clock.now();
    const times = (this.recent.get(old.channelId) ?? []).filter((at) => now - at < this.windowMs);
    this.recent.set(old.channelId, times);
    if (times.length < this.limit) {
      times.push(now);
      return null;
    }
    const retryAfter = Math.max(0.001, (times[0]! + this.windowMs - now) / 1000);
    this.standin.refusalsGiven.push({ method, path, status: 429, code: 30046 });
    return {
      body: { message: 'Maximum number of edits to messages older than 1 hour reached.', code: 30046, retry_after: retryAfter, global: false },
      headers: {
        'retry-after': String(Math.ceil(retryAfter)),
        'x-ratelimit-reset-after': retryAfter.toFixed(3),
        // A limit on a resource (the channel's old messages), not on the bot's own bucket: Discord's `shared`
        // scope. The route's bucket is not emptied by it (edits of younger messages in the channel still go),
        // so discord.js is not told to hold every edit of the channel until the retry.
        'x-ratelimit-scope': 'shared',
        'x-ratelimit-remaining': '1',
      },
    };
  }
}
