import type { Db } from '../db/connection.js';
import type { LoggedAction, RecordedEvent } from './recorded.js';

export type TableStatus = 'lobby' | 'active' | 'finished' | 'cancelled';
export type SeatRole = 'player' | 'watcher';
export type SeatStatus = 'seated' | 'left' | 'kicked';

export interface SeatRecord {
  userId: string;
  role: SeatRole;
  position: number | null;
  tag: string | null;
  team: string | null;
  status: SeatStatus;
}

/** A table as stored. `state` is raw game state: only the service and views read it. */
export interface TableRecord {
  id: number;
  serverId: string;
  channelId: string;
  parentChannelId: string | null;
  game: string;
  status: TableStatus;
  hostId: string;
  options: unknown;
  state: unknown;
  placings: string[][] | null;
  version: number;
  messageId: string | null;
  seats: SeatRecord[];
  createdAt: number;
  updatedAt: number;
}

interface TableRow {
  id: number;
  server_id: string;
  channel_id: string;
  parent_channel_id: string | null;
  game: string;
  status: TableStatus;
  host_id: string;
  options: string;
  state: string | null;
  placings: string | null;
  version: number;
  message_id: string | null;
  created_at: number;
  updated_at: number;
}

interface SeatRow {
  user_id: string;
  role: SeatRole;
  position: number | null;
  tag: string | null;
  team: string | null;
  status: SeatStatus;
}

export function loadTable(db: Db, tableId: number): TableRecord | null {
  const row = db.prepare('SELECT * FROM game_tables WHERE id = ?').get(tableId) as TableRow | undefined;
  if (!row) return null;
  const seats = db
    .prepare(
      `SELECT user_id, role, position, tag, team, status FROM seats WHERE table_id = ?
       ORDER BY role = 'watcher', position, joined_at, user_id`,
    )
    .all(tableId) as SeatRow[];
  return {
    id: row.id,
    serverId: row.server_id,
    channelId: row.channel_id,
    parentChannelId: row.parent_channel_id,
    game: row.game,
    status: row.status,
    hostId: row.host_id,
    options: JSON.parse(row.options),
    state: row.state === null ? null : JSON.parse(row.state),
    placings: row.placings === null ? null : (JSON.parse(row.placings) as string[][]),
    version: row.version,
    messageId: row.message_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    seats: seats.map((seat) => ({
      userId: seat.user_id,
      role: seat.role,
      position: seat.position,
      tag: seat.tag,
      team: seat.team,
      status: seat.status,
    })),
  };
}

/** The table in play (lobby or active) in a channel or thread, if any. */
export function openTableIn(db: Db, channelId: string): number | null {
  const row = db.prepare(`SELECT id FROM game_tables WHERE channel_id = ? AND status IN ('lobby', 'active')`).get(channelId) as { id: number } | undefined;
  return row?.id ?? null;
}

/** The open table in a channel or, when none is open, the one that ended last (for its scoresheet). */
export function latestTableIn(db: Db, channelId: string): number | null {
  const row = db.prepare(`SELECT id FROM game_tables WHERE channel_id = ? ORDER BY status IN ('lobby', 'active') DESC, id DESC LIMIT 1`).get(channelId) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

/** Tables a restarted bot must pick up again. */
export function unfinishedTables(db: Db): number[] {
  return (db.prepare(`SELECT id FROM game_tables WHERE status IN ('lobby', 'active') ORDER BY id`).all() as { id: number }[]).map((row) => row.id);
}

/** The table message is presentation, not game state: it may move (a deleted message is re-posted). */
export function setTableMessage(db: Db, tableId: number, messageId: string | null): void {
  db.prepare('UPDATE game_tables SET message_id = ? WHERE id = ?').run(messageId, tableId);
}

export function activePlayers(table: TableRecord): SeatRecord[] {
  return table.seats.filter((seat) => seat.role === 'player' && seat.status === 'seated');
}

export interface NewTable {
  serverId: string;
  channelId: string;
  parentChannelId: string | null;
  game: string;
  hostId: string;
  options: unknown;
  now: number;
}

/** A new lobby; its id. */
export function insertTable(db: Db, table: NewTable): number {
  const result = db
    .prepare(
      `INSERT INTO game_tables (server_id, channel_id, parent_channel_id, game, status, host_id, options, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?)`,
    )
    .run(table.serverId, table.channelId, table.parentChannelId, table.game, table.hostId, JSON.stringify(table.options), table.now, table.now);
  return Number(result.lastInsertRowid);
}

export interface TableChange {
  status: TableStatus;
  state: unknown;
  placings: string[][] | null;
  now: number;
  ended: boolean;
}

/** Writes a table's next version; false when another writer got there first (its version moved on). */
export function writeTable(db: Db, table: Pick<TableRecord, 'id' | 'version'>, change: TableChange): boolean {
  const written = db
    .prepare(
      `UPDATE game_tables SET status = ?, state = ?, placings = ?, version = version + 1, updated_at = ?, ended_at = ?
       WHERE id = ? AND version = ?`,
    )
    .run(
      change.status,
      change.state === null || change.state === undefined ? null : JSON.stringify(change.state),
      change.placings ? JSON.stringify(change.placings) : null,
      change.now,
      change.ended ? change.now : null,
      table.id,
      table.version,
    );
  return written.changes === 1;
}

/** Seats a member (a player or a watcher); one who left a running game and comes back to watch reuses their row. */
export function takeSeat(db: Db, tableId: number, seat: SeatRecord, now: number): void {
  db.prepare(
    `INSERT INTO seats (table_id, user_id, role, position, tag, team, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (table_id, user_id) DO UPDATE SET role = excluded.role, position = excluded.position,
       tag = excluded.tag, team = excluded.team, status = 'seated', joined_at = excluded.joined_at`,
  ).run(tableId, seat.userId, seat.role, seat.position, seat.tag, seat.team, now);
}

export function unseat(db: Db, tableId: number, userId: string): void {
  db.prepare('DELETE FROM seats WHERE table_id = ? AND user_id = ?').run(tableId, userId);
}

/** A seat kept, marked: who left a running game, or was kicked (and may not come back). */
export function markSeat(db: Db, tableId: number, userId: string, status: 'left' | 'kicked'): void {
  db.prepare('UPDATE seats SET status = ? WHERE table_id = ? AND user_id = ?').run(status, tableId, userId);
}

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
  const result = db
    .prepare('INSERT INTO actions (table_id, version, interaction_id, actor_id, kind, payload, events, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(
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
  const rows = db.prepare('SELECT version, actor_id, kind, events, created_at FROM actions WHERE table_id = ? ORDER BY version').all(tableId) as {
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

/** The table an interaction already acted on, if it did (interactions are applied once). */
export function tableActedOnBy(db: Db, interactionId: string): number | null {
  const row = db.prepare('SELECT table_id FROM actions WHERE interaction_id = ?').get(interactionId) as { table_id: number } | undefined;
  return row?.table_id ?? null;
}

/** An action saved but not yet shown: kept until it is, so a restart in between still shows it. */
export function addToOutbox(db: Db, actionId: number, tableId: number, codes: readonly string[], now: number): void {
  db.prepare('INSERT INTO outbox (action_id, table_id, codes, created_at) VALUES (?, ?, ?, ?)').run(actionId, tableId, JSON.stringify(codes), now);
}

export function removeFromOutbox(db: Db, actionId: number): void {
  db.prepare('DELETE FROM outbox WHERE action_id = ?').run(actionId);
}

/** Everything saved but not shown, oldest first: the action, its table, its events and the commitment codes of its hidden rolls. */
export function outbox(db: Db): { actionId: number; tableId: number; codes: string[]; events: RecordedEvent[] }[] {
  const rows = db
    .prepare('SELECT o.action_id, o.table_id, o.codes, a.events FROM outbox o JOIN actions a ON a.id = o.action_id ORDER BY o.action_id')
    .all() as { action_id: number; table_id: number; codes: string; events: string }[];
  return rows.map((row) => ({
    actionId: row.action_id,
    tableId: row.table_id,
    codes: JSON.parse(row.codes) as string[],
    events: JSON.parse(row.events) as RecordedEvent[],
  }));
}
