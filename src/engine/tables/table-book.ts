// What the layers above read and note about tables beside the one writer: which are unfinished, which ended, where each one's message is and which are owed.
import type { Db } from '../../db/connection.js';
import { type EndedTable, recentTables } from './history.js';
import { owedTableMessages, oweTableMessage, settleTableMessage } from './owed-messages.js';
import { setTableMessage, unfinishedPlaces, unfinishedTables } from './repository.js';

export class TableBook {
  constructor(private readonly db: Db) {}

  /** Tables a restarted bot must pick up again (in the lobby or in play). */
  unfinished(): number[] {
    return unfinishedTables(this.db);
  }

  /**
   * Where the unfinished tables play, in one query: the start's look for
   * deleted channels read each table whole instead, and 100,000 active
   * tables held the bot 7–12 s after ready (bench/guilds-shards.ts).
   */
  unfinishedPlaces(): { serverId: string; channelId: string }[] {
    return unfinishedPlaces(this.db);
  }

  /** The tables that ended in a channel or in the threads made from it, the latest first (`/table history`). */
  ended(serverId: string, channelId: string): EndedTable[] {
    return recentTables(this.db, serverId, channelId);
  }

  /** Where the table's one message is (null: none yet). */
  setMessage(tableId: number, messageId: string | null): void {
    setTableMessage(this.db, tableId, messageId);
  }

  /** The bot could not bring the table's message up to date (issue 28): owed until shown. */
  oweMessage(tableId: number, now: number): void {
    oweTableMessage(this.db, tableId, now);
  }

  settleMessage(tableId: number): void {
    settleTableMessage(this.db, tableId);
  }

  /** The tables whose message is owed, oldest first. */
  owedMessages(): number[] {
    return owedTableMessages(this.db);
  }
}
