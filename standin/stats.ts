// Counts the requests the bot makes of the stand-in, by route kind and channel, as Discord would count them against its limits (issue 12).
import type { DiscordStandIn } from './standin.js';

/**
 * What the bot asks of Discord, counted as Discord would count it (issue 12):
 * each request the stand-in serves by route kind and channel, and whether
 * it falls under the 50-requests-per-second global limit. Discord exempts
 * only the interaction endpoints — the callback, and follow-ups and edits
 * made with the interaction's token; everything sent with the bot token
 * counts.
 */

export type RouteKind = 'callback' | 'followup' | 'webhookEdit' | 'edit' | 'message' | 'dmChannel' | 'dm';

/** One request as it arrived (refused ones too: Discord counts what is sent, not what succeeds). */
export interface ServedRequest {
  /** `other`: startup, command registration, threads, channel reads — counted in `global` only. */
  kind: RouteKind | 'other';
  method: string;
  path: string;
  /** Under Discord's 50/s global limit. */
  global: boolean;
  /** The channel the request acts in (the interaction's channel for the token routes); null when none. */
  channelId: string | null;
  /** For the token routes: the interaction whose token it used. */
  interactionId: string | null;
  /** For a DM or the opening of a DM channel: the member it goes to. */
  recipientId: string | null;
  /** A follow-up only its member sees (flag 64): not a message in the channel. */
  ephemeral: boolean;
  /** The stand-in's clock. */
  at: number;
  /** What a message or a follow-up would say (its content, as sent); null for every other request. */
  content: string | null;
}

export interface StandInStats {
  /** Interactions the bot answered in time (an accepted callback). */
  actions: number;
  rest: Record<RouteKind, number>;
  global: number;
  /**
   * The most messages any guild channel or thread got in one 5-second window:
   * posts to the channel and follow-ups everyone there sees. An ephemeral
   * follow-up is no channel message (only its member sees it), and neither is
   * the interaction's own reply; Discord's 5-per-5 s channel limit is about
   * messages posted in the channel.
   */
  maxChannelPostsPer5s: number;
  /** The same for edits of channel messages with the bot token (PATCH /channels/{id}/messages/{id}); the interaction's own `update` is not one. */
  maxChannelEditsPer5s: number;
  /**
   * The most edits any guild channel got in any 6 s of messages older than an
   * hour (old-edits.ts): Discord takes 3 (30046), so more is the bot's fault.
   */
  maxOldEditsPer6s: number;
  /**
   * The most globally limited requests (everything but the interaction
   * endpoints) in any sliding second: Discord allows a bot 50, counted over
   * any second, not per clock second (issue 31).
   */
  maxGlobalPerSecond: number;
}

const WINDOW_MS = 5000;
const OLD_EDITS_WINDOW_MS = 6000;
const GLOBAL_WINDOW_MS = 1000;
const EPHEMERAL = 64;

const patterns: [string, RegExp, RouteKind][] = [
  ['POST', /^\/interactions\/(\d+)\/([^/]+)\/callback$/, 'callback'],
  ['POST', /^\/webhooks\/\d+\/([^/]+)$/, 'followup'],
  ['*', /^\/webhooks\/\d+\/([^/]+)\/messages\/[^/]+$/, 'webhookEdit'],
  ['PATCH', /^\/channels\/(\d+)\/messages\/\d+$/, 'edit'],
  ['POST', /^\/channels\/(\d+)\/messages$/, 'message'],
  ['POST', /^\/users\/@me\/channels$/, 'dmChannel'],
];

/** The most timestamps (ascending) that fit in any window of `windowMs`. */
export function densest(times: number[], windowMs = WINDOW_MS): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last += 1) {
    while (times[last]! - times[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/**
 * Adds `at` where it belongs in ascending `times`. Requests are stamped when
 * they arrive but counted once their bodies are read, which a later, smaller
 * request may finish first: nearly always the end of the list.
 */
export function inOrder(times: number[], at: number): void {
  let index = times.length;
  while (index > 0 && times[index - 1]! > at) index -= 1;
  times.splice(index, 0, at);
}

export class Traffic {
  private readonly counts: Record<RouteKind, number> = { callback: 0, followup: 0, webhookEdit: 0, edit: 0, message: 0, dmChannel: 0, dm: 0 };
  private globalCount = 0;
  private readonly postsByChannel = new Map<string, number[]>();
  private readonly editsByChannel = new Map<string, number[]>();
  private readonly oldEditsByChannel = new Map<string, number[]>();
  /** When each globally limited request arrived, in order: the sliding second is counted over them. */
  private readonly globalTimes: number[] = [];
  /** Token → interaction, learnt from callbacks (a follow-up always comes after its callback). */
  private readonly byToken = new Map<string, string>();
  private readonly listeners = new Set<(request: ServedRequest) => void>();

  constructor(private readonly standin: DiscordStandIn) {}

  /** Every request from now on, as it arrives (the benchmark attributes them to actions). */
  onRequest(listener: (request: ServedRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The hook in rest.ts: one call per request, before it is handled; `at` when it arrived [now]. */
  served(method: string, path: string, json: Record<string, unknown>, at = this.standin.clock.now()): void {
    const request = this.classify(method, path, json, at);
    if (request.kind !== 'other') this.counts[request.kind] += 1;
    if (request.global) {
      this.globalCount += 1;
      inOrder(this.globalTimes, request.at);
    }
    const guildChannel = request.channelId !== null && this.standin.channels.get(request.channelId)?.type !== 1;
    if (guildChannel && (request.kind === 'message' || (request.kind === 'followup' && !request.ephemeral))) {
      this.stamp(this.postsByChannel, request.channelId!, request.at);
    }
    if (guildChannel && request.kind === 'edit') this.stamp(this.editsByChannel, request.channelId!, request.at);
    if (guildChannel && request.kind === 'edit' && this.standin.oldEdits.editsOldMessage(method, path)) {
      this.stamp(this.oldEditsByChannel, request.channelId!, request.at);
    }
    for (const listener of this.listeners) listener(request);
  }

  stats(): StandInStats {
    let actions = 0;
    for (const interaction of this.standin.interactions.values()) if (interaction.outcome === 'answered') actions += 1;
    const most = (byChannel: Map<string, number[]>, windowMs = WINDOW_MS) => Math.max(0, ...[...byChannel.values()].map((times) => densest(times, windowMs)));
    return {
      actions,
      rest: { ...this.counts },
      global: this.globalCount,
      maxChannelPostsPer5s: most(this.postsByChannel),
      maxChannelEditsPer5s: most(this.editsByChannel),
      maxOldEditsPer6s: most(this.oldEditsByChannel, OLD_EDITS_WINDOW_MS),
      maxGlobalPerSecond: this.maxGlobalPerSecond(),
    };
  }

  /** The most globally limited requests in any sliding second, of those that arrived at or after `since` (the stand-in's clock). */
  maxGlobalPerSecond(since = Number.NEGATIVE_INFINITY): number {
    const from = this.globalTimes.findIndex((at) => at >= since);
    return from === -1 ? 0 : densest(this.globalTimes.slice(from), GLOBAL_WINDOW_MS);
  }

  private stamp(byChannel: Map<string, number[]>, channelId: string, at: number): void {
    const times = byChannel.get(channelId) ?? [];
    inOrder(times, at);
    byChannel.set(channelId, times);
  }

  private classify(method: string, path: string, json: Record<string, unknown>, at: number): ServedRequest {
    const content = typeof json.content === 'string' && method === 'POST' ? json.content : null;
    const base: ServedRequest = {
      kind: 'other',
      method,
      path,
      global: true,
      channelId: null,
      interactionId: null,
      recipientId: null,
      ephemeral: false,
      at,
      content: null,
    };
    const found = patterns.find(([routeMethod, pattern]) => (routeMethod === '*' || routeMethod === method) && pattern.test(path));
    if (!found) return { ...base, global: !/^\/(interactions|webhooks)\//.test(path) };
    const [, pattern, kind] = found;
    const [, first, second] = pattern.exec(path)!;
    switch (kind) {
      case 'callback': {
        this.byToken.set(second!, first!);
        return { ...base, kind, global: false, interactionId: first!, channelId: this.standin.interactions.get(first!)?.channelId ?? null };
      }
      case 'followup':
      case 'webhookEdit': {
        const interactionId = this.byToken.get(first!) ?? null;
        const channelId = interactionId === null ? null : (this.standin.interactions.get(interactionId)?.channelId ?? null);
        const followup = kind === 'followup';
        return {
          ...base,
          kind,
          global: false,
          interactionId,
          channelId,
          ephemeral: followup && (Number(json.flags ?? 0) & EPHEMERAL) !== 0,
          content: followup ? content : null,
        };
      }
      case 'dmChannel':
        return { ...base, kind, recipientId: String(json.recipient_id ?? '') || null };
      case 'message': {
        const channel = this.standin.channels.get(first!);
        if (channel?.type === 1) return { ...base, kind: 'dm', channelId: first!, recipientId: channel.recipientId, content };
        return { ...base, kind, channelId: first!, content };
      }
      default:
        return { ...base, kind, channelId: first! };
    }
  }
}
