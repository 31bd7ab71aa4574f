import type { Db } from '../db/connection.js';

/** Kinds of account; the economy adds to these (escrow, side-bet pools …). */
export type AccountKind = 'mint' | 'wallet' | 'pot' | 'stack';

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
  cause: 'table-action' | 'command' | 'moderator';
  tableId?: number | null;
  actionId?: number | null;
  interactionId?: string | null;
  memo?: string;
  postings: Posting[];
  now: number;
}

/** An account would go below zero: the caller's action must not happen. */
export class InsufficientFundsError extends Error {
  constructor(readonly account: AccountRef, readonly balance: number, readonly needed: number) {
    super(`account ${account.kind}:${account.owner} has ${balance}, needs ${needed}`);
  }
}

export function accountId(db: Db, ref: AccountRef): number {
  db.prepare('INSERT OR IGNORE INTO accounts (server_id, kind, owner) VALUES (?, ?, ?)').run(ref.serverId, ref.kind, ref.owner);
  const row = db
    .prepare('SELECT id FROM accounts WHERE server_id = ? AND kind = ? AND owner = ?')
    .get(ref.serverId, ref.kind, ref.owner) as { id: number };
  return row.id;
}

export function balanceOf(db: Db, ref: AccountRef): number {
  const row = db
    .prepare('SELECT balance FROM accounts WHERE server_id = ? AND kind = ? AND owner = ?')
    .get(ref.serverId, ref.kind, ref.owner) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/**
 * Writes one double-entry transfer. Must run inside the caller's transaction
 * (the game action, the command) so money and the action it pays for commit
 * together or not at all.
 */
export function postTransfer(db: Db, input: TransferInput): number {
  const postings = mergePostings(input.postings).filter((posting) => posting.amount !== 0);
  if (postings.length === 0) throw new Error('a transfer moves nothing');
  const sum = postings.reduce((total, posting) => total + posting.amount, 0);
  if (sum !== 0) throw new Error(`transfer postings sum to ${sum}, not 0`);
  if (postings.some((posting) => !Number.isSafeInteger(posting.amount))) throw new Error('amounts are whole numbers');
  if (!db.inTransaction) throw new Error('postTransfer must run inside a transaction');

  const transferId = Number(
    db
      .prepare(
        `INSERT INTO transfers (server_id, cause, table_id, action_id, interaction_id, memo, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(input.serverId, input.cause, input.tableId ?? null, input.actionId ?? null, input.interactionId ?? null, input.memo ?? '', input.now)
      .lastInsertRowid,
  );
  for (const posting of postings) {
    const id = accountId(db, posting.account);
    const { balance } = db.prepare('SELECT balance FROM accounts WHERE id = ?').get(id) as { balance: number };
    if (posting.account.kind !== 'mint' && balance + posting.amount < 0) {
      throw new InsufficientFundsError(posting.account, balance, -posting.amount);
    }
    db.prepare('UPDATE accounts SET balance = balance + ? WHERE id = ?').run(posting.amount, id);
    db.prepare('INSERT INTO postings (transfer_id, account_id, amount) VALUES (?, ?, ?)').run(transferId, id, posting.amount);
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
