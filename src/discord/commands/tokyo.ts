import { SlashCommandBuilder, type SlashCommandIntegerOption } from 'discord.js';
import type { TokyoAction } from '../../games/tokyo/options.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { PlayerError } from '../player-error.js';
import { actFromButton, actFromCommand } from '../table-actions.js';
import { openSubcommand, openTable } from './open.js';

const valueOption = (description: string) => (o: SlashCommandIntegerOption) =>
  o.setName('value').setDescription(description).setRequired(true).setMinValue(11).setMaxValue(66);

const data = new SlashCommandBuilder()
  .setName('tokyo')
  .setDescription(t('cmd-tokyo'))
  .addSubcommand((sub) =>
    openSubcommand(sub, t('tokyo-open-description'), (s) =>
      s
        .addIntegerOption((o) => o.setName('lives').setDescription(t('cmd-tokyo-open-lives')).setMinValue(1).setMaxValue(30))
        .addStringOption((o) => o.setName('variant').setDescription(t('cmd-tokyo-open-variant')).setMaxLength(200))
        .addStringOption((o) =>
          o
            .setName('preset')
            .setDescription(t('cmd-tokyo-open-preset'))
            .addChoices({ name: t('cmd-tokyo-open-preset-beghel'), value: 'beghel' }),
        )
        .addIntegerOption((o) => o.setName('buy_in').setDescription(t('cmd-tokyo-open-buy-in')).setMinValue(0).setMaxValue(1_000_000))
        .addIntegerOption((o) => o.setName('stack').setDescription(t('cmd-tokyo-open-stack')).setMinValue(0).setMaxValue(1_000_000)),
    ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('announce')
      .setDescription(t('cmd-tokyo-announce'))
      .addIntegerOption(valueOption(t('cmd-tokyo-announce-value'))),
  )
  .addSubcommand((sub) => sub.setName('roll').setDescription(t('cmd-tokyo-roll')))
  .addSubcommand((sub) => sub.setName('doubt').setDescription(t('cmd-tokyo-doubt')))
  .addSubcommand((sub) =>
    sub
      .setName('raise')
      .setDescription(t('cmd-tokyo-raise'))
      .addIntegerOption(valueOption(t('cmd-tokyo-raise-value'))),
  )
  .addSubcommand((sub) => sub.setName('accept').setDescription(t('cmd-tokyo-accept')));

/** What the player is told privately once their choice went through. */
function confirmation(action: TokyoAction): { key: MessageKey; params?: Record<string, number> } {
  switch (action.kind) {
    case 'announce':
      return { key: 'tokyo-done-announce', params: { value: action.value } };
    case 'raise':
      return { key: 'tokyo-done-raise', params: { value: action.value } };
    case 'roll':
      return { key: 'tokyo-done-roll' };
    case 'doubt':
      return { key: 'tokyo-done-doubt' };
    case 'accept':
      return { key: 'tokyo-done-accept' };
  }
}

export const tokyoCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'open') return openTable(interaction, context, 'tokyo');
    let action: TokyoAction;
    if (sub === 'announce' || sub === 'raise') {
      // The game's own action schema judges the value (in the table service).
      action = { kind: sub, value: interaction.options.getInteger('value', true) };
    } else if (sub === 'roll' || sub === 'doubt' || sub === 'accept') {
      action = { kind: sub };
    } else {
      throw new PlayerError('error-unknown-button');
    }
    await actFromCommand(interaction, context, { kind: 'play', action }, () => confirmation(action));
  },
};

/** The table message's choices: a button does exactly what its command does. */
export const tokyoComponents: ComponentHandler[] = [
  ...(['roll', 'doubt', 'accept'] as const).map(
    (kind): ComponentHandler => ({
      action: `tokyo-${kind}`,
      async execute(interaction, id, context) {
        await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind } });
      },
    }),
  ),
  ...(['announce', 'raise'] as const).map(
    (kind): ComponentHandler => ({
      action: `tokyo-${kind}`,
      async execute(interaction, id, context) {
        if (!interaction.isStringSelectMenu()) throw new PlayerError('error-unknown-button');
        await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind, value: Number(interaction.values[0]) } });
      },
    }),
  ),
];
