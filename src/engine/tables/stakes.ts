// A table's money within an action: its stakes options, funding points stacks, the account behind each stake holder, and refunds.
import type { Tx } from '../../db/store.js';
import type { StakeHolder, UserId } from '../contract.js';
import { stakePostings, tableHoldings } from '../economy/holdings.js';
import { type AccountKind, type AccountRef, balanceOf, houseOf, memberOf, mintOf, openBalanceOf, stackOf, type TransferInput } from '../economy/ledger.js';
import { isHouse } from '../house.js';
import { serverSettings } from '../servers/settings.js';
import { type Stakes, stakesSchema } from '../stake-options.js';
import type { MovedEvent } from './recorded.js';
import type { TableRecord } from './repository.js';

/** The action being written: its table, its interaction and its time. */
export interface ActionContext {
  tx: Tx;
  table: TableRecord;
  interactionId: string | null;
  now: number;
}

/** A transfer waiting for the action it belongs to; posted in the same transaction. */
export type PendingTransfer = Omit<TransferInput, 'actionId'>;

/** The shared open options every game takes (COMMANDS.md): what is played for, and the points stack. */
export function stakesOf(table: Pick<TableRecord, 'options'>): Stakes {
  // Every game's options carry these (games/shared/stakes.ts); the same schema reads them here.
  return stakesSchema.parse(table.options ?? {});
}

/**
 * A points table gives each player their stack of table points from the
 * mint when it starts, so antes and bets come out of it exactly as tria
 * would, and no wallet is touched.
 */
export function fundStacks(
  table: TableRecord,
  players: readonly UserId[],
  context: ActionContext,
  carried: Readonly<Record<UserId, number>> | null,
): PendingTransfer | null {
  const { stakes, stack } = stakesOf(table);
  if (stakes !== 'points' || players.length === 0) return null;
  const stackOfPlayer = (userId: UserId) => carried?.[userId] ?? stack;
  const total = players.reduce((sum, userId) => sum + stackOfPlayer(userId), 0);
  if (total <= 0) return null;
  return {
    serverId: table.serverId,
    cause: 'table-action',
    tableId: table.id,
    interactionId: context.interactionId,
    memo: 'stacks',
    postings: [
      { account: mintOf(table.serverId), amount: -total },
      ...players
        .filter((userId) => stackOfPlayer(userId) > 0)
        .map((userId) => ({ account: stakeAccount(table, { kind: 'player', userId }), amount: stackOfPlayer(userId) })),
    ],
    now: context.now,
  };
}

/** Tria tables move wallets; points tables move per-table stacks that never touch a wallet. */
export function stakeAccount(table: TableRecord, holder: StakeHolder): AccountRef {
  if (holder.kind !== 'player') return { serverId: table.serverId, kind: holder.kind, owner: String(table.id) };
  if (stakesOf(table).stakes === 'points') return stackOf(table.serverId, table.id, holder.userId);
  // Issue 33: a house player plays with the house's money, never a member's.
  return isHouse(holder.userId) ? houseOf(table.serverId) : { serverId: table.serverId, kind: 'wallet', owner: holder.userId };
}

/**
 * A cancelled table gives every player back exactly their net contribution
 * to what the table holds (pot, escrow, round pot), taken from the table's
 * own ledger history, so nothing the rules did can be forgotten: the game is
 * as if it was never played. (Points stacks simply lapse with the table.)
 */
export async function refundTable(context: ActionContext): Promise<{ transfer: PendingTransfer; events: MovedEvent[] } | null> {
  const { tx, table } = context;
  const nets = new Map<string, { kind: AccountKind; owner: string; net: number }>();
  for (const posting of await stakePostings(tx, table.serverId, table.id)) {
    const key = `${posting.kind}:${posting.owner}`;
    const entry = nets.get(key) ?? { kind: posting.kind, owner: posting.owner, net: 0 };
    entry.net += posting.amount;
    nets.set(key, entry);
  }
  const contributions = [...nets.values()].filter((entry) => entry.net !== 0);
  if (contributions.length === 0) return null;
  const holdings = await tableHoldings(tx, table.serverId, table.id);
  const transfer: PendingTransfer = {
    serverId: table.serverId,
    cause: 'table-action',
    tableId: table.id,
    interactionId: context.interactionId,
    memo: 'refund',
    postings: [
      ...contributions.map((row) => ({ account: { serverId: table.serverId, kind: row.kind, owner: row.owner }, amount: -row.net })),
      ...holdings.map((holding) => ({ account: { serverId: table.serverId, kind: holding.kind, owner: String(table.id) }, amount: -holding.balance })),
    ],
    now: context.now,
  };
  const events = contributions.map((row) => ({
    type: 'moved' as const,
    from: { kind: 'pot' as const },
    to: { kind: 'player' as const, userId: memberOf(row) },
    amount: -row.net,
  }));
  return { transfer, events };
}

/**
 * What each seated player has to play with at this table now: their stack at
 * a points table (the stack option itself before the start, when stacks are
 * funded), their wallet at a tria table (the server's starting balance for a
 * wallet never opened yet, as it would open).
 */
export async function pursesAt(db: Tx, table: TableRecord): Promise<Record<UserId, number>> {
  const purses: Record<UserId, number> = {};
  const tria = stakesOf(table).stakes === 'tria';
  for (const seat of table.seats) {
    // The house's purse at a tria table is bottomless: the table shows none for it.
    if (seat.role !== 'player' || seat.status !== 'seated' || (tria && isHouse(seat.userId))) continue;
    purses[seat.userId] = await purseOf(db, table, seat.userId);
  }
  return purses;
}

/** What one member has to play with at this table now (see pursesAt); they need not be seated yet. */
export async function purseOf(db: Tx, table: TableRecord, userId: UserId): Promise<number> {
  const { stakes, stack } = stakesOf(table);
  // The house covers any stake (its account may go below zero, as the mint's may).
  if (stakes === 'tria' && isHouse(userId)) return Number.MAX_SAFE_INTEGER;
  if (stakes === 'points') return table.status === 'lobby' ? stack : await balanceOf(db, stackOf(table.serverId, table.id, userId));
  // A wallet never opened would open with the server's starting balance.
  return (await openBalanceOf(db, stakeAccount(table, { kind: 'player', userId }))) ?? (await serverSettings(db, table.serverId)).startingBalance;
}
