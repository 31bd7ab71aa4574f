import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

interface Session {
  socket: WebSocket;
  id: string;
  sequence: number;
  identified: boolean;
  intents: number;
}

export interface GatewayHost {
  token: string;
  /** READY's payload and the GUILD_CREATEs that follow it. */
  readyPayload(sessionId: string, resumeUrl: string): Record<string, unknown>;
  guildCreatePayloads(): Record<string, unknown>[];
}

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

  private dispatchTo(session: Session, type: string, data: unknown): void {
    session.sequence += 1;
    this.send(session, { op: 0, t: type, s: session.sequence, d: data });
  }

  private connect(socket: WebSocket): void {
    const session: Session = { socket, id: '', sequence: 0, identified: false, intents: 0 };
    this.sessions.add(session);
    this.send(session, { op: 10, d: { heartbeat_interval: 41250 } });
    socket.on('close', () => this.sessions.delete(session));
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
        session.id = `session-${++this.counter}`;
        session.identified = true;
        session.intents = Number(payload.d?.intents ?? 0);
        this.known.set(session.id, session);
        this.dispatchTo(session, 'READY', this.host.readyPayload(session.id, this.url()));
        for (const guild of this.host.guildCreatePayloads()) this.dispatchTo(session, 'GUILD_CREATE', guild);
        return;
      }
      case 6: {
        if (payload.d?.token !== this.host.token) {
          session.socket.close(4004, 'Authentication failed.');
          return;
        }
        const previous = this.known.get(String(payload.d?.session_id ?? ''));
        if (!previous) {
          this.send(session, { op: 9, d: false });
          return;
        }
        // The resumed session moves to the new socket; the old one is done.
        if (previous.socket !== session.socket) {
          this.sessions.delete(previous);
          previous.socket.terminate();
        }
        session.id = previous.id;
        session.sequence = previous.sequence;
        session.identified = true;
        session.intents = previous.intents;
        this.known.set(session.id, session);
        this.dispatchTo(session, 'RESUMED', {});
        return;
      }
      default:
        // Anything but a heartbeat before IDENTIFY is refused, as Discord does.
        if (!session.identified) session.socket.close(4003, 'Not authenticated.');
        return;
    }
  }

  /** Sends an event to every identified session whose intents include it (0: always). */
  dispatch(type: string, data: unknown, intent = 0): number {
    let delivered = 0;
    for (const session of this.sessions) {
      if (!session.identified || (intent !== 0 && (session.intents & intent) === 0)) continue;
      this.dispatchTo(session, type, data);
      delivered += 1;
    }
    return delivered;
  }

  connectedSessions(): number {
    return [...this.sessions].filter((session) => session.identified).length;
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
