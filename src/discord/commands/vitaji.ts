import { SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { VitajiAction } from '../../games/vitaji/options.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ComponentHandler, SlashCommand } from '../handlers.js';
import { parseOptions, PlayerError } from '../player-error.js';
import { registerRenderer } from '../render/game-renderers.js';
import { vitajiRenderer } from '../render/vitaji.js';
import { actFromButton, actFromCommand } from '../table-actions.js';
import { openSubcommand, openTable } from './open.js';

registerRenderer('vitaji', vitajiRenderer);

const data = new SlashCommandBuilder()
  .setName('vitaji')
  .setDescription('Vitaji')
  .addSubcommand((sub) =>
    openSubcommand(sub, t('vitaji-open-description'), (s) =>
      s
        .addStringOption((o) =>
          o
            .setName('preset')
            .setDescription('casual d6×5, standard d20×10, super d100×50, championship d1000×500')
            .addChoices(...['casual', 'standard', 'super', 'championship'].map((name) => ({ name, value: name }))),
        )
        .addIntegerOption((o) => o.setName('sides').setDescription('Sides of the die [6]').setMinValue(2).setMaxValue(1_000_000))
        .addIntegerOption((o) => o.setName('rounds').setDescription('Rounds [5]').setMinValue(1).setMaxValue(10_000))
        .addIntegerOption((o) => o.setName('rerolls').setDescription('Rerolls per player for the game [2 per 5 rounds]').setMinValue(0).setMaxValue(100_000))
        .addIntegerOption((o) => o.setName('interval').setDescription('Bets are multiples of this [1]').setMinValue(1).setMaxValue(1_000_000))
        .addIntegerOption((o) => o.setName('ante').setDescription('Paid by everyone at the start [10 × interval]').setMinValue(0).setMaxValue(1_000_000_000))
        .addIntegerOption((o) => o.setName('maximum').setDescription('A bet is at most this × rounds already played').setMinValue(1).setMaxValue(1_000_000_000))
        .addBooleanOption((o) => o.setName('first_round_betting').setDescription('Bet in round 1 too'))
        .addBooleanOption((o) => o.setName('bonuses').setDescription('Triples and sweeps'))
        .addBooleanOption((o) => o.setName('teams').setDescription('Team Vitaji (join with /table join team:NAME)'))
        .addIntegerOption((o) => o.setName('stack').setDescription('Table points per player at a points table [1000]').setMinValue(0).setMaxValue(1_000_000_000)),
    ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('bet')
      .setDescription('Bet (to open) or raise (once a round)')
      .addIntegerOption((o) => o.setName('amount').setDescription('The bet: a multiple of the interval').setRequired(true).setMinValue(0)),
  )
  .addSubcommand((sub) => sub.setName('meet').setDescription('Meet the current bet'))
  .addSubcommand((sub) => sub.setName('drop').setDescription('Drop out of the game (what you put in stays in the pot)'))
  .addSubcommand((sub) => sub.setName('reroll').setDescription('Spend a reroll'))
  .addSubcommand((sub) => sub.setName('pass').setDescription('Keep your result'))
  .addSubcommand((sub) =>
    sub
      .setName('bonus')
      .setDescription('Choose your triple bonus')
      .addStringOption((o) =>
        o
          .setName('choice')
          .setDescription('add the number, double your next result, or an extra reroll')
          .setRequired(true)
          .addChoices({ name: 'add', value: 'add' }, { name: 'double', value: 'double' }, { name: 'reroll', value: 'reroll' }),
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

const amountSchema = z.object({ amount: z.coerce.number().int().min(0) });
const choiceSchema = z.object({ choice: z.enum(['add', 'double', 'reroll']) });

export const vitajiCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'open') return openTable(interaction, context, 'vitaji');
    let action: VitajiAction;
    if (sub === 'bet') action = { kind: 'bet', ...parseOptions(amountSchema, { amount: interaction.options.getInteger('amount', true) }) };
    else if (sub === 'bonus') action = { kind: 'bonus', ...parseOptions(choiceSchema, { choice: interaction.options.getString('choice', true) }) };
    else if (sub === 'meet' || sub === 'drop' || sub === 'reroll' || sub === 'pass') action = { kind: sub };
    else throw new PlayerError('error-unknown-button');
    const params: Record<string, string | number> = action.kind === 'bet' ? { amount: action.amount } : action.kind === 'bonus' ? { choice: action.choice } : {};
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
      const { amount } = parseOptions(amountSchema, { amount: interaction.values[0] });
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'bet', amount } });
    },
  },
  {
    action: 'vitaji-bonus',
    async execute(interaction, id, context) {
      const { choice } = parseOptions(choiceSchema, { choice: id.argument });
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'bonus', choice } });
    },
  },
];
