// The outbox of the table service (issue 28, held by a process since issue 32): what each action has to show, kept in its transaction until shown, and taken again after a crash.
import type { Store } from '../../db/store.js';
import type { AnyGame } from '../contract.js';
import { findCommitment } from '../dice/commitment-store.js';
import { deliveryOf } from '../dice/hidden-rolls.js';
import { claimOf } from '../servers/held.js';
import { EVERY_SHARD, type ServedShards, servingName } from '../servers/served-shards.js';
import { addToOutbox, claimOutbox, noteSaid, removeFromOutbox } from './action-log.js';
import type { Applied, MessagePlace } from './contract.js';
import { TableReads, type TableServiceOptions } from './reads.js';

/**
 * Between the reads and the service's writes: an action's announcement and
 * hidden dice are owed in its own transaction (`owe`), noted as they are
 * said, and removed once shown; a restarted process takes what was left.
 */
export class TableOutbox extends TableReads {
  /** Issue 32: this process's name on what it holds to show (the shards it serves): the outbox, tournament notices. */
  readonly shownBy: string;

  constructor(store: Store, games: readonly AnyGame[], options: TableServiceOptions = {}) {
    super(store, games, options);
    this.shownBy = servingName(options.served ?? EVERY_SHARD);
  }

  /** In the action's transaction: what it has to show is kept until shown, held by this process; the base of its messages' nonces. */
  protected async owe(entry: { actionId: number; tableId: number; codes: readonly string[]; now: number; replyToken?: string | undefined }): Promise<string> {
    return addToOutbox(this.tx, { ...entry, shownBy: this.shownBy });
  }

  /** Issue 32: the first `said` messages of the action's announcement are posted; shown again after a crash, it says only the rest. */
  async noteSaid(actionId: number, said: number): Promise<void> {
    await noteSaid(this.tx, actionId, said);
  }

  /**
   * Issue 32: messages of several actions said as one (merged in a burst),
   * each `[action, index]`, noted in one transaction: after a crash either
   * all of them are owed again, or none.
   */
  async noteSaidTogether(parts: readonly MessagePlace[]): Promise<void> {
    await this.store.transaction(async () => {
      for (const [actionId, index] of parts) await noteSaid(this.tx, actionId, index + 1);
    });
  }

  /**
   * Actions saved but not yet shown when the bot stopped, oldest first,
   * rebuilt for showing, and taken by this process to show (a write: each is marked held) (issue 32: what
   * another live process is showing is left to it); only on the servers
   * `served` (issue 31) [every one]. `startedAt`: when this process started,
   * so that what its predecessor held is taken at once [now].
   */
  async unshown(served: ServedShards = EVERY_SHARD, at: { now?: number; startedAt?: number } = {}): Promise<Applied[]> {
    const owed = await this.store.transaction(async () => claimOutbox(this.tx, claimOf(served, at)));
    const unshown: Applied[] = [];
    for (const entry of owed) {
      // Every private delivery still owed goes out, even of dice the game has since revealed: the owner was owed them first.
      const deliveries = [];
      for (const code of entry.codes) {
        const record = await findCommitment(this.tx, code);
        if (record !== null) deliveries.push(deliveryOf(record));
      }
      const table = (await this.publicTable(entry.tableId))!;
      const showing = { said: entry.said, nonce: entry.nonce, owed: true as const, ...(entry.replyToken ? { replyToken: entry.replyToken } : {}) };
      unshown.push({ ok: true as const, table, events: entry.events, deliveries, duplicate: false, actionId: entry.actionId, showing });
    }
    return unshown;
  }

  /** The action has been shown (announced, dice delivered): nothing left to redo after a restart. */
  async shown(actionId: number): Promise<void> {
    await removeFromOutbox(this.tx, actionId);
  }
}
