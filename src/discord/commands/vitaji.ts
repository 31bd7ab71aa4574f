import { SlashCommandBuilder } from 'discord.js';
import type { VitajiAction } from '../../games/vitaji/options.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { PlayerError } from '../player-error.js';
import { actFromButton, actFromCommand } from '../table-actions.js';
import { openSubcommand, openTable } from './open.js';

const data = new SlashCommandBuilder()
  .setName('vitaji')
  .setDescription(t('cmd-vitaji'))
  .addSubcommand((sub) =>
    openSubcommand(sub, t('vitaji-open-description'), (s) =>
      s
        .addStringOption((o) =>
          o
            .setName('preset')
            .setDescription(t('cmd-vitaji-open-preset'))
            .addChoices(
              { name: t('cmd-vitaji-open-preset-casual'), value: 'casual' },
              { name: t('cmd-vitaji-open-preset-standard'), value: 'standard' },
              { name: t('cmd-vitaji-open-preset-super'), value: 'super' },
              { name: t('cmd-vitaji-open-preset-championship'), value: 'championship' },
            ),
        )
        .addIntegerOption((o) => o.setName('sides').setDescription(t('cmd-vitaji-open-sides')).setMinValue(2).setMaxValue(1_000_000))
        .addIntegerOption((o) => o.setName('rounds').setDescription(t('cmd-vitaji-open-rounds')).setMinValue(1).setMaxValue(10_000))
        .addIntegerOption((o) => o.setName('rerolls').setDescription(t('cmd-vitaji-open-rerolls')).setMinValue(0).setMaxValue(100_000))
        .addIntegerOption((o) => o.setName('interval').setDescription(t('cmd-vitaji-open-interval')).setMinValue(1).setMaxValue(1_000_000))
        .addIntegerOption((o) => o.setName('ante').setDescription(t('cmd-vitaji-open-ante')).setMinValue(0).setMaxValue(1_000_000_000))
        .addIntegerOption((o) => o.setName('maximum').setDescription(t('cmd-vitaji-open-maximum')).setMinValue(1).setMaxValue(1_000_000_000))
        .addBooleanOption((o) => o.setName('first_round_betting').setDescription(t('cmd-vitaji-open-first-round-betting')))
        .addBooleanOption((o) => o.setName('bonuses').setDescription(t('cmd-vitaji-open-bonuses')))
        .addBooleanOption((o) => o.setName('teams').setDescription(t('cmd-vitaji-open-teams')))
        .addIntegerOption((o) => o.setName('stack').setDescription(t('cmd-vitaji-open-stack')).setMinValue(0).setMaxValue(1_000_000_000)),
    ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('bet')
      .setDescription(t('cmd-vitaji-bet'))
      .addIntegerOption((o) => o.setName('amount').setDescription(t('cmd-vitaji-bet-amount')).setRequired(true).setMinValue(0)),
  )
  .addSubcommand((sub) => sub.setName('meet').setDescription(t('cmd-vitaji-meet')))
  .addSubcommand((sub) => sub.setName('drop').setDescription(t('cmd-vitaji-drop')))
  .addSubcommand((sub) => sub.setName('reroll').setDescription(t('cmd-vitaji-reroll')))
  .addSubcommand((sub) => sub.setName('pass').setDescription(t('cmd-vitaji-pass')))
  .addSubcommand((sub) =>
    sub
      .setName('bonus')
      .setDescription(t('cmd-vitaji-bonus'))
      .addStringOption((o) =>
        o
          .setName('choice')
          .setDescription(t('cmd-vitaji-bonus-choice'))
          .setRequired(true)
          .addChoices(
            { name: t('cmd-vitaji-bonus-choice-add'), value: 'add' },
            { name: t('cmd-vitaji-bonus-choice-double'), value: 'double' },
            { name: t('cmd-vitaji-bonus-choice-reroll'), value: 'reroll' },
          ),
      ),
  );

const confirmations: Record<VitajiAction['kind'], MessageKey> = {
  bet: 'vitaji-done-bet',
  meet: 'vitaji-done-meet',
  drop: 'vitaji-done-drop',
  reroll: 'vitaji-done-reroll',
  pass: 'vitaji-done-pass',
  bonus: 'vitaji-done-bonus',
};

export const vitajiCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'open') return openTable(interaction, context, 'vitaji');
    // The game's own action schema judges amounts and choices (in the table service).
    let action: VitajiAction;
    if (sub === 'bet') action = { kind: 'bet', amount: interaction.options.getInteger('amount', true) };
    else if (sub === 'bonus') action = { kind: 'bonus', choice: interaction.options.getString('choice', true) as 'add' };
    else if (sub === 'meet' || sub === 'drop' || sub === 'reroll' || sub === 'pass') action = { kind: sub };
    else throw new PlayerError('error-unknown-button');
    const params: Record<string, string | number> =
      action.kind === 'bet' ? { amount: action.amount } : action.kind === 'bonus' ? { choice: action.choice } : {};
    await actFromCommand(interaction, context, { kind: 'play', action }, () => ({ key: confirmations[action.kind], params }));
  },
};

/** The table message's choices, each exactly its command. */
export const vitajiComponents: ComponentHandler[] = [
  ...(['meet', 'drop', 'reroll', 'pass'] as const).map(
    (kind): ComponentHandler => ({
      action: `vitaji-${kind}`,
      async execute(interaction, id, context) {
        await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind } });
      },
    }),
  ),
  {
    action: 'vitaji-bet',
    async execute(interaction, id, context) {
      if (!interaction.isStringSelectMenu()) throw new PlayerError('error-unknown-button');
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'bet', amount: Number(interaction.values[0]) } });
    },
  },
  {
    action: 'vitaji-bonus',
    async execute(interaction, id, context) {
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'bonus', choice: id.argument } });
    },
  },
];
