// Each shard's gateway session kept across restarts (issue 31): saved as it moves on, handed back to discord.js at start, left resumable at a graceful stop.
import { type Client, CloseCodes, Events, type IShardingStrategy, type SessionInfo, SimpleShardingStrategy, type WebSocketOptions } from 'discord.js';
import type { Tx } from '../db/store.js';
import { forgetGatewaySession, type SavedGatewaySession, savedGatewaySessions, saveGatewaySession } from '../engine/servers/gateway-sessions.js';
import type { Logger } from '../log.js';
import { ColdResume } from './cold-resume.js';

/**
 * How often what changed is saved [10 s]. @discordjs/ws moves a session's
 * sequence on with every event; a write for each would be a write per
 * event. A graceful stop saves the exact sequence; after a crash the saved
 * one is at most this far behind, and Discord replays those few seconds of
 * events again — harmless, as every interaction is handled once
 * (`UNIQUE(interaction_id)`) and a cancelled table is cancelled once.
 */
export const SESSION_SAVE_PERIOD_MS = 10_000;

/**
 * A shard resumed after a restart comes back with an empty cache (Discord
 * sends READY and the servers only to a new session, docs: gateway,
 * Resuming), which the bot rebuilds by REST: about 4 requests a server
 * (cold-resume.ts). Up to this many servers that takes a few seconds of
 * Discord's 50 requests a second, about as long as a new session waits for
 * its IDENTIFY; a bigger shard identifies instead, which brings its servers
 * in its own GUILD_CREATEs at no request's cost.
 */
export const RESUME_AT_MOST_SERVERS = 100;

export interface GatewaySessionOptions {
  now?: () => number;
  /** How often changed sessions are saved [SESSION_SAVE_PERIOD_MS]; 0: only at a graceful stop (and `save`). */
  savePeriodMs?: number;
  resumeAtMostServers?: number;
}

/** @discordjs/ws's manager of the shards' connections (discord.js's own WebSocketManager wraps it, and exports it under no name). */
type ShardConnections = Parameters<NonNullable<WebSocketOptions['buildStrategy']>>[0];

/** A session id in a log line: enough to tell two apart, never the whole (with the token, it is what a RESUME needs). */
export const shortSessionId = (sessionId: string): string => `${sessionId.slice(0, 4)}…`;

/**
 * Keeps each shard's session in the database and hands it back to discord.js.
 *
 * discord.js 14 (WebSocketManager#connect) gives @discordjs/ws two callbacks,
 * `retrieveSessionInfo` and `updateSessionInfo`, that keep the session on
 * its own WebSocketShard in memory only, and takes no session from its
 * options. It does take `ws.buildStrategy`, which @discordjs/ws calls with
 * its manager as that manager is made, before any shard connects: there
 * the two callbacks are wrapped (`sessionStrategy`). The first time a shard
 * asks for its session, the saved one is handed to discord.js's own
 * callback, so its shard holds it as if it had never been away (its status,
 * its count of replayed events); every change discord.js hears of is noted
 * here and saved now and then. The same manager closes the shards at a
 * graceful stop with 4200, the code @discordjs/ws closes with when it means
 * to resume: any code but 1000 or 1001 leaves a session resumable (docs:
 * gateway, Disconnecting), while discord.js's own `destroy` sends 1000.
 */
export class GatewaySessions {
  /** Shard ids resumed from a saved session this run, in order. */
  readonly resumed: number[] = [];
  private readonly waiting = new Map<number, SavedGatewaySession>();
  /** The saved sessions read into `waiting` (rejects when the database could not be read: every shard then identifies). */
  private readonly loaded: Promise<void>;
  private readonly latest = new Map<number, SessionInfo>();
  private readonly changed = new Set<number>();
  /** Resumed from a saved session and not yet ready: their cache is being rebuilt. */
  private readonly rebuilding = new Set<number>();
  private connections: ShardConnections | null = null;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly resumeAtMostServers: number;
  private readonly coldResume: ColdResume;

  constructor(
    private readonly client: Client,
    private readonly db: Tx,
    private readonly log: Logger,
    options: GatewaySessionOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.resumeAtMostServers = options.resumeAtMostServers ?? RESUME_AT_MOST_SERVERS;
    this.coldResume = new ColdResume(client, log);
    // Read once, before any shard asks for its session (handBack waits for it).
    this.loaded = savedGatewaySessions(db).then((saved) => {
      for (const session of saved) this.waiting.set(session.shardId, session);
    });
    // Its failure is told by the first shard that asks.
    this.loaded.catch(() => {});
    client.on(Events.ShardResume, (shard) => this.resumedShard(shard));
    const period = options.savePeriodMs ?? SESSION_SAVE_PERIOD_MS;
    if (period > 0) {
      this.timer = setInterval(() => this.saveChanged(), period);
      this.timer.unref();
    }
  }

  /** For the client's `ws.buildStrategy`: @discordjs/ws's own strategy, with the session callbacks wrapped. */
  sessionStrategy = (connections: ShardConnections): IShardingStrategy => {
    this.connections = connections;
    const { options } = connections;
    const retrieve = options.retrieveSessionInfo.bind(options);
    const update = options.updateSessionInfo.bind(options);
    options.retrieveSessionInfo = async (shardId) => {
      await this.handBack(shardId, update);
      return retrieve(shardId);
    };
    options.updateSessionInfo = async (shardId, info) => {
      await update(shardId, info);
      this.noted(shardId, info);
    };
    return new SimpleShardingStrategy(connections);
  };

  /** The saved session, once, into discord.js's shard: it then RESUMEs; without one (or one unfit) it IDENTIFYs. */
  private async handBack(shardId: number, update: (shardId: number, info: SessionInfo | null) => unknown): Promise<void> {
    try {
      await this.loaded;
    } catch (error) {
      this.log.warn({ err: error, shard: shardId }, 'saved gateway sessions could not be read; identifying');
      return;
    }
    const saved = this.waiting.get(shardId);
    if (!saved || !this.connections) return;
    this.waiting.delete(shardId);
    const shardCount = await this.connections.getShardCount();
    if (saved.shardCount !== shardCount) {
      this.log.info({ shard: shardId, shards: shardCount, savedShards: saved.shardCount }, 'saved gateway session is for another shard count; identifying');
      return;
    }
    if (saved.servers > this.resumeAtMostServers) {
      this.log.info(
        { shard: shardId, servers: saved.servers, resumeAtMost: this.resumeAtMostServers },
        'shard holds too many servers to rebuild after a resume; identifying',
      );
      return;
    }
    const info: SessionInfo = { sessionId: saved.sessionId, sequence: saved.sequence, resumeURL: saved.resumeUrl, shardId, shardCount };
    await update(shardId, info);
    this.rebuilding.add(shardId);
    this.log.info(
      { shard: shardId, session: shortSessionId(saved.sessionId), sequence: saved.sequence, savedAt: saved.savedAt },
      'shard resuming its saved gateway session (no IDENTIFY)',
    );
  }

  private noted(shardId: number, info: SessionInfo | null): void {
    // A graceful stop closes the shards, and @discordjs/ws forgets their sessions as it does: what is saved is kept.
    if (this.stopping) return;
    if (info === null) {
      this.latest.delete(shardId);
      // Discord refused the saved session (INVALID_SESSION): discord.js identifies, and READY brings the servers.
      if (this.rebuilding.delete(shardId)) this.log.info({ shard: shardId }, 'saved gateway session no longer valid; identifying');
    } else {
      this.latest.set(shardId, info);
    }
    this.changed.add(shardId);
  }

  /** RESUMED: a shard resumed from a saved session rebuilds its cache, then counts as ready (a live reconnect needs neither). */
  private resumedShard(shardId: number): void {
    if (!this.rebuilding.delete(shardId)) return;
    this.resumed.push(shardId);
    void this.coldResume.rebuild(shardId);
  }

  /** Writes each session that changed since the last save (a forgotten one is deleted). */
  async saveChanged(): Promise<void> {
    try {
      for (const shardId of this.changed) {
        const info = this.latest.get(shardId);
        if (info) await saveGatewaySession(this.db, this.saved(shardId, info));
        else await forgetGatewaySession(this.db, shardId);
      }
      this.changed.clear();
    } catch (error) {
      // A database busy with another writer: the next period tries again; a session a little behind only replays more.
      this.log.warn({ err: error }, 'could not save the gateway sessions');
    }
  }

  private saved(shardId: number, info: SessionInfo): SavedGatewaySession {
    const servers = this.client.guilds.cache.filter((guild) => guild.shardId === shardId).size;
    return {
      shardId,
      shardCount: info.shardCount,
      sessionId: info.sessionId,
      sequence: info.sequence,
      resumeUrl: info.resumeURL,
      servers,
      savedAt: this.now(),
    };
  }

  /**
   * A graceful stop: every shard closed with 4200, so Discord keeps its
   * session, and each saved with the last event received. Then nothing
   * more arrives, so the saved sequence is exact.
   */
  async closeResumable(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.connections?.destroy({ code: CloseCodes.Resuming, reason: 'Croupier stops; the session is kept to resume' });
    for (const shardId of this.latest.keys()) this.changed.add(shardId);
    await this.saveChanged();
  }
}
