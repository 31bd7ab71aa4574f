// What the layers above read and note about tables beside the one writer: which are unfinished, which ended, where each one's message is and which are owed.
import type { Store, Tx } from '../../db/store.js';
import { type EndedTable, recentTables } from './history.js';
import { owedTableMessages, oweTableMessage, settleTableMessage } from './owed-messages.js';
import { setTableMessage, unfinishedPlaces, unfinishedTables, unfinishedTablesIn } from './repository.js';

export class TableBook {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(store: Store) {
    this.tx = store.tx;
  }

  /** Tables a restarted bot must pick up again (in the lobby or in play). */
  async unfinished(): Promise<number[]> {
    return unfinishedTables(this.tx);
  }

  /** The unfinished tables in one channel or thread. */
  async unfinishedIn(channelId: string): Promise<number[]> {
    return unfinishedTablesIn(this.tx, channelId);
  }

  /**
   * Where the unfinished tables play, in one query: the start's look for
   * deleted channels read each table whole instead, and 100,000 active
   * tables held the bot 7–12 s after ready (bench/guilds-shards.ts).
   */
  async unfinishedPlaces(): Promise<{ serverId: string; channelId: string }[]> {
    return unfinishedPlaces(this.tx);
  }

  /** The tables that ended in a channel or in the threads made from it, the latest first (`/table history`). */
  async ended(serverId: string, channelId: string): Promise<EndedTable[]> {
    return recentTables(this.tx, serverId, channelId);
  }

  /** Where the table's one message is (null: none yet). */
  async setMessage(tableId: number, messageId: string | null): Promise<void> {
    await setTableMessage(this.tx, tableId, messageId);
  }

  /** The bot could not bring the table's message up to date (issue 28): owed until shown. */
  async oweMessage(tableId: number, now: number): Promise<void> {
    await oweTableMessage(this.tx, tableId, now);
  }

  async settleMessage(tableId: number): Promise<void> {
    await settleTableMessage(this.tx, tableId);
  }

  /** The tables whose message is owed, oldest first. */
  async owedMessages(): Promise<number[]> {
    return owedTableMessages(this.tx);
  }
}
