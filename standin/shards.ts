// How the stand-in splits its servers over gateway shards as Discord does: the routing formula, /gateway/bot's answer, and the 4011 threshold.

/**
 * Discord's sharding formula (docs: topics/gateway, Sharding):
 * `shard_id = (guild_id >> 22) % num_shards`; what belongs to no server
 * (DMs) goes to shard 0 only.
 */
export function shardOf(guildId: string | null, shardCount: number): number {
  if (guildId === null || shardCount <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** What `GET /gateway/bot` answers, and how many servers one session may hold before Discord closes it with 4011. */
export interface ShardSettings {
  /** The shard count Discord recommends [1]. */
  shards: number;
  /** `session_start_limit`: `remaining` is counted down by every IDENTIFY, as on Discord. */
  sessionStartLimit: { total: number; resetAfter: number; maxConcurrency: number };
  /** A session holding more servers than this is closed 4011 "Sharding required" [2,500, Discord's]. */
  maxGuildsPerShard: number;
}

export const DEFAULT_SHARD_SETTINGS: ShardSettings = {
  shards: 1,
  sessionStartLimit: { total: 1000, resetAfter: 0, maxConcurrency: 1 },
  maxGuildsPerShard: 2500,
};

/** `[shard_id, num_shards]` from an IDENTIFY (absent: one shard), or null when Discord would close it 4010 "Invalid shard". */
export function identifiedShard(raw: unknown): [number, number] | null {
  if (raw === undefined || raw === null) return [0, 1];
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [id, count] = raw as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return null;
  const [shardId, shardCount] = [id as number, count as number];
  return shardCount >= 1 && shardId >= 0 && shardId < shardCount ? [shardId, shardCount] : null;
}
