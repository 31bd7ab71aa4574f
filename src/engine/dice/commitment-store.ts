// Stored dice commitments in SQLite: saving a hidden roll's hash and salt, finding it by code or handle, and marking it revealed or discarded.

import type { Tx } from '../../db/store.js';
import type { Commitment } from './commitment.js';

export interface CommitmentRecord {
  code: string;
  hash: string;
  serverId: string;
  channelId: string;
  tableId: number | null;
  handle: string | null;
  ownerId: string;
  viewerIds: string[];
  label: string;
  dice: number[];
  salt: string;
  createdAt: number;
  revealedAt: number | null;
}

export interface NewCommitment {
  commitment: Commitment;
  serverId: string;
  channelId: string;
  tableId?: number | null;
  handle?: string | null;
  ownerId: string;
  viewerIds?: string[];
  label: string;
  now: number;
}

interface Row {
  code: string;
  hash: string;
  server_id: string;
  channel_id: string;
  table_id: number | null;
  handle: string | null;
  owner_id: string;
  viewer_ids: string;
  label: string;
  dice: string;
  salt: string;
  created_at: number;
  revealed_at: number | null;
}

function fromRow(row: Row): CommitmentRecord {
  return {
    code: row.code,
    hash: row.hash,
    serverId: row.server_id,
    channelId: row.channel_id,
    tableId: row.table_id,
    handle: row.handle,
    ownerId: row.owner_id,
    viewerIds: JSON.parse(row.viewer_ids) as string[],
    label: row.label,
    dice: JSON.parse(row.dice) as number[],
    salt: row.salt,
    createdAt: row.created_at,
    revealedAt: row.revealed_at,
  };
}

export async function saveCommitment(db: Tx, input: NewCommitment): Promise<CommitmentRecord> {
  const viewers = [...new Set([input.ownerId, ...(input.viewerIds ?? [])])];
  await db.run(
    // `made`: the order of making (migration 0016). Two actions at different tables may take one number at once on
    // PostgreSQL; the order only matters within a table, whose actions run one at a time.
    `INSERT INTO commitments (code, hash, server_id, channel_id, table_id, handle, owner_id, viewer_ids, label, dice, salt, created_at, made)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(made), 0) + 1 FROM commitments))`,
    input.commitment.code,
    input.commitment.hash,
    input.serverId,
    input.channelId,
    input.tableId ?? null,
    input.handle ?? null,
    input.ownerId,
    JSON.stringify(viewers),
    input.label,
    JSON.stringify(input.commitment.dice),
    input.commitment.salt,
    input.now,
  );
  // What was just written, without reading it back.
  const { code, hash, dice, salt } = input.commitment;
  return {
    code,
    hash,
    serverId: input.serverId,
    channelId: input.channelId,
    tableId: input.tableId ?? null,
    handle: input.handle ?? null,
    ownerId: input.ownerId,
    viewerIds: viewers,
    label: input.label,
    dice: [...dice],
    salt,
    createdAt: input.now,
    revealedAt: null,
  };
}

export async function findCommitment(db: Tx, code: string): Promise<CommitmentRecord | null> {
  const row = (await db.get('SELECT * FROM commitments WHERE code = ?', code)) as Row | undefined;
  return row ? fromRow(row) : null;
}

export async function findCommitmentByHandle(db: Tx, tableId: number, handle: string): Promise<CommitmentRecord | null> {
  const row = (await db.get('SELECT * FROM commitments WHERE table_id = ? AND handle = ?', tableId, handle)) as Row | undefined;
  return row ? fromRow(row) : null;
}

export async function discardCommitment(db: Tx, code: string, now: number): Promise<void> {
  await db.run('UPDATE commitments SET discarded_at = ? WHERE code = ? AND revealed_at IS NULL', now, code);
}

/**
 * Why an unrevealed commitment will never be shown (issue 28), or null while
 * it still may be: the rules threw its dice away unseen (a Tokyo cup rolled
 * over, a void hand), or its table's game is over without showing them.
 */
export async function neverShown(db: Tx, record: CommitmentRecord): Promise<'discarded' | 'game-over' | null> {
  if (record.revealedAt !== null) return null;
  const discarded = (await db.get<{ discarded_at: number | null }>('SELECT discarded_at FROM commitments WHERE code = ?', record.code))?.discarded_at;
  if (discarded !== null && discarded !== undefined) return 'discarded';
  if (record.tableId === null) return null;
  const status = (await db.get<{ status: string }>('SELECT status FROM game_tables WHERE id = ?', record.tableId))?.status;
  return status === 'finished' || status === 'cancelled' ? 'game-over' : null;
}

/** Reveals a commitment once: one revealed before keeps its first reveal time. */
export async function revealCommitment(db: Tx, code: string, now: number): Promise<CommitmentRecord> {
  const row = (await db.get('UPDATE commitments SET revealed_at = ? WHERE code = ? AND revealed_at IS NULL RETURNING *', now, code)) as Row | undefined;
  if (row) return fromRow(row);
  const revealed = await findCommitment(db, code);
  if (!revealed) throw new Error(`no commitment ${code} to reveal`);
  return revealed;
}

/** The hidden dice a member may still look at, at one table, newest first. */
export async function unrevealedAtTable(db: Tx, tableId: number, viewerId: string): Promise<CommitmentRecord[]> {
  const rows = (await db.all(
    'SELECT * FROM commitments WHERE table_id = ? AND revealed_at IS NULL AND discarded_at IS NULL ORDER BY created_at DESC, made DESC',
    tableId,
  )) as Row[];
  return rows.map(fromRow).filter((record) => record.viewerIds.includes(viewerId));
}
