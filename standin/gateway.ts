// The stand-in's gateway (WebSocket): HELLO, heartbeats, IDENTIFY (with its shard), READY, GUILD_CREATE, RESUME, and the events sent as members act.
import type { Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { INTERACTION_DEADLINE_MS } from './interactions.js';
import type { StandInInteraction } from './model.js';
import { identifiedShard, shardOf } from './shards.js';

interface Dispatched {
  op: 0;
  t: string;
  s: number;
  d: unknown;
}

interface Session {
  socket: WebSocket;
  id: string;
  sequence: number;
  identified: boolean;
  intents: number;
  /** IDENTIFY's `[shard_id, num_shards]`: the servers (and, on shard 0, the DMs) whose events this session gets. */
  shard: [number, number];
  /** The session's latest dispatches, kept to replay on RESUME from the client's sequence number. */
  sent: Dispatched[];
}

export interface GatewayHost {
  token: string;
  /** READY's payload and the GUILD_CREATEs that follow it, for the servers of one shard. */
  readyPayload(sessionId: string, resumeUrl: string, shard: [number, number]): Record<string, unknown>;
  guildCreatePayloads(shard: [number, number]): Record<string, unknown>[];
  /** A session may hold this many servers; more, and it is closed 4011 (shards.ts). */
  maxGuildsPerShard(): number;
  /** The interactions members sent and the shared clock: an INTERACTION_CREATE reaching the bot past its deadline has failed already. */
  interactions: Map<string, StandInInteraction>;
  clock: { now(): number };
  answered(interaction: StandInInteraction): void;
}

/**
 * How many dispatches a session keeps for a RESUME. Discord's buffer is
 * finite and undocumented; a client further behind is told to identify
 * afresh (op 9, d false), as Discord does.
 */
const REPLAY_BUFFER = 1000;

/** Closing with 1000 or 1001 ends the session for good (docs: gateway, Disconnecting); any other close leaves it resumable. */
const ENDS_SESSION = new Set([1000, 1001]);

/**
 * The gateway: HELLO, heartbeat ACKs, IDENTIFY (token checked), READY and
 * one GUILD_CREATE per guild, RESUME, then dispatches as users act. JSON
 * text frames only (no compression), as discord.js uses without zlib-sync.
 */
export class Gateway {
  private readonly server: WebSocketServer;
  private readonly sessions = new Set<Session>();
  private readonly known = new Map<string, Session>();
  private counter = 0;
  /** Every IDENTIFY that started a session, by shard id, in order: what Discord counts against `session_start_limit`. */
  readonly identifies: number[] = [];
  /** Every RESUME that took up a session again, by shard id, in order (one Discord refused is not among them). */
  readonly resumes: number[] = [];
  /** While held, dispatches wait here instead of going out (a gateway slow to deliver); `release` sends them. */
  private held: { session: Session; event: Dispatched }[] | null = null;

  constructor(
    http: Server,
    private readonly host: GatewayHost,
    private readonly url: () => string,
  ) {
    this.server = new WebSocketServer({ server: http });
    this.server.on('connection', (socket) => this.connect(socket));
  }

  private send(session: Session, payload: Record<string, unknown>): void {
    if (session.socket.readyState === session.socket.OPEN) session.socket.send(JSON.stringify(payload));
  }

  /**
   * Numbers the event in the session and keeps it for a RESUME; it goes out
   * now if the session's socket is open and nothing is held, else when the
   * client resumes (or is released).
   */
  private dispatchTo(session: Session, type: string, data: unknown): void {
    session.sequence += 1;
    const event: Dispatched = { op: 0, t: type, s: session.sequence, d: data };
    session.sent.push(event);
    if (session.sent.length > REPLAY_BUFFER) session.sent.shift();
    if (this.held && type !== 'READY' && type !== 'RESUMED') this.held.push({ session, event });
    else this.deliver(session, event);
  }

  /** An event onto the session's socket. An interaction the bot gets past Discord's deadline has failed for the member already. */
  private deliver(session: Session, event: Dispatched): void {
    if (session.socket.readyState !== session.socket.OPEN) return;
    if (event.t === 'INTERACTION_CREATE') {
      const interaction = this.host.interactions.get(String((event.d as { id?: unknown }).id));
      if (interaction?.outcome === 'waiting' && this.host.clock.now() - interaction.createdAt > INTERACTION_DEADLINE_MS) {
        interaction.outcome = 'expired';
        this.host.answered(interaction);
      }
    }
    this.send(session, event as unknown as Record<string, unknown>);
  }

  private connect(socket: WebSocket): void {
    const session: Session = { socket, id: '', sequence: 0, identified: false, intents: 0, shard: [0, 1], sent: [] };
    this.sessions.add(session);
    this.send(session, { op: 10, d: { heartbeat_interval: 41250 } });
    socket.on('close', (code) => {
      this.sessions.delete(session);
      // The client ended it (discord.js's destroy sends 1000): nothing is kept for it. Otherwise the session
      // stays resumable and keeps numbering what it misses, to replay on RESUME.
      if (ENDS_SESSION.has(code) && this.known.get(session.id) === session) this.known.delete(session.id);
    });
    socket.on('message', (raw) => {
      let payload: { op: number; d: Record<string, unknown> | null };
      try {
        payload = JSON.parse(String(raw)) as typeof payload;
      } catch {
        socket.close(4002, 'Decode error');
        return;
      }
      this.receive(session, payload);
    });
  }

  private receive(session: Session, payload: { op: number; d: Record<string, unknown> | null }): void {
    switch (payload.op) {
      case 1:
        this.send(session, { op: 11 });
        return;
      case 2: {
        if (session.identified) {
          session.socket.close(4005, 'Already authenticated.');
          return;
        }
        if (payload.d?.token !== this.host.token) {
          session.socket.close(4004, 'Authentication failed.');
          return;
        }
        const shard = identifiedShard(payload.d?.shard);
        if (!shard) {
          session.socket.close(4010, 'Invalid shard.');
          return;
        }
        const guilds = this.host.guildCreatePayloads(shard);
        // Discord refuses a session that would hold too many servers (docs: gateway, Sharding): the bot must shard (more).
        if (guilds.length > this.host.maxGuildsPerShard()) {
          session.socket.close(4011, 'Sharding required.');
          return;
        }
        this.identifies.push(shard[0]);
        session.id = `session-${++this.counter}`;
        session.sent = [];
        session.identified = true;
        session.intents = Number(payload.d?.intents ?? 0);
        session.shard = shard;
        this.known.set(session.id, session);
        this.dispatchTo(session, 'READY', this.host.readyPayload(session.id, this.url(), shard));
        for (const guild of guilds) this.dispatchTo(session, 'GUILD_CREATE', guild);
        return;
      }
      case 6: {
        if (payload.d?.token !== this.host.token) {
          session.socket.close(4004, 'Authentication failed.');
          return;
        }
        const previous = this.known.get(String(payload.d?.session_id ?? ''));
        const from = Number(payload.d?.seq ?? 0);
        // Unknown, or further behind than what is kept: the client must identify afresh.
        const missed = previous?.sent.filter((event) => event.s > from) ?? [];
        if (!previous || (missed.length > 0 && missed[0]!.s !== from + 1)) {
          this.send(session, { op: 9, d: false });
          return;
        }
        // The resumed session moves to the new socket; the old one is done.
        if (previous.socket !== session.socket) {
          this.sessions.delete(previous);
          previous.socket.terminate();
        }
        this.resumes.push(previous.shard[0]);
        session.id = previous.id;
        session.sequence = previous.sequence;
        session.identified = true;
        session.intents = previous.intents;
        session.shard = previous.shard;
        session.sent = previous.sent;
        this.known.set(session.id, session);
        // What was held for the old connection is among what is replayed now.
        if (this.held) this.held = this.held.filter((entry) => entry.session.id !== session.id);
        // Discord replays what the session missed, in order, then RESUMED (docs: gateway, Resuming).
        for (const event of missed) this.deliver(session, event);
        this.dispatchTo(session, 'RESUMED', {});
        return;
      }
      default:
        // Anything but a heartbeat before IDENTIFY is refused, as Discord does.
        if (!session.identified) session.socket.close(4003, 'Not authenticated.');
        return;
    }
  }

  /**
   * Sends an event of server `guildId` (null: none, a DM) to every session
   * of its shard whose intents include it (0: always): at once to a
   * connected one, on RESUME to one whose connection dropped. Counts the
   * sessions it went or will go to.
   */
  dispatch(type: string, data: unknown, intent = 0, guildId: string | null = null): number {
    let delivered = 0;
    for (const session of this.known.values()) {
      if (!session.identified || (intent !== 0 && (session.intents & intent) === 0)) continue;
      if (session.shard[0] !== shardOf(guildId, session.shard[1])) continue;
      this.dispatchTo(session, type, data);
      delivered += 1;
    }
    return delivered;
  }

  /**
   * Drops every connection with a resumable close code, as Discord does now
   * and then (4000, "Unknown error": discord.js reconnects and resumes).
   * What is dispatched meanwhile is replayed on RESUME.
   */
  dropConnections(code = 4000, shardId?: number): void {
    for (const session of this.sessions) {
      if (session.identified && (shardId === undefined || session.shard[0] === shardId)) session.socket.close(code, 'Unknown error');
    }
  }

  /**
   * Discord has let the sessions go (it keeps one only a while after its
   * connection closed), all or one shard's: a RESUME of any of them is
   * refused with op 9, and the client must identify afresh. Open
   * connections are not touched.
   */
  forgetSessions(shardId?: number): void {
    for (const [id, session] of this.known) {
      if (session.socket.readyState === session.socket.OPEN || (shardId !== undefined && session.shard[0] !== shardId)) continue;
      this.known.delete(id);
    }
  }

  /** From now on dispatches wait (a gateway slow to deliver) until `release`. */
  hold(): void {
    this.held ??= [];
  }

  /** Sends what was held, in order. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const { session, event } of held) this.deliver(this.known.get(session.id) ?? session, event);
  }

  connectedSessions(): number {
    return [...this.sessions].filter((session) => session.identified).length;
  }

  /** The shard ids of the sessions connected now (not closing), in order (one a session). */
  connectedShards(): number[] {
    return [...this.sessions]
      .filter((session) => session.identified && session.socket.readyState === session.socket.OPEN)
      .map((session) => session.shard[0])
      .sort((a, b) => a - b);
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
