// Tests that the stand-in serves many servers over many shards as Discord does: IDENTIFY's shard, routing by (guild_id >> 22) % shards, /gateway/bot, 4010/4011, RESUME per shard.
import { afterEach, describe, expect, it } from 'vitest';
import { shardOf } from '../../standin/shards.js';
import { DiscordStandIn, type StandInOptions } from '../../standin/standin.js';
import { RawClient } from './raw-client.js';

/**
 * Issue 31, the stand-in's half: Discord's sharding (docs: topics/gateway,
 * Sharding): a session IDENTIFYs as `shard: [id, count]` and is sent the
 * servers with `(guild_id >> 22) % count === id`, DMs on shard 0 only; too
 * many servers on one session is closed 4011, a shard id out of range 4010.
 */

let standin: DiscordStandIn;
const clients: RawClient[] = [];

async function startWith(guilds: number, options: StandInOptions = {}): Promise<void> {
  standin = new DiscordStandIn(options);
  for (let n = 2; n <= guilds; n += 1) standin.addGuild(`guild${n}`);
  await standin.start();
}

async function identify(shard?: [number, number]): Promise<RawClient> {
  const client = new RawClient(`${standin.gatewayUrl}/?v=10&encoding=json`);
  clients.push(client);
  await client.next((frame) => frame.op === 10);
  client.send({ op: 2, d: { token: standin.token, intents: 1, properties: { os: 'linux', browser: 'raw', device: 'raw' }, ...(shard ? { shard } : {}) } });
  return client;
}

/** READY and the GUILD_CREATEs it announced. */
async function readyWithGuilds(client: RawClient): Promise<{ sessionId: string; guilds: string[]; seq: number }> {
  const ready = await client.next((frame) => frame.t === 'READY');
  const announced = (ready.d.guilds as { id: string }[]).map((guild) => guild.id);
  let seq = ready.s!;
  for (const _ of announced) seq = (await client.next((frame) => frame.t === 'GUILD_CREATE')).s!;
  return { sessionId: ready.d.session_id, guilds: announced, seq };
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await standin.stop();
});

describe('many servers over many shards (issue 31)', () => {
  it('/gateway/bot answers the configured shard count and session start limit, its remaining counted down by each IDENTIFY', async () => {
    await startWith(1, { shards: { shards: 4, sessionStartLimit: { total: 1000, resetAfter: 0, maxConcurrency: 4 } } });
    const gatewayBot = async () => (await fetch(`${standin.apiUrl}/v10/gateway/bot`, { headers: { authorization: `Bot ${standin.token}` } })).json();
    expect(await gatewayBot()).toMatchObject({ shards: 4, session_start_limit: { total: 1000, remaining: 1000, max_concurrency: 4 } });
    await readyWithGuilds(await identify([0, 4]));
    expect(await gatewayBot()).toMatchObject({ session_start_limit: { remaining: 999 } });
  });

  it('each shard is sent exactly its servers by (guild_id >> 22) % shards: 12 servers over 4 shards, 3 each', async () => {
    await startWith(12);
    const byShard: string[][] = [];
    for (let id = 0; id < 4; id += 1) byShard.push((await readyWithGuilds(await identify([id, 4]))).guilds);
    expect(byShard.map((guilds) => guilds.length)).toEqual([3, 3, 3, 3]);
    expect(new Set(byShard.flat())).toEqual(new Set(standin.guilds.keys()));
    byShard.forEach((guilds, id) => {
      for (const guild of guilds) expect(shardOf(guild, 4)).toBe(id);
    });
    expect(standin.gateway!.identifies).toEqual([0, 1, 2, 3]);
  });

  it("a server's events go to its shard only, and a DM's to shard 0 only", async () => {
    await startWith(12);
    const shards = [];
    for (let id = 0; id < 4; id += 1) {
      const client = await identify([id, 4]);
      await readyWithGuilds(client);
      shards.push(client);
    }
    const onShard3 = [...standin.guilds.values()].find((guild) => shardOf(guild.id, 4) === 3)!;
    const channel = standin.addChannel('dice', onShard3.id);
    expect(standin.dispatch('TYPING_START', { channel_id: standin.dmChannelOf(standin.member('bob').id).id, user_id: '1', timestamp: 1 })).toBe(1);
    const created = await shards[3]!.next((frame) => frame.t === 'CHANNEL_CREATE');
    expect(created.d.id).toBe(channel.id);
    expect((await shards[0]!.next((frame) => frame.t === 'TYPING_START')).d.timestamp).toBe(1);
    // A heartbeat's ACK is the last frame each shard gets: nothing else was queued before it.
    for (const [id, client] of shards.entries()) {
      client.send({ op: 1, d: null });
      await client.next((frame) => frame.op === 11);
      expect(client.queued(), `shard ${id}`).toEqual([]);
    }
  });

  it('a session holding more servers than allowed is closed 4011 (Sharding required); a shard id out of range 4010', async () => {
    await startWith(12, { shards: { maxGuildsPerShard: 2 } });
    expect(await (await identify([0, 4])).closed).toBe(4011);
    expect(await (await identify([4, 4])).closed).toBe(4010);
    await readyWithGuilds(await identify([0, 6]));
    expect(standin.gateway!.identifies).toEqual([0]);
  });

  it('RESUME is per shard: shard 2 dropped misses nothing of its server, the others stay connected', async () => {
    await startWith(12);
    const sessions = [];
    for (let id = 0; id < 4; id += 1) {
      const client = await identify([id, 4]);
      sessions.push({ client, ...(await readyWithGuilds(client)) });
    }
    standin.gateway!.dropConnections(4000, 2);
    expect(await sessions[2]!.client.closed).toBe(4000);
    expect(standin.gateway!.connectedShards()).toEqual([0, 1, 3]);
    const onShard2 = sessions[2]!.guilds[0]!;
    const channel = standin.addChannel('late', onShard2);
    const again = new RawClient(`${standin.gatewayUrl}/?v=10&encoding=json`);
    clients.push(again);
    await again.next((frame) => frame.op === 10);
    again.send({ op: 6, d: { token: standin.token, session_id: sessions[2]!.sessionId, seq: sessions[2]!.seq } });
    expect((await again.next((frame) => frame.op === 0)).d.id).toBe(channel.id);
    expect((await again.next((frame) => frame.op === 0)).t).toBe('RESUMED');
    expect(standin.gateway!.connectedShards()).toEqual([0, 1, 2, 3]);
    expect(standin.gateway!.identifies).toHaveLength(4);
  });
});
