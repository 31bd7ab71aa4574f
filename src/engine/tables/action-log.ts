// A table's append-only action log (who did what, and the events it caused) and the outbox of what an action still has to show.
import { type Db, prepared } from '../../db/connection.js';
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
export function logAction(db: Db, action: NewAction): number {
  const result = prepared(
    db,
    'INSERT INTO actions (table_id, version, interaction_id, actor_id, kind, payload, events, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
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
export function readLog(db: Db, tableId: number): LoggedAction[] {
  const rows = prepared(db, 'SELECT version, actor_id, kind, events, created_at FROM actions WHERE table_id = ? ORDER BY version').all(tableId) as {
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
export function anyPlayAt(db: Db, tableId: number): boolean {
  return prepared(db, `SELECT 1 FROM actions WHERE table_id = ? AND kind IN ('play', 'expire') LIMIT 1`).get(tableId) !== undefined;
}

/** The table an interaction already acted on, if it did (interactions are applied once). */
export function tableActedOnBy(db: Db, interactionId: string): number | null {
  const row = prepared(db, 'SELECT table_id FROM actions WHERE interaction_id = ?').get(interactionId) as { table_id: number } | undefined;
  return row?.table_id ?? null;
}

/** An action saved but not yet shown: kept until it is, so a restart in between still shows it. */
export function addToOutbox(db: Db, actionId: number, tableId: number, codes: readonly string[], now: number): void {
  prepared(db, 'INSERT INTO outbox (action_id, table_id, codes, created_at) VALUES (?, ?, ?, ?)').run(actionId, tableId, JSON.stringify(codes), now);
}

export function removeFromOutbox(db: Db, actionId: number): void {
  prepared(db, 'DELETE FROM outbox WHERE action_id = ?').run(actionId);
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
export function outbox(db: Db, served: ServedShards = EVERY_SHARD): { actionId: number; tableId: number; codes: string[]; events: RecordedEvent[] }[] {
  const found = served.every ? prepared(db, OUTBOX_QUERY).all() : prepared(db, OUTBOX_ON_SHARDS_QUERY).all(...servedShardParameters(served));
  const rows = found as { action_id: number; table_id: number; codes: string; events: string }[];
  return rows.map((row) => ({
    actionId: row.action_id,
    tableId: row.table_id,
    codes: JSON.parse(row.codes) as string[],
    events: JSON.parse(row.events) as RecordedEvent[],
  }));
}
