// The bot's gateway shards (issue 31): how many, which this process serves, what discord.js caches, and each shard's life in the log (ready, gone, back, silent, IDENTIFYs).
import { type Client, type ClientOptions, type CloseEvent, Events, GatewayCloseCodes, Options } from 'discord.js';
import { EVERY_SHARD, type ServedShards, servedShards } from '../engine/servers/served-shards.js';
import type { Logger } from '../log.js';

/** `SHARD_COUNT`: `auto` (Discord's recommendation, GET /gateway/bot) or a count. */
export type ShardCount = 'auto' | number;

/**
 * discord.js's own internal sharding: the shards `served` of `count` in
 * this process (`SHARDS`) [every shard of the count]; with `auto`, every
 * shard Discord recommends.
 */
export function shardOptions(count: ShardCount, served?: readonly number[]): Pick<ClientOptions, 'shards' | 'shardCount'> {
  if (count === 'auto') {
    if (served !== undefined) throw new Error('SHARDS needs a numeric SHARD_COUNT: with auto, this process serves every shard');
    return { shards: 'auto' };
  }
  return { shards: served ? [...served] : Array.from({ length: count }, (_, id) => id), shardCount: count };
}

/** The servers whose once-only work (turn timers, the outbox at start) this process does: those on the shards it serves. */
export function servedServers(count: ShardCount, served?: readonly number[]): ServedShards {
  return count === 'auto' || served === undefined ? EVERY_SHARD : servedShards(count, served);
}

/**
 * discord.js reads `SHARD_COUNT` and `SHARDS` from the environment when a
 * client is made: they are how its ShardingManager tells a child process
 * its shards. Croupier's own `SHARD_COUNT` and `SHARDS` mean what its
 * config says (`auto` too, which discord.js would read as NaN and refuse;
 * `0,1`, which it would read as JSON and refuse) and reach the client as
 * its options: the client is made with neither in sight, and both are put
 * back for whoever reads them next.
 */
export function withoutShardingManagerEnvironment(make: () => Client): Client {
  const kept = { SHARD_COUNT: process.env.SHARD_COUNT, SHARDS: process.env.SHARDS };
  delete process.env.SHARD_COUNT;
  delete process.env.SHARDS;
  try {
    return make();
  } finally {
    for (const [name, value] of Object.entries(kept)) if (value !== undefined) process.env[name] = value;
  }
}

/**
 * What discord.js keeps, limited to what the bot reads: servers, their
 * channels and threads (where tables are, and the bot's permissions there),
 * roles (permissions, the GM role) and the bot's own member and user. It
 * never reads a cached message (it edits by id), another member or user
 * (an interaction brings its own), emoji, stickers, presences, voice
 * states, invites, bans, reactions, scheduled events, stage instances or
 * thread members. By default discord.js keeps every member and user an
 * interaction brought for ever, and the last 200 messages of each channel
 * the bot sent to: bench/caches.ts measured 6.7 MiB less held after 5,000
 * members acted in 100 servers (docs/MODERATORS.md, Shards).
 */
export function botCaches(): ClientOptions['makeCache'] {
  const own = (entry: { id: string; client: Client }) => entry.id === entry.client.user?.id;
  return Options.cacheWithLimits({
    MessageManager: 0,
    GuildMessageManager: 0,
    DMMessageManager: 0,
    ReactionManager: 0,
    ReactionUserManager: 0,
    GuildEmojiManager: 0,
    GuildStickerManager: 0,
    PresenceManager: 0,
    VoiceStateManager: 0,
    GuildInviteManager: 0,
    GuildBanManager: 0,
    GuildScheduledEventManager: 0,
    StageInstanceManager: 0,
    ThreadMemberManager: 0,
    AutoModerationRuleManager: 0,
    ApplicationCommandManager: 0,
    BaseGuildEmojiManager: 0,
    GuildMemberManager: { maxSize: 0, keepOverLimit: own },
    UserManager: { maxSize: 0, keepOverLimit: own },
  });
}

/** Discord resets a bot's token after 1,000 IDENTIFYs in a day (docs: topics/gateway, Session Start Limit). */
export const DAILY_IDENTIFY_LIMIT = 1000;

/** How @discordjs/ws words close code 4011 in the error it emits (its WebSocketShard's onClose). */
const SHARDING_REQUIRED_ERROR = 'Sharding is required';

/** A shard heard of nothing (no event, no heartbeat acknowledged) for longer than this is named in an error. */
export const SHARD_SILENCE_MS = 60_000;

/** The sentence an operator reads when Discord closes a shard with 4011: it holds too many servers. */
export function moreShardsNeeded(shardId: number, count: number): string {
  return `Discord closed shard ${shardId} with 4011 (Sharding required): ${count} shard${count === 1 ? '' : 's'} cannot hold all the bot's servers; set SHARD_COUNT higher (or to auto, Discord's recommendation) and start Croupier again.`;
}

export interface ShardWatchOptions {
  /** Real time: a gateway's silence is the wall clock's, not the sandbox's game clock. */
  now?: () => number;
  silenceMs?: number;
  /** How often the watchdog looks [15 s]; 0: only when `check` is called. */
  periodMs?: number;
}

/**
 * Each shard's life in the log with its id: ready, disconnected,
 * reconnecting, resumed, errors; every IDENTIFY counted (discord.js resumes
 * a dropped session by itself, and a restart resumes the sessions the last
 * run saved, gateway-sessions.ts: what is counted is what Discord counted);
 * a shard silent for more than a minute named in an error once, until it is
 * heard again; 4011 handed to `onShardingRequired`, once.
 */
export class ShardWatch {
  /** IDENTIFYs this process sent, by shard id, in order. */
  readonly identifies: number[] = [];
  /** The operator's sentence once Discord has closed a shard with 4011, else null. */
  shardingRequired: string | null = null;
  private readonly heard = new Map<number, number>();
  private readonly pings = new Map<number, number>();
  private readonly silent = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly now: () => number;
  private readonly silenceMs: number;

  constructor(
    private readonly client: Client,
    private readonly log: Logger,
    private readonly onShardingRequired: (sentence: string) => void,
    options: ShardWatchOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.silenceMs = options.silenceMs ?? SHARD_SILENCE_MS;
    client.on(Events.Debug, (line) => this.debugLine(line));
    client.on(Events.Raw, (_packet: unknown, shardId: number) => this.hear(shardId));
    client.on(Events.ShardReady, (shard) => {
      this.hear(shard);
      log.info({ shard, shards: client.options.shardCount, identifies: this.identifies.length }, 'shard ready');
    });
    client.on(Events.ShardResume, (shard, replayed) => {
      this.hear(shard);
      log.info({ shard, replayed }, 'shard resumed');
    });
    // A graceful stop closes every shard, which discord.js reports as reconnecting: nothing to warn of then.
    client.on(Events.ShardReconnecting, (shard) => {
      if (!this.stopped) log.warn({ shard }, 'shard reconnecting');
    });
    client.on(Events.ShardError, (error, shard) => {
      // @discordjs/ws reports 4011 first as this error, which also rejects a login still waiting: known before the login fails.
      if (error.message === SHARDING_REQUIRED_ERROR) this.closedForSharding(shard);
      else log.error({ err: error, shard }, 'shard connection error');
    });
    client.on(Events.ShardDisconnect, (event: CloseEvent, shard) => {
      if (event.code === GatewayCloseCodes.ShardingRequired) this.closedForSharding(shard);
      else log.error({ shard, code: event.code }, 'shard disconnected and will not reconnect');
    });
    const period = options.periodMs ?? 15_000;
    if (period > 0) {
      this.timer = setInterval(() => this.check(), period);
      this.timer.unref();
    }
  }

  private closedForSharding(shard: number): void {
    if (this.shardingRequired !== null) return;
    this.shardingRequired = moreShardsNeeded(shard, this.client.options.shardCount ?? 1);
    this.log.fatal({ shard, code: GatewayCloseCodes.ShardingRequired }, this.shardingRequired);
    this.onShardingRequired(this.shardingRequired);
  }

  /**
   * discord.js says an IDENTIFY only in its debug lines ("[WS => Shard 2]
   * Identifying"): counted there, so the log says how many of the day's
   * 1,000 this process spent.
   */
  private debugLine(line: string): void {
    const identifying = /^\[WS => Shard (\d+)\] Identifying\b/.exec(line);
    if (!identifying) return;
    const shard = Number(identifying[1]);
    this.identifies.push(shard);
    this.hear(shard);
    this.log.info({ shard, identifies: this.identifies.length, dailyLimit: DAILY_IDENTIFY_LIMIT }, 'shard identifying (a new gateway session)');
  }

  private hear(shard: number): void {
    this.heard.set(shard, this.now());
    if (this.silent.delete(shard)) this.log.info({ shard }, 'shard heard again');
  }

  /** Names each shard not heard of (no event, no heartbeat acknowledged) for longer than the silence allowed; once per silence. */
  check(): number[] {
    const now = this.now();
    for (const [shard, status] of this.client.ws.shards) {
      // A shard never heard of (stuck before its READY) is watched from the first look.
      if (!this.heard.has(shard)) this.heard.set(shard, now);
      // A heartbeat acknowledged counts as hearing the shard: discord.js stamps it on the shard.
      if (this.pings.get(shard) !== status.lastPingTimestamp) {
        this.pings.set(shard, status.lastPingTimestamp);
        if (status.lastPingTimestamp > 0) this.hear(shard);
      }
    }
    const named: number[] = [];
    for (const [shard, at] of this.heard) {
      if (now - at <= this.silenceMs || this.silent.has(shard)) continue;
      this.silent.add(shard);
      named.push(shard);
      this.log.error(
        { shard, silentForMs: now - at },
        `shard ${shard} is silent: no event and no heartbeat acknowledged for ${Math.round((now - at) / 1000)} s`,
      );
    }
    return named;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
