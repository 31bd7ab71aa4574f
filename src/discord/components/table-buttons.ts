// The lobby message's Join, Watch, Leave, Start and End buttons, its house player buttons (like their /table commands, lobby only), and the Show my dice button.

import { MessageFlags } from 'discord.js';
import { z } from 'zod';
import { isCommitmentCode } from '../../engine/dice/commitment.js';
import type { CommitmentRecord } from '../../engine/dice/commitment-store.js';
import { HOUSE_LEVELS } from '../../engine/house.js';
import { startTable } from '../actions/group-start.js';
import { actFromButton } from '../actions/table-actions.js';
import { handControls } from '../delivery/hidden.js';
import type { MessageRow } from '../kit/game-module.js';
import { showRolls } from '../kit/parts.js';
import { PlayerError } from '../kit/player-error.js';
import type { ComponentHandler } from '../runtime/handlers.js';
import { type ControlShape, parseControl, type TableControlHandler, tableControl, tableOfChannel } from './payload.js';

/**
 * A button on the lobby message: the same as its /table command, but only
 * while the table is a lobby — on a lobby message left behind, Leave or End
 * must not forfeit or cancel a running game.
 */
function lobbyControl(action: string, shape: Omit<ControlShape, 'table' | 'kind'>, execute: TableControlHandler): ComponentHandler {
  return tableControl(action, { kind: 'button', ...shape }, async (interaction, payload, table, context) => {
    if (table.status !== 'lobby') throw new PlayerError('error-stale-button');
    await execute(interaction, payload, table, context);
  });
}

/**
 * Join, Watch, Leave, Start and End. Join, Watch, Leave and End mean the
 * same at any version (render/table.ts draws them so); Start must carry the
 * version it was drawn at, so the roster that starts is the one the starter
 * saw (issue 11).
 */
export const lobbyButtons: ComponentHandler[] = (['join', 'watch', 'leave', 'start', 'end'] as const).map((action) =>
  lobbyControl(
    action,
    {
      version: action === 'start' ? 'current' : 'any',
      argument: z.null(),
      versionRefusal: action === 'start' ? 'error-start-version' : undefined,
    },
    async (interaction, payload, _table, context) => {
      const press = () => actFromButton(interaction, context, payload.tableId, payload.version, { kind: action });
      // EL-1: a table of more players than one game takes starts as groups.
      if (action === 'start') await startTable(interaction, context, payload.tableId, press, payload.version === 'any' ? undefined : payload.version);
      else await press();
    },
  ),
);

/** The level a house player button seats (its argument, typed by the member's client: parsed, never trusted). */
const houseLevel = z.enum(HOUSE_LEVELS);

/**
 * Issue 33: the lobby's "🏠 House player (easy)" and "(hard)" seat one, as
 * `/table seat-house` does, and "Remove house player" takes the last one
 * seated away, as `/table unseat-house` does: the host or a moderator (the
 * table service refuses anyone else, and a tournament table). They mean the
 * same at any version.
 */
export const houseButtons: ComponentHandler[] = [
  lobbyControl('house', { version: 'any', argument: houseLevel }, async (interaction, payload, _table, context) => {
    const level = houseLevel.parse(payload.argument);
    await actFromButton(interaction, context, payload.tableId, payload.version, { kind: 'seat-house', level });
  }),
  lobbyControl('unhouse', { version: 'any', argument: z.null() }, async (interaction, payload, _table, context) => {
    await actFromButton(interaction, context, payload.tableId, payload.version, { kind: 'unseat-house' });
  }),
];

/** The commitment code a lone /roll's "Show my dice" carries. */
const commitmentCode = z.string().refine(isCommitmentCode);
const showDiceShape: ControlShape = { kind: 'button', version: 'any', table: 'optional', argument: commitmentCode.nullable() };

/**
 * "Show my dice", posted when a DM could not be delivered: it answers only
 * the presser, with only their own dice, ephemerally. At a table, only the
 * table of this channel.
 */
export const showDiceButton: ComponentHandler = {
  action: 'show',
  onlyReads: true,
  async execute(interaction, id, context) {
    const payload = parseControl(interaction, id, showDiceShape);
    let rolls: CommitmentRecord[];
    // At a table the button is drawn without an argument: one added is forged (issue 28).
    if (payload.tableId !== null && payload.argument !== null) throw new PlayerError('error-control-mismatch');
    if (payload.tableId !== null) {
      const table = await tableOfChannel(context, payload.tableId, interaction.channelId);
      rolls = await context.tables.hiddenRollsFor(table.id, interaction.user.id);
    } else {
      const record = payload.argument ? await context.commitments.find(payload.argument) : null;
      if (!record?.viewerIds.includes(interaction.user.id)) throw new PlayerError('error-not-for-you');
      rolls = [record];
    }
    // A game's controls on the player's own rolls come along (Valere's point die, VA-2: the ephemeral fallback of the DM).
    const components: MessageRow[] = [];
    for (const roll of rolls) components.push(...(await handControls(context, roll)));
    components.splice(5);
    await interaction.reply({ content: showRolls(rolls), components, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  },
};
