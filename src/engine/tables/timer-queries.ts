// The turn timers' two queries, each through its own index (issue 31): the tables out of time, and the half-time reminders owed, on the servers this process serves.

import type { Dialect, Tx } from '../../db/store.js';
import { EVERY_SHARD, onServedShards, type ServedShards, servedShardParameters } from '../servers/served-shards.js';

/**
 * Tables whose awaited player is out of time, oldest deadline first (paused
 * tables have none). Named index on SQLite (issue 31): without statistics it
 * picks the status index and reads every active table each tick; a missing
 * index fails here at once rather than slowing every tick. PostgreSQL's
 * planner keeps statistics and takes the partial index itself.
 */
export async function tablesPastDeadline(db: Tx, now: number, served: ServedShards = EVERY_SHARD): Promise<number[]> {
  const { dialect } = db.store;
  const rows = served.every
    ? await db.all(pastDeadlineQuery(dialect, false), now)
    : await db.all(pastDeadlineQuery(dialect, true), now, ...servedShardParameters(served));
  return (rows as { id: number }[]).map((row) => row.id);
}

/**
 * The two queries, on every server or on the servers of some shards only
 * (issue 31: processes that split the shards never play or remind twice).
 * Every shard served, they run without the filter: the common case pays
 * nothing. The filter reads the server of each row the index gives, still in
 * deadline order.
 */
export function pastDeadlineQuery(dialect: Dialect, onShards: boolean): string {
  return `SELECT id FROM game_tables${indexedBy(dialect, 'game_tables_past_deadline')}
  WHERE status = 'active' AND deadline_at <= ?${onShards ? ` AND ${onServedShards('server_id', dialect)}` : ''} ORDER BY deadline_at, id`;
}

/**
 * On PostgreSQL two processes serving the same servers (a cluster respawned
 * beside the one it replaces) may take reminders at once: each skips the
 * rows the other has locked, so a reminder is taken once. SQLite's writers
 * take turns already.
 */
export function remindersDueQuery(dialect: Dialect, onShards: boolean): string {
  return `SELECT id, channel_id, game, deadline_player, deadline_at FROM game_tables${indexedBy(dialect, 'game_tables_reminders_owed')}
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_remind_at <= ? AND deadline_at > ?${onShards ? ` AND ${onServedShards('server_id', dialect)}` : ''}
  ORDER BY deadline_at, id${dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''}`;
}

/** SQLite's named index; PostgreSQL has no such clause. */
function indexedBy(dialect: Dialect, index: string): string {
  return dialect === 'sqlite' ? ` INDEXED BY ${index}` : '';
}

/** SQLite's forms, for the test that asks SQLite how it runs them (EXPLAIN QUERY PLAN) and for the bench. */
export const PAST_DEADLINE_QUERY = pastDeadlineQuery('sqlite', false);
export const REMINDERS_DUE_QUERY = remindersDueQuery('sqlite', false);
export const PAST_DEADLINE_ON_SHARDS_QUERY = pastDeadlineQuery('sqlite', true);
export const REMINDERS_DUE_ON_SHARDS_QUERY = remindersDueQuery('sqlite', true);

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
  const { dialect } = db.store;
  const rows = served.every
    ? await db.all(remindersDueQuery(dialect, false), now, now)
    : await db.all(remindersDueQuery(dialect, true), now, now, ...servedShardParameters(served));
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
