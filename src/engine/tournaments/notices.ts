// A tournament step's outbox in SQLite: news and tables it still has to show, kept until shown so a restarted bot shows them once.

import type { Tx } from '../../db/store.js';
import { EVERY_SHARD, onServedShards, type ServedShards, servedShardParameters } from '../servers/served-shards.js';
import type { Applied } from '../tables/contract.js';
import type { TournamentEvent } from './news.js';

/**
 * What a tournament step still has to show (issue 28): its news, and the
 * tables it made that may still move to their group's thread. Saved in the
 * step's transaction, as a table action's outbox entry is, and removed once
 * shown, so a bot killed in between shows it when it starts again — once:
 * the placing and each message posted are marked as they are done.
 */
export interface TournamentNotice {
  id: number;
  tournamentId: number;
  events: TournamentEvent[];
  /** Tables left in the tournament's channel by the step: a thread of their group may take them (VJ-11). */
  tables: number[];
  placed: boolean;
  /** The news' messages already posted. */
  said: number;
}

/** The tables of a step that still sit in the tournament's own channel, open: a thread may be made for them. */
function awaitingPlace(channelId: string, tables: readonly Applied[]): number[] {
  const open = tables.filter(
    ({ table, duplicate }) => !duplicate && table.tournament && table.channelId === channelId && (table.status === 'lobby' || table.status === 'active'),
  );
  return [...new Set(open.map(({ table }) => table.id))];
}

/** Saves what a step has to show, inside its transaction; null when it has nothing (no news, no table to place). */
export async function saveNotice(
  db: Tx,
  step: { id: number; events: readonly TournamentEvent[]; tables: readonly Applied[] },
  now: number,
): Promise<number | null> {
  const tournament = (await db.get('SELECT channel_id FROM tournaments WHERE id = ?', step.id)) as { channel_id: string } | undefined;
  const tables = tournament ? awaitingPlace(tournament.channel_id, step.tables) : [];
  if (step.events.length === 0 && tables.length === 0) return null;
  const result = await db.run(
    'INSERT INTO tournament_notices (tournament_id, events, tables, created_at) VALUES (?, ?, ?, ?)',
    step.id,
    JSON.stringify(step.events),
    JSON.stringify(tables),
    now,
  );
  return Number(result.lastInsertRowid);
}

/** A command's step with its notice saved. */
export async function noted<S extends { id: number; events: readonly TournamentEvent[]; tables: readonly Applied[] }>(
  db: Tx,
  step: S,
  now: number,
): Promise<S & { notice: number | null }> {
  return { ...step, notice: await saveNotice(db, step, now) };
}

interface NoticeRow {
  id: number;
  tournament_id: number;
  events: string;
  tables: string;
  placed: number;
  said: number;
}

const noticeOf = (row: NoticeRow): TournamentNotice => ({
  id: row.id,
  tournamentId: row.tournament_id,
  events: JSON.parse(row.events) as TournamentEvent[],
  tables: JSON.parse(row.tables) as number[],
  placed: row.placed === 1,
  said: row.said,
});

const PENDING_QUERY = 'SELECT id, tournament_id, events, tables, placed, said FROM tournament_notices ORDER BY id';
/** Issue 31: a notice belongs to its tournament's server, as the tables it made do (they play in that server's channels and threads). */
const PENDING_ON_SHARDS_QUERY = `SELECT n.id, n.tournament_id, n.events, n.tables, n.placed, n.said FROM tournament_notices n
  JOIN tournaments t ON t.id = n.tournament_id WHERE ${onServedShards('t.server_id')} ORDER BY n.id`;

/** Every notice not yet fully shown, oldest first; only of tournaments on the servers `served` [every one]. */
export async function pendingNotices(db: Tx, served: ServedShards = EVERY_SHARD): Promise<TournamentNotice[]> {
  const rows = served.every ? await db.all(PENDING_QUERY) : await db.all(PENDING_ON_SHARDS_QUERY, ...servedShardParameters(served));
  return (rows as NoticeRow[]).map(noticeOf);
}

/** The notice's tables are where they will play (a thread each, or the channel). */
export async function markPlaced(db: Tx, id: number): Promise<void> {
  await db.run('UPDATE tournament_notices SET placed = 1 WHERE id = ?', id);
}

/** `said` of the notice's messages have been posted. */
export async function markSaid(db: Tx, id: number, said: number): Promise<void> {
  await db.run('UPDATE tournament_notices SET said = ? WHERE id = ?', said, id);
}

/** Everything the notice had to show was shown. */
export async function removeNotice(db: Tx, id: number): Promise<void> {
  await db.run('DELETE FROM tournament_notices WHERE id = ?', id);
}
