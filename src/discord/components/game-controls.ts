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
function controlHandler(play: ControlPlay<unknown, unknown>): ComponentHandler {
  return {
    action: play.id,
    async execute(interaction, id, context) {
      const menu = interaction.isStringSelectMenu();
      if ((play.kind === 'menu') !== menu || id.tableId === null) throw new PlayerError('error-unknown-button');
      const found = context.tables.publicTable(id.tableId);
      const table = found ? playing(found) : null;
      if (!table) throw new PlayerError('error-stale-button');
      const outcome = play.toAction({ argument: id.argument, values: menu ? interaction.values : [] }, table);
      if ('act' in outcome) {
        await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: outcome.act });
        return;
      }
      // A private step shows the table as it stands: a menu from an older version is stale.
      if (id.version !== 'any' && id.version !== table.version) throw new PlayerError('error-stale-button');
      const { content, components, replace } = outcome.show;
      if (replace) await interaction.update({ content, components });
      else await interaction.reply({ content, components, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    },
  };
}

export function gameControls(modules: readonly AnyGameModule[]): ComponentHandler[] {
  return modules.flatMap((module) => module.plays.controls.map(controlHandler));
}
