// The /gm command for moderators (Manage Server or the GM role): grant or take members' money, the house account, plus the /gm config group.
import { type ChatInputCommandInteraction, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { formatMoney, mention } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import { actorOf } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';
import type { SlashCommand } from '../runtime/handlers.js';
import { addConfigGroup, config } from './gm-config.js';
import { amountSchema, historyLines, memberAndAmount, settled, signed } from './wallet.js';

// No default permission: Discord would then hide /gm from a member who has
// only the server's GM role (`/gm config gm_role`), whom the bot accepts as
// a game master. Everyone sees it; the handler checks (Manage Server or the
// GM role) and refuses anyone else in one sentence.
function gmData(modules: readonly AnyGameModule[]) {
  const data = new SlashCommandBuilder()
    .setName('gm')
    .setDescription(t('cmd-gm'))
    .addSubcommand((sub) => memberAndAmount(sub, 'grant', t('cmd-gm-grant'), t('cmd-gm-grant-member'), t('cmd-gm-grant-amount')))
    .addSubcommand((sub) => memberAndAmount(sub, 'take', t('cmd-gm-take'), t('cmd-gm-take-member'), t('cmd-gm-take-amount')))
    .addSubcommand((sub) => sub.setName('house').setDescription(t('cmd-gm-house')));
  return addConfigGroup(data, modules);
}

async function execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const actor = await actorOf(interaction, context);
  if (!actor.isModerator) throw new PlayerError('error-not-moderator');
  if (interaction.options.getSubcommandGroup() === 'config') return config(interaction, context);
  const sub = interaction.options.getSubcommand();
  if (sub === 'house') return house(interaction, context);

  const serverId = interaction.guildId!;
  const member = interaction.options.getUser('member', true);
  if (member.bot) throw new PlayerError('wallet-give-bot');
  const { amount } = parseOptions(z.object({ amount: amountSchema }), { amount: interaction.options.getInteger('amount', true) });
  const request = { serverId, actor: actor.userId, interactionId: interaction.id, now: context.now() };
  settled(
    sub === 'grant' ? await context.wallets.grant({ ...request, to: member.id, amount }) : await context.wallets.take({ ...request, from: member.id, amount }),
  );
  const settings = await context.servers.settings(serverId);
  const balance = formatMoney(settings, await context.wallets.open(serverId, member.id, context.now()));
  // Moderators' money moves are public, so the community can see them.
  await interaction.reply({
    content: await inServerLanguage(context, serverId, () =>
      t(sub === 'grant' ? 'gm-granted' : 'gm-took', {
        moderator: mention(actor.userId),
        amount: formatMoney(settings, amount),
        member: mention(member.id),
        balance,
      }),
    ),
    allowedMentions: { parse: [] },
  });
}

/**
 * Issue 33: `/gm house`, to the moderator alone: the house account's
 * balance (what its house players won less what they staked, over all
 * their games) and its latest entries, as `/wallet history` words a wallet's.
 */
async function house(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const serverId = interaction.guildId!;
  const settings = await context.servers.settings(serverId);
  const money = (amount: number) => formatMoney(settings, amount);
  const { balance, entries } = await context.wallets.house(serverId);
  const heading = t('gm-house-balance', { balance: signed(balance, money) });
  const lines = entries.length === 0 ? [t('gm-house-empty')] : [t('wallet-history-title', { count: entries.length }), ...historyLines(entries, money, context)];
  await interaction.reply({ content: [heading, ...lines].join('\n'), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

/** /gm for a bot running these games (`config set game:` names them). */
export function gmCommand(modules: readonly AnyGameModule[]): SlashCommand {
  return { data: gmData(modules), onlyReads: ['config show', 'house'], execute };
}
