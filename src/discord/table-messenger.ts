import type { Db } from '../db/connection.js';
import { setTableMessage } from '../tables/repository.js';
import type { TableService } from '../tables/service.js';
import { type DiscordLink, edit, post } from './channels.js';
import type { InstalledGames } from './installed-games.js';
import { renderTable } from './render/table.js';

/**
 * Keeps each table's one message current. Edits of one table run one after
 * another, each drawing the newest state when it runs, so a burst of actions
 * ends on the newest version. Owned by the bot: its queues die with it.
 */
export class TableMessenger {
  private readonly queues = new Map<number, Promise<void>>();

  constructor(private readonly parts: DiscordLink & { db: Db; tables: TableService; games: InstalledGames }) {}

  /** Edits the table message in place, or posts it anew when it is gone (or was never posted). */
  refresh(tableId: number): Promise<void> {
    const next = (this.queues.get(tableId) ?? Promise.resolve()).then(async () => {
      const { db, tables, games } = this.parts;
      const table = tables.publicTable(tableId);
      if (!table) return;
      const message = renderTable(table, games);
      if (table.messageId && (await edit(this.parts, table.channelId, table.messageId, message))) return;
      const posted = await post(this.parts, table.channelId, message);
      if (posted) setTableMessage(db, table.id, posted);
    });
    this.queues.set(tableId, next);
    void next.finally(() => {
      if (this.queues.get(tableId) === next) this.queues.delete(tableId);
    });
    return next;
  }
}
