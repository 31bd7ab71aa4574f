import { ChannelType, MessageFlags, type ChatInputCommandInteraction, type CommandInteractionOption, type SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../i18n/index.js';
import { setTableMessage } from '../../tables/records.js';
import type { BotContext } from '../context.js';
import { PlayerError } from '../player-error.js';
import { bestEffort, refreshTableMessage, unwrap } from '../publish.js';
import { renderTable } from '../render/table.js';

/**
 * The `open` subcommand every game shares: `stakes` and `thread`, then the
 * game's own options (added by `addGameOptions`), spelled as RULES.md spells them.
 */
export function openSubcommand(
  sub: SlashCommandSubcommandBuilder,
  description: string,
  addGameOptions: (sub: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder = (s) => s,
): SlashCommandSubcommandBuilder {
  const withCommon = sub
    .setName('open')
    .setDescription(description)
    .addStringOption((o) =>
      o
        .setName('stakes')
        .setDescription(t('cmd-game-open-stakes'))
        .addChoices({ name: t('cmd-game-open-stakes-points'), value: 'points' }, { name: t('cmd-game-open-stakes-tria'), value: 'tria' }),
    )
    .addBooleanOption((o) => o.setName('thread').setDescription(t('cmd-game-open-thread')));
  return addGameOptions(withCommon);
}

/** The subcommand's options as typed, by name, for the game's zod schema to judge. */
function typedOptions(interaction: ChatInputCommandInteraction): Record<string, unknown> {
  const sub = interaction.options.data.find((option) => option.name === 'open');
  const options: readonly CommandInteractionOption[] = sub?.options ?? [];
  return Object.fromEntries(options.filter((option) => option.name !== 'thread').map((option) => [option.name, option.value]));
}

/** `/<game> open`: a lobby in this channel, or in a new thread with `thread:true`. */
export async function openTable(interaction: ChatInputCommandInteraction, context: BotContext, gameId: string): Promise<void> {
  const options = typedOptions(interaction);
  // Judge the options before making a thread, so a typo leaves no empty thread behind.
  const refused = context.tables.checkOptions(gameId, options);
  if (refused) throw PlayerError.from(refused);
  const name = t(context.tables.game(gameId).nameKey);
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
      const response = await interaction.reply({ ...renderTable(result.table, name), withResponse: true });
      const messageId = response.resource?.message?.id;
      if (messageId) setTableMessage(context.db, result.table.id, messageId);
    });
    // The table is open either way: without the reply, the table message is posted in the channel.
    if (!shown) await refreshTableMessage(context, result.table.id);
    return;
  }

  // Making a thread and posting in it can take longer than Discord's 3 seconds.
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const thread = await channel.threads.create({ name: t('table-thread-name', { game: name, host: interaction.user.displayName }).slice(0, 100) });
  const result = openIn(thread.id, channel.id);
  await refreshTableMessage(context, result.table.id);
  await bestEffort(context, 'open reply', () => interaction.editReply({ content: t('table-opened-in-thread', { game: name, thread: `<#${thread.id}>` }) }));
}
