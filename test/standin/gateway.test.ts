// Tests of the stand-in's gateway at the protocol level: handshake, READY and GUILD_CREATE, raw interactions, intents.

import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DiscordStandIn } from '../../standin/standin.js';
import { NotSendable, typeCommand } from '../../standin/users.js';

/** The stand-in's gateway at the protocol level, and interactions as a raw client sees them. */

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: gateway frames are free-form JSON, read field by field in the assertions
type Frame = { op: number; t?: string | null; s?: number | null; d: any };

/** A raw gateway client: every frame is queued from the first byte, so HELLO is never missed. */
class RawClient {
  readonly socket: WebSocket;
  private readonly frames: Frame[] = [];
  private readonly waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (raw) => {
      this.frames.push(JSON.parse(String(raw)) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => this.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  send(payload: Json): void {
    this.socket.send(JSON.stringify(payload));
  }

  /** The first queued frame that matches (taken off the queue), waiting up to `timeoutMs`. */
  async next(test: (frame: Frame) => boolean = () => true, timeoutMs = 2000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(test);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching gateway frame; queued: ${JSON.stringify(this.frames).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.terminate();
  }
}

let standin: DiscordStandIn;
let gatewayUrl: string;
const clients: RawClient[] = [];

function open(): RawClient {
  const client = new RawClient(gatewayUrl);
  clients.push(client);
  return client;
}

const identify = (client: RawClient, token = standin.token) =>
  client.send({ op: 2, d: { token, intents: 1 << 0, properties: { os: 'linux', browser: 'raw', device: 'raw' } } });

/** A socket that has said HELLO, IDENTIFY, and received READY and GUILD_CREATE. */
async function identified(): Promise<{ client: RawClient; ready: Frame; guild: Frame }> {
  const client = open();
  await client.next((frame) => frame.op === 10);
  identify(client);
  const ready = await client.next((frame) => frame.t === 'READY');
  const guild = await client.next((frame) => frame.t === 'GUILD_CREATE');
  return { client, ready, guild };
}

// biome-ignore lint/suspicious/noExplicitAny: REST bodies are free-form JSON, read field by field in the assertions
async function api(method: string, path: string, body?: unknown, withAuth = true): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = withAuth ? { Authorization: `Bot ${standin.token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${standin.apiUrl}/v10${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  standin = new DiscordStandIn();
  await standin.start();
  const gateway = await api('GET', '/gateway/bot');
  gatewayUrl = `${gateway.body.url}/?v=10&encoding=json`;
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await standin.stop();
});

describe('GET /gateway/bot', () => {
  it('returns a ws:// url and a session start limit', async () => {
    const answer = await api('GET', '/gateway/bot');
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    expect(answer.body.shards).toBe(1);
    expect(answer.body.session_start_limit).toMatchObject({ total: expect.any(Number), reset_after: expect.any(Number), max_concurrency: 1 });
    expect(answer.body.session_start_limit.remaining).toBeGreaterThanOrEqual(answer.body.shards);
  });

  it('answers 401 without the bot token', async () => {
    expect((await api('GET', '/gateway/bot', undefined, false)).status).toBe(401);
  });
});

describe('gateway handshake', () => {
  it('sends HELLO (op 10 with a heartbeat interval) on connect', async () => {
    const hello = await open().next();
    expect(hello.op).toBe(10);
    expect(hello.d.heartbeat_interval).toBeGreaterThan(0);
  });

  it('acknowledges a heartbeat with op 11', async () => {
    const client = open();
    await client.next((frame) => frame.op === 10);
    client.send({ op: 1, d: null });
    expect((await client.next()).op).toBe(11);
  });

  it('closes with 4004 on IDENTIFY with a wrong token', async () => {
    const client = open();
    await client.next((frame) => frame.op === 10);
    identify(client, 'not.the.token');
    expect((await client.closed).code).toBe(4004);
    expect(standin.connectedSessions()).toBe(0);
  });

  it('answers IDENTIFY with READY, then one GUILD_CREATE with channels and roles, s increasing', async () => {
    const { client, ready, guild } = await identified();
    expect(ready).toMatchObject({ op: 0, t: 'READY' });
    expect(ready.d.user).toMatchObject({ id: standin.botUser.id, bot: true, discriminator: '0' });
    expect(ready.d.application.id).toBe(standin.applicationId);
    expect(ready.d.session_id).toEqual(expect.any(String));
    expect(ready.d.resume_gateway_url).toMatch(/^ws:\/\//);
    expect(ready.d.guilds).toEqual([{ id: standin.guildId, unavailable: true }]);

    expect(guild).toMatchObject({ op: 0, t: 'GUILD_CREATE' });
    expect(guild.d).toMatchObject({ id: standin.guildId, unavailable: false });
    expect(guild.d.channels).toContainEqual(expect.objectContaining({ id: standin.generalChannelId, type: 0, name: 'general' }));
    const everyone = (guild.d.roles as Json[]).find((role) => role.id === standin.guildId);
    expect(everyone).toMatchObject({ name: '@everyone', permissions: expect.stringMatching(/^\d+$/) });
    expect(ready.s).toBeGreaterThanOrEqual(1);
    expect(guild.s).toBeGreaterThan(ready.s!);

    // Exactly one GUILD_CREATE: nothing else is queued after a heartbeat round-trip.
    client.send({ op: 1, d: guild.s });
    expect((await client.next()).op).toBe(11);
    expect(standin.connectedSessions()).toBe(1);
  });

  it('answers RESUME with the session id from READY on a new socket with RESUMED', async () => {
    const { client, ready, guild } = await identified();
    client.close();
    await client.closed;
    const again = open();
    await again.next((frame) => frame.op === 10);
    again.send({ op: 6, d: { token: standin.token, session_id: ready.d.session_id, seq: guild.s } });
    const resumed = await again.next((frame) => frame.op === 0);
    expect(resumed.t).toBe('RESUMED');
    expect(resumed.s).toBeGreaterThan(guild.s!);
  });

  it('answers RESUME of an unknown session with op 9, d false', async () => {
    const client = open();
    await client.next((frame) => frame.op === 10);
    client.send({ op: 6, d: { token: standin.token, session_id: 'no-such-session', seq: 1 } });
    expect(await client.next()).toMatchObject({ op: 9, d: false });
  });
});

describe('interactions at the protocol level', () => {
  let client: RawClient;

  beforeAll(async () => {
    const registered = await api('PUT', `/applications/${standin.applicationId}/guilds/${standin.guildId}/commands`, [
      { name: 'ping', description: 'p', options: [] },
      { name: 'roll', description: 'r', options: [{ type: 3, name: 'dice', description: 'd', required: true }] },
    ]);
    expect(registered.status).toBe(200);
    expect(registered.body.map((command: Json) => command.name)).toEqual(['ping', 'roll']);
  });

  // Each test gets its own identified socket (afterEach closes them).
  const ping = async () => {
    client = (await identified()).client;
    const interaction = typeCommand(standin, 'alice', { path: ['ping'], options: {} });
    const frame = await client.next((candidate) => candidate.t === 'INTERACTION_CREATE' && candidate.d.id === interaction.id);
    return { interaction, frame };
  };

  const respond = (id: string, token: string, body: Json) => api('POST', `/interactions/${id}/${token}/callback`, body, false);

  it('delivers INTERACTION_CREATE with what discord.js needs', async () => {
    const { frame } = await ping();
    const alice = standin.member('alice');
    expect(frame.d).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      token: expect.any(String),
      application_id: standin.applicationId,
      type: 2,
      guild_id: standin.guildId,
      member: { user: { id: alice.id, username: 'alice' } },
      entitlements: [],
      data: { name: 'ping', type: 1 },
    });
    expect(frame.d.authorizing_integration_owners).toEqual(expect.any(Object));
  });

  it('stores an ephemeral reply (204) that only the invoking member sees', async () => {
    const { interaction, frame } = await ping();
    const answer = await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'pong', flags: 64 } });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    const stored = standin.messages.get(interaction.originalMessageId!);
    expect(stored).toMatchObject({ content: 'pong', flags: 64, audience: { to: 'ephemeral', user: standin.member('alice').id } });
    expect(standin.visibleTo('alice').map((m) => m.id)).toContain(stored!.id);
    expect(standin.visibleTo('bob').map((m) => m.id)).not.toContain(stored!.id);
    expect(interaction.outcome).toBe('answered');
  });

  it('refuses a second callback with 400 40060', async () => {
    const { frame } = await ping();
    expect((await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'once' } })).status).toBe(204);
    const second = await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'twice' } });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe(40060);
  });

  it('refuses a callback more than 3 s after the interaction with 404 10062', async () => {
    const { interaction, frame } = await ping();
    standin.clock.advance(3100);
    const late = await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'too late' } });
    expect(late.status).toBe(404);
    expect(late.body.code).toBe(10062);
    expect(interaction.outcome).toBe('too-late');
  });

  it("judges a callback by when it reached Discord, not by when the stand-in's busy thread read it (the front door notes it)", async () => {
    const { interaction, frame } = await ping();
    // The bot's answer is sent from another thread, in time; this one is busy meanwhile, past the 3 s (a burst's work).
    const sender = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.once('message', async () => {
         const answer = await fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: workerData.body });
         parentPort.postMessage(answer.status);
       });`,
      {
        eval: true,
        workerData: {
          url: `${standin.apiUrl}/v10/interactions/${frame.d.id}/${frame.d.token}/callback`,
          body: JSON.stringify({ type: 4, data: { content: 'in time' } }),
        },
      },
    );
    const status = new Promise<number>((resolve) => sender.once('message', resolve));
    sender.postMessage('go');
    const busyUntil = Date.now() + 3500;
    while (Date.now() < busyUntil) {
      // This thread is busy: it reads no request until it is done.
    }
    expect(await status).toBe(204);
    expect(interaction.outcome).toBe('answered');
    await sender.terminate();
  });

  it('refuses a callback with a wrong token with 404 10062', async () => {
    const { frame } = await ping();
    const answer = await respond(frame.d.id, 'not-the-token', { type: 4, data: { content: 'x' } });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(10062);
  });

  it('refuses 2001 characters in a callback with 400 50035, leaving the interaction unanswered', async () => {
    const { interaction, frame } = await ping();
    const over = await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'x'.repeat(2001) } });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(50035);
    expect(interaction.callbackType).toBeNull();
    const atLimit = await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'x'.repeat(2000) } });
    expect(atLimit.status).toBe(204);
  });

  it('nests the callback form error under data (errors.data.content), as Discord does', async () => {
    // Discord reports "data.content[BASE_TYPE_MAX_LENGTH]": the callback body is {type, data:{content}}.
    const { frame } = await ping();
    const over = await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'x'.repeat(2001) } });
    expect(over.body.errors?.data?.content?._errors?.[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
  });

  it('makes a follow-up with flags 64 ephemeral, and one without a channel message', async () => {
    const { frame } = await ping();
    expect((await respond(frame.d.id, frame.d.token, { type: 5, data: {} })).status).toBe(204);
    const hook = `/webhooks/${standin.applicationId}/${frame.d.token}?wait=true`;
    const secret = await api('POST', hook, { content: 'only you', flags: 64 }, false);
    expect(secret.status).toBe(200);
    expect(secret.body.flags & 64).toBe(64);
    expect(standin.messages.get(secret.body.id)?.audience).toEqual({ to: 'ephemeral', user: standin.member('alice').id });
    expect(standin.visibleTo('bob').map((m) => m.id)).not.toContain(secret.body.id);

    const open = await api('POST', hook, { content: 'everyone' }, false);
    expect(open.status).toBe(200);
    expect(open.body.flags & 64).toBe(0);
    expect(standin.messages.get(open.body.id)?.audience).toEqual({ to: 'channel', user: null });
    expect(standin.visibleTo('bob').map((m) => m.id)).toContain(open.body.id);
  });

  it('edits the response through PATCH /webhooks/{app}/{token}/messages/@original', async () => {
    const { interaction, frame } = await ping();
    await respond(frame.d.id, frame.d.token, { type: 4, data: { content: 'rolling…' } });
    const edited = await api('PATCH', `/webhooks/${standin.applicationId}/${frame.d.token}/messages/@original`, { content: 'rolled a 6' }, false);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: interaction.originalMessageId, content: 'rolled a 6' });
    expect(edited.body.edited_timestamp).not.toBeNull();
    const stored = standin.messages.get(interaction.originalMessageId!)!;
    expect(stored.content).toBe('rolled a 6');
    expect(stored.history.map((version) => version.content)).toEqual(['rolling…', 'rolled a 6']);
  });

  it('throws NotSendable for an unknown option, a missing required option or an unknown command', async () => {
    client = (await identified()).client;
    expect(() => typeCommand(standin, 'alice', { path: ['ping'], options: { nope: 'x' } })).toThrow(NotSendable);
    expect(() => typeCommand(standin, 'alice', { path: ['roll'], options: {} })).toThrow(NotSendable);
    expect(() => typeCommand(standin, 'alice', { path: ['nothing'], options: {} })).toThrow(NotSendable);
    const fine = typeCommand(standin, 'alice', { path: ['roll'], options: { dice: '2d6' } });
    const frame = await client.next((candidate) => candidate.t === 'INTERACTION_CREATE' && candidate.d.id === fine.id);
    expect(frame.d.data.options).toEqual([{ name: 'dice', type: 3, value: '2d6' }]);
  });
});

describe('MESSAGE_CREATE follows the intents a session asked for', () => {
  it('a session with GuildMessages hears of a channel message; one with only Guilds does not', async () => {
    const { client: guildsOnly } = await identified();
    const listener = open();
    await listener.next((frame) => frame.op === 10);
    listener.send({ op: 2, d: { token: standin.token, intents: (1 << 0) | (1 << 9), properties: { os: 'linux', browser: 'raw', device: 'raw' } } });
    await listener.next((frame) => frame.t === 'GUILD_CREATE');
    const posted = await api('POST', `/channels/${standin.generalChannelId}/messages`, { content: 'hello table' });
    expect(posted.status).toBe(200);
    const heard = await listener.next((frame) => frame.t === 'MESSAGE_CREATE');
    expect(heard.d).toMatchObject({ id: posted.body.id, content: 'hello table', channel_id: standin.generalChannelId });
    await expect(guildsOnly.next((frame) => frame.t === 'MESSAGE_CREATE', 200)).rejects.toThrow(/no matching gateway frame/);
  });
});
