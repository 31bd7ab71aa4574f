// The /help command: the commands and the games, or one game's rules card, answered to the asker alone in their language, with the docs.
import { MessageFlags, type RESTPostAPIChatInputApplicationCommandsJSONBody, SlashCommandBuilder } from 'discord.js';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { AnyGameModule } from '../kit/game-module.js';
import { parseOptions } from '../kit/player-error.js';
import type { SlashCommand } from '../runtime/handlers.js';
import { type DocsFolder, helpOverview, rulesCard } from './help-pages.js';
import { withLocalizations } from './localize.js';
import { gameChoice, gameIds } from './records-words.js';

function data(modules: readonly AnyGameModule[]) {
  return new SlashCommandBuilder()
    .setName('help')
    .setDescription(t('cmd-help'))
    .addStringOption((o) => gameChoice(o, modules).setDescription(t('cmd-help-game')));
}

/**
 * `/help [game]` (issue 30): without a game, every other command of the
 * bot's one list (`commands`) under its group, the games each in a line,
 * and the player's guide; with one, that game's rules card. Only the asker
 * sees it, in their Discord language (the dispatcher speaks it), so asking
 * never fills the channel.
 */
export function helpCommand(modules: readonly AnyGameModule[], commands: readonly SlashCommand[], docs: DocsFolder): SlashCommand {
  const schema = z.object({ game: gameIds(modules).optional() });
  // What Discord is told of the commands, in every language: read once, on the first /help.
  let registered: RESTPostAPIChatInputApplicationCommandsJSONBody[] | null = null;
  return {
    data: data(modules),
    onlyReads: true,
    async execute(interaction, context) {
      const { game } = parseOptions(schema, { game: interaction.options.getString('game') ?? undefined });
      registered ??= withLocalizations(
        commands.map((command) => command.data.toJSON()),
        context.games.words,
      );
      const embed = game === undefined ? helpOverview(registered, modules, docs) : rulesCard(context.games.module(game), docs);
      await interaction.reply({ embeds: [embed], flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
    },
  };
}
