import { MessageFlags } from 'discord.js';
import { type CommitmentRecord, findCommitment } from '../../db/commitments.js';
import type { ComponentHandler } from '../handlers.js';
import { PlayerError } from '../player-error.js';
import { showRolls } from '../render/parts.js';
import { actFromButton } from '../table-actions.js';

/**
 * Join, Watch, Leave, Start and End on the lobby message: the same as their
 * /table commands, but only while the table is a lobby — on a lobby message
 * left behind, Leave or End must not forfeit or cancel a running game.
 */
export const lobbyButtons: ComponentHandler[] = (['join', 'watch', 'leave', 'start', 'end'] as const).map((action) => ({
  action,
  async execute(interaction, id, context) {
    const { tableId } = id;
    if (tableId === null || context.tables.publicTable(tableId)?.status !== 'lobby') throw new PlayerError('error-stale-button');
    await actFromButton(interaction, context, tableId, id.version, { kind: action });
  },
}));

/**
 * "Show my dice", posted when a DM could not be delivered: it answers only
 * the presser, with only their own dice, ephemerally.
 */
export const showDiceButton: ComponentHandler = {
  action: 'show',
  async execute(interaction, id, context) {
    let rolls: CommitmentRecord[];
    if (id.tableId !== null) {
      rolls = context.tables.hiddenRollsFor(id.tableId, interaction.user.id);
    } else {
      const record = id.argument ? findCommitment(context.db, id.argument) : null;
      if (!record?.viewerIds.includes(interaction.user.id)) throw new PlayerError('error-not-for-you');
      rolls = [record];
    }
    await interaction.reply({ content: showRolls(rolls), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  },
};
