// A table's append-only action log (who did what, and the events it caused) and the outbox of what an action still has to show.

import type { Tx } from '../../db/store.js';
import { EVERY_SHARD, onServedShards, type ServedShards, servedShardParameters } from '../servers/served-shards.js';
import type { LoggedAction, RecordedEvent } from './recorded.js';

/** The action log (append-only: who did what, and what it caused) and the outbox of what an action still has to show. */

export interface NewAction {
  tableId: number;
  version: number;
  interactionId: string | null;
  actorId: string | null;
  kind: string;
  payload: unknown;
  events: readonly RecordedEvent[];
  now: number;
}

/** Appends to a table's action log; the action's id. */
export async function logAction(db: Tx, action: NewAction): Promise<number> {
  const result = await db.run(
    'INSERT INTO actions (table_id, version, interaction_id, actor_id, kind, payload, events, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    action.tableId,
    action.version,
    action.interactionId,
    action.actorId,
    action.kind,
    JSON.stringify(action.payload),
    JSON.stringify(action.events),
    action.now,
  );
  return Number(result.lastInsertRowid);
}

/** A table's action log, oldest first: who did what, and the public events it caused. */
export async function readLog(db: Tx, tableId: number): Promise<LoggedAction[]> {
  const rows = (await db.all('SELECT version, actor_id, kind, events, created_at FROM actions WHERE table_id = ? ORDER BY version', tableId)) as {
    version: number;
    actor_id: string | null;
    kind: string;
    events: string;
    created_at: number;
  }[];
  return rows.map((row) => ({
    version: row.version,
    actorId: row.actor_id,
    kind: row.kind,
    events: JSON.parse(row.events) as RecordedEvent[],
    at: row.created_at,
  }));
}

/** Whether a player has moved at this table: a play, or the move the table made for them when their time ran out. */
export async function anyPlayAt(db: Tx, tableId: number): Promise<boolean> {
  return (await db.get(`SELECT 1 FROM actions WHERE table_id = ? AND kind IN ('play', 'expire') LIMIT 1`, tableId)) !== undefined;
}

/** The table an interaction already acted on, if it did (interactions are applied once). */
export async function tableActedOnBy(db: Tx, interactionId: string): Promise<number | null> {
  const row = (await db.get('SELECT table_id FROM actions WHERE interaction_id = ?', interactionId)) as { table_id: number } | undefined;
  return row?.table_id ?? null;
}

/** An action saved but not yet shown: kept until it is, so a restart in between still shows it. */
export async function addToOutbox(db: Tx, actionId: number, tableId: number, codes: readonly string[], now: number): Promise<void> {
  await db.run('INSERT INTO outbox (action_id, table_id, codes, created_at) VALUES (?, ?, ?, ?)', actionId, tableId, JSON.stringify(codes), now);
}

export async function removeFromOutbox(db: Tx, actionId: number): Promise<void> {
  await db.run('DELETE FROM outbox WHERE action_id = ?', actionId);
}

const OUTBOX_QUERY = 'SELECT o.action_id, o.table_id, o.codes, a.events FROM outbox o JOIN actions a ON a.id = o.action_id ORDER BY o.action_id';
/** Issue 31: the outbox of the tables on some shards' servers only (processes splitting the shards each show their own). */
const OUTBOX_ON_SHARDS_QUERY = `SELECT o.action_id, o.table_id, o.codes, a.events FROM outbox o JOIN actions a ON a.id = o.action_id
  JOIN game_tables g ON g.id = o.table_id WHERE ${onServedShards('g.server_id')} ORDER BY o.action_id`;

/**
 * Everything saved but not shown, oldest first: the action, its table, its
 * events and the commitment codes of its hidden rolls; only of tables on
 * the servers `served` [every one].
 */
export async function outbox(
  db: Tx,
  served: ServedShards = EVERY_SHARD,
): Promise<{ actionId: number; tableId: number; codes: string[]; events: RecordedEvent[] }[]> {
  const found = served.every ? await db.all(OUTBOX_QUERY) : await db.all(OUTBOX_ON_SHARDS_QUERY, ...servedShardParameters(served));
  const rows = found as { action_id: number; table_id: number; codes: string; events: string }[];
  return rows.map((row) => ({
    actionId: row.action_id,
    tableId: row.table_id,
    codes: JSON.parse(row.codes) as string[],
    events: JSON.parse(row.events) as RecordedEvent[],
  }));
}
