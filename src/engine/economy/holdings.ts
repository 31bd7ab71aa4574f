// Read-only queries of a table's money: what each player put into or took back from its pot and escrow, and what the table still holds.

import type { Tx } from '../../db/store.js';
import { type AccountKind, memberOf, stakeAccountSql, TABLE_HOLDINGS } from './ledger.js';

export interface StakePosting {
  kind: AccountKind;
  owner: string;
  amount: number;
}

/**
 * Every posting to a player's own money (wallet, or stack at a points
 * table) in the transfers of one table that touch what the table holds (its
 * pot, escrow, round pot): negative what they put in, positive what came
 * back. Refunds and summaries both read the table's money from here.
 */
export async function stakePostings(db: Tx, serverId: string, tableId: number): Promise<StakePosting[]> {
  const holdings = TABLE_HOLDINGS.map(() => '?').join(', ');
  return (await db.all(
    `SELECT a.kind, a.owner, p.amount FROM postings p
       JOIN transfers t ON t.id = p.transfer_id
       JOIN accounts a ON a.id = p.account_id
       WHERE t.table_id = ? AND ${stakeAccountSql('a')} AND EXISTS (
         SELECT 1 FROM postings pp JOIN accounts held ON held.id = pp.account_id
         WHERE pp.transfer_id = t.id AND held.server_id = ? AND held.owner = ? AND held.kind IN (${holdings}))
       ORDER BY t.id`,
    tableId,
    serverId,
    String(tableId),
    ...TABLE_HOLDINGS,
  )) as StakePosting[];
}

/** What a table's holdings (pot, escrow, round pot) hold now, those not empty. */
export async function tableHoldings(db: Tx, serverId: string, tableId: number): Promise<{ kind: AccountKind; balance: number }[]> {
  const kinds = TABLE_HOLDINGS.map(() => '?').join(', ');
  return (await db.all(
    `SELECT kind, balance FROM accounts WHERE server_id = ? AND owner = ? AND kind IN (${kinds}) AND balance <> 0`,
    serverId,
    String(tableId),
    ...TABLE_HOLDINGS,
  )) as { kind: AccountKind; balance: number }[];
}

/** Issue 30: what went through a table's pot (and round pots) once it has ended: what each player put in, and what each took out. */
export interface PotSettlement {
  /** Everything put into the pot and round pots, by every player. */
  pot: number;
  /** What each player took out of them: the winners' payouts, or, at a cancelled table, the refunds. */
  paid: Record<string, number>;
}

/**
 * The pot's story from the ledger, by member: the transfers of one table
 * that touch its pot or a round pot (not Eleven's escrow, EL-9, which holds
 * buy-ins and is no pot), summed per player. Null when nothing went
 * through a pot.
 */
export async function potSettlement(db: Tx, serverId: string, tableId: number): Promise<PotSettlement | null> {
  const rows = (await db.all(
    `SELECT a.owner AS owner, a.kind AS kind, SUM(CASE WHEN p.amount < 0 THEN -p.amount ELSE 0 END) AS "putIn",
            SUM(CASE WHEN p.amount > 0 THEN p.amount ELSE 0 END) AS "tookOut"
       FROM postings p
       JOIN transfers t ON t.id = p.transfer_id
       JOIN accounts a ON a.id = p.account_id
       WHERE t.table_id = ? AND ${stakeAccountSql('a')} AND EXISTS (
         SELECT 1 FROM postings pp JOIN accounts held ON held.id = pp.account_id
         WHERE pp.transfer_id = t.id AND held.server_id = ? AND held.owner = ? AND held.kind IN ('pot', 'round-pot'))
       GROUP BY a.kind, a.owner
       ORDER BY MIN(t.id)`,
    tableId,
    serverId,
    String(tableId),
  )) as { owner: string; kind: AccountKind; putIn: number; tookOut: number }[];
  const pot = rows.reduce((sum, row) => sum + row.putIn, 0);
  if (pot <= 0) return null;
  const paid: Record<string, number> = {};
  for (const row of rows) if (row.tookOut > 0) paid[memberOf(row)] = (paid[memberOf(row)] ?? 0) + row.tookOut;
  return { pot, paid };
}
