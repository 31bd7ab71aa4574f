// Shared steps for acting at a table from a command or a button: find the channel's table, act through the table service, confirm, then announce.
import { type ChatInputCommandInteraction, type MessageComponentInteraction, MessageFlags } from 'discord.js';
import { isHouse } from '../../engine/house.js';
import type { Applied, TableCommand } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { bestEffort } from '../delivery/channels.js';
import { type AnnouncementDrawnLater, type AnnouncementFiles, announcementsDrawnLater, publish, unwrap } from '../delivery/publish.js';
import { PlayerError } from '../kit/player-error.js';
import { mention, moneyIn } from '../kit/wording.js';
import { termsOf } from '../render/terms.js';
import { actorOf, rememberName } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';

/**
 * The table in the channel (or thread) the interaction came from; with
 * `orLatest`, the last one that ended when none is open (to read it).
 */
export async function tableHere(interaction: { channelId: string | null }, context: BotContext, orLatest = false): Promise<number> {
  const channelId = interaction.channelId;
  const tableId = channelId ? (orLatest ? await context.tables.latestTableIn(channelId) : await context.tables.tableIn(channelId)) : null;
  if (tableId === null) throw new PlayerError('error-no-table');
  return tableId;
}

/** Who acts at a table, their name remembered first: the table message, scoresheets and files name players as they go by. */
export function rememberActor(interaction: ChatInputCommandInteraction | MessageComponentInteraction, context: BotContext) {
  rememberName(interaction, context);
  return actorOf(interaction, context);
}

/** What the actor is told privately once their table command went through. */
async function confirmation(context: BotContext, command: TableCommand, result: Applied, actorId: string): Promise<string> {
  const { table } = result;
  const game = context.games.name(table.game);
  switch (command.kind) {
    case 'join': {
      const seat = table.seats.find((s) => s.userId === actorId);
      const moved = result.events.some((event) => event.type === 'table' && event.what === 'team');
      // Common terms (ruling): the joiner reads what they joined — stakes, what they put in, the options.
      const { stakes, options, clock } = termsOf(table, context.games, await moneyIn(context, table.serverId));
      return moved
        ? t('table-team-taken', { team: seat?.team ?? '?', position: seat?.position ?? '?' })
        : t('table-joined', { game, position: seat?.position ?? '?', stakes, options: clock === null ? options : `${options} ${clock}` });
    }
    case 'watch':
      return t('table-watching', { game });
    case 'seat-house': {
      const seat = table.seats.filter((s) => isHouse(s.userId)).at(-1);
      return t('house-seated', { player: mention(seat?.userId ?? ''), level: t(`house-level-${command.level}`), game, position: seat?.position ?? '?' });
    }
    case 'leave':
      return t(table.status === 'lobby' ? 'table-left-lobby' : 'table-forfeited');
    case 'unseat-house':
      return t('house-unseated');
    case 'start':
      return t('table-started');
    case 'end':
      return t('table-ended');
    case 'kick':
      return t('table-kicked', { player: mention(command.member) });
    case 'play':
      return t('table-action-done');
    case 'pause':
      return t('table-paused');
    case 'resume':
      return t('table-resumed');
    case 'expire':
      return t('table-skipped');
  }
}

const NOTHING_ANNOUNCED: AnnouncementDrawnLater = { messages: [], files: null };

/**
 * The announcement's files (its picture, the hands beside it), drawn after
 * the reply went out, attached by an edit of the reply: the edit of an
 * interaction's own response counts neither against the bot's global limit
 * nor as a message in the channel. Should the edit be refused, they follow
 * the reply instead.
 */
async function attachToReply(context: BotContext, interaction: ChatInputCommandInteraction, files: AnnouncementFiles): Promise<void> {
  if (files.length === 0) return;
  if (await bestEffort(context, 'attaching the picture', () => interaction.editReply({ files }))) return;
  await bestEffort(context, 'picture after the reply', () => interaction.followUp({ files, allowedMentions: { parse: [] } }));
}

/**
 * `/table …` and every game's commands: act through the table service,
 * confirm privately within Discord's 3 seconds (`confirm`: the game's own
 * sentence), then show the result in the channel.
 */
export async function actFromCommand(
  interaction: ChatInputCommandInteraction,
  context: BotContext,
  command: TableCommand,
  confirm?: string,
  at?: number,
): Promise<Applied> {
  const tableId = at ?? (await tableHere(interaction, context));
  const actor = await rememberActor(interaction, context);
  // Issue 32: the reply may carry the first message, without a nonce; its token lets a restart ask whether it went.
  const request = { tableId, actor, command, interactionId: interaction.id, now: context.now(), replyToken: interaction.token };
  const result = unwrap(await context.tables.act(request));
  // When the action is announced, the announcement is the answer: it says what the command did, publicly,
  // in the reply Discord does not count against the bot's request budget; no private confirmation as well.
  // Only where the table is: a moderator's /table end table:N from elsewhere is announced at the table.
  // Issue 31: the reply goes first, within Discord's 3 s; its picture is drawn after it and attached by editing it.
  const { messages, files } = interaction.channelId === result.table.channelId ? await announcementsDrawnLater(context, result) : NOTHING_ANNOUNCED;
  const [news] = messages;
  if (news && (await bestEffort(context, 'announcing reply', () => interaction.reply(news)))) {
    if (files) await attachToReply(context, interaction, await files());
    await publish(context, result, interaction, 1);
    return result;
  }
  const content = confirm ?? (await confirmation(context, command, result, actor.userId));
  await bestEffort(context, 'reply', () => interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }));
  // publish() acknowledges the command if that reply was refused, before anything else is said.
  await publish(context, result, interaction);
  return result;
}

/** A button press: the same action, and the table message updated by the press itself. */
export async function actFromButton(
  interaction: MessageComponentInteraction,
  context: BotContext,
  tableId: number,
  version: number | 'any',
  command: TableCommand,
): Promise<Applied> {
  const actor = await rememberActor(interaction, context);
  const result = unwrap(
    await context.tables.act({
      tableId,
      actor,
      command,
      interactionId: interaction.id,
      expectedVersion: version === 'any' ? undefined : version,
      now: context.now(),
    }),
  );
  await publish(context, result, interaction);
  return result;
}
