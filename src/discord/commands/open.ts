import { ChannelType, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { t } from '../../i18n/index.js';
import { setTableMessage } from '../../tables/repository.js';
import { bestEffort } from '../channels.js';
import type { BotContext } from '../context.js';
import type { AnyGameModule } from '../game-module.js';
import { subcommandOptions } from '../handlers.js';
import { PlayerError } from '../player-error.js';
import { unwrap } from '../publish.js';
import { renderTable } from '../render/table.js';

/** `/<game> open`: a lobby in this channel, or in a new thread with `thread:true`. */
export async function openTable(interaction: ChatInputCommandInteraction, context: BotContext, module: AnyGameModule): Promise<void> {
  const gameId = module.game.id;
  // `thread` is Discord's business, not the game's.
  const { thread: _thread, ...options } = subcommandOptions(interaction, 'open');
  // Judge the options before making a thread, so a typo leaves no empty thread behind.
  const refused = context.tables.checkOptions(gameId, options);
  if (refused) throw PlayerError.from(refused);
  const name = context.games.name(gameId);
  const wantsThread = interaction.options.getBoolean('thread') === true;
  const channel = interaction.channel;
  const inThreadAlready = channel?.isThread() === true;
  const openIn = (channelId: string, parentChannelId: string | null) =>
    unwrap(
      context.tables.open({
        serverId: interaction.guildId!,
        channelId,
        parentChannelId,
        game: gameId,
        host: interaction.user.id,
        options,
        interactionId: interaction.id,
        now: context.now(),
      }),
    );

  if (!wantsThread || inThreadAlready || !channel || channel.type !== ChannelType.GuildText) {
    const result = openIn(interaction.channelId, channel?.isThread() ? channel.parentId : null);
    const shown = await bestEffort(context, 'open reply', async () => {
      const response = await interaction.reply({ ...renderTable(result.table, context.games), withResponse: true });
      const messageId = response.resource?.message?.id;
      if (messageId) setTableMessage(context.db, result.table.id, messageId);
    });
    // The table is open either way: without the reply, the table message is posted in the channel.
    if (!shown) await context.messenger.refresh(result.table.id);
    return;
  }

  // Making a thread and posting in it can take longer than Discord's 3 seconds.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const thread = await channel.threads.create({ name: t('table-thread-name', { game: name, host: interaction.user.displayName }).slice(0, 100) });
  const result = openIn(thread.id, channel.id);
  await context.messenger.refresh(result.table.id);
  await bestEffort(context, 'open reply', () => interaction.editReply({ content: t('table-opened-in-thread', { game: name, thread: `<#${thread.id}>` }) }));
}
