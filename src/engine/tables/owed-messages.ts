import type { Tx } from '../../db/store.js';

// Table messages the bot still owes an update (it lacked channel permissions), kept in SQLite so a restart still catches them up.

/**
 * Table messages the bot could not bring up to date (issue 28): it lacked
 * View Channel or Embed Links where the table plays, and a game that ended
 * meanwhile has no next move to catch its message up. Kept in SQLite, so a
 * restart still owes them.
 */

export async function oweTableMessage(db: Tx, tableId: number, now: number): Promise<void> {
  await db.run('INSERT INTO owed_table_messages (table_id, since) VALUES (?, ?) ON CONFLICT DO NOTHING', tableId, now);
}

export async function settleTableMessage(db: Tx, tableId: number): Promise<void> {
  await db.run('DELETE FROM owed_table_messages WHERE table_id = ?', tableId);
}

/** The tables whose message is owed, oldest first. */
export async function owedTableMessages(db: Tx): Promise<number[]> {
  // Never pluck(): the statement is shared (connection.ts, prepared).
  const rows = (await db.all('SELECT table_id FROM owed_table_messages ORDER BY since, table_id')) as { table_id: number }[];
  return rows.map((row) => row.table_id);
}
