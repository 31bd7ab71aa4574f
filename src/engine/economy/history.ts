// Read-only wallet queries: a member's recent wallet entries, each saying what it was (for their history), and the server's richest members.

import type { Tx } from '../../db/store.js';
import { type AccountKind, type AccountRef, houseOf, type TransferCause, walletOf } from './ledger.js';
import { type WalletLine, whatItWas } from './wallet-lines.js';

export interface WalletEntry {
  at: number;
  /** Into the wallet (positive) or out of it (negative). */
  amount: number;
  /** What the entry was, as the ledger knows it (issue 30: never "winnings or refund"). */
  what: WalletLine;
}

/** One wallet posting with what the ledger kept about its transfer. */
export interface PostingRow {
  amount: number;
  cause: TransferCause;
  memo: string;
  actorId: string | null;
  tableId: number | null;
  game: string | null;
  /** The other wallet of a gift. */
  counterpart: string | null;
  /** Where a table's move came from or went to (pot, escrow, round pot). */
  counterpartKind: AccountKind | null;
  /** The table action that moved it (`start`, `play` …). */
  actionKind: string | null;
}

/** A member's recent wallet entries, newest first. */
export function walletHistory(db: Tx, serverId: string, userId: string, limit = 10): Promise<WalletEntry[]> {
  return accountHistory(db, walletOf(serverId, userId), limit);
}

/** Issue 33: the house account's recent entries (its house players' stakes and winnings), newest first, for moderators. */
export function houseHistory(db: Tx, serverId: string, limit = 10): Promise<WalletEntry[]> {
  return accountHistory(db, houseOf(serverId), limit);
}

/** One account's recent entries, newest first, each worded as a wallet's would be. */
async function accountHistory(db: Tx, account: AccountRef, limit: number): Promise<WalletEntry[]> {
  const rows = (await db.all(
    `SELECT t.created_at AS at, p.amount, t.cause, t.memo, t.actor_id AS "actorId", t.table_id AS "tableId", g.game, x.kind AS "actionKind",
                (SELECT a2.owner FROM postings p2 JOIN accounts a2 ON a2.id = p2.account_id
                  WHERE p2.transfer_id = t.id AND a2.kind = 'wallet' AND a2.owner <> a.owner LIMIT 1) AS counterpart,
                (SELECT a2.kind FROM postings p2 JOIN accounts a2 ON a2.id = p2.account_id
                  WHERE p2.transfer_id = t.id AND p2.account_id <> p.account_id ORDER BY p2.account_id LIMIT 1) AS "counterpartKind"
         FROM postings p
         JOIN accounts a ON a.id = p.account_id
         JOIN transfers t ON t.id = p.transfer_id
         LEFT JOIN game_tables g ON g.id = t.table_id
         LEFT JOIN actions x ON x.id = t.action_id
         WHERE a.server_id = ? AND a.kind = ? AND a.owner = ?
         ORDER BY t.id DESC LIMIT ?`,
    account.serverId,
    account.kind,
    account.owner,
    limit,
  )) as (PostingRow & { at: number })[];
  const entries: WalletEntry[] = [];
  for (const row of rows) entries.push({ at: row.at, amount: row.amount, what: await whatItWas(db, account.owner, row) });
  return entries;
}

/** The richest wallets of a server, richest first (ties: who had a wallet first). */
export async function richest(db: Tx, serverId: string, limit = 10): Promise<{ userId: string; balance: number }[]> {
  return (await db.all(
    `SELECT owner AS "userId", balance FROM accounts WHERE server_id = ? AND kind = 'wallet' ORDER BY balance DESC, id LIMIT ?`,
    serverId,
    limit,
  )) as { userId: string; balance: number }[];
}
