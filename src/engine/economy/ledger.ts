import { forUpdate, type Tx } from '../../db/store.js';
import { HOUSE_OWNER } from '../house.js';

// The double-entry ledger: account kinds (wallets, pots, stacks, the mint), balances, and posting transfers whose postings always sum to zero.
/**
 * Kinds of account. A member's wallet; what a table holds while it runs
 * (its pot, its escrow, the current round's pot — owner: the table id);
 * a player's points stack at one table (owner: `<table>:<user>`); a
 * tournament's prize pool and its side-bet pools (VJ-11, owner: the
 * tournament and market); the server's mint, the only account that may go
 * below zero (it is where tria come from and go back to).
 */
export type AccountKind = 'mint' | 'wallet' | 'pot' | 'escrow' | 'round-pot' | 'stack' | 'prize-pool' | 'side-bets';

/** Accounts that hold a table's money while it runs; all of it goes back or out when it ends. */
export const TABLE_HOLDINGS: readonly AccountKind[] = ['pot', 'escrow', 'round-pot'];

/** Why money moved: every transfer says. */
export type TransferCause = 'table-action' | 'welcome' | 'daily' | 'give' | 'grant' | 'take' | 'side-bet' | 'tournament';

export const mintOf = (serverId: string): AccountRef => ({ serverId, kind: 'mint', owner: 'mint' });
/**
 * Issue 33: the house's account, where a house player's stake at a tria
 * table comes from and its winnings go back to. Of the mint's kind, so it
 * may go below zero as the mint may (the house never runs out), and its
 * own account, so its balance is the house's result over all its games.
 */
export const houseOf = (serverId: string): AccountRef => ({ serverId, kind: 'mint', owner: HOUSE_OWNER });

/** The accounts a player's stake comes from and goes back to: a wallet, a points stack, or the house's account (issue 33). */
export function isStakeAccount(account: Pick<AccountRef, 'kind' | 'owner'>): boolean {
  return account.kind === 'wallet' || account.kind === 'stack' || (account.kind === 'mint' && account.owner === HOUSE_OWNER);
}

/** isStakeAccount as an SQL condition on the accounts table under `alias`. */
export const stakeAccountSql = (alias: string) => `(${alias}.kind IN ('wallet', 'stack') OR (${alias}.kind = 'mint' AND ${alias}.owner = '${HOUSE_OWNER}'))`;
export const walletOf = (serverId: string, userId: string): AccountRef => ({ serverId, kind: 'wallet', owner: userId });
/** A player's points stack at one table: owned by `<table>:<user>`. */
export const stackOf = (serverId: string, tableId: number, userId: string): AccountRef => ({ serverId, kind: 'stack', owner: `${tableId}:${userId}` });
/** The member behind a wallet or a stack. */
export const memberOf = (account: Pick<AccountRef, 'kind' | 'owner'>): string =>
  account.kind === 'stack' ? account.owner.slice(account.owner.indexOf(':') + 1) : account.owner;

export interface AccountRef {
  serverId: string;
  kind: AccountKind;
  owner: string;
}

export interface Posting {
  account: AccountRef;
  amount: number;
}

export interface TransferInput {
  serverId: string;
  cause: TransferCause;
  /** The member or moderator who caused it; absent when the rules did. */
  actorId?: string | null;
  tableId?: number | null;
  actionId?: number | null;
  interactionId?: string | null;
  memo?: string;
  postings: Posting[];
  now: number;
}

/** An account would go below zero: the caller's action must not happen. */
export class InsufficientFundsError extends Error {
  constructor(
    readonly account: AccountRef,
    readonly balance: number,
    readonly needed: number,
  ) {
    super(`account ${account.kind}:${account.owner} has ${balance}, needs ${needed}`);
  }
}

/** The account's id, opening it (at zero) the first time money touches it. */
async function openAccount(db: Tx, ref: AccountRef): Promise<number> {
  await db.run('INSERT INTO accounts (server_id, kind, owner) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', ref.serverId, ref.kind, ref.owner);
  const row = (await db.get('SELECT id FROM accounts WHERE server_id = ? AND kind = ? AND owner = ?', ref.serverId, ref.kind, ref.owner)) as { id: number };
  return row.id;
}

export async function balanceOf(db: Tx, ref: AccountRef): Promise<number> {
  return (await openBalanceOf(db, ref)) ?? 0;
}

/** The account's balance, or null for an account money has never touched (a wallet not opened yet). */
export async function openBalanceOf(db: Tx, ref: AccountRef): Promise<number | null> {
  const row = (await db.get('SELECT balance FROM accounts WHERE server_id = ? AND kind = ? AND owner = ?', ref.serverId, ref.kind, ref.owner)) as
    | { balance: number }
    | undefined;
  return row?.balance ?? null;
}

/**
 * Writes one double-entry transfer. Must run inside the caller's transaction
 * (the game action, the command) so money and the action it pays for commit
 * together or not at all.
 */
export async function postTransfer(db: Tx, input: TransferInput): Promise<number> {
  const postings = mergePostings(input.postings).filter((posting) => posting.amount !== 0);
  if (postings.length === 0) throw new Error('a transfer moves nothing');
  const sum = postings.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) throw new Error(`transfer postings sum to ${sum}, not 0`);
  if (postings.some((posting) => !Number.isSafeInteger(posting.amount))) throw new Error('amounts are whole numbers');
  if (!db.inTransaction()) throw new Error('postTransfer must run inside a transaction');

  const transferId = await db.insert(
    `INSERT INTO transfers (server_id, cause, actor_id, table_id, action_id, interaction_id, memo, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    input.serverId,
    input.cause,
    input.actorId ?? null,
    input.tableId ?? null,
    input.actionId ?? null,
    input.interactionId ?? null,
    input.memo ?? '',
    input.now,
  );
  const ids: number[] = [];
  for (const posting of postings) ids.push(await openAccount(db, posting.account));
  // PostgreSQL: the accounts are locked before any is read, in one order (their ids) whoever posts, so two transfers
  // over the same accounts wait for each other instead of each holding one the other needs.
  const lock = forUpdate(db);
  if (lock) await db.all(`SELECT id FROM accounts WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id${lock}`, ...ids);
  for (const [index, posting] of postings.entries()) {
    const id = ids[index]!;
    const { balance } = (await db.get('SELECT balance FROM accounts WHERE id = ?', id)) as { balance: number };
    if (posting.account.kind !== 'mint' && balance + posting.amount < 0) {
      throw new InsufficientFundsError(posting.account, balance, -posting.amount);
    }
    await db.run('UPDATE accounts SET balance = balance + ? WHERE id = ?', posting.amount, id);
    await db.run('INSERT INTO postings (transfer_id, account_id, amount) VALUES (?, ?, ?)', transferId, id, posting.amount);
  }
  return transferId;
}

/** Two postings to one account (a player paying themselves) become one. */
function mergePostings(postings: Posting[]): Posting[] {
  const merged = new Map<string, Posting>();
  for (const posting of postings) {
    const key = `${posting.account.serverId}\u0000${posting.account.kind}\u0000${posting.account.owner}`;
    const existing = merged.get(key);
    merged.set(key, { account: posting.account, amount: (existing?.amount ?? 0) + posting.amount });
  }
  return [...merged.values()];
}
