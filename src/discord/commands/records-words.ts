// Small helpers shared by /leaderboard and /stats: the game choice option, number formatting, and a public reply in the server's language.
import { type ChatInputCommandInteraction, MessageFlags, type SlashCommandBooleanOption, type SlashCommandStringOption } from 'discord.js';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { inServerLanguage } from '../language/readers.js';
import type { BotContext } from '../runtime/context.js';

/** A `game` option offering the installed games by name. */
export function gameChoice(option: SlashCommandStringOption, modules: readonly AnyGameModule[]): SlashCommandStringOption {
  return option.setName('game').addChoices(...modules.map((module) => ({ name: module.words.t(module.text.name), value: module.game.id })));
}

/** The installed games' ids, as zod checks a `game` option (a forged one is refused naming them). */
export function gameIds(modules: readonly AnyGameModule[]) {
  const [first, ...rest] = modules.map((module) => module.game.id);
  return z.enum([first ?? 'none', ...rest]);
}

export const oneDecimal = (value: number) => value.toFixed(1);

/** An amount won (+) or lost (−), in the server's money. */
export const signed = (amount: number, money: (amount: number) => string) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${money(Math.abs(amount))}`;

/** Records are for the channel to see (like `/wallet top`), in the server's language; nobody is pinged by them. */
async function publicReply(interaction: ChatInputCommandInteraction, context: BotContext, render: () => Promise<string>): Promise<void> {
  await interaction.reply({ content: await inServerLanguage(context, interaction.guildId, render), allowedMentions: { parse: [] } });
}

/** Issue 30: a `private` option, so a member may read a record for themselves, as `/wallet balance` answers. */
export function privateChoice(option: SlashCommandBooleanOption): SlashCommandBooleanOption {
  return option.setName('private').setDescription(t('cmd-records-private'));
}

/** The `private` option as zod reads it: absent, the channel sees the answer. */
export const privateOption = z.boolean().default(false);

/**
 * A record answered as asked: to the channel in the server's language, or to
 * the asker alone in theirs — the language the dispatcher already speaks
 * while it handles their interaction, as `/wallet balance` answers.
 */
export async function recordsReply(interaction: ChatInputCommandInteraction, context: BotContext, only: boolean, render: () => Promise<string>): Promise<void> {
  if (!only) return publicReply(interaction, context, render);
  await interaction.reply({ content: await render(), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}
