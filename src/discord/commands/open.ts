// The /<game> open subcommand: checks the bot's permissions, then opens a lobby in this channel or a new thread, with turn timer and table options.
import { ChannelType, type ChatInputCommandInteraction, MessageFlags, RateLimitError, type TextChannel } from 'discord.js';
import { z } from 'zod';
import type { ServerSettings } from '../../engine/servers/settings.js';
import type { MessageKey } from '../../i18n/index.js';
import { t } from '../../i18n/index.js';
import { acknowledge, bestEffort, discordErrorCode } from '../delivery/channels.js';
import { unwrap } from '../delivery/publish.js';
import { makeThread } from '../delivery/threads.js';
import type { AnyGameModule, OptionText } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { drawnWith, namedAt } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import { turnTimeoutText } from '../options/durations.js';
import { renderTable } from '../render/table.js';
import { actorOf, rememberName } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';
import { subcommandOptions } from '../runtime/handlers.js';
import { type BotPermission, lacking, permissionList, tableNeeds, threadNeeds } from '../runtime/permissions.js';

/**
 * What `/<game> open` sets of the table itself, whatever the game: its turn
 * timer, a thread, and for long games how much it announces.
 */
const tableOptionShape = {
  turn_timeout: turnTimeoutText.optional(),
  announce: z.enum(['all', 'rounds']).optional(),
  thread: z.boolean().optional(),
  /** The host's own team, in a game of teams (VJ-9): the host is seated at open. */
  team: z.string().trim().min(1).max(32).optional(),
};

/** The table options `/<game> open` offers: `announce` only for a game that can keep to rounds, `team` only in a game of teams. */
export function tableOptions(module: AnyGameModule): Partial<typeof tableOptionShape> {
  const { announce, team, ...always } = tableOptionShape;
  return { ...always, ...(module.render.roundsOnly ? { announce } : {}), ...(module.game.teams ? { team } : {}) };
}

export const tableOptionTexts: Readonly<Record<string, OptionText<MessageKey>>> = {
  turn_timeout: 'cmd-game-open-turn-timeout',
  announce: { description: 'cmd-game-open-announce', choices: { all: 'cmd-game-open-announce-all', rounds: 'cmd-game-open-announce-rounds' } },
  thread: 'cmd-game-open-thread',
  team: 'cmd-game-open-team',
};

/** The typed options, the table's settings apart from the game's (which the server's defaults for the game fill in). */
function openOptions(interaction: ChatInputCommandInteraction, module: AnyGameModule, settings: ServerSettings) {
  const typed = subcommandOptions(interaction, 'open');
  const own = Object.fromEntries(Object.entries(typed).filter(([name]) => Object.hasOwn(tableOptionShape, name)));
  const game = Object.fromEntries(Object.entries(typed).filter(([name]) => !Object.hasOwn(tableOptionShape, name)));
  const table = parseOptions(z.object(tableOptionShape), own);
  // A game that cannot keep to rounds announces everything, whatever a forged option says.
  return {
    table: { ...table, announce: module.render.roundsOnly ? table.announce : undefined },
    game: { ...(settings.gameDefaults[module.game.id] ?? {}), ...game },
  };
}

/** `/<game> open`: a lobby in this channel, or in a new thread (`thread:true`, or the server's thread mode). */
export async function openTable(interaction: ChatInputCommandInteraction, context: BotContext, module: AnyGameModule): Promise<void> {
  const gameId = module.game.id;
  // The lobby names its host: by the name remembered here (an embed cannot mention).
  rememberName(interaction, context);
  const settings = await context.servers.settings(interaction.guildId!);
  if (settings.openers === 'gm-role' && !(await actorOf(interaction, context)).isModerator) throw new PlayerError('error-openers-gm-role');
  const { table: own, game: options } = openOptions(interaction, module, settings);
  if (own.thread === true && settings.threadMode === 'never') throw new PlayerError('error-threads-off');
  if (own.team !== undefined && !module.game.teams) throw new PlayerError('error-team-not-allowed');
  // Judge the options before making a thread, so a typo leaves no empty thread behind.
  const refused = context.tables.checkOptions(gameId, options);
  if (refused) throw PlayerError.from(refused);
  const name = context.games.name(gameId);
  const wantsThread = settings.threadMode === 'always' || own.thread === true;
  const channel = interaction.channel;
  const inThreadAlready = channel?.isThread() === true;
  const openIn = async (channelId: string, parentChannelId: string | null) =>
    unwrap(
      await context.tables.open({
        serverId: interaction.guildId!,
        channelId,
        parentChannelId,
        game: gameId,
        host: interaction.user.id,
        options,
        turnTimeoutMs: own.turn_timeout,
        announce: own.announce,
        team: own.team,
        interactionId: interaction.id,
        now: context.now(),
      }),
    );

  if (!wantsThread || inThreadAlready || !channel || channel.type !== ChannelType.GuildText) {
    // The first reply needs no permission, but every later edit of the table message does.
    refuseWithout(lacking(interaction.appPermissions, tableNeeds(inThreadAlready)), interaction.channelId);
    const result = await openIn(interaction.channelId, channel?.isThread() ? channel.parentId : null);
    const shown = await bestEffort(context, 'open reply', async () => {
      const lobby = await inServerLanguage(context, result.table.serverId, () =>
        drawnWith(context, result.table.serverId, namedAt(result.table), (wording) => renderTable(result.table, context.games, wording)),
      );
      const response = await interaction.reply({ ...lobby, withResponse: true });
      const messageId = response.resource?.message?.id;
      if (messageId) await context.tableBook.setMessage(result.table.id, messageId);
    });
    // The table is open either way: without the reply, the table message is posted in the channel.
    if (!shown) {
      await acknowledge(context, interaction);
      await context.messenger.refresh(result.table.id);
    }
    return;
  }

  // The thread has the channel's permissions: what it will need is known before it is made.
  refuseWithout(lacking(interaction.appPermissions, threadNeeds), channel.id);
  // Making a thread and posting in it can take longer than Discord's 3 seconds.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const threadName = await inServerLanguage(context, interaction.guildId, () =>
    t('table-thread-name', { game: name, host: interaction.user.displayName }).slice(0, 100),
  );
  const thread = await tableThread(context, channel, threadName);
  const result = await openIn(thread.id, channel.id);
  await context.messenger.refresh(result.table.id);
  if ((await context.tables.publicTable(result.table.id))?.messageId == null) {
    // Nobody could see or join a table whose message is not there: it is not opened after all, and
    // its cancel is not announced (now or after a restart) in a thread nobody was shown.
    const cancelled = await context.tables.act({
      tableId: result.table.id,
      actor: { userId: interaction.user.id, isModerator: true },
      command: { kind: 'end' },
      interactionId: `${interaction.id}:unopened`,
      now: context.now(),
    });
    if (cancelled.ok && cancelled.actionId !== undefined) await context.tables.shown(cancelled.actionId);
    throw new PlayerError('table-thread-failed', { thread: `<#${thread.id}>` });
  }
  await bestEffort(context, 'open reply', () => interaction.editReply({ content: t('table-opened-in-thread', { game: name, thread: `<#${thread.id}>` }) }));
}

/** An open is refused, naming every permission the bot lacks there, before anything is made. */
function refuseWithout(missing: readonly BotPermission[], channelId: string): void {
  if (missing.length > 0) throw new PlayerError('error-bot-permissions', { permissions: permissionList(missing), channel: `<#${channelId}>` });
}

/** The table's own thread (threads.ts); a refusal becomes one sentence for the member who opened it. */
async function tableThread(context: BotContext, channel: TextChannel, name: string) {
  try {
    return await makeThread(channel, name);
  } catch (error) {
    context.log.warn({ channel: channel.id, code: error instanceof RateLimitError ? 429 : discordErrorCode(error) }, 'could not make a thread');
    throw new PlayerError('error-thread-not-made', { channel: `<#${channel.id}>` });
  }
}
