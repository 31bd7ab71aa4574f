// Making threads without stalling: refuses a rate-limited thread at once so a group plays in the channel instead, and caps threads per start.
import { ChannelType, type RateLimitData, RateLimitError, RESTJSONErrorCodes, type TextChannel, ThreadAutoArchiveDuration } from 'discord.js';
import type { TableReads } from '../../engine/tables/reads.js';
import { type DiscordLink, discordErrorCode } from './channels.js';

/** The longest wait on the bot's global limit a thread is made after: its window is one second. */
const GLOBAL_WAIT_SAT_THROUGH_MS = 2000;

/**
 * Discord limits how fast one channel gets new threads (the numbers are
 * undocumented; a `retry_after` of minutes is reported) and how many may be
 * active in a server (160006). discord.js would sleep through such a 429
 * and try again, holding the start — and every group waiting behind it —
 * past Discord's 3 seconds and, at minutes, past the token's 15 minutes.
 * A thread the bot cannot make now has a way round (the group plays at its
 * own message in the channel), so thread creation is refused at once
 * instead of waited for: `rest.rejectOnRateLimit` of the bot's client.
 * Not so discord.js's own pace of 50 requests a second for the whole bot
 * (a `global` wait of a moment, met whenever a busy bot sends a burst): a
 * start that met it would put its groups in the channel for nothing, so a
 * global wait is sat through unless it is long.
 */
export function rejectOnRateLimit(limit: Pick<RateLimitData, 'method' | 'route' | 'global' | 'timeToReset'>): boolean {
  const thread = limit.method.toUpperCase() === 'POST' && /^\/channels\/:id(?:\/messages\/:id)?\/threads$/.test(limit.route);
  return thread && (!limit.global || limit.timeToReset > GLOBAL_WAIT_SAT_THROUGH_MS);
}

/**
 * Threads made for one start of many groups (EL-1 groups, a tournament's
 * tier). One start makes a few threads at most: 38 at once is the burst
 * Discord's thread limit answers with minutes of waiting, for every table
 * of the channel. Past the first refusal for rate or room (429, 160006)
 * none is tried again in the same start: the rest play in the channel.
 */
export class ThreadBurst {
  /** At most this many threads a start; five, because Discord's per-channel thread limit is unknown and each past it is refused for minutes. */
  static readonly MOST = 5;
  private tried = 0;
  private stopped = false;

  constructor(
    private readonly link: DiscordLink & { tables: Pick<TableReads, 'latestTableIn'> },
    private readonly most = ThreadBurst.MOST,
  ) {}

  /** Whether another thread may still be tried in this start. */
  get open(): boolean {
    return !this.stopped && this.tried < this.most;
  }

  /**
   * A public thread in `channel`, or null when none may be (or could be)
   * made now: the group plays in the channel. A thread of this name the bot
   * made and no table ever used is taken instead of a new one: a start
   * killed after making its threads and before it was saved left it
   * (issue 28), and the names of group threads are their table's or their
   * tournament's own.
   */
  async make(channel: TextChannel, name: string): Promise<string | null> {
    const left = await this.leftBehind(channel, name);
    if (left !== null) return left;
    if (!this.open) return null;
    // Every try counts, made or refused: a refusal that repeats (a permission) costs a start a few requests, not one a group.
    this.tried += 1;
    try {
      const thread = await makeThread(channel, name);
      return thread.id;
    } catch (error) {
      const code = discordErrorCode(error);
      const limited = error instanceof RateLimitError || code === RESTJSONErrorCodes.MaximumActiveThreads;
      if (limited) this.stopped = true;
      this.link.log.warn(
        { channel: channel.id, code: error instanceof RateLimitError ? 429 : code, retryAfter: error instanceof RateLimitError ? error.retryAfter : undefined },
        limited ? 'no more threads in this start: the rest of the groups play in the channel' : 'could not make a thread',
      );
      return null;
    }
  }

  /** An open thread of that name the bot made in `channel` (Discord sends the active ones at start) that no table ever used. */
  private async leftBehind(channel: TextChannel, name: string): Promise<string | null> {
    const botId = this.link.client.user?.id;
    let thread = null;
    for (const candidate of channel.threads.cache.values()) {
      if (candidate.name !== name || candidate.ownerId !== botId || candidate.archived) continue;
      if ((await this.link.tables.latestTableIn(candidate.id)) === null) {
        thread = candidate;
        break;
      }
    }
    if (!thread) return null;
    this.link.log.info({ channel: channel.id, thread: thread.id }, 'a thread left by a start that was not saved is used again');
    return thread.id;
  }
}

/**
 * A public thread for a table, kept in the channel list a week after its
 * last message: tables wait on turn timers and pauses for days, and a
 * table that acts in an archived thread reopens it (channels.ts).
 */
export function makeThread(channel: TextChannel, name: string) {
  return channel.threads.create({ name, type: ChannelType.PublicThread, autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek });
}
