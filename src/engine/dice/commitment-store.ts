// Stored dice commitments in SQLite: saving a hidden roll's hash and salt, finding it by code or handle, and marking it revealed or discarded.
import { type Db, prepared } from '../../db/connection.js';
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

export function saveCommitment(db: Db, input: NewCommitment): CommitmentRecord {
  const viewers = [...new Set([input.ownerId, ...(input.viewerIds ?? [])])];
  prepared(
    db,
    `INSERT INTO commitments (code, hash, server_id, channel_id, table_id, handle, owner_id, viewer_ids, label, dice, salt, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
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

export function findCommitment(db: Db, code: string): CommitmentRecord | null {
  const row = prepared(db, 'SELECT * FROM commitments WHERE code = ?').get(code) as Row | undefined;
  return row ? fromRow(row) : null;
}

export function findCommitmentByHandle(db: Db, tableId: number, handle: string): CommitmentRecord | null {
  const row = prepared(db, 'SELECT * FROM commitments WHERE table_id = ? AND handle = ?').get(tableId, handle) as Row | undefined;
  return row ? fromRow(row) : null;
}

export function discardCommitment(db: Db, code: string, now: number): void {
  prepared(db, 'UPDATE commitments SET discarded_at = ? WHERE code = ? AND revealed_at IS NULL').run(now, code);
}

/**
 * Why an unrevealed commitment will never be shown (issue 28), or null while
 * it still may be: the rules threw its dice away unseen (a Tokyo cup rolled
 * over, a void hand), or its table's game is over without showing them.
 */
export function neverShown(db: Db, record: CommitmentRecord): 'discarded' | 'game-over' | null {
  if (record.revealedAt !== null) return null;
  const discarded = prepared(db, 'SELECT discarded_at FROM commitments WHERE code = ?').pluck().get(record.code);
  if (discarded !== null && discarded !== undefined) return 'discarded';
  if (record.tableId === null) return null;
  const status = prepared(db, 'SELECT status FROM game_tables WHERE id = ?').pluck().get(record.tableId);
  return status === 'finished' || status === 'cancelled' ? 'game-over' : null;
}

/** Reveals a commitment once: one revealed before keeps its first reveal time. */
export function revealCommitment(db: Db, code: string, now: number): CommitmentRecord {
  const row = prepared(db, 'UPDATE commitments SET revealed_at = ? WHERE code = ? AND revealed_at IS NULL RETURNING *').get(now, code) as Row | undefined;
  if (row) return fromRow(row);
  const revealed = findCommitment(db, code);
  if (!revealed) throw new Error(`no commitment ${code} to reveal`);
  return revealed;
}

/** The hidden dice a member may still look at, at one table, newest first. */
export function unrevealedAtTable(db: Db, tableId: number, viewerId: string): CommitmentRecord[] {
  const rows = prepared(
    db,
    'SELECT * FROM commitments WHERE table_id = ? AND revealed_at IS NULL AND discarded_at IS NULL ORDER BY created_at DESC, rowid DESC',
  ).all(tableId) as Row[];
  return rows.map(fromRow).filter((record) => record.viewerIds.includes(viewerId));
}
