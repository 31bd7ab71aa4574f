// Side-bet markets (VJ-11) in SQLite and the ledger: opening, betting, closing, settling or voiding a market, inside the caller's transaction.
import { z } from 'zod';
import type { Tx } from '../../db/store.js';
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
function mustBeInTransaction(db: Tx): void {
  if (!db.inTransaction()) throw new Error("markets run inside the caller's transaction");
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
export async function openMarket(db: Tx, opening: MarketOpening): Promise<number> {
  mustBeInTransaction(db);
  const id = await db.insert(
    `INSERT INTO markets (server_id, kind, tournament_id, table_id, name, status, created_at) VALUES (?, ?, ?, ?, ?, 'open', ?)`,
    opening.serverId,
    opening.kind,
    opening.tournamentId ?? null,
    opening.tableId ?? null,
    opening.name,
    opening.now,
  );
  return id;
}

export async function marketById(db: Tx, id: number): Promise<MarketRecord | null> {
  const row = await db.get('SELECT * FROM markets WHERE id = ?', id);
  return row === undefined ? null : toMarket(row);
}

/** The market on who wins this table, if it has one. */
export async function marketOfTable(db: Tx, tableId: number): Promise<MarketRecord | null> {
  const row = await db.get('SELECT * FROM markets WHERE table_id = ?', tableId);
  return row === undefined ? null : toMarket(row);
}

/** A tournament's markets (its groups' and its own), oldest first. */
export async function marketsOfTournament(db: Tx, tournamentId: number): Promise<MarketRecord[]> {
  return (await db.all('SELECT * FROM markets WHERE tournament_id = ? ORDER BY id', tournamentId)).map(toMarket);
}

async function existingMarket(db: Tx, id: number): Promise<MarketRecord> {
  const market = await marketById(db, id);
  if (market === null) throw new Error(`no market ${id}`);
  return market;
}

/** A market whose outcome is not decided yet: settling or voiding it twice is the program's mistake. */
async function undecidedMarket(db: Tx, id: number): Promise<MarketRecord> {
  const market = await existingMarket(db, id);
  if (market.status === 'settled' || market.status === 'void') throw new Error(`market ${id} is already ${market.status}`);
  return market;
}

async function betsOf(db: Tx, marketId: number, status?: BetRow['status']): Promise<BetRow[]> {
  const rows =
    status === undefined
      ? await db.all('SELECT * FROM bets WHERE market_id = ? ORDER BY id', marketId)
      : await db.all('SELECT * FROM bets WHERE market_id = ? AND status = ? ORDER BY id', marketId, status);
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
export async function placeBet(db: Tx, placement: BetPlacement): Promise<BetOutcome> {
  mustBeInTransaction(db);
  const market = await existingMarket(db, placement.marketId);
  const { amount } = placement;
  if (market.status !== 'open') return { ok: false, error: ruleError('market-not-open', 'market-not-open', { market: market.name }) };
  if (!Number.isSafeInteger(amount) || amount < 1) {
    return { ok: false, error: ruleError('bet-too-small', 'market-bet-too-small', { amount: { money: amount, in: 'wallet' } }) };
  }
  const wallet = walletOf(market.serverId, placement.bettor);
  const balance = (await openBalanceOf(db, wallet)) ?? (await serverSettings(db, market.serverId)).startingBalance;
  if (amount > balance) {
    return {
      ok: false,
      error: ruleError('insufficient-funds', 'market-bet-beyond-wallet', {
        amount: { money: amount, in: 'wallet' },
        balance: { money: balance, in: 'wallet' },
      }),
    };
  }

  await ensureWallet(db, market.serverId, placement.bettor, placement.now);
  await postTransfer(db, {
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
  const id = await db.insert(
    'INSERT INTO bets (market_id, user_id, player_id, amount, created_at) VALUES (?, ?, ?, ?, ?)',
    market.id,
    placement.bettor,
    placement.player,
    amount,
    placement.now,
  );
  return { ok: true, betId: id };
}

/**
 * No more bets (the games have begun); it can still be settled or voided.
 * `now` is taken for a uniform signature: the schema keeps no closing time.
 */
export async function closeMarket(db: Tx, id: number, _now: number): Promise<void> {
  mustBeInTransaction(db);
  await undecidedMarket(db, id);
  await db.run(`UPDATE markets SET status = 'closed' WHERE id = ? AND status = 'open'`, id);
}

/**
 * Pays `amounts` (by bet id) from the market's pool to the bettors' wallets in
 * one transfer, and marks those bets won or refunded with what they got back;
 * the transfer's memo says which, and why a refund (issue 30: each wallet
 * line says what it was). What each bettor got, summed over their bets.
 */
async function payBack(
  db: Tx,
  market: MarketRecord,
  bets: readonly BetRow[],
  amounts: ReadonlyMap<number, number>,
  move: Exclude<SideBetMove, { kind: 'placed' }>,
  now: number,
): Promise<Record<UserId, number>> {
  const status = move.kind;
  const paid: Record<UserId, number> = {};
  const postings: Posting[] = [];
  for (const bet of bets) {
    const amount = amounts.get(bet.id);
    if (amount === undefined) continue;
    paid[bet.user_id] = (paid[bet.user_id] ?? 0) + amount;
    postings.push({ account: walletOf(market.serverId, bet.user_id), amount });
    await db.run('UPDATE bets SET status = ?, paid = ? WHERE id = ?', status, amount, bet.id);
  }
  const total = postings.reduce((sum, posting) => sum + posting.amount, 0);
  if (total > 0) {
    await postTransfer(db, {
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
async function refundAll(db: Tx, market: MarketRecord, reason: BetRefundReason, now: number): Promise<Record<UserId, number>> {
  const open = await betsOf(db, market.id, 'open');
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
export async function settleMarket(db: Tx, id: number, winners: readonly UserId[], now: number): Promise<Settlement> {
  mustBeInTransaction(db);
  const market = await undecidedMarket(db, id);
  const open = await betsOf(db, id, 'open');
  const shares = payouts(open.map(toPlaced), winners);
  const paid =
    shares === null
      ? await refundAll(db, market, winners.length === 0 ? 'no-winner' : 'unbacked', now)
      : await payBack(db, market, open, shares, { kind: 'won' }, now);
  if (shares !== null) await db.run(`UPDATE bets SET status = 'lost' WHERE market_id = ? AND status = 'open'`, id);
  await db.run('UPDATE markets SET status = ?, winners = ?, ended_at = ? WHERE id = ?', shares === null ? 'void' : 'settled', JSON.stringify(winners), now, id);
  return { void: shares === null, paid };
}

/**
 * The market is called off: its table or tournament cancelled, its table
 * split into groups (EL-1), or no winner to settle it on. Every open stake
 * goes back, the ledger saying why.
 */
export async function voidMarket(db: Tx, id: number, reason: Exclude<BetRefundReason, 'withdrew'>, now: number): Promise<Record<UserId, number>> {
  mustBeInTransaction(db);
  const market = await undecidedMarket(db, id);
  const paid = await refundAll(db, market, reason, now);
  await db.run(`UPDATE markets SET status = 'void', ended_at = ? WHERE id = ?`, now, id);
  return paid;
}

/** A backed player withdrew: the stakes on them go back in full, and the market goes on without them. */
export async function refundBetsOn(db: Tx, id: number, player: UserId, now: number): Promise<Record<UserId, number>> {
  mustBeInTransaction(db);
  const market = await existingMarket(db, id);
  const onPlayer = (await betsOf(db, id, 'open')).filter((bet) => bet.player_id === player);
  return payBack(db, market, onPlayer, new Map(onPlayer.map((bet) => [bet.id, bet.amount])), { kind: 'refunded', reason: 'withdrew' }, now);
}

/** Issue 28: whether a member holds a bet still open in any of these markets (a bettor may not then play in what they bet on). */
export async function holdsOpenBet(db: Tx, marketIds: readonly number[], bettor: UserId): Promise<boolean> {
  if (marketIds.length === 0) return false;
  const markets = marketIds.map(() => '?').join(', ');
  return (await db.get(`SELECT 1 FROM bets WHERE user_id = ? AND status = 'open' AND market_id IN (${markets}) LIMIT 1`, bettor, ...marketIds)) !== undefined;
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

export async function marketView(db: Tx, id: number): Promise<MarketView> {
  const market = await existingMarket(db, id);
  const bets = await betsOf(db, id);
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
