// Tests that the stand-in's gateway RESUME replays missed events as Discord does, and refuses a session closed with 1000.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../../standin/standin.js';
import { RawClient } from './raw-client.js';

/**
 * Issue 27: the stand-in's RESUME replays, as Discord does, what the session
 * missed after the client's sequence number (docs: gateway, Resuming: "the
 * gateway will replay all missed events in order, finalized by a Resumed
 * event"), and a session the client closed with 1000 cannot be resumed.
 */

let standin: DiscordStandIn;
const clients: RawClient[] = [];

function open(): RawClient {
  const client = new RawClient(`${standin.gatewayUrl}/?v=10&encoding=json`);
  clients.push(client);
  return client;
}

async function identified(): Promise<{ client: RawClient; sessionId: string; seq: number }> {
  const client = open();
  await client.next((frame) => frame.op === 10);
  client.send({ op: 2, d: { token: standin.token, intents: 1, properties: { os: 'linux', browser: 'raw', device: 'raw' } } });
  const ready = await client.next((frame) => frame.t === 'READY');
  const guild = await client.next((frame) => frame.t === 'GUILD_CREATE');
  return { client, sessionId: ready.d.session_id, seq: guild.s! };
}

async function resume(sessionId: string, seq: number): Promise<RawClient> {
  const client = open();
  await client.next((frame) => frame.op === 10);
  client.send({ op: 6, d: { token: standin.token, session_id: sessionId, seq } });
  return client;
}

const event = (n: number) => standin.dispatch('TYPING_START', { channel_id: standin.generalChannelId, user_id: String(n), timestamp: n });

beforeAll(async () => {
  standin = new DiscordStandIn();
  await standin.start();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

afterAll(async () => {
  await standin.stop();
});

describe('RESUME replays what the session missed (issue 27)', () => {
  it('events dispatched while the connection was down come on RESUME, in order, after the client’s seq, then RESUMED', async () => {
    const { client, sessionId, seq } = await identified();
    client.socket.terminate();
    await client.closed;
    // The session is away, not gone: Discord keeps its events for a resume.
    expect(event(1)).toBe(1);
    expect(event(2)).toBe(1);
    const again = await resume(sessionId, seq);
    const first = await again.next((frame) => frame.op === 0);
    const second = await again.next((frame) => frame.op === 0);
    const resumed = await again.next((frame) => frame.op === 0);
    expect([first.d.timestamp, second.d.timestamp, resumed.t]).toEqual([1, 2, 'RESUMED']);
    expect([first.s, second.s, resumed.s]).toEqual([seq + 1, seq + 2, seq + 3]);
  });

  it('a client that saw some of them gets only the rest', async () => {
    const { client, sessionId, seq } = await identified();
    event(3);
    await client.next((frame) => frame.d?.timestamp === 3);
    event(4);
    client.socket.terminate();
    await client.closed;
    event(5);
    // The client had seen up to event 3 (seq + 1); event 4 may have been lost in flight.
    const again = await resume(sessionId, seq + 1);
    const replayed = [await again.next((frame) => frame.op === 0), await again.next((frame) => frame.op === 0)];
    expect(replayed.map((frame) => frame.d.timestamp)).toEqual([4, 5]);
    expect((await again.next((frame) => frame.op === 0)).t).toBe('RESUMED');
  });

  it('a session the client closed with 1000 is over: RESUME gets op 9 (identify afresh)', async () => {
    const { client, sessionId, seq } = await identified();
    client.socket.close(1000);
    await client.closed;
    event(6);
    const again = await resume(sessionId, seq);
    expect(await again.next()).toMatchObject({ op: 9, d: false });
  });

  it('hold and release: what is held reaches the client late, once', async () => {
    const { client } = await identified();
    standin.gateway!.hold();
    event(7);
    standin.gateway!.release();
    expect((await client.next((frame) => frame.op === 0)).d.timestamp).toBe(7);
  });
});
