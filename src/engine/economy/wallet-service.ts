// The wallets as a service bound to the database: what members hold, and the wallet commands (each idempotent per interaction).
import type { Store, Tx } from '../../db/store.js';
import { houseHistory, richest, type WalletEntry, walletHistory } from './history.js';
import { type AccountRef, balanceOf, houseOf } from './ledger.js';
import { claimDaily, give, grant, openWallet, take, type WalletRequest, type WalletResult } from './wallets.js';

export class Wallets {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(store: Store) {
    this.tx = store.tx;
  }

  /** Opens a member's wallet if it is new (the starting balance, from the mint) and says what it holds. */
  async open(serverId: string, userId: string, now: number): Promise<number> {
    return await openWallet(this.tx, serverId, userId, now);
  }

  /** What an account holds (a tournament's prize pool, say). */
  async balance(ref: AccountRef): Promise<number> {
    return balanceOf(this.tx, ref);
  }

  async claimDaily(request: WalletRequest): Promise<WalletResult> {
    return await claimDaily(this.tx, request);
  }

  async give(request: WalletRequest & { to: string; amount: number }): Promise<WalletResult> {
    return await give(this.tx, request);
  }

  /** `/gm grant`: mints money into a member's wallet. */
  async grant(request: WalletRequest & { to: string; amount: number }): Promise<WalletResult> {
    return await grant(this.tx, request);
  }

  /** `/gm take`: burns money from a member's wallet back into the mint; never below zero. */
  async take(request: WalletRequest & { from: string; amount: number }): Promise<WalletResult> {
    return await take(this.tx, request);
  }

  /** A member's recent wallet entries, newest first. */
  async history(serverId: string, userId: string): Promise<WalletEntry[]> {
    return walletHistory(this.tx, serverId, userId);
  }

  /** Issue 33: the house account's balance (its result over all its games) and its recent entries, for moderators. */
  async house(serverId: string): Promise<{ balance: number; entries: WalletEntry[] }> {
    return { balance: await balanceOf(this.tx, houseOf(serverId)), entries: await houseHistory(this.tx, serverId) };
  }

  /** The richest wallets of a server, richest first. */
  async richest(serverId: string): Promise<{ userId: string; balance: number }[]> {
    return richest(this.tx, serverId);
  }
}
