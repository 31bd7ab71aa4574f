// Unit: which servers a process serves (issue 31): Discord's shard formula on server ids, and a list of every shard meaning no filter at all.
import { describe, expect, it } from 'vitest';
import { EVERY_SHARD, servedShards, servesServer, shardOfServer } from './served-shards.js';

/** A server id on `shard` of `count`: Discord's formula read backwards, made about 2026 (3.6e11 ms after 2015) unless `high` says, with low bits of its own. */
const serverOn = (shard: number, count: number, high = 90_000_000_000n) => String(((high * BigInt(count) + BigInt(shard)) << 22n) | 0x2a5f1n);

describe("a server's shard, by Discord's formula (guild_id >> 22) % shard_count", () => {
  it('a real server id: the shard Discord routes it on', () => {
    // Discord's example snowflake (reference, Snowflakes): shifted 22 it is 41,944,705,796 (ms since 2015), which is 0 mod 2 and 1 mod 5.
    expect(shardOfServer('175928847299117063', 2)).toBe(0);
    expect(shardOfServer('175928847299117063', 5)).toBe(1);
    for (const shard of [0, 1, 2, 3]) expect(shardOfServer(serverOn(shard, 4), 4)).toBe(shard);
  });

  it('ids near 2^63, beyond what a JavaScript number holds exactly, still land on their shard', () => {
    const top = 2n ** 41n / 4n - 1n;
    for (const shard of [0, 1, 2, 3]) {
      const id = serverOn(shard, 4, top);
      expect(BigInt(id)).toBeLessThan(2n ** 63n);
      expect(Number(id)).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
      expect(shardOfServer(id, 4)).toBe(shard);
    }
  });

  it('one shard holds every server; an id without digits is on shard 0, as SQLite reads it', () => {
    expect(shardOfServer(serverOn(3, 4), 1)).toBe(0);
    expect(shardOfServer('guild-1', 4)).toBe(0);
  });
});

describe('the shards served', () => {
  it('every shard of the count listed, in any order: every server, with no filter', () => {
    expect(servedShards(4, [3, 1, 0, 2])).toEqual(EVERY_SHARD);
    expect(servedShards(1, [0])).toEqual(EVERY_SHARD);
  });

  it('some shards: only the servers on them', () => {
    const served = servedShards(4, [2, 0]);
    expect(served).toEqual({ every: false, count: 4, shards: [0, 2] });
    expect([0, 1, 2, 3].map((shard) => servesServer(served, serverOn(shard, 4)))).toEqual([true, false, true, false]);
    expect(servesServer(EVERY_SHARD, serverOn(1, 4))).toBe(true);
  });
});
