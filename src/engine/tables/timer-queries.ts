// The turn timers' two queries, each through its own index (issue 31): the tables out of time, and the half-time reminders owed.
import { type Db, prepared } from '../../db/connection.js';

/**
 * Tables whose awaited player is out of time, oldest deadline first (paused
 * tables have none). Named index (issue 31): without statistics SQLite picks
 * the status index and reads every active table each tick; a missing index
 * fails here at once rather than slowing every tick.
 */
export function tablesPastDeadline(db: Db, now: number): number[] {
  return (prepared(db, PAST_DEADLINE_QUERY).all(now) as { id: number }[]).map((row) => row.id);
}

/** Exported for the test that asks SQLite how it runs them (EXPLAIN QUERY PLAN) and for the bench. */
export const PAST_DEADLINE_QUERY = `SELECT id FROM game_tables INDEXED BY game_tables_past_deadline
  WHERE status = 'active' AND deadline_at <= ? ORDER BY deadline_at, id`;
export const REMINDERS_DUE_QUERY = `SELECT id, channel_id, game, deadline_player, deadline_at FROM game_tables
  INDEXED BY game_tables_reminders_owed
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_remind_at <= ? AND deadline_at > ?
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
 * reminders still owed (issue 31), as the deadlines are.
 */
export function takeReminders(db: Db, now: number): Reminder[] {
  const due = prepared(db, REMINDERS_DUE_QUERY).all(now, now) as {
    id: number;
    channel_id: string;
    game: string;
    deadline_player: string;
    deadline_at: number;
  }[];
  const mark = prepared(db, 'UPDATE game_tables SET deadline_reminded = 1 WHERE id = ? AND deadline_at = ?');
  return due.map((row) => {
    mark.run(row.id, row.deadline_at);
    return { tableId: row.id, channelId: row.channel_id, game: row.game, players: [row.deadline_player], at: row.deadline_at };
  });
}
