// Members' wallets: opened with a starting balance, the daily claim, gifts between members, and moderators' grants and takes.

import type { Tx } from '../../db/store.js';
import { type RuleError, ruleError } from '../refusal.js';
import { serverSettings } from '../servers/settings.js';
import { balanceOf, InsufficientFundsError, mintOf, postTransfer, type TransferCause, walletOf } from './ledger.js';

const DAILY_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/**
 * A member's wallet, opened on first use with the server's starting balance
 * from the mint. Must run inside the caller's transaction.
 */
export async function ensureWallet(db: Tx, serverId: string, userId: string, now: number): Promise<void> {
  if (await hasWallet(db, serverId, userId)) return;
  await db.run(`INSERT INTO accounts (server_id, kind, owner) VALUES (?, 'wallet', ?)`, serverId, userId);
  const { startingBalance } = await serverSettings(db, serverId);
  if (startingBalance > 0) {
    await postTransfer(db, {
      serverId,
      cause: 'welcome',
      actorId: userId,
      postings: [
        { account: mintOf(serverId), amount: -startingBalance },
        { account: walletOf(serverId, userId), amount: startingBalance },
      ],
      now,
    });
  }
}

export type WalletResult = { ok: true; balance: number; amount: number; duplicate: boolean } | { ok: false; error: RuleError };

export interface WalletRequest {
  serverId: string;
  actor: string;
  interactionId: string;
  now: number;
}

/** What a wallet command moves, or why it may not. */
type PlannedMove = { from: string | 'mint'; to: string | 'mint'; amount: number; owner: string } | RuleError;

/** One wallet command: idempotent per interaction, one immediate transaction, never below zero. */
async function walletCommand(db: Tx, request: WalletRequest, cause: TransferCause, work: () => PlannedMove | Promise<PlannedMove>): Promise<WalletResult> {
  try {
    return await db.store.transaction(async (): Promise<WalletResult> => {
      const seen = await db.get('SELECT 1 FROM transfers WHERE interaction_id = ? AND cause = ?', request.interactionId, cause);
      if (seen) return { ok: true, balance: 0, amount: 0, duplicate: true };
      const planned = await work();
      if ('code' in planned) return { ok: false, error: planned };
      const account = (who: string) => (who === 'mint' ? mintOf(request.serverId) : walletOf(request.serverId, who));
      for (const who of [planned.from, planned.to]) if (who !== 'mint') await ensureWallet(db, request.serverId, who, request.now);
      await postTransfer(db, {
        serverId: request.serverId,
        cause,
        actorId: request.actor,
        interactionId: request.interactionId,
        postings: [
          { account: account(planned.from), amount: -planned.amount },
          { account: account(planned.to), amount: planned.amount },
        ],
        now: request.now,
      });
      return { ok: true, balance: await balanceOf(db, walletOf(request.serverId, planned.owner)), amount: planned.amount, duplicate: false };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      return {
        ok: false,
        error: ruleError('insufficient-funds', error.account.owner === request.actor ? 'wallet-too-little' : 'wallet-member-too-little', {
          amount: { money: error.needed, in: 'wallet' },
          balance: { money: error.balance, in: 'wallet' },
          member: { member: error.account.owner },
        }),
      };
    }
    throw error;
  }
}

/** Opens a member's wallet if it is new (the starting balance, from the mint) and says what it holds. */
async function hasWallet(db: Tx, serverId: string, userId: string): Promise<boolean> {
  return (await db.get(`SELECT 1 FROM accounts WHERE server_id = ? AND kind = 'wallet' AND owner = ?`, serverId, userId)) !== undefined;
}

export async function openWallet(db: Tx, serverId: string, userId: string, now: number): Promise<number> {
  const store = db.store;
  // A wallet that exists is only read: no write lock (WAL), so a balance is answered while another program writes (issue 27).
  const held = await store.read(async () => ((await hasWallet(db, serverId, userId)) ? await balanceOf(db, walletOf(serverId, userId)) : null));
  if (held !== null) return held;
  return store.transaction(async () => {
    await ensureWallet(db, serverId, userId, now);
    return balanceOf(db, walletOf(serverId, userId));
  });
}

/** When this member may next collect the daily allowance (0: now). */
async function nextDailyAt(db: Tx, serverId: string, userId: string): Promise<number> {
  const row = (await db.get(
    `SELECT MAX(t.created_at) AS last FROM transfers t JOIN postings p ON p.transfer_id = t.id JOIN accounts a ON a.id = p.account_id
       WHERE t.server_id = ? AND t.cause = 'daily' AND a.kind = 'wallet' AND a.owner = ?`,
    serverId,
    userId,
  )) as { last: number | null };
  return row.last === null ? 0 : row.last + DAILY_COOLDOWN_MS;
}

export async function claimDaily(db: Tx, request: WalletRequest): Promise<WalletResult> {
  return await walletCommand(db, request, 'daily', async () => {
    const { dailyAmount } = await serverSettings(db, request.serverId);
    const next = await nextDailyAt(db, request.serverId, request.actor);
    if (next > request.now) return ruleError('daily-too-soon', 'wallet-daily-too-soon', { wait: { wait: next - request.now } });
    if (dailyAmount === 0) return ruleError('daily-off', 'wallet-daily-off');
    return { from: 'mint', to: request.actor, amount: dailyAmount, owner: request.actor };
  });
}

export async function give(db: Tx, request: WalletRequest & { to: string; amount: number }): Promise<WalletResult> {
  return await walletCommand(db, request, 'give', () => {
    if (request.to === request.actor) return ruleError('give-self', 'wallet-give-self');
    return { from: request.actor, to: request.to, amount: request.amount, owner: request.actor };
  });
}

/** `/gm grant`: mints tria into a member's wallet. */
export async function grant(db: Tx, request: WalletRequest & { to: string; amount: number }): Promise<WalletResult> {
  return await walletCommand(db, request, 'grant', () => ({ from: 'mint', to: request.to, amount: request.amount, owner: request.to }));
}

/** `/gm take`: burns tria from a member's wallet back into the mint; never below zero. */
export async function take(db: Tx, request: WalletRequest & { from: string; amount: number }): Promise<WalletResult> {
  return await walletCommand(db, request, 'take', () => ({ from: request.from, to: 'mint', amount: request.amount, owner: request.from }));
}
