// The turn timers' two queries, each through its own index (issue 31): the tables out of time, and the half-time reminders owed, on the servers this process serves.

import type { Tx } from '../../db/store.js';
import { EVERY_SHARD, onServedShards, type ServedShards, servedShardParameters } from '../servers/served-shards.js';

/**
 * Tables whose awaited player is out of time, oldest deadline first (paused
 * tables have none). Named index (issue 31): without statistics SQLite picks
 * the status index and reads every active table each tick; a missing index
 * fails here at once rather than slowing every tick.
 */
export async function tablesPastDeadline(db: Tx, now: number, served: ServedShards = EVERY_SHARD): Promise<number[]> {
  const rows = served.every ? await db.all(PAST_DEADLINE_QUERY, now) : await db.all(PAST_DEADLINE_ON_SHARDS_QUERY, now, ...servedShardParameters(served));
  return (rows as { id: number }[]).map((row) => row.id);
}

/** Exported for the test that asks SQLite how it runs them (EXPLAIN QUERY PLAN) and for the bench. */
export const PAST_DEADLINE_QUERY = `SELECT id FROM game_tables INDEXED BY game_tables_past_deadline
  WHERE status = 'active' AND deadline_at <= ? ORDER BY deadline_at, id`;
export const REMINDERS_DUE_QUERY = `SELECT id, channel_id, game, deadline_player, deadline_at FROM game_tables
  INDEXED BY game_tables_reminders_owed
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_remind_at <= ? AND deadline_at > ?
  ORDER BY deadline_at, id`;
/**
 * The same two on the servers of some shards only (issue 31: processes that
 * split the shards never play or remind twice). Every shard served, the
 * queries above run as they are: the common case pays nothing. The filter
 * reads the server of each row the index gives, still in deadline order.
 */
export const PAST_DEADLINE_ON_SHARDS_QUERY = `SELECT id FROM game_tables INDEXED BY game_tables_past_deadline
  WHERE status = 'active' AND deadline_at <= ? AND ${onServedShards('server_id')} ORDER BY deadline_at, id`;
export const REMINDERS_DUE_ON_SHARDS_QUERY = `SELECT id, channel_id, game, deadline_player, deadline_at FROM game_tables
  INDEXED BY game_tables_reminders_owed
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_remind_at <= ? AND deadline_at > ? AND ${onServedShards('server_id')}
  ORDER BY deadline_at, id`;

/** A half-time reminder to post: whom (issue 30: all who choose at once), where, and when their time runs out. */
export interface Reminder {
  tableId: number;
  channelId: string;
  game: string;
  players: readonly string[];
  at: number;
}

/**
 * The reminders due now (half the awaited player's time gone, the deadline
 * still ahead), each marked sent as it is taken: taken once, for exactly the
 * deadline it was due for, and never asked again of a channel that refuses
 * it. Call inside a transaction. `deadline_remind_at` is the deadline less
 * half the table's timer (migration 0014), read through the index of the
 * reminders still owed (issue 31), as the deadlines are. Only the servers
 * this process serves: what is marked sent here must be what it posts.
 */
export async function takeReminders(db: Tx, now: number, served: ServedShards = EVERY_SHARD): Promise<Reminder[]> {
  const rows = served.every
    ? await db.all(REMINDERS_DUE_QUERY, now, now)
    : await db.all(REMINDERS_DUE_ON_SHARDS_QUERY, now, now, ...servedShardParameters(served));
  const due = rows as {
    id: number;
    channel_id: string;
    game: string;
    deadline_player: string;
    deadline_at: number;
  }[];
  const reminders: Reminder[] = [];
  for (const row of due) {
    await db.run('UPDATE game_tables SET deadline_reminded = 1 WHERE id = ? AND deadline_at = ?', row.id, row.deadline_at);
    reminders.push({ tableId: row.id, channelId: row.channel_id, game: row.game, players: [row.deadline_player], at: row.deadline_at });
  }
  return reminders;
}
