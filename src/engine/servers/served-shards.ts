// Which servers this process serves (issue 31): every one, or those on some gateway shards of a count, by Discord's formula, in SQL and in code.
import type { Dialect } from '../../db/store.js';

/**
 * The servers whose once-only work (turn timers, the outbox shown at start)
 * this process does. With every shard served (one process, the common
 * case) nothing is filtered; with some shards of a count, only servers on
 * those shards, so that processes splitting the shards between them never
 * remind, expire or show the same thing twice.
 */
export type ServedShards = { every: true } | { every: false; count: number; shards: readonly number[] };

/** One process serving every server: what the bot has always done. */
export const EVERY_SHARD: ServedShards = { every: true };

/** `shards` of `count` served; listing every shard of the count is the same as serving every server (no filter). */
export function servedShards(count: number, shards: readonly number[]): ServedShards {
  const served = [...new Set(shards)].sort((a, b) => a - b);
  if (served.length === count && served.every((shard, index) => shard === index)) return EVERY_SHARD;
  return { every: false, count, shards: served };
}

/**
 * The shard a server is on, by Discord's formula `(guild_id >> 22) %
 * shard_count` (docs: topics/gateway, Sharding). Read as SQLite's CAST
 * reads it, so code and SQL agree: the leading digits, none counting as 0
 * (PostgreSQL refuses a server id that is not a number; Discord's all are).
 */
export function shardOfServer(serverId: string, count: number): number {
  const digits = /^\d*/.exec(serverId)?.[0] || '0';
  return Number((BigInt(digits) >> 22n) % BigInt(count));
}

/** Whether this process serves the server. */
export function servesServer(served: ServedShards, serverId: string): boolean {
  return served.every || served.shards.includes(shardOfServer(serverId, served.count));
}

/**
 * The SQL condition "this server's shard is served", on a column holding a
 * server id, with its two parameters (`servedShardParameters`). A snowflake
 * is below 2^63, so CAST keeps it whole as a 64-bit integer and the shift is
 * exact; `>>` binds more loosely than `%` in SQLite, hence the brackets. The
 * served shards come as a JSON list, read once per statement: by SQLite's
 * json_each, by PostgreSQL's json_array_elements_text.
 */
export function onServedShards(serverIdColumn: string, dialect: Dialect): string {
  const shard = `((CAST(${serverIdColumn} AS BIGINT) >> 22) % CAST(? AS BIGINT))`;
  return dialect === 'sqlite'
    ? `${shard} IN (SELECT value FROM json_each(?))`
    : `${shard} IN (SELECT CAST(value AS BIGINT) FROM json_array_elements_text(CAST(? AS JSON)))`;
}

/** The parameters of `onServedShards`: the shard count and the served shards as JSON. */
export function servedShardParameters(served: Extract<ServedShards, { every: false }>): [number, string] {
  return [served.count, JSON.stringify(served.shards)];
}

/**
 * A process's name in what it holds (the outbox, issue 32): the shards it
 * serves. The process started again for the same shards (a cluster its
 * manager respawned) goes by the same name, and so takes what its
 * predecessor left.
 */
export function servingName(served: ServedShards): string {
  return served.every ? 'every shard' : `shards ${served.shards.join(',')} of ${served.count}`;
}
