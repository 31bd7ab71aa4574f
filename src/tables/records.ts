import type { Db } from '../db/connection.js';

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
