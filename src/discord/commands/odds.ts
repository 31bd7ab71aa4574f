// The /odds command (issue 33): the asker's chances at this channel's table now, worked out from their own seat's sight alone, privately.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { tableHere } from '../actions/table-actions.js';
import { PlayerError } from '../kit/player-error.js';
import type { BotContext } from '../runtime/context.js';
import type { SlashCommand } from '../runtime/handlers.js';

const data = new SlashCommandBuilder().setName('odds').setDescription(t('cmd-odds'));

/** EL-1: at a table played in groups, the asker's own group is where they play. */
function playedAt(table: PublicTable, member: string): PublicTable {
  return table.groups?.find((group) => group.seats.some((seat) => seat.userId === member && seat.role === 'player')) ?? table;
}

/**
 * The asker's odds, in their language: what their own dice and the public
 * table say of the choice before them (the game's `odds`). Never at a
 * tournament table, nor on a server that turned them off.
 */
export async function oddsFor(context: BotContext, channelId: string | null, member: string, serverId: string): Promise<string> {
  const here = (await context.tables.publicTable(await tableHere({ channelId }, context)))!;
  if (!(await context.servers.settings(serverId)).odds) throw new PlayerError('error-odds-off');
  const table = playedAt(here, member);
  if (table.tournament) throw new PlayerError('error-odds-tournament');
  const sight = await context.tables.sightOf(table.id, member, context.now());
  if (sight === null) throw new PlayerError('error-odds-not-playing');
  const lines = context.games.module(table.game).odds?.(sight) ?? null;
  return lines === null || lines.length === 0 ? t('odds-nothing-now') : [t('odds-header'), ...lines].join('\n');
}

/** `/odds`: only the asker reads it, and it changes nothing. */
export const oddsCommand: SlashCommand = {
  data,
  onlyReads: true,
  async execute(interaction, context) {
    const content = await oddsFor(context, interaction.channelId, interaction.user.id, interaction.guildId!);
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  },
};
