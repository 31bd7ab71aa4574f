// One generic handler for every game's buttons and menus: turns a press or pick into the game's action, or into a private follow-up menu.
import { MessageFlags } from 'discord.js';
import { z } from 'zod';
import { actFromButton } from '../actions/table-actions.js';
import { bestEffort } from '../delivery/channels.js';
import type { AnyGameModule, ControlPlay } from '../kit/game-module.js';
import { PlayerError } from '../kit/player-error.js';
import { playing } from '../render/table.js';
import type { ComponentHandler } from '../runtime/handlers.js';
import { tableControl } from './payload.js';

/**
 * The buttons and menus of every game's table message, one generic handler
 * for all: the play turns the press or pick into the game's action (which
 * goes through the table service exactly as its command does), or into a
 * private menu for a two-step choice. The payload is checked first
 * (payload.ts): the control's kind, one value for a menu, the version the
 * control must carry, and the table of this channel.
 */
function controlHandler(gameId: string, play: ControlPlay<unknown, unknown>): ComponentHandler {
  const version = play.version ?? 'current';
  // Here only the argument's shape (none for a control drawn without one); its value is the play's to judge against the table.
  return tableControl(
    play.id,
    { kind: play.kind, version, argument: play.argument ?? z.null(), inDms: play.private === true },
    async (interaction, payload, found, context) => {
      // Only this game's own table goes to its play.
      if (found.game !== gameId) throw new PlayerError('error-control-mismatch');
      // Read by a private step, which shows the table as it stands: one from an older version (or before the game) is stale.
      // An action needs no view: the table service judges its version and the game's state.
      const table = () => {
        const game = playing(found);
        if (!game || (payload.version !== 'any' && payload.version !== game.version)) throw new PlayerError('error-stale-button');
        return game;
      };
      // The presser's own hidden rolls, read before the play (which reads them as it decides) stays synchronous.
      const held = await context.tables.hiddenRollsFor(payload.tableId, interaction.user.id);
      const rolls = () => held;
      const outcome = play.toAction({ argument: payload.argument, values: payload.values, member: interaction.user.id, rolls }, table);
      if ('act' in outcome) {
        await actFromButton(interaction, context, payload.tableId, payload.version, { kind: 'play', action: outcome.act });
        // Said to the presser alone (their DM, or an ephemeral follow-up): what they chose in private (VA-2).
        if (outcome.said)
          await bestEffort(context, 'private answer', () =>
            interaction.followUp({ content: outcome.said!, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }),
          );
        return;
      }
      const { content, components, replace } = outcome.show;
      // A private step replaces only the private message it was picked in; picked on the public table message (a forged
      // pick), it answers privately instead, so the channel never shows one player's menu.
      const inPrivate = interaction.message.flags.has(MessageFlags.Ephemeral);
      if (replace && inPrivate) await interaction.update({ content, components });
      else await interaction.reply({ content, components, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    },
  );
}

export function gameControls(modules: readonly AnyGameModule[]): ComponentHandler[] {
  return modules.flatMap((module) => module.plays.controls.map((play) => controlHandler(module.game.id, play)));
}
