// Small helpers shared by /leaderboard and /stats: the game choice option, number formatting, and a public reply in the server's language.
import type { ChatInputCommandInteraction, SlashCommandStringOption } from 'discord.js';
import { z } from 'zod';
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
export async function publicReply(interaction: ChatInputCommandInteraction, context: BotContext, render: () => string): Promise<void> {
  await interaction.reply({ content: inServerLanguage(context, interaction.guildId, render), allowedMentions: { parse: [] } });
}
