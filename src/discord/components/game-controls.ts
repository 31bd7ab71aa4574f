import { MessageFlags } from 'discord.js';
import type { AnyGameModule, ControlPlay } from '../game-module.js';
import type { ComponentHandler } from '../handlers.js';
import { PlayerError } from '../player-error.js';
import { playing } from '../render/table.js';
import { actFromButton } from '../table-actions.js';

/**
 * The buttons and menus of every game's table message, one generic handler
 * for all: the play turns the press or pick into the game's action (which
 * goes through the table service exactly as its command does), or into a
 * private menu for a two-step choice.
 */
function controlHandler(gameId: string, play: ControlPlay<unknown, unknown>): ComponentHandler {
  return {
    action: play.id,
    async execute(interaction, id, context) {
      const menu = interaction.isStringSelectMenu();
      if ((play.kind === 'menu') !== menu || id.tableId === null) throw new PlayerError('error-unknown-button');
      const { tableId } = id;
      // Read only by a play that needs it: an action goes straight to the table service, which reads the table anyway.
      const table = () => {
        const found = context.tables.publicTable(tableId);
        // Only this game's own table view goes to its play (a custom id can be forged).
        const game = found?.game === gameId ? playing(found) : null;
        // A private step shows the table as it stands: a menu from an older version is stale.
        if (!game || (id.version !== 'any' && id.version !== game.version)) throw new PlayerError('error-stale-button');
        return game;
      };
      const outcome = play.toAction({ argument: id.argument, values: menu ? interaction.values : [] }, table);
      if ('act' in outcome) {
        await actFromButton(interaction, context, tableId, id.version, { kind: 'play', action: outcome.act });
        return;
      }
      const { content, components, replace } = outcome.show;
      if (replace) await interaction.update({ content, components });
      else await interaction.reply({ content, components, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    },
  };
}

export function gameControls(modules: readonly AnyGameModule[]): ComponentHandler[] {
  return modules.flatMap((module) => module.plays.controls.map((play) => controlHandler(module.game.id, play)));
}
