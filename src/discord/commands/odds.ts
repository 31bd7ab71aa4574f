// The /odds command and the Odds button (issue 33): the asker's chances at this channel's table now, worked out from their own seat's sight alone, privately.
import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { PublicTable } from '../../engine/tables/service.js';
import { t } from '../../i18n/index.js';
import { tableHere } from '../actions/table-actions.js';
import { tableControl } from '../components/payload.js';
import { PlayerError } from '../kit/player-error.js';
import type { BotContext } from '../runtime/context.js';
import type { ComponentHandler, SlashCommand } from '../runtime/handlers.js';

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
export async function oddsFor(context: BotContext, here: PublicTable, member: string): Promise<string> {
  if (!(await context.servers.settings(here.serverId)).odds) throw new PlayerError('error-odds-off');
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
    const here = (await context.tables.publicTable(await tableHere(interaction, context)))!;
    const content = await oddsFor(context, here, interaction.user.id);
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  },
};

/** The "Odds" button beside My dice: the same answer as `/odds`, for the table it was drawn on (this channel's). */
export const oddsButton: ComponentHandler = {
  ...tableControl('odds', { kind: 'button', version: 'any', argument: z.null() }, async (interaction, _payload, table, context) => {
    const content = await oddsFor(context, table, interaction.user.id);
    await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  }),
  onlyReads: true,
};
