// The end-of-table money floor: refunds a cancelled table, and returns anything a finished game's rules left in the pot to those who paid in.

import type { UserId } from '../contract.js';
import { stakePostings, tableHoldings } from '../economy/holdings.js';
import { type AccountKind, isStakeAccount, memberOf, TABLE_HOLDINGS } from '../economy/ledger.js';
import type { RecordedEvent } from './recorded.js';
import { type ActionContext, type PendingTransfer, refundTable } from './stakes.js';

/**
 * Issue 28: nothing stays in a table once it has ended. A cancelled table
 * refunds every stake (refundTable). A finished game's rules pay out what
 * the table holds; should they leave anything (a pot the rules forgot),
 * this gives it back to those who put in more than they took out, in
 * proportion, instead of keeping it with no owner. Every game's own rules
 * are meant to leave nothing (the money property test checks it never
 * fires for them); this is the floor under them, and it is announced.
 */
export async function settleEnd(
  context: ActionContext,
  refund: boolean,
  pending: readonly PendingTransfer[],
): Promise<{ transfer: PendingTransfer; events: RecordedEvent[] } | null> {
  if (refund) return refundTable(context);
  const { tx, table } = context;
  const owner = String(table.id);
  const isHolding = (kind: AccountKind, accountOwner: string) => TABLE_HOLDINGS.includes(kind) && accountOwner === owner;
  // What the holdings and each player's net will be once this action's own transfers are posted.
  const held = new Map<AccountKind, number>((await tableHoldings(tx, table.serverId, table.id)).map((row) => [row.kind, row.balance]));
  const nets = new Map<string, { kind: AccountKind; owner: string; net: number }>();
  const addNet = (kind: AccountKind, accountOwner: string, amount: number) => {
    const key = `${kind}:${accountOwner}`;
    const entry = nets.get(key) ?? { kind, owner: accountOwner, net: 0 };
    entry.net += amount;
    nets.set(key, entry);
  };
  for (const posting of await stakePostings(tx, table.serverId, table.id)) addNet(posting.kind, posting.owner, posting.amount);
  for (const transfer of pending) {
    const touchesHoldings = transfer.postings.some(({ account }) => isHolding(account.kind, account.owner));
    for (const { account, amount } of transfer.postings) {
      if (isHolding(account.kind, account.owner)) held.set(account.kind, (held.get(account.kind) ?? 0) + amount);
      else if (touchesHoldings && isStakeAccount(account)) addNet(account.kind, account.owner, amount);
    }
  }
  const leftover = [...held.values()].reduce((sum, balance) => sum + balance, 0);
  if (leftover <= 0) return null;
  // Those who put in more than they took out, each by how much (nets are negative for what was put in).
  const owed = [...nets.values()].filter((entry) => entry.net < 0);
  const totalOwed = owed.reduce((sum, entry) => sum - entry.net, 0);
  if (totalOwed <= 0) return null;
  const shares = owed.map((entry) => ({ entry, share: Math.floor((leftover * -entry.net) / totalOwed) }));
  // Largest remainder: the tria left by rounding go one each to the first seats that put in most.
  let rest = leftover - shares.reduce((sum, row) => sum + row.share, 0);
  for (const row of [...shares].sort((a, b) => a.entry.net - b.entry.net)) {
    if (rest <= 0) break;
    row.share += 1;
    rest -= 1;
  }
  const paid: Record<UserId, number> = {};
  for (const { entry, share } of shares) if (share > 0) paid[memberOf(entry)] = (paid[memberOf(entry)] ?? 0) + share;
  const transfer: PendingTransfer = {
    serverId: table.serverId,
    cause: 'table-action',
    tableId: table.id,
    interactionId: context.interactionId,
    memo: 'leftover',
    postings: [
      ...[...held].filter(([, balance]) => balance !== 0).map(([kind, balance]) => ({ account: { serverId: table.serverId, kind, owner }, amount: -balance })),
      ...shares
        .filter((row) => row.share > 0)
        .map(({ entry, share }) => ({ account: { serverId: table.serverId, kind: entry.kind, owner: entry.owner }, amount: share })),
    ],
    now: context.now,
  };
  return { transfer, events: [{ type: 'table', what: 'leftover-returned', amount: leftover, paid }, ...refundEvents(paid)] };
}

/** The money moved, as the action log keeps every payout. */
function refundEvents(paid: Record<UserId, number>) {
  return Object.entries(paid).map(([userId, amount]) => ({
    type: 'moved' as const,
    from: { kind: 'pot' as const },
    to: { kind: 'player' as const, userId },
    amount,
  }));
}
