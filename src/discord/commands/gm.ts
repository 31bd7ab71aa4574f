import { PermissionFlagsBits, SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import { serverSettings, updateServerSettings, type ServerSettings } from '../../db/servers.js';
import { grant, take, openWallet } from '../../economy/wallets.js';
import { formatMoney } from '../wording.js';
import { t } from '../../i18n/index.js';
import { actorOf } from '../actor.js';
import type { BotContext } from '../context.js';
import type { SlashCommand } from '../handlers.js';
import { parseOptions, PlayerError } from '../player-error.js';
import { mention } from '../wording.js';
import { amountSchema, memberAndAmount, settled } from './wallet.js';

// Declared with Manage Server as the default permission, so server owners
// can re-map who sees /gm in Discord's own Integrations settings; the
// handler still checks (Manage Server or the server's GM role).
const data = new SlashCommandBuilder()
  .setName('gm')
  .setDescription(t('cmd-gm'))
  .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
  .addSubcommand((sub) => memberAndAmount(sub, 'grant', t('cmd-gm-grant'), t('cmd-gm-grant-member'), t('cmd-gm-grant-amount')))
  .addSubcommand((sub) => memberAndAmount(sub, 'take', t('cmd-gm-take'), t('cmd-gm-take-member'), t('cmd-gm-take-amount')))
  .addSubcommand((sub) =>
    sub
      .setName('config')
      .setDescription(t('cmd-gm-config'))
      .addRoleOption((o) => o.setName('gm_role').setDescription(t('cmd-gm-config-gm-role')))
      .addStringOption((o) => o.setName('currency_name').setDescription(t('cmd-gm-config-currency-name')).setMaxLength(24))
      .addStringOption((o) => o.setName('currency_symbol').setDescription(t('cmd-gm-config-currency-symbol')).setMaxLength(4))
      .addIntegerOption((o) => o.setName('starting_balance').setDescription(t('cmd-gm-config-starting-balance')).setMinValue(0).setMaxValue(1_000_000))
      .addIntegerOption((o) => o.setName('daily_amount').setDescription(t('cmd-gm-config-daily-amount')).setMinValue(0).setMaxValue(1_000_000))
      .addStringOption((o) => o.setName('player_tags').setDescription(t('cmd-gm-config-player-tags')).setMaxLength(200))
      .addStringOption((o) => o.setName('watcher_tags').setDescription(t('cmd-gm-config-watcher-tags')).setMaxLength(200)),
  );

const tagList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(24)).min(1).max(10));

const configSchema = z.object({
  gmRoleId: z.string().optional(),
  currencyName: z.string().trim().min(1).max(24).optional(),
  currencySymbol: z.string().trim().max(4).optional(),
  startingBalance: z.number().int().min(0).max(1_000_000).optional(),
  dailyAmount: z.number().int().min(0).max(1_000_000).optional(),
  playerTags: tagList.optional(),
  watcherTags: tagList.optional(),
});

function describeSettings(settings: ServerSettings): string {
  return t('gm-settings', {
    gmRole: settings.gmRoleId ? `<@&${settings.gmRoleId}>` : t('gm-settings-no-role'),
    currency: settings.currencyName + (settings.currencySymbol ? ` (${settings.currencySymbol})` : ''),
    starting: formatMoney(settings, settings.startingBalance),
    daily: formatMoney(settings, settings.dailyAmount),
    playerTags: settings.playerTags.join(', '),
    watcherTags: settings.watcherTags.join(', '),
  });
}

async function config(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const serverId = interaction.guildId!;
  const symbol = interaction.options.getString('currency_symbol');
  const change = parseOptions(configSchema, {
    gmRoleId: interaction.options.getRole('gm_role')?.id,
    currencyName: interaction.options.getString('currency_name') ?? undefined,
    currencySymbol: symbol ?? undefined,
    startingBalance: interaction.options.getInteger('starting_balance') ?? undefined,
    dailyAmount: interaction.options.getInteger('daily_amount') ?? undefined,
    playerTags: interaction.options.getString('player_tags') ?? undefined,
    watcherTags: interaction.options.getString('watcher_tags') ?? undefined,
  });
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<ServerSettings>;
  // "-" clears the symbol, so amounts are written with the currency's name again.
  if (defined.currencySymbol === '-' || defined.currencySymbol === '') defined.currencySymbol = null;
  const changed = Object.keys(defined).length > 0;
  const settings = changed ? updateServerSettings(context.db, serverId, defined, context.now()) : serverSettings(context.db, serverId);
  await interaction.reply({
    content: t(changed ? 'gm-config-saved' : 'gm-config-shown', { settings: describeSettings(settings) }),
    allowedMentions: { parse: [] },
  });
}

async function execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const actor = actorOf(interaction, context);
  if (!actor.isModerator) throw new PlayerError('error-not-moderator');
  const sub = interaction.options.getSubcommand();
  if (sub === 'config') return config(interaction, context);

  const serverId = interaction.guildId!;
  const member = interaction.options.getUser('member', true);
  if (member.bot) throw new PlayerError('wallet-give-bot');
  const { amount } = parseOptions(z.object({ amount: amountSchema }), { amount: interaction.options.getInteger('amount', true) });
  const request = { serverId, actor: actor.userId, interactionId: interaction.id, now: context.now() };
  settled(sub === 'grant' ? grant(context.db, { ...request, to: member.id, amount }) : take(context.db, { ...request, from: member.id, amount }));
  const settings = serverSettings(context.db, serverId);
  const balance = formatMoney(settings, openWallet(context.db, serverId, member.id, context.now()));
  // Moderators' money moves are public, so the community can see them.
  await interaction.reply({
    content: t(sub === 'grant' ? 'gm-granted' : 'gm-took', {
      moderator: mention(actor.userId),
      amount: formatMoney(settings, amount),
      member: mention(member.id),
      balance,
    }),
    allowedMentions: { parse: [] },
  });
}

export const gmCommand: SlashCommand = { data, execute };
