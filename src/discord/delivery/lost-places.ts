// Notices tables whose channel or thread was deleted, cancels them, refunds every stake and DMs the host.
import { RESTJSONErrorCodes } from 'discord.js';
import { servesServer } from '../../engine/servers/served-shards.js';
import { t } from '../../i18n/index.js';
import { inMemberLanguage } from '../language/readers.js';
import type { BotContext } from '../runtime/context.js';
import { discordErrorCode } from './channels.js';
import { sendDm } from './hidden.js';
import { publishElsewhere } from './publish.js';

/** The channel a REST path is about (`/channels/{id}` and below), if it is one. */
const CHANNEL_PATH = /^\/channels\/(\d+)(?:\/|$)/;

/**
 * Issue 28: a table whose channel or thread no longer exists can never be
 * played or shown again. Discord tells the bot when one is deleted while it
 * is connected (CHANNEL_DELETE, THREAD_DELETE); one deleted while it was
 * down it learns only by looking — at ready for every unfinished table, and
 * from any answer "Unknown Channel" (10003) about the place of a table.
 * Such a table is cancelled, every stake refunded, and its host told by DM.
 */
export class LostPlaces {
  /** Cancels still running (a 10003 while one is handled is the same loss). */
  private readonly working = new Set<Promise<void>>();
  /** Channels being asked about after a 404 below them. */
  private readonly asking = new Set<string>();

  constructor(private readonly context: BotContext) {}

  /** Resolves when every cancel begun so far is done (the bot's idle()). */
  async idle(): Promise<void> {
    while (this.working.size > 0) await Promise.allSettled([...this.working]);
  }

  /** Discord said the channel is gone (its delete event, or 10003 about it): every open table there is cancelled. */
  async gone(channelId: string): Promise<void> {
    const tableIds = await this.context.tableBook.unfinishedIn(channelId);
    const work = Promise.all(tableIds.map((tableId) => this.cancel(tableId))).then(() => undefined);
    this.working.add(work);
    void work.finally(() => this.working.delete(work));
    return work;
  }

  /**
   * A REST answer (discord.js's `response` event) of 404 about a channel
   * that holds a table. Its body is not read here: with discord.js's
   * default request strategy the event's response shares its body with the
   * one discord.js parses, and reading it took every error's code away (a
   * deleted table message, 10008, was no longer posted anew). A 404 of
   * `GET /channels/{id}` is Unknown Channel; a 404 below it (a message, a
   * webhook) is asked about once: the channel itself is fetched, and its
   * own 404 comes back here.
   */
  async answered(method: string, path: string, status: number): Promise<void> {
    const channelId = CHANNEL_PATH.exec(path)?.[1];
    if (status !== 404 || channelId === undefined || !(await this.holdsTable(channelId))) return;
    if (method.toUpperCase() === 'GET' && path === `/channels/${channelId}`) {
      void this.gone(channelId);
      return;
    }
    if (this.asking.has(channelId)) return;
    this.asking.add(channelId);
    void this.context.client.channels
      .fetch(channelId, { force: true })
      .catch(() => null)
      .finally(() => this.asking.delete(channelId));
  }

  private async holdsTable(channelId: string): Promise<boolean> {
    return (await this.context.tableBook.unfinishedIn(channelId)).length > 0;
  }

  /**
   * At ready: the place of every unfinished table not in the cache (the
   * server's channels and active threads came with it) is asked for; only
   * Discord's "Unknown Channel" counts as gone — an archived thread is
   * fetched fine, and an outage proves nothing. Only in the servers this
   * process serves (issue 31): the others' channels are not in its cache,
   * and asking for each would spend requests on what another process looks after.
   */
  async sweep(): Promise<void> {
    const { client, served } = this.context;
    const unfinished = await this.context.tableBook.unfinishedPlaces();
    const places = new Set(unfinished.filter((place) => servesServer(served, place.serverId)).map((place) => place.channelId));
    for (const channelId of places) {
      if (client.channels.cache.has(channelId)) continue;
      try {
        await client.channels.fetch(channelId);
      } catch (error) {
        if (discordErrorCode(error) === RESTJSONErrorCodes.UnknownChannel) await this.gone(channelId);
        else this.context.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'could not look up a table channel at start');
      }
    }
  }

  private async cancel(tableId: number): Promise<void> {
    const { context } = this;
    const bot = context.client.user;
    if (!bot) return;
    // One id per table: the delete event, the sweep and a 10003 cancel it once between them.
    const result = await context.tables.act({
      tableId,
      actor: { userId: bot.id, isModerator: true },
      command: { kind: 'end' },
      interactionId: `channel-gone:${tableId}`,
      now: context.now(),
    });
    if (!result.ok || result.duplicate) return;
    const { table } = result;
    context.log.info({ table: tableId, channel: table.channelId }, 'table channel gone; table cancelled, stakes refunded');
    // Nothing can be shown where the table was; what it changed elsewhere is shown there: a split table's parent, or a
    // tournament's news and the game its group plays next (issue 28: a lost group table moves its tournament on).
    if (result.actionId !== undefined) await context.tables.shown(result.actionId);
    await publishElsewhere(context, result);
    if (table.hostId === bot.id) return;
    const content = await inMemberLanguage(context, table.hostId, () => t('table-place-gone-dm', { game: context.games.tableName(table), table: table.id }));
    if ((await sendDm(context, table.hostId, content)) !== 'sent') {
      context.log.warn({ table: tableId, host: table.hostId }, 'could not tell the host that their table was cancelled');
    }
  }
}
