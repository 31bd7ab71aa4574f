// What a wallet entry was, from what the ledger kept of its transfer: a buy-in or a payout at a table, a side bet won or refunded and why, a prize.

import type { Tx } from '../../db/store.js';
import type { PostingRow } from './history.js';
import { readSideBetMemo, readTournamentMemo, type SideBetMove, type TournamentMove } from './memos.js';

/** A table named as players name it: its game and number. */
export interface TableAt {
  id: number;
  game: string | null;
}

/**
 * How a table's money moved for this wallet. Into the pot at the start (a
 * buy-in or ante) or in play (a bet); into the escrow (Eleven's buy-in,
 * EL-9, held and paid back at the end); into the round's pot (VA-6); out of
 * the pot, the escrow or a round pot; every stake back (the table
 * cancelled); what the rules left in the table, returned at its end
 * (issue 28); or any other move.
 */
export type TableMoney =
  | 'buy-in'
  | 'into-pot'
  | 'buy-in-held'
  | 'into-round-pot'
  | 'from-pot'
  | 'from-escrow'
  | 'from-round-pot'
  | 'refund'
  | 'leftover'
  | 'moved';

/** What a side bet was on: a table, a tournament (or one of its groups), or a market the ledger no longer finds. */
export type BetSubject = { kind: 'table'; table: TableAt } | { kind: 'tournament'; tournamentId: number } | { kind: 'unknown' };

/**
 * A refund kept before issue 30 may not say why (`reason: null`); a payback
 * that was partly winnings and partly a refund then says only that it was
 * paid back.
 */
export type BetLine = SideBetMove | { kind: 'refunded'; reason: null } | { kind: 'paid' };

export type WalletLine =
  | { kind: 'welcome' }
  | { kind: 'daily' }
  | { kind: 'given'; to: string }
  | { kind: 'received'; from: string }
  | { kind: 'granted'; by: string }
  | { kind: 'taken'; by: string }
  | { kind: 'table'; money: TableMoney; table: TableAt }
  | { kind: 'side-bet'; on: BetSubject; move: BetLine }
  | { kind: 'tournament'; tournamentId: number | null; move: TournamentMove };

/** What one posting to `userId`'s wallet was. */
export async function whatItWas(db: Tx, userId: string, row: PostingRow): Promise<WalletLine> {
  const paidIn = row.amount < 0;
  switch (row.cause) {
    case 'welcome':
      return { kind: 'welcome' };
    case 'daily':
      return { kind: 'daily' };
    case 'give':
      return paidIn ? { kind: 'given', to: row.counterpart ?? '' } : { kind: 'received', from: row.counterpart ?? '' };
    case 'grant':
      return { kind: 'granted', by: row.actorId ?? '' };
    case 'take':
      return { kind: 'taken', by: row.actorId ?? '' };
    case 'table-action':
      return { kind: 'table', money: tableMoney(row), table: { id: row.tableId ?? 0, game: row.game } };
    case 'side-bet':
      return sideBetLine(db, userId, row);
    case 'tournament':
      return tournamentLine(db, row);
  }
}

function tableMoney(row: PostingRow): TableMoney {
  if (row.memo === 'refund') return 'refund';
  if (row.memo === 'leftover') return 'leftover';
  if (row.amount < 0) {
    // The pot's first money comes with the start: what each player puts in to play (a buy-in, or Vitaji's and Valere's ante).
    if (row.counterpartKind === 'pot') return row.actionKind === 'start' ? 'buy-in' : 'into-pot';
    if (row.counterpartKind === 'escrow') return 'buy-in-held';
    if (row.counterpartKind === 'round-pot') return 'into-round-pot';
    return 'moved';
  }
  if (row.counterpartKind === 'pot') return 'from-pot';
  if (row.counterpartKind === 'escrow') return 'from-escrow';
  if (row.counterpartKind === 'round-pot') return 'from-round-pot';
  return 'moved';
}

async function betSubject(db: Tx, marketId: number): Promise<BetSubject> {
  const market = (await db.get(
    `SELECT m.kind, m.table_id AS "tableId", m.tournament_id AS "tournamentId", g.game
     FROM markets m LEFT JOIN game_tables g ON g.id = m.table_id WHERE m.id = ?`,
    marketId,
  )) as { kind: string; tableId: number | null; tournamentId: number | null; game: string | null } | undefined;
  if (market?.tableId != null) return { kind: 'table', table: { id: market.tableId, game: market.game } };
  if (market?.tournamentId != null) return { kind: 'tournament', tournamentId: market.tournamentId };
  return { kind: 'unknown' };
}

async function sideBetLine(db: Tx, userId: string, row: PostingRow): Promise<WalletLine> {
  const memo = readSideBetMemo(row.memo);
  const on = memo ? await betSubject(db, memo.marketId) : { kind: 'unknown' as const };
  if (row.amount < 0) return { kind: 'side-bet', on, move: { kind: 'placed' } };
  if (memo?.move) return { kind: 'side-bet', on, move: memo.move };
  // Kept before issue 30: the memo named only the market. The bettor's bets there say what they were paid for, when they agree.
  const statuses = memo
    ? ((await db.all('SELECT DISTINCT status FROM bets WHERE market_id = ? AND user_id = ? AND paid > 0', memo.marketId, userId)) as { status: string }[])
    : [];
  const only = statuses.length === 1 ? statuses[0]!.status : null;
  const move: BetLine = only === 'won' ? { kind: 'won' } : only === 'refunded' ? { kind: 'refunded', reason: null } : { kind: 'paid' };
  return { kind: 'side-bet', on, move };
}

async function tournamentLine(db: Tx, row: PostingRow): Promise<WalletLine> {
  const memo = readTournamentMemo(row.memo);
  if (!memo) return { kind: 'tournament', tournamentId: null, move: row.amount < 0 ? 'pool' : 'prize' };
  if (memo.move !== 'returned') return { kind: 'tournament', tournamentId: memo.tournamentId, move: memo.move };
  // Kept before issue 30: a returned pool did not say why; how the tournament ended does.
  const status = (await db.get('SELECT status FROM tournaments WHERE id = ?', memo.tournamentId)) as { status: string } | undefined;
  return { kind: 'tournament', tournamentId: memo.tournamentId, move: status?.status === 'cancelled' ? 'returned-cancelled' : 'returned-no-winner' };
}
