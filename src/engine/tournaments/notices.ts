// A tournament step's outbox in SQLite: news and tables it still has to show, kept until shown so a restarted bot shows them once.

import type { Dialect, Tx } from '../../db/store.js';
import { type Claim, claimable, heldParameters, hold, lockedToTake, newNonce } from '../servers/held.js';
import { onServedShards, servedShardParameters } from '../servers/served-shards.js';
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
  /** Issue 32: the base of the news messages' nonces ('' for a notice saved before they had one). */
  nonce: string;
}

/** The tables of a step that still sit in the tournament's own channel, open: a thread may be made for them. */
function awaitingPlace(channelId: string, tables: readonly Applied[]): number[] {
  const open = tables.filter(
    ({ table, duplicate }) => !duplicate && table.tournament && table.channelId === channelId && (table.status === 'lobby' || table.status === 'active'),
  );
  return [...new Set(open.map(({ table }) => table.id))];
}

/**
 * Saves what a step has to show, inside its transaction, held by `shownBy`
 * (the process that shows it next, issue 32); null when it has nothing (no
 * news, no table to place).
 */
export async function saveNotice(
  db: Tx,
  step: { id: number; events: readonly TournamentEvent[]; tables: readonly Applied[] },
  now: number,
  shownBy: string,
): Promise<{ id: number; nonce: string } | null> {
  const tournament = (await db.get('SELECT channel_id FROM tournaments WHERE id = ?', step.id)) as { channel_id: string } | undefined;
  const tables = tournament ? awaitingPlace(tournament.channel_id, step.tables) : [];
  if (step.events.length === 0 && tables.length === 0) return null;
  const nonce = newNonce();
  const id = await db.insert(
    'INSERT INTO tournament_notices (tournament_id, events, tables, created_at, shown_by, claimed_at, nonce) VALUES (?, ?, ?, ?, ?, ?, ?)',
    step.id,
    JSON.stringify(step.events),
    JSON.stringify(tables),
    now,
    shownBy,
    now,
    nonce,
  );
  return { id, nonce };
}

/** A command's step with its notice saved. */
export async function noted<S extends { id: number; events: readonly TournamentEvent[]; tables: readonly Applied[] }>(
  db: Tx,
  step: S,
  now: number,
  shownBy: string,
): Promise<S & { notice: number | null; nonce: string }> {
  const saved = await saveNotice(db, step, now, shownBy);
  return { ...step, notice: saved?.id ?? null, nonce: saved?.nonce ?? '' };
}

interface NoticeRow {
  id: number;
  tournament_id: number;
  events: string;
  tables: string;
  placed: number;
  said: number;
  nonce: string;
}

const noticeOf = (row: NoticeRow): TournamentNotice => ({
  id: row.id,
  tournamentId: row.tournament_id,
  events: JSON.parse(row.events) as TournamentEvent[],
  tables: JSON.parse(row.tables) as number[],
  placed: row.placed === 1,
  said: row.said,
  nonce: row.nonce,
});

/**
 * The notices this process may take (held.ts); issue 31: a notice belongs to
 * its tournament's server, as the tables it made do (they play in that
 * server's channels and threads).
 */
const claimableQuery = (
  dialect: Dialect,
  onShards: boolean,
) => `SELECT n.id, n.tournament_id, n.events, n.tables, n.placed, n.said, n.nonce FROM tournament_notices n
  ${onShards ? 'JOIN tournaments t ON t.id = n.tournament_id ' : ''}WHERE ${claimable('n')}${onShards ? ` AND ${onServedShards('t.server_id', dialect)}` : ''}
  ORDER BY n.id${lockedToTake(dialect, 'n')}`;

/**
 * Every notice not yet fully shown, oldest first, taken by this process to
 * show (issue 32: what another live process is showing is left to it); only
 * of tournaments on the servers it serves. Call inside a transaction.
 */
export async function claimNotices(db: Tx, claim: Claim): Promise<TournamentNotice[]> {
  const { served } = claim;
  const rows = served.every
    ? await db.all(claimableQuery(db.store.dialect, false), ...heldParameters(claim))
    : await db.all(claimableQuery(db.store.dialect, true), ...heldParameters(claim), ...servedShardParameters(served));
  await hold(
    db,
    'tournament_notices',
    'id',
    (rows as NoticeRow[]).map((row) => row.id),
    claim,
  );
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
