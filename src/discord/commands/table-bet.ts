// The /table bet subcommand: before the start, a member backs a player at this table from their wallet and is told the odds they got.
import { type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { tableHere } from '../actions/table-actions.js';
import { bestEffort } from '../delivery/channels.js';
import { publish, unwrap } from '../delivery/publish.js';
import { parseOptions } from '../kit/player-error.js';
import { formatMoney, mention } from '../kit/wording.js';
import { rememberName } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';

const betOptions = z.object({ player: z.string().min(1), amount: z.number().int().min(1).max(1_000_000_000) });

/**
 * `/table bet player amount` (VJ-11): back a player of this table to win,
 * before the start, from your wallet. The bettor is told the odds their
 * stake now gets; the table message shows the pool to everyone.
 */
export async function betAtTable(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const { player, amount } = parseOptions(betOptions, {
    player: interaction.options.getUser('player', true).id,
    amount: interaction.options.getInteger('amount', true),
  });
  rememberName(interaction, context);
  const result = unwrap(
    await context.sideBets.bet({
      tableId: await tableHere(interaction, context),
      bettor: interaction.user.id,
      player,
      amount,
      interactionId: interaction.id,
      now: context.now(),
    }),
  );
  const pays = result.table.bets?.odds.find((row) => row.player === player)?.pays ?? 1;
  const money = formatMoney(await context.servers.settings(result.table.serverId), amount);
  const content = t('table-bet-placed', { player: mention(player), amount: money, pays: pays.toFixed(2) });
  await bestEffort(context, 'reply', () => interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }));
  await publish(context, result, interaction);
}
