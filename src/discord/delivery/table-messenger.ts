// Keeps each table's one message up to date, and tells the table's host once when the bot lacks a permission in its channel.
import { MessageFlags } from 'discord.js';
import type { Members } from '../../engine/servers/members.js';
import type { Servers } from '../../engine/servers/servers.js';
import type { PublicTable, TableService } from '../../engine/tables/service.js';
import type { TableBook } from '../../engine/tables/table-book.js';
import { t } from '../../i18n/index.js';
import { drawnWith, namedAt } from '../kit/wording.js';
import { inMemberLanguage, inServerLanguage } from '../language/readers.js';
import { renderTable } from '../render/table.js';
import type { InstalledGames } from '../runtime/installed-games.js';
import { type BotPermission, botPermissionsIn, editNeeds, lacking, permissionList, tableNeeds } from '../runtime/permissions.js';
import { type ActingInteraction, bestEffort, type DiscordLink } from './channels.js';
import { sendDm } from './hidden.js';
import { KeptMessages } from './kept-messages.js';

/**
 * Keeps each table's one message current, through the bot's kept messages
 * (kept-messages.ts: a burst of actions is one edit, within the channel's
 * windows, a message that is gone posted anew); here is what a table adds —
 * its drawing, and the host told when the bot lacks a permission. Owned by
 * the bot.
 */
export class TableMessenger {
  /** Tables whose channel took a permission the bot needs, and what was reported: told once, not at every move. */
  private readonly reported = new Map<number, Set<BotPermission>>();
  /** What was last drawn of each split table (EL-1), as Discord would receive it. */
  private readonly drawn = new Map<number, string>();
  /** Every message the bot keeps current: the tables' and the tournaments' (tournament-publish.ts). */
  readonly kept: KeptMessages;
  /** Tables whose message the bot could not bring up to date, as SQLite keeps them (read at first need; issue 28). */
  private owedTables: Set<number> | null = null;

  constructor(
    private readonly parts: DiscordLink & {
      servers: Servers;
      members: Members;
      tableBook: TableBook;
      tables: TableService;
      games: InstalledGames;
      now: () => number;
      pause?: ((milliseconds: number) => Promise<void>) | undefined;
      /**
       * Issue 32: other processes act on these tables too (the shards are
       * split: clusters, or several machines): a table message drawn here may
       * land after a newer drawing of theirs, so each edit is checked.
       */
      shared?: boolean;
    },
  ) {
    this.kept = new KeptMessages(parts);
  }

  /**
   * Edits the table message in place, or posts it anew when it is gone (or
   * was never posted). `interaction`: who acted, to be told there when the
   * bot has lost a permission in the channel.
   */
  refresh(tableId: number, interaction?: ActingInteraction): Promise<void> {
    const { tableBook, tables, games } = this.parts;
    return this.kept.refresh(`table:${tableId}`, {
      where: async () => {
        const table = await tables.publicTable(tableId);
        return table ? { channelId: table.channelId, messageId: table.messageId } : null;
      },
      draw: async () => {
        const table = await tables.publicTable(tableId);
        if (!table) return null;
        const message = await inServerLanguage(this.parts, table.serverId, () =>
          drawnWith(this.parts, table.serverId, namedAt(table), (wording) => renderTable(table, games, wording)),
        );
        // A split table's message is redrawn only when it changes (refreshIfChanged): this is what it now shows.
        if (table.groups !== null && table.status === 'active') this.drawn.set(tableId, JSON.stringify(message));
        return { channelId: table.channelId, messageId: table.messageId, message, table };
      },
      may: async ({ table }, editing) => {
        const lost = await this.lost(table, editing, interaction);
        if (lost) await this.owe(table.id);
        return !lost;
      },
      refused: async ({ table }) => {
        await this.owe(table.id);
        return this.tellHost(table, [...editNeeds], interaction);
      },
      posted: ({ table }, messageId) => tableBook.setMessage(table.id, messageId),
      shown: ({ table }) => this.settle(table.id),
      // A DM button (Discord sends every DM to shard 0) moves a table another cluster serves, and both redraw it.
      stale: async ({ table }) => this.parts.shared === true && ((await tables.version(tableId)) ?? 0) > table.version,
    });
  }

  /** Whether some table's message is owed (a refresh could not show it). */
  get owes(): boolean {
    // Not read yet (before the start's redraw): possibly.
    return this.owedTables === null || this.owedTables.size > 0;
  }

  /**
   * Issue 28: the table messages the bot could not bring up to date (a game
   * that ended while it lacked View Channel or Embed Links still showing
   * "In play" and its controls), redrawn wherever it now may: called when
   * Discord says its permissions changed, at start, and after a member's
   * interaction (`acting`: whose permissions there are Discord's newest word).
   */
  async redrawOwed(acting?: ActingInteraction): Promise<void> {
    for (const tableId of [...(await this.owed())]) {
      const table = await this.parts.tables.publicTable(tableId);
      if (!table) {
        await this.settle(tableId);
        continue;
      }
      // A channel the bot does not know now (deleted, or a thread Discord has archived) is not asked for at every interaction.
      if (!this.parts.client.channels.cache.has(table.channelId)) continue;
      const here = acting !== undefined && acting.channelId === table.channelId;
      if (lacking(here ? acting.appPermissions : botPermissionsIn(this.parts.client, table.channelId), editNeeds).length > 0) continue;
      await this.refresh(tableId, here ? acting : undefined);
    }
  }

  private async owed(): Promise<Set<number>> {
    this.owedTables ??= new Set(await this.parts.tableBook.owedMessages());
    return this.owedTables;
  }

  private async owe(tableId: number): Promise<void> {
    if ((await this.owed()).has(tableId)) return;
    (await this.owed()).add(tableId);
    await this.parts.tableBook.oweMessage(tableId, this.parts.now());
  }

  private async settle(tableId: number): Promise<void> {
    if (!(await this.owed()).delete(tableId)) return;
    await this.parts.tableBook.settleMessage(tableId);
  }

  /** A table that ended is not reported on any more. */
  forget(tableId: number): void {
    this.reported.delete(tableId);
  }

  /**
   * Edits the table message only when it would read differently from what
   * was last drawn here: a split table (EL-1) shows its groups' standings,
   * which most of their moves do not change — one edit a round, not one a
   * move. After a restart the first call draws.
   */
  async refreshIfChanged(tableId: number): Promise<void> {
    const table = await this.parts.tables.publicTable(tableId);
    if (!table) return;
    const drawn = JSON.stringify(
      await inServerLanguage(this.parts, table.serverId, () =>
        drawnWith(this.parts, table.serverId, namedAt(table), (wording) => renderTable(table, this.parts.games, wording)),
      ),
    );
    if (this.drawn.get(tableId) === drawn) return;
    await this.refresh(tableId);
    if (table.status === 'finished' || table.status === 'cancelled') this.drawn.delete(tableId);
  }

  /** Whether the bot lacks what editing (or posting) the table message takes; the host is told once. */
  private async lost(table: PublicTable, editing: boolean, interaction?: ActingInteraction): Promise<boolean> {
    const needs = editing ? editNeeds : tableNeeds(this.parts.client.channels.cache.get(table.channelId)?.isThread() === true);
    // A member acting in the table's channel carries Discord's newest word on the bot's permissions there.
    const acting = interaction?.channelId === table.channelId && interaction.appPermissions ? interaction.appPermissions : null;
    const missing = lacking(acting ?? botPermissionsIn(this.parts.client, table.channelId), needs);
    // What is back may be reported again if it goes again.
    const told = this.reported.get(table.id);
    for (const permission of needs) if (!missing.includes(permission)) told?.delete(permission);
    if (missing.length === 0) return false;
    await this.tellHost(table, missing, interaction);
    return true;
  }

  /**
   * The table cannot be shown: the host hears it once (by the interaction
   * when the host is acting, else by DM), naming what is missing; when the
   * host cannot be reached, whoever acted is told instead.
   */
  async tellHost(table: PublicTable, missing: readonly BotPermission[], interaction?: ActingInteraction): Promise<void> {
    const told = this.reported.get(table.id) ?? new Set<BotPermission>();
    this.reported.set(table.id, told);
    if (missing.every((permission) => told.has(permission))) return;
    for (const permission of missing) told.add(permission);
    this.parts.log.warn({ table: table.id, channel: table.channelId, missing }, 'the bot lacks permissions where a table plays');
    // The host alone reads it: in their language.
    const content = await inMemberLanguage(this.parts, table.hostId, () =>
      t('bot-permissions-lost', {
        game: this.parts.games.name(table.game),
        channel: `<#${table.channelId}>`,
        permissions: permissionList(missing),
      }),
    );
    const byInteraction = async () =>
      interaction && (interaction.replied || interaction.deferred)
        ? await bestEffort(this.parts, 'permission notice', () =>
            interaction.followUp({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }),
          )
        : Promise.resolve(false);
    if (interaction?.user.id === table.hostId && (await byInteraction())) return;
    // By the DM channel the database remembers (hidden.ts): no channel opened again after a restart.
    const host = (await sendDm(this.parts, table.hostId, content)) === 'sent';
    if (!host) await byInteraction();
  }
}
