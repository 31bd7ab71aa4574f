// A table's append-only action log (who did what, and the events it caused) and the outbox of what an action still has to show.

import type { Dialect, Tx } from '../../db/store.js';
import { type Claim, claimable, heldParameters, hold, lockedToTake, newNonce } from '../servers/held.js';
import { onServedShards, servedShardParameters } from '../servers/served-shards.js';
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
  const id = await db.insert(
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
  return id;
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

/**
 * An action saved but not yet shown: kept until it is, so a restart in
 * between still shows it. Held from now by `shownBy`, the process that made
 * it and shows it next (issue 32); its messages' nonces grow from the random
 * nonce given back.
 */
export async function addToOutbox(
  db: Tx,
  entry: { actionId: number; tableId: number; codes: readonly string[]; now: number; shownBy: string; replyToken?: string | undefined },
): Promise<string> {
  const nonce = newNonce();
  await db.run(
    'INSERT INTO outbox (action_id, table_id, codes, created_at, nonce, shown_by, claimed_at, reply_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    entry.actionId,
    entry.tableId,
    JSON.stringify(entry.codes),
    entry.now,
    nonce,
    entry.shownBy,
    entry.now,
    entry.replyToken ?? null,
  );
  return nonce;
}

/** Issue 32: the first `said` messages of the action's announcement have been posted (migration 0017). */
export async function noteSaid(db: Tx, actionId: number, said: number): Promise<void> {
  await db.run('UPDATE outbox SET said = ? WHERE action_id = ? AND said < ?', said, actionId, said);
}

export async function removeFromOutbox(db: Tx, actionId: number): Promise<void> {
  await db.run('DELETE FROM outbox WHERE action_id = ?', actionId);
}

/** What an action still owes, taken to show. */
export interface OwedShowing {
  actionId: number;
  tableId: number;
  codes: string[];
  said: number;
  nonce: string;
  /** The token of the command whose own reply may have carried the first message (migration 0020). */
  replyToken: string | null;
  events: RecordedEvent[];
}

/** The outbox rows this process may take (held.ts), on its servers (issue 31). */
const claimableQuery = (dialect: Dialect, onShards: boolean) => `SELECT o.action_id, o.table_id, o.codes, o.said, o.nonce, o.reply_token, a.events
  FROM outbox o JOIN actions a ON a.id = o.action_id${onShards ? ' JOIN game_tables g ON g.id = o.table_id' : ''}
  WHERE ${claimable('o')}${onShards ? ` AND ${onServedShards('g.server_id', dialect)}` : ''}
  ORDER BY o.action_id${lockedToTake(dialect, 'o')}`;

/**
 * Takes what is owed to show, oldest first, marking each row held by this
 * process from now (issue 32). Call inside a transaction.
 */
export async function claimOutbox(db: Tx, claim: Claim): Promise<OwedShowing[]> {
  const { served } = claim;
  const conditions = heldParameters(claim);
  const found = served.every
    ? await db.all(claimableQuery(db.store.dialect, false), ...conditions)
    : await db.all(claimableQuery(db.store.dialect, true), ...conditions, ...servedShardParameters(served));
  const rows = found as { action_id: number; table_id: number; codes: string; said: number; nonce: string; reply_token: string | null; events: string }[];
  await hold(
    db,
    'outbox',
    'action_id',
    rows.map((row) => row.action_id),
    claim,
  );
  return rows.map((row) => ({
    actionId: row.action_id,
    tableId: row.table_id,
    codes: JSON.parse(row.codes) as string[],
    said: row.said,
    nonce: row.nonce,
    replyToken: row.reply_token,
    events: JSON.parse(row.events) as RecordedEvent[],
  }));
}
