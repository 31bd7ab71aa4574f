import { forUpdate, type Tx } from '../../db/store.js';

// The tables and seats in SQLite: table and seat records, loading a table, versioned writes, deadlines and reminders.
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
  /** Times in a row this player ran out of time (two: they forfeit). */
  timeouts: number;
}

/** Whom a table waits for, and until when. */
export interface Deadline {
  at: number;
  player: string;
  /** The half-time reminder went out. */
  reminded: boolean;
  /** Issue 30: everyone this deadline runs for, when they choose at once (read from the game, never stored). */
  together?: readonly string[];
}

/** Who paused a table, and what was left of its deadline then. */
export interface Pause {
  by: string;
  leftMs: number | null;
}

export type AnnounceMode = 'all' | 'rounds';

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
  /** The turn timer; null: this table has none. */
  turnTimeoutMs: number | null;
  /** `rounds`: only round ends, eliminations and the result are announced. */
  announce: AnnounceMode;
  /** Null when nobody is awaited, the timer is off or the table is paused. */
  deadline: Deadline | null;
  paused: Pause | null;
  /** EL-1: a group's place in the table it was split from (null for a table that is no group). */
  group: { parentId: number; number: number } | null;
  /** EL-1: how many groups this table was split into at its start (null: it plays as one). */
  groupCount: number | null;
  /** VJ-11: the tournament game this table is, and its place in the bracket (null for a table of its own). */
  tournament: { id: number; slot: string } | null;
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
  turn_timeout_ms: number | null;
  announce: AnnounceMode;
  deadline_at: number | null;
  deadline_player: string | null;
  deadline_reminded: number;
  paused_by: string | null;
  paused_left_ms: number | null;
  parent_table_id: number | null;
  group_number: number | null;
  group_count: number | null;
  tournament_id: number | null;
  tournament_slot: string | null;
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
  timeouts: number;
}

/**
 * What changes only with a table's version: its game state, placings and
 * seats (and its options, which never change). Every write of these bumps
 * the version, so a copy read at one version stays true for it.
 */
export type TableContents = Pick<TableRecord, 'options' | 'state' | 'placings' | 'seats'>;

/** The rest of a table. Some of it moves without a new version (the table message, the reminder taken), so it is read every time. */
export type TableColumns = Omit<TableRecord, keyof TableContents>;

const COLUMNS = `id, server_id, channel_id, parent_channel_id, game, status, host_id, version, message_id, turn_timeout_ms, announce,
  deadline_at, deadline_player, deadline_reminded, paused_by, paused_left_ms, parent_table_id, group_number, group_count, tournament_id, tournament_slot, created_at, updated_at`;

function columnsOf(row: Omit<TableRow, 'options' | 'state' | 'placings'>): TableColumns {
  return {
    id: row.id,
    serverId: row.server_id,
    channelId: row.channel_id,
    parentChannelId: row.parent_channel_id,
    game: row.game,
    status: row.status,
    hostId: row.host_id,
    version: row.version,
    messageId: row.message_id,
    turnTimeoutMs: row.turn_timeout_ms,
    announce: row.announce,
    deadline:
      row.deadline_at === null || row.deadline_player === null
        ? null
        : { at: row.deadline_at, player: row.deadline_player, reminded: row.deadline_reminded === 1 },
    paused: row.paused_by === null ? null : { by: row.paused_by, leftMs: row.paused_left_ms },
    group: row.parent_table_id === null || row.group_number === null ? null : { parentId: row.parent_table_id, number: row.group_number },
    groupCount: row.group_count,
    tournament: row.tournament_id === null || row.tournament_slot === null ? null : { id: row.tournament_id, slot: row.tournament_slot },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function contentsOf(row: Pick<TableRow, 'options' | 'state' | 'placings'>, seats: SeatRecord[]): TableContents {
  return {
    options: JSON.parse(row.options),
    state: row.state === null ? null : JSON.parse(row.state),
    placings: row.placings === null ? null : (JSON.parse(row.placings) as string[][]),
    seats,
  };
}

/** A table's seats: players in seat order, then watchers. */
export async function seatsAt(db: Tx, tableId: number): Promise<SeatRecord[]> {
  const rows = (await db.all(
    `SELECT user_id, role, position, tag, team, status, timeouts FROM seats WHERE table_id = ?
       ORDER BY role = 'watcher', position, joined_at, user_id`,
    tableId,
  )) as SeatRow[];
  return rows.map((seat) => ({
    userId: seat.user_id,
    role: seat.role,
    position: seat.position,
    tag: seat.tag,
    team: seat.team,
    status: seat.status,
    timeouts: seat.timeouts,
  }));
}

/** A whole table, parsed. Its two reads agree only inside a transaction or when nothing else writes. */
export async function loadTable(db: Tx, tableId: number): Promise<TableRecord | null> {
  const row = (await db.get('SELECT * FROM game_tables WHERE id = ?', tableId)) as TableRow | undefined;
  if (!row) return null;
  return { ...columnsOf(row), ...contentsOf(row, await seatsAt(db, tableId)) };
}

/** A table's columns without its contents: one cheap read, to learn its version (inside an action, locking the table until it commits). */
export async function tableColumns(db: Tx, tableId: number): Promise<TableColumns | null> {
  const row = (await db.get(`SELECT ${COLUMNS} FROM game_tables WHERE id = ?${forUpdate(db)}`, tableId)) as
    | Omit<TableRow, 'options' | 'state' | 'placings'>
    | undefined;
  return row ? columnsOf(row) : null;
}

/** A table's contents, parsed (call in the same transaction as the columns they go with). */
export async function tableContents(db: Tx, tableId: number): Promise<TableContents | null> {
  const row = (await db.get('SELECT options, state, placings FROM game_tables WHERE id = ?', tableId)) as
    | Pick<TableRow, 'options' | 'state' | 'placings'>
    | undefined;
  return row ? contentsOf(row, await seatsAt(db, tableId)) : null;
}

/**
 * The table in play (lobby or active) in a channel or thread, if any: where
 * the groups of a split table play in its channel (EL-1), the table they
 * were split from, which knows its groups.
 */
export async function openTableIn(db: Tx, channelId: string): Promise<number | null> {
  const row = (await db.get(
    `SELECT id FROM game_tables WHERE channel_id = ? AND status IN ('lobby', 'active') ORDER BY group_number IS NOT NULL, id LIMIT 1`,
    channelId,
  )) as { id: number } | undefined;
  return row?.id ?? null;
}

/** EL-1: the groups a table was split into, by number. */
export async function groupsOf(db: Tx, parentId: number): Promise<number[]> {
  return ((await db.all('SELECT id FROM game_tables WHERE parent_table_id = ? ORDER BY group_number', parentId)) as { id: number }[]).map((row) => row.id);
}

/** VJ-11: a tournament game's table moves to the thread made for its group (made once the table exists). */
export async function moveTable(db: Tx, tableId: number, channelId: string, parentChannelId: string): Promise<void> {
  await db.run('UPDATE game_tables SET channel_id = ?, parent_channel_id = ? WHERE id = ?', channelId, parentChannelId, tableId);
}

/** EL-1: the table is now played by this many groups. */
export async function setGroupCount(db: Tx, tableId: number, count: number): Promise<void> {
  await db.run('UPDATE game_tables SET group_count = ? WHERE id = ?', count, tableId);
}

/** The open table in a channel or, when none is open, the one that ended last (for its scoresheet); a split table before the groups that played beside it (EL-1). */
export async function latestTableIn(db: Tx, channelId: string): Promise<number | null> {
  const row = (await db.get(
    `SELECT id FROM game_tables WHERE channel_id = ? ORDER BY status IN ('lobby', 'active') DESC, group_number IS NOT NULL, id DESC LIMIT 1`,
    channelId,
  )) as { id: number } | undefined;
  return row?.id ?? null;
}

/** Tables a restarted bot must pick up again. */
export async function unfinishedTables(db: Tx): Promise<number[]> {
  return ((await db.all(`SELECT id FROM game_tables WHERE status IN ('lobby', 'active') ORDER BY id`)) as { id: number }[]).map((row) => row.id);
}

/** The unfinished tables in one channel (or thread): what its deletion cancels. */
export async function unfinishedTablesIn(db: Tx, channelId: string): Promise<number[]> {
  return ((await db.all(`SELECT id FROM game_tables WHERE channel_id = ? AND status IN ('lobby', 'active') ORDER BY id`, channelId)) as { id: number }[]).map(
    (row) => row.id,
  );
}

/** Where each unfinished table plays: its server and its channel (or thread), each place once. */
export async function unfinishedPlaces(db: Tx): Promise<{ serverId: string; channelId: string }[]> {
  return (await db.all(`SELECT DISTINCT server_id AS "serverId", channel_id AS "channelId" FROM game_tables WHERE status IN ('lobby', 'active')`)) as {
    serverId: string;
    channelId: string;
  }[];
}

/** The table message is presentation, not game state: it may move (a deleted message is re-posted). */
export async function setTableMessage(db: Tx, tableId: number, messageId: string | null): Promise<void> {
  await db.run('UPDATE game_tables SET message_id = ? WHERE id = ?', messageId, tableId);
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
  turnTimeoutMs: number | null;
  announce: AnnounceMode;
  /** EL-1: the group this table is of a split table. */
  group?: { parentId: number; number: number } | undefined;
  /** VJ-11: the tournament game this table is; `group` numbers it among the tier's tables in one channel. */
  tournament?: { id: number; slot: string; group: number } | undefined;
  now: number;
}

/** A new lobby; its id. */
export async function insertTable(db: Tx, table: NewTable): Promise<number> {
  const id = await db.insert(
    `INSERT INTO game_tables (server_id, channel_id, parent_channel_id, game, status, host_id, options, turn_timeout_ms, announce,
       parent_table_id, group_number, tournament_id, tournament_slot, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    table.serverId,
    table.channelId,
    table.parentChannelId,
    table.game,
    table.hostId,
    JSON.stringify(table.options),
    table.turnTimeoutMs,
    table.announce,
    table.group?.parentId ?? null,
    table.group?.number ?? table.tournament?.group ?? null,
    table.tournament?.id ?? null,
    table.tournament?.slot ?? null,
    table.now,
    table.now,
  );
  return id;
}

export interface TableChange {
  status: TableStatus;
  state: unknown;
  placings: string[][] | null;
  deadline: Deadline | null;
  paused: Pause | null;
  now: number;
  ended: boolean;
}

/**
 * Writes a table's next version; false when another writer got there first
 * (its version moved on). Status is set only when it changes: SQLite updates
 * the indexes on every column a SET names, and the two on status were a
 * quarter of the pages each action wrote (issue 12).
 */
export async function writeTable(db: Tx, table: Pick<TableRecord, 'id' | 'version' | 'status'>, change: TableChange): Promise<boolean> {
  const { deadline, paused } = change;
  const contents = [
    change.state === null || change.state === undefined ? null : JSON.stringify(change.state),
    change.placings ? JSON.stringify(change.placings) : null,
    deadline?.at ?? null,
    deadline?.player ?? null,
    deadline?.reminded ? 1 : 0,
    paused?.by ?? null,
    paused?.leftMs ?? null,
    change.now,
  ];
  const written =
    change.status === table.status && !change.ended
      ? await db.run(
          `UPDATE game_tables SET state = ?, placings = ?, deadline_at = ?, deadline_player = ?, deadline_reminded = ?,
             paused_by = ?, paused_left_ms = ?, version = version + 1, updated_at = ?
           WHERE id = ? AND version = ?`,
          ...contents,
          table.id,
          table.version,
        )
      : await db.run(
          `UPDATE game_tables SET state = ?, placings = ?, deadline_at = ?, deadline_player = ?, deadline_reminded = ?,
             paused_by = ?, paused_left_ms = ?, version = version + 1, updated_at = ?, status = ?, ended_at = ?
           WHERE id = ? AND version = ?`,
          ...contents,
          change.status,
          change.ended ? change.now : null,
          table.id,
          table.version,
        );
  return written.changes === 1;
}

/** Seats a member (a player or a watcher); one who left a running game and comes back to watch reuses their row. */
export async function takeSeat(db: Tx, tableId: number, seat: SeatRecord, now: number): Promise<void> {
  await db.run(
    `INSERT INTO seats (table_id, user_id, role, position, tag, team, timeouts, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (table_id, user_id) DO UPDATE SET role = excluded.role, position = excluded.position,
       tag = excluded.tag, team = excluded.team, status = 'seated', timeouts = excluded.timeouts, joined_at = excluded.joined_at`,
    tableId,
    seat.userId,
    seat.role,
    seat.position,
    seat.tag,
    seat.team,
    seat.timeouts,
    now,
  );
}

export async function unseat(db: Tx, tableId: number, userId: string): Promise<void> {
  await db.run('DELETE FROM seats WHERE table_id = ? AND user_id = ?', tableId, userId);
}

/** A seat kept, marked: who left a running game, or was kicked (and may not come back). */
export async function markSeat(db: Tx, tableId: number, userId: string, status: 'left' | 'kicked'): Promise<void> {
  await db.run('UPDATE seats SET status = ? WHERE table_id = ? AND user_id = ?', status, tableId, userId);
}

/** How many times in a row a player has run out of time. */
/** A seated player's team, changed in the lobby without giving up the seat (VJ-9). */
export async function setTeam(db: Tx, tableId: number, userId: string, team: string): Promise<void> {
  await db.run('UPDATE seats SET team = ? WHERE table_id = ? AND user_id = ?', team, tableId, userId);
}

export async function setTimeouts(db: Tx, tableId: number, userId: string, timeouts: number): Promise<void> {
  await db.run('UPDATE seats SET timeouts = ? WHERE table_id = ? AND user_id = ?', timeouts, tableId, userId);
}
