import { MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { BotContext } from '../context.js';
import type { CustomId } from '../custom-id.js';
import type { ComponentHandler, SlashCommand } from '../handlers.js';
import type { PublicTable } from '../../tables/service.js';
import { parseOptions, PlayerError } from '../player-error.js';
import { faceMenu, quantityMenu } from '../render/liars.js';
import { actFromButton, actFromCommand } from '../table-actions.js';
import { openSubcommand, openTable } from './open.js';

const data = new SlashCommandBuilder()
  .setName('liars')
  .setDescription(t('cmd-liars'))
  .addSubcommand((sub) =>
    openSubcommand(sub, t('liars-open-description'), (s) =>
      s
        .addIntegerOption((o) => o.setName('dice').setDescription(t('cmd-liars-open-dice')).setMinValue(1).setMaxValue(20))
        .addStringOption((o) =>
          o
            .setName('spot_on')
            .setDescription(t('cmd-liars-open-spot-on'))
            .addChoices(
              { name: t('cmd-liars-open-spot-on-everyone'), value: 'everyone' },
              { name: t('cmd-liars-open-spot-on-caller-two'), value: 'caller-two' },
            ),
        )
        .addBooleanOption((o) => o.setName('wild_ones').setDescription(t('cmd-liars-open-wild-ones')))
        .addIntegerOption((o) => o.setName('call_window').setDescription(t('cmd-liars-open-call-window')).setMinValue(0).setMaxValue(60))
        .addIntegerOption((o) => o.setName('buy_in').setDescription(t('cmd-liars-open-buy-in')).setMinValue(0).setMaxValue(1_000_000))
        .addIntegerOption((o) => o.setName('stack').setDescription(t('cmd-liars-open-stack')).setMinValue(0).setMaxValue(1_000_000)),
    ),
  )
  .addSubcommand((sub) =>
    sub
      .setName('bid')
      .setDescription(t('cmd-liars-bid'))
      .addIntegerOption((o) => o.setName('quantity').setDescription(t('cmd-liars-bid-quantity')).setRequired(true).setMinValue(1).setMaxValue(1000))
      .addIntegerOption((o) => o.setName('face').setDescription(t('cmd-liars-bid-face')).setRequired(true).setMinValue(1).setMaxValue(6)),
  )
  .addSubcommand((sub) => sub.setName('call').setDescription(t('cmd-liars-call')));

export const liarsCommand: SlashCommand = {
  data,
  async execute(interaction, context) {
    switch (interaction.options.getSubcommand()) {
      case 'open':
        return openTable(interaction, context, 'liars');
      case 'bid': {
        // The game's own action schema judges the numbers (in the table service).
        const bid = { quantity: interaction.options.getInteger('quantity', true), face: interaction.options.getInteger('face', true) };
        await actFromCommand(interaction, context, { kind: 'play', action: { kind: 'bid', ...bid } }, () => ({ key: 'liars-bid-made', params: bid }));
        return;
      }
      case 'call':
        await actFromCommand(interaction, context, { kind: 'play', action: { kind: 'call' } }, () => ({ key: 'liars-called' }));
        return;
      default:
        throw new PlayerError('error-unknown-button');
    }
  },
};

/** The table a private bid menu acts on, as it stands — refused if it moved on since the menu was made. */
function currentTable(context: BotContext, id: CustomId): PublicTable {
  const table = context.tables.publicTable(id.tableId);
  if (!table || table.version !== id.version || table.view === null) throw new PlayerError('error-stale-button');
  return table;
}

/** The value of a bid menu option: `<quantity>.<face>`. */
const bidValue = z
  .string()
  .regex(/^\d{1,4}\.[1-6]$/)
  .transform((value) => ({ quantity: Number(value.split('.')[0]), face: Number(value.split('.')[1]) }));

export const liarsComponents: ComponentHandler[] = [
  {
    action: 'liars-bid',
    async execute(interaction, id, context) {
      if (!interaction.isStringSelectMenu()) throw new PlayerError('error-unknown-button');
      if (interaction.values[0] === 'more') {
        // A bid beyond the menu: how many dice, then which face, in a private menu.
        const table = currentTable(context, id);
        await interaction.reply({
          content: t('liars-choose-quantity'),
          components: [quantityMenu(table)],
          flags: MessageFlags.Ephemeral,
          allowedMentions: { parse: [] },
        });
        return;
      }
      const bid = parseOptions(bidValue, interaction.values[0]);
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'bid', ...bid } });
    },
  },
  {
    action: 'liars-quantity',
    async execute(interaction, id, context) {
      if (!interaction.isStringSelectMenu()) throw new PlayerError('error-unknown-button');
      const table = currentTable(context, id);
      const quantity = Number(interaction.values[0]);
      await interaction.update({ content: t('liars-choose-face', { quantity }), components: [faceMenu(table, quantity)] });
    },
  },
  {
    // The bid goes through the rules like any other; the menu's version must still be current.
    action: 'liars-face',
    async execute(interaction, id, context) {
      if (!interaction.isStringSelectMenu()) throw new PlayerError('error-unknown-button');
      const bid = { quantity: Number(id.argument), face: Number(interaction.values[0]) };
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'bid', ...bid } });
    },
  },
  {
    action: 'liars-call',
    async execute(interaction, id, context) {
      await actFromButton(interaction, context, id.tableId, id.version, { kind: 'play', action: { kind: 'call', bid: id.argument ?? undefined } });
    },
  },
];
