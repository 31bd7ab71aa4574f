// Table messages the bot still owes an update (it lacked channel permissions), kept in SQLite so a restart still catches them up.
import { type Db, prepared } from '../../db/connection.js';

/**
 * Table messages the bot could not bring up to date (issue 28): it lacked
 * View Channel or Embed Links where the table plays, and a game that ended
 * meanwhile has no next move to catch its message up. Kept in SQLite, so a
 * restart still owes them.
 */

export function oweTableMessage(db: Db, tableId: number, now: number): void {
  prepared(db, 'INSERT OR IGNORE INTO owed_table_messages (table_id, since) VALUES (?, ?)').run(tableId, now);
}

export function settleTableMessage(db: Db, tableId: number): void {
  prepared(db, 'DELETE FROM owed_table_messages WHERE table_id = ?').run(tableId);
}

/** The tables whose message is owed, oldest first. */
export function owedTableMessages(db: Db): number[] {
  // Never pluck(): the statement is shared (connection.ts, prepared).
  const rows = prepared(db, 'SELECT table_id FROM owed_table_messages ORDER BY since, table_id').all() as { table_id: number }[];
  return rows.map((row) => row.table_id);
}
