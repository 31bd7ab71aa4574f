// Tournaments and their entries in SQLite: the tournament record, loading and versioned writes, joining, withdrawing and reseeding.
import { type Db, prepared } from '../../db/connection.js';
import type { UserId } from '../contract.js';
import type { TournamentOptions } from './options.js';
import type { Bracket } from './state.js';

export type TournamentStatus = 'open' | 'running' | 'finished' | 'cancelled';

/** A tournament as stored (VJ-11). */
export interface TournamentRecord {
  id: number;
  serverId: string;
  channelId: string;
  game: string;
  hostId: UserId;
  /** The game's options, the same at every one of its tables. */
  options: Record<string, unknown>;
  settings: TournamentOptions;
  status: TournamentStatus;
  bracket: Bracket | null;
  version: number;
  messageId: string | null;
  entries: Entry[];
  createdAt: number;
}

export interface Entry {
  userId: UserId;
  seed: number;
  status: 'in' | 'withdrawn';
}

interface Row {
  id: number;
  server_id: string;
  channel_id: string;
  game: string;
  host_id: string;
  options: string;
  settings: string;
  status: TournamentStatus;
  bracket: string | null;
  version: number;
  message_id: string | null;
  created_at: number;
}

export function insertTournament(
  db: Db,
  tournament: Pick<TournamentRecord, 'serverId' | 'channelId' | 'game' | 'hostId' | 'options' | 'settings'> & { now: number },
): number {
  return Number(
    prepared(
      db,
      `INSERT INTO tournaments (server_id, channel_id, game, host_id, options, settings, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
    ).run(
      tournament.serverId,
      tournament.channelId,
      tournament.game,
      tournament.hostId,
      JSON.stringify(tournament.options),
      JSON.stringify(tournament.settings),
      tournament.now,
      tournament.now,
    ).lastInsertRowid,
  );
}

export function loadTournament(db: Db, id: number): TournamentRecord | null {
  const row = prepared(db, 'SELECT * FROM tournaments WHERE id = ?').get(id) as Row | undefined;
  if (!row) return null;
  const entries = (
    prepared(db, 'SELECT user_id, seed, status FROM tournament_entries WHERE tournament_id = ? ORDER BY seed').all(id) as {
      user_id: string;
      seed: number;
      status: 'in' | 'withdrawn';
    }[]
  ).map((entry) => ({ userId: entry.user_id, seed: entry.seed, status: entry.status }));
  return {
    id: row.id,
    serverId: row.server_id,
    channelId: row.channel_id,
    game: row.game,
    hostId: row.host_id,
    options: JSON.parse(row.options) as Record<string, unknown>,
    settings: JSON.parse(row.settings) as TournamentOptions,
    status: row.status,
    bracket: row.bracket === null ? null : (JSON.parse(row.bracket) as Bracket),
    version: row.version,
    messageId: row.message_id,
    entries,
    createdAt: row.created_at,
  };
}

/** The tournament not yet over in a channel, if any: one at a time per channel. */
export function openTournamentIn(db: Db, channelId: string): number | null {
  const row = prepared(db, `SELECT id FROM tournaments WHERE channel_id = ? AND status IN ('open', 'running') ORDER BY id DESC LIMIT 1`).get(channelId) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

/** The newest tournament of a channel, over or not (its status stays readable). */
export function latestTournamentIn(db: Db, channelId: string): number | null {
  const row = prepared(db, `SELECT id FROM tournaments WHERE channel_id = ? ORDER BY status IN ('open', 'running') DESC, id DESC LIMIT 1`).get(channelId) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

/** Writes the tournament's next version; false when another writer got there first. */
export function writeTournament(
  db: Db,
  tournament: Pick<TournamentRecord, 'id' | 'version'>,
  status: TournamentStatus,
  bracket: Bracket | null,
  now: number,
): boolean {
  const ended = status === 'finished' || status === 'cancelled' ? now : null;
  return (
    prepared(db, 'UPDATE tournaments SET status = ?, bracket = ?, version = version + 1, updated_at = ?, ended_at = ? WHERE id = ? AND version = ?').run(
      status,
      bracket === null ? null : JSON.stringify(bracket),
      now,
      ended,
      tournament.id,
      tournament.version,
    ).changes === 1
  );
}

export function addEntry(db: Db, tournamentId: number, userId: UserId, now: number): void {
  const seed = (prepared(db, 'SELECT COALESCE(MAX(seed), 0) + 1 AS next FROM tournament_entries WHERE tournament_id = ?').get(tournamentId) as { next: number })
    .next;
  prepared(db, 'INSERT INTO tournament_entries (tournament_id, user_id, seed, joined_at) VALUES (?, ?, ?, ?)').run(tournamentId, userId, seed, now);
}

export function removeEntry(db: Db, tournamentId: number, userId: UserId): void {
  prepared(db, 'DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?').run(tournamentId, userId);
}

export function withdrawEntry(db: Db, tournamentId: number, userId: UserId): void {
  prepared(db, `UPDATE tournament_entries SET status = 'withdrawn' WHERE tournament_id = ? AND user_id = ?`).run(tournamentId, userId);
}

export function setTournamentMessage(db: Db, id: number, messageId: string | null): void {
  prepared(db, 'UPDATE tournaments SET message_id = ? WHERE id = ?').run(messageId, id);
}

/** Every tournament, oldest first (the sandbox's summary). */
export function allTournaments(db: Db): number[] {
  return (prepared(db, 'SELECT id FROM tournaments ORDER BY id').all() as { id: number }[]).map((row) => row.id);
}

/** The draw's seeds, rewritten at the start (by rating): 1 for the first given, and on; entries not given keep their order after them. */
export function reseed(db: Db, tournamentId: number, seeded: readonly UserId[]): void {
  const others = (prepared(db, 'SELECT user_id FROM tournament_entries WHERE tournament_id = ? ORDER BY seed').all(tournamentId) as { user_id: string }[])
    .map((row) => row.user_id)
    .filter((userId) => !seeded.includes(userId));
  const write = prepared(db, 'UPDATE tournament_entries SET seed = ? WHERE tournament_id = ? AND user_id = ?');
  for (const [index, userId] of [...seeded, ...others].entries()) write.run(index + 1, tournamentId, userId);
}
