import { ActionRowBuilder, ButtonBuilder, ButtonStyle, SlashCommandBuilder } from 'discord.js';
import { openSubcommand, openTable } from '../../discord/commands/open.js';
import { encodeCustomId } from '../../discord/custom-id.js';
import type { ComponentHandler, SlashCommand } from '../../discord/handlers.js';
import type { GameRenderer } from '../../discord/render/game-renderers.js';
import { showDiceButton } from '../../discord/render/table.js';
import { mention } from '../../discord/wording.js';
import { actFromButton, actFromCommand } from '../../discord/table-actions.js';
import { t } from '../../i18n/index.js';
import type { ShowdownView } from './showdown.js';

/** `/showdown open [stakes] [thread] [buy_in]` and `/showdown show`: the demo game's command. */
export const showdownCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('showdown')
    .setDescription(t('cmd-showdown'))
    .addSubcommand((sub) =>
      openSubcommand(sub, t('demo-open-description'), (s) =>
        s.addIntegerOption((o) => o.setName('buy_in').setDescription(t('cmd-showdown-open-buy-in')).setMinValue(0).setMaxValue(1000)),
      ),
    )
    .addSubcommand((sub) => sub.setName('show').setDescription(t('cmd-showdown-show'))),
  async execute(interaction, context) {
    if (interaction.options.getSubcommand() === 'open') return openTable(interaction, context, 'showdown');
    await actFromCommand(interaction, context, { kind: 'play', action: { kind: 'show' } }, () => ({ key: 'demo-shown' }));
  },
};

export const showdownButtons: ComponentHandler[] = [
  {
    action: 'showdown-show',
    async execute(interaction, id, context) {
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'show' } });
    },
  },
];

export const showdownRenderer: GameRenderer = {
  fields(table) {
    const view = table.view as ShowdownView;
    const lines = view.seats.map((player) => {
      const state = view.out.includes(player)
        ? t('demo-player-out')
        : view.dice
          ? t('demo-player-die', { die: view.dice[player] ?? '?' })
          : view.shown.includes(player)
            ? t('demo-player-shown')
            : view.turn === player
              ? t('demo-player-turn')
              : '';
      return t('demo-player-line', { player: mention(player), state });
    });
    return [
      { name: t('demo-field-players'), value: lines.join('\n') },
      { name: t('demo-field-pot'), value: String(view.pot), inline: true },
    ];
  },
  components(table) {
    // The Show button acts at this version only; My dice works at any version.
    return [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(encodeCustomId({ tableId: table.id, version: table.version, action: 'showdown-show', argument: null }))
          .setLabel(t('demo-button-show'))
          .setStyle(ButtonStyle.Primary),
        showDiceButton(table.id, null, 'demo-button-my-dice'),
      ),
    ];
  },
  announce() {
    return null;
  },
};
