// The /wallet command (balance, daily, give, history, top), plus the amount and member-and-amount helpers /gm reuses.
import { type ChatInputCommandInteraction, MessageFlags, SlashCommandBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import { z } from 'zod';
import type { WalletEntry } from '../../engine/economy/history.js';
import type { WalletResult } from '../../engine/economy/wallets.js';
import { t } from '../../i18n/index.js';
import { PlayerError, parseOptions } from '../kit/player-error.js';
import { formatMoney, mention } from '../kit/wording.js';
import { inServerLanguage } from '../language/readers.js';
import { actorOf } from '../runtime/actor.js';
import type { BotContext } from '../runtime/context.js';
import type { SlashCommand } from '../runtime/handlers.js';
import { wordedLine } from './wallet-history-words.js';

const MAX_AMOUNT = 1_000_000_000;

/** Amounts are whole tria from 1 up. */
export const amountSchema = z.number().int().min(1).max(MAX_AMOUNT);

/** A money-moving subcommand: a member and a whole amount, both required (give, grant, take). */
export function memberAndAmount(
  sub: SlashCommandSubcommandBuilder,
  name: string,
  description: string,
  who: string,
  howMuch: string,
): SlashCommandSubcommandBuilder {
  return sub
    .setName(name)
    .setDescription(description)
    .addUserOption((o) => o.setName('member').setDescription(who).setRequired(true))
    .addIntegerOption((o) => o.setName('amount').setDescription(howMuch).setRequired(true).setMinValue(1).setMaxValue(MAX_AMOUNT));
}

const data = new SlashCommandBuilder()
  .setName('wallet')
  .setDescription(t('cmd-wallet'))
  .addSubcommand((sub) =>
    sub
      .setName('balance')
      .setDescription(t('cmd-wallet-balance'))
      .addUserOption((o) => o.setName('member').setDescription(t('cmd-wallet-balance-member'))),
  )
  .addSubcommand((sub) => sub.setName('daily').setDescription(t('cmd-wallet-daily')))
  .addSubcommand((sub) => memberAndAmount(sub, 'give', t('cmd-wallet-give'), t('cmd-wallet-give-member'), t('cmd-wallet-give-amount')))
  .addSubcommand((sub) => sub.setName('history').setDescription(t('cmd-wallet-history')))
  .addSubcommand((sub) => sub.setName('top').setDescription(t('cmd-wallet-top')));

/** A refused wallet command becomes the player's one sentence. */
export function settled(result: WalletResult): Extract<WalletResult, { ok: true }> {
  if (!result.ok) throw PlayerError.from(result.error);
  return result;
}

async function reply(interaction: ChatInputCommandInteraction, content: string, privately: boolean): Promise<void> {
  await interaction.reply({ content, allowedMentions: { parse: [] }, ...(privately ? { flags: MessageFlags.Ephemeral as const } : {}) });
}

async function execute(interaction: ChatInputCommandInteraction, context: BotContext): Promise<void> {
  const serverId = interaction.guildId!;
  const settings = await context.servers.settings(serverId);
  const money = (amount: number) => formatMoney(settings, amount);
  const actor = (await actorOf(interaction, context)).userId;
  const request = { serverId, actor, interactionId: interaction.id, now: context.now() };
  switch (interaction.options.getSubcommand()) {
    case 'balance': {
      const member = interaction.options.getUser('member');
      if (member?.bot) throw new PlayerError('wallet-give-bot');
      const whose = member?.id ?? actor;
      const balance = money(await context.wallets.open(serverId, whose, context.now()));
      await reply(interaction, whose === actor ? t('wallet-balance-own', { balance }) : t('wallet-balance-other', { member: mention(whose), balance }), true);
      return;
    }
    case 'daily': {
      settled(await context.wallets.claimDaily(request));
      const balance = money(await context.wallets.open(serverId, actor, context.now()));
      await reply(interaction, t('wallet-daily-paid', { amount: money(settings.dailyAmount), balance }), true);
      return;
    }
    case 'give': {
      const recipient = interaction.options.getUser('member', true);
      if (recipient.bot) throw new PlayerError('wallet-give-bot');
      const { amount } = parseOptions(z.object({ amount: amountSchema }), { amount: interaction.options.getInteger('amount', true) });
      settled(await context.wallets.give({ ...request, to: recipient.id, amount }));
      // Gifts are public: the community sees money change hands.
      const gave = await inServerLanguage(context, serverId, () =>
        t('wallet-gave', { member: mention(actor), amount: money(amount), recipient: mention(recipient.id) }),
      );
      await reply(interaction, gave, false);
      return;
    }
    case 'history': {
      const entries = await context.wallets.history(serverId, actor);
      await reply(
        interaction,
        entries.length === 0
          ? t('wallet-history-empty')
          : [t('wallet-history-title', { count: entries.length }), ...historyLines(entries, money, context)].join('\n'),
        true,
      );
      return;
    }
    case 'top': {
      const top = await context.wallets.richest(serverId);
      const lines = () => top.map((row, index) => t('wallet-top-line', { place: index + 1, member: mention(row.userId), balance: money(row.balance) }));
      await reply(
        interaction,
        await inServerLanguage(context, serverId, () => (top.length === 0 ? t('wallet-top-empty') : [t('wallet-top-title'), ...lines()].join('\n'))),
        false,
      );
      return;
    }
    default:
      throw new PlayerError('error-unknown-button');
  }
}

export const walletCommand: SlashCommand = { data, onlyReads: ['balance', 'history', 'top'], execute };

/** An account's entries a line each, newest first, as `/wallet history` words them (and `/gm house` for the house's). */
export function historyLines(entries: readonly WalletEntry[], money: (amount: number) => string, context: Pick<BotContext, 'games'>): string[] {
  return entries.map((entry) =>
    t('wallet-history-line', {
      when: `<t:${Math.floor(entry.at / 1000)}:R>`,
      amount: signed(entry.amount, money, '+'),
      what: wordedLine(entry.what, (id) => context.games.name(id)),
    }),
  );
}

/** An amount with its sign, as members read money moving: a minus sign (−) below zero, `plus` above it. */
export function signed(amount: number, money: (amount: number) => string, plus = ''): string {
  return `${amount < 0 ? '−' : amount > 0 ? plus : ''}${money(Math.abs(amount))}`;
}
