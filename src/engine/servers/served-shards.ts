// Which servers this process serves (issue 31): every one, or those on some gateway shards of a count, by Discord's formula, in SQL and in code.

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
 * reads it, so code and SQL agree: the leading digits, none counting as 0.
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
 * is below 2^63, so CAST keeps it whole as SQLite's 64-bit integer and the
 * shift is exact; `>>` binds more loosely than `%` in SQLite, hence the
 * brackets. The served shards come as a JSON list, read once per statement.
 */
export function onServedShards(serverIdColumn: string): string {
  return `((CAST(${serverIdColumn} AS INTEGER) >> 22) % ?) IN (SELECT value FROM json_each(?))`;
}

/** The parameters of `onServedShards`: the shard count and the served shards as JSON. */
export function servedShardParameters(served: Extract<ServedShards, { every: false }>): [number, string] {
  return [served.count, JSON.stringify(served.shards)];
}
