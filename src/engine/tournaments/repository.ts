// Tournaments and their entries in SQLite: the tournament record, loading and versioned writes, joining, withdrawing and reseeding.

import { forUpdate, type Tx } from '../../db/store.js';
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

export async function insertTournament(
  db: Tx,
  tournament: Pick<TournamentRecord, 'serverId' | 'channelId' | 'game' | 'hostId' | 'options' | 'settings'> & { now: number },
): Promise<number> {
  return await db.insert(
    `INSERT INTO tournaments (server_id, channel_id, game, host_id, options, settings, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
    tournament.serverId,
    tournament.channelId,
    tournament.game,
    tournament.hostId,
    JSON.stringify(tournament.options),
    JSON.stringify(tournament.settings),
    tournament.now,
    tournament.now,
  );
}

export async function loadTournament(db: Tx, id: number): Promise<TournamentRecord | null> {
  const row = (await db.get(`SELECT * FROM tournaments WHERE id = ?${forUpdate(db)}`, id)) as Row | undefined;
  if (!row) return null;
  const entries = (
    (await db.all('SELECT user_id, seed, status FROM tournament_entries WHERE tournament_id = ? ORDER BY seed', id)) as {
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
export async function openTournamentIn(db: Tx, channelId: string): Promise<number | null> {
  const row = (await db.get(`SELECT id FROM tournaments WHERE channel_id = ? AND status IN ('open', 'running') ORDER BY id DESC LIMIT 1`, channelId)) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

/** The newest tournament of a channel, over or not (its status stays readable). */
export async function latestTournamentIn(db: Tx, channelId: string): Promise<number | null> {
  const row = (await db.get(`SELECT id FROM tournaments WHERE channel_id = ? ORDER BY status IN ('open', 'running') DESC, id DESC LIMIT 1`, channelId)) as
    | { id: number }
    | undefined;
  return row?.id ?? null;
}

/** Writes the tournament's next version; false when another writer got there first. */
export async function writeTournament(
  db: Tx,
  tournament: Pick<TournamentRecord, 'id' | 'version'>,
  status: TournamentStatus,
  bracket: Bracket | null,
  now: number,
): Promise<boolean> {
  const ended = status === 'finished' || status === 'cancelled' ? now : null;
  return (
    (
      await db.run(
        'UPDATE tournaments SET status = ?, bracket = ?, version = version + 1, updated_at = ?, ended_at = ? WHERE id = ? AND version = ?',
        status,
        bracket === null ? null : JSON.stringify(bracket),
        now,
        ended,
        tournament.id,
        tournament.version,
      )
    ).changes === 1
  );
}

export async function addEntry(db: Tx, tournamentId: number, userId: UserId, now: number): Promise<void> {
  const seed = ((await db.get('SELECT COALESCE(MAX(seed), 0) + 1 AS next FROM tournament_entries WHERE tournament_id = ?', tournamentId)) as { next: number })
    .next;
  await db.run('INSERT INTO tournament_entries (tournament_id, user_id, seed, joined_at) VALUES (?, ?, ?, ?)', tournamentId, userId, seed, now);
}

export async function removeEntry(db: Tx, tournamentId: number, userId: UserId): Promise<void> {
  await db.run('DELETE FROM tournament_entries WHERE tournament_id = ? AND user_id = ?', tournamentId, userId);
}

export async function withdrawEntry(db: Tx, tournamentId: number, userId: UserId): Promise<void> {
  await db.run(`UPDATE tournament_entries SET status = 'withdrawn' WHERE tournament_id = ? AND user_id = ?`, tournamentId, userId);
}

export async function setTournamentMessage(db: Tx, id: number, messageId: string | null): Promise<void> {
  await db.run('UPDATE tournaments SET message_id = ? WHERE id = ?', messageId, id);
}

/** Every tournament, oldest first (the sandbox's summary). */
export async function allTournaments(db: Tx): Promise<number[]> {
  return ((await db.all('SELECT id FROM tournaments ORDER BY id')) as { id: number }[]).map((row) => row.id);
}

/** The draw's seeds, rewritten at the start (by rating): 1 for the first given, and on; entries not given keep their order after them. */
export async function reseed(db: Tx, tournamentId: number, seeded: readonly UserId[]): Promise<void> {
  const others = ((await db.all('SELECT user_id FROM tournament_entries WHERE tournament_id = ? ORDER BY seed', tournamentId)) as { user_id: string }[])
    .map((row) => row.user_id)
    .filter((userId) => !seeded.includes(userId));
  for (const [index, userId] of [...seeded, ...others].entries()) {
    await db.run('UPDATE tournament_entries SET seed = ? WHERE tournament_id = ? AND user_id = ?', index + 1, tournamentId, userId);
  }
}
