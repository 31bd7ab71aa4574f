// Side-bet markets (VJ-11) in SQLite and the ledger: opening, betting, closing, settling or voiding a market, inside the caller's transaction.
import { z } from 'zod';
import { type Db, prepared } from '../../db/connection.js';
import type { UserId } from '../contract.js';
import { type AccountRef, openBalanceOf, type Posting, postTransfer, walletOf } from '../economy/ledger.js';
import { type BetRefundReason, type SideBetMove, sideBetMemo } from '../economy/memos.js';
import { ensureWallet } from '../economy/wallets.js';
import { type RuleError, ruleError } from '../refusal.js';
import { serverSettings } from '../servers/settings.js';
import { odds, type PlacedBet, payouts } from './parimutuel.js';

/**
 * Parimutuel markets (VJ-11) in SQLite and the ledger. Every function here
 * runs inside the caller's transaction, never its own: a bet commits with
 * the command that placed it, a settlement with the game action that
 * decided it. A market's stakes sit in its own account
 * (`side-bets`, owned by the market id), which always holds exactly the
 * open bets.
 */

export type MarketKind = 'group' | 'tournament' | 'table';
export type MarketStatus = 'open' | 'closed' | 'settled' | 'void';

export interface MarketRecord {
  id: number;
  serverId: string;
  kind: MarketKind;
  tournamentId: number | null;
  tableId: number | null;
  name: string;
  status: MarketStatus;
  /** Who won, once decided (also kept when nobody backed them and the market went void); null otherwise. */
  winners: UserId[] | null;
  createdAt: number;
  endedAt: number | null;
}

const marketRow = z.object({
  id: z.number(),
  server_id: z.string(),
  kind: z.enum(['group', 'tournament', 'table']),
  tournament_id: z.number().nullable(),
  table_id: z.number().nullable(),
  name: z.string(),
  status: z.enum(['open', 'closed', 'settled', 'void']),
  winners: z.string().nullable(),
  created_at: z.number(),
  ended_at: z.number().nullable(),
});
const winnersJson = z.array(z.string());

const betRow = z.object({
  id: z.number(),
  user_id: z.string(),
  player_id: z.string(),
  amount: z.number(),
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  paid: z.number(),
});
type BetRow = z.output<typeof betRow>;

function toMarket(row: unknown): MarketRecord {
  const market = marketRow.parse(row);
  return {
    id: market.id,
    serverId: market.server_id,
    kind: market.kind,
    tournamentId: market.tournament_id,
    tableId: market.table_id,
    name: market.name,
    status: market.status,
    winners: market.winners === null ? null : winnersJson.parse(JSON.parse(market.winners)),
    createdAt: market.created_at,
    endedAt: market.ended_at,
  };
}

const toPlaced = (bet: BetRow): PlacedBet => ({ id: bet.id, bettor: bet.user_id, player: bet.player_id, amount: bet.amount });

/** Where a market's stakes wait until it is settled or void. */
export const marketAccountOf = (serverId: string, marketId: number): AccountRef => ({ serverId, kind: 'side-bets', owner: String(marketId) });

/** A market changes money and bets together; outside a transaction a failure would leave them apart. */
function mustBeInTransaction(db: Db): void {
  if (!db.inTransaction) throw new Error("markets run inside the caller's transaction");
}

export interface MarketOpening {
  serverId: string;
  kind: MarketKind;
  tournamentId?: number | null;
  tableId?: number | null;
  name: string;
  now: number;
}

/** Opens a market for bets; its id. */
export function openMarket(db: Db, opening: MarketOpening): number {
  mustBeInTransaction(db);
  const result = prepared(db, `INSERT INTO markets (server_id, kind, tournament_id, table_id, name, status, created_at) VALUES (?, ?, ?, ?, ?, 'open', ?)`).run(
    opening.serverId,
    opening.kind,
    opening.tournamentId ?? null,
    opening.tableId ?? null,
    opening.name,
    opening.now,
  );
  return Number(result.lastInsertRowid);
}

export function marketById(db: Db, id: number): MarketRecord | null {
  const row = prepared(db, 'SELECT * FROM markets WHERE id = ?').get(id);
  return row === undefined ? null : toMarket(row);
}

/** The market on who wins this table, if it has one. */
export function marketOfTable(db: Db, tableId: number): MarketRecord | null {
  const row = prepared(db, 'SELECT * FROM markets WHERE table_id = ?').get(tableId);
  return row === undefined ? null : toMarket(row);
}

/** A tournament's markets (its groups' and its own), oldest first. */
export function marketsOfTournament(db: Db, tournamentId: number): MarketRecord[] {
  return prepared(db, 'SELECT * FROM markets WHERE tournament_id = ? ORDER BY id').all(tournamentId).map(toMarket);
}

function existingMarket(db: Db, id: number): MarketRecord {
  const market = marketById(db, id);
  if (market === null) throw new Error(`no market ${id}`);
  return market;
}

/** A market whose outcome is not decided yet: settling or voiding it twice is the program's mistake. */
function undecidedMarket(db: Db, id: number): MarketRecord {
  const market = existingMarket(db, id);
  if (market.status === 'settled' || market.status === 'void') throw new Error(`market ${id} is already ${market.status}`);
  return market;
}

function betsOf(db: Db, marketId: number, status?: BetRow['status']): BetRow[] {
  const rows =
    status === undefined
      ? prepared(db, 'SELECT * FROM bets WHERE market_id = ? ORDER BY id').all(marketId)
      : prepared(db, 'SELECT * FROM bets WHERE market_id = ? AND status = ? ORDER BY id').all(marketId, status);
  return rows.map((row) => betRow.parse(row));
}

export interface BetPlacement {
  marketId: number;
  bettor: UserId;
  /** Whom the bet backs; whether they may be backed (seated, still in) is the caller's check. */
  player: UserId;
  amount: number;
  now: number;
}

export type BetOutcome = { ok: true; betId: number } | { ok: false; error: RuleError };

/**
 * Stakes `amount` from the bettor's wallet (opened with the starting balance
 * if new) on a player. A refusal writes nothing: the wallet is checked
 * before it is opened, so a first-time bettor staking beyond the starting
 * balance is refused without it.
 */
export function placeBet(db: Db, placement: BetPlacement): BetOutcome {
  mustBeInTransaction(db);
  const market = existingMarket(db, placement.marketId);
  const { amount } = placement;
  if (market.status !== 'open') return { ok: false, error: ruleError('market-not-open', 'market-not-open', { market: market.name }) };
  if (!Number.isSafeInteger(amount) || amount < 1) {
    return { ok: false, error: ruleError('bet-too-small', 'market-bet-too-small', { amount: { money: amount, in: 'wallet' } }) };
  }
  const wallet = walletOf(market.serverId, placement.bettor);
  const balance = openBalanceOf(db, wallet) ?? serverSettings(db, market.serverId).startingBalance;
  if (amount > balance) {
    return {
      ok: false,
      error: ruleError('insufficient-funds', 'market-bet-beyond-wallet', {
        amount: { money: amount, in: 'wallet' },
        balance: { money: balance, in: 'wallet' },
      }),
    };
  }

  ensureWallet(db, market.serverId, placement.bettor, placement.now);
  postTransfer(db, {
    serverId: market.serverId,
    cause: 'side-bet',
    actorId: placement.bettor,
    memo: sideBetMemo(market.id, { kind: 'placed' }),
    postings: [
      { account: wallet, amount: -amount },
      { account: marketAccountOf(market.serverId, market.id), amount },
    ],
    now: placement.now,
  });
  const result = prepared(db, 'INSERT INTO bets (market_id, user_id, player_id, amount, created_at) VALUES (?, ?, ?, ?, ?)').run(
    market.id,
    placement.bettor,
    placement.player,
    amount,
    placement.now,
  );
  return { ok: true, betId: Number(result.lastInsertRowid) };
}

/**
 * No more bets (the games have begun); it can still be settled or voided.
 * `now` is taken for a uniform signature: the schema keeps no closing time.
 */
export function closeMarket(db: Db, id: number, _now: number): void {
  mustBeInTransaction(db);
  undecidedMarket(db, id);
  prepared(db, `UPDATE markets SET status = 'closed' WHERE id = ? AND status = 'open'`).run(id);
}

/**
 * Pays `amounts` (by bet id) from the market's pool to the bettors' wallets in
 * one transfer, and marks those bets won or refunded with what they got back;
 * the transfer's memo says which, and why a refund (issue 30: each wallet
 * line says what it was). What each bettor got, summed over their bets.
 */
function payBack(
  db: Db,
  market: MarketRecord,
  bets: readonly BetRow[],
  amounts: ReadonlyMap<number, number>,
  move: Exclude<SideBetMove, { kind: 'placed' }>,
  now: number,
): Record<UserId, number> {
  const status = move.kind;
  const paid: Record<UserId, number> = {};
  const postings: Posting[] = [];
  for (const bet of bets) {
    const amount = amounts.get(bet.id);
    if (amount === undefined) continue;
    paid[bet.user_id] = (paid[bet.user_id] ?? 0) + amount;
    postings.push({ account: walletOf(market.serverId, bet.user_id), amount });
    prepared(db, 'UPDATE bets SET status = ?, paid = ? WHERE id = ?').run(status, amount, bet.id);
  }
  const total = postings.reduce((sum, posting) => sum + posting.amount, 0);
  if (total > 0) {
    postTransfer(db, {
      serverId: market.serverId,
      cause: 'side-bet',
      memo: sideBetMemo(market.id, move),
      postings: [{ account: marketAccountOf(market.serverId, market.id), amount: -total }, ...postings],
      now,
    });
  }
  return paid;
}

/** Every open bet back in full, for this reason. */
function refundAll(db: Db, market: MarketRecord, reason: BetRefundReason, now: number): Record<UserId, number> {
  const open = betsOf(db, market.id, 'open');
  return payBack(db, market, open, new Map(open.map((bet) => [bet.id, bet.amount])), { kind: 'refunded', reason }, now);
}

export interface Settlement {
  /** Nobody backed a winner (or nothing was staked): every stake went back. */
  void: boolean;
  /** What each bettor got back. */
  paid: Record<UserId, number>;
}

/**
 * The market is decided: the pool goes to those who backed a winner, in
 * proportion to their stake (VJ-11); the other bets are lost. When nobody
 * backed a winner the market is void and every stake goes back.
 */
export function settleMarket(db: Db, id: number, winners: readonly UserId[], now: number): Settlement {
  mustBeInTransaction(db);
  const market = undecidedMarket(db, id);
  const open = betsOf(db, id, 'open');
  const shares = payouts(open.map(toPlaced), winners);
  const paid =
    shares === null ? refundAll(db, market, winners.length === 0 ? 'no-winner' : 'unbacked', now) : payBack(db, market, open, shares, { kind: 'won' }, now);
  if (shares !== null) prepared(db, `UPDATE bets SET status = 'lost' WHERE market_id = ? AND status = 'open'`).run(id);
  prepared(db, 'UPDATE markets SET status = ?, winners = ?, ended_at = ? WHERE id = ?').run(
    shares === null ? 'void' : 'settled',
    JSON.stringify(winners),
    now,
    id,
  );
  return { void: shares === null, paid };
}

/**
 * The market is called off: its table or tournament cancelled, its table
 * split into groups (EL-1), or no winner to settle it on. Every open stake
 * goes back, the ledger saying why.
 */
export function voidMarket(db: Db, id: number, reason: Exclude<BetRefundReason, 'withdrew'>, now: number): Record<UserId, number> {
  mustBeInTransaction(db);
  const market = undecidedMarket(db, id);
  const paid = refundAll(db, market, reason, now);
  prepared(db, `UPDATE markets SET status = 'void', ended_at = ? WHERE id = ?`).run(now, id);
  return paid;
}

/** A backed player withdrew: the stakes on them go back in full, and the market goes on without them. */
export function refundBetsOn(db: Db, id: number, player: UserId, now: number): Record<UserId, number> {
  mustBeInTransaction(db);
  const market = existingMarket(db, id);
  const onPlayer = betsOf(db, id, 'open').filter((bet) => bet.player_id === player);
  return payBack(db, market, onPlayer, new Map(onPlayer.map((bet) => [bet.id, bet.amount])), { kind: 'refunded', reason: 'withdrew' }, now);
}

/** Issue 28: whether a member holds a bet still open in any of these markets (a bettor may not then play in what they bet on). */
export function holdsOpenBet(db: Db, marketIds: readonly number[], bettor: UserId): boolean {
  if (marketIds.length === 0) return false;
  const markets = marketIds.map(() => '?').join(', ');
  return prepared(db, `SELECT 1 FROM bets WHERE user_id = ? AND status = 'open' AND market_id IN (${markets}) LIMIT 1`).get(bettor, ...marketIds) !== undefined;
}

export interface MarketView {
  id: number;
  name: string;
  kind: MarketKind;
  status: MarketStatus;
  /** Everything staked and not refunded. */
  pool: number;
  /** Over every player someone has backed, in the order they were first backed. */
  odds: ReturnType<typeof odds>;
  winners: UserId[] | null;
  /** What each bettor got back so far: winnings and refunds. */
  paid: Record<UserId, number>;
}

export function marketView(db: Db, id: number): MarketView {
  const market = existingMarket(db, id);
  const bets = betsOf(db, id);
  const staked = bets.filter((bet) => bet.status !== 'refunded').map(toPlaced);
  const backed = [...new Set(staked.map((bet) => bet.player))];
  const paid: Record<UserId, number> = {};
  for (const bet of bets) if (bet.paid > 0) paid[bet.user_id] = (paid[bet.user_id] ?? 0) + bet.paid;
  return {
    id: market.id,
    name: market.name,
    kind: market.kind,
    status: market.status,
    pool: staked.reduce((total, bet) => total + bet.amount, 0),
    odds: odds(staked, backed),
    winners: market.winners,
    paid,
  };
}
