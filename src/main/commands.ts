// THE one list of what the bot answers — its slash commands and buttons — from which the bot dispatches and deploy-commands and the sandbox register.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { gameCommand } from '../discord/commands/game.js';
import { gmCommand } from '../discord/commands/gm.js';
import { helpCommand } from '../discord/commands/help.js';
import type { DocsFolder } from '../discord/commands/help-pages.js';
import { leaderboardCommand } from '../discord/commands/leaderboard.js';
import { withLocalizations } from '../discord/commands/localize.js';
import { oddsButton, oddsCommand } from '../discord/commands/odds.js';
import { rollCommand } from '../discord/commands/roll.js';
import { statsCommand } from '../discord/commands/stats.js';
import { tableCommand } from '../discord/commands/table.js';
import { tournamentCommand } from '../discord/commands/tournament.js';
import { verifyCommand } from '../discord/commands/verify.js';
import { walletCommand } from '../discord/commands/wallet.js';
import { gameControls } from '../discord/components/game-controls.js';
import { houseButtons, lobbyButtons, showDiceButton } from '../discord/components/table-buttons.js';
import type { AnyGameModule } from '../discord/kit/game-module.js';
import type { ComponentHandler, SlashCommand } from '../discord/runtime/handlers.js';
import { InstalledGames } from '../discord/runtime/installed-games.js';
import { gameModules } from '../games/index.js';
import type { Catalog } from '../i18n/catalog.js';

/** What a bot answers: every slash command and every button or menu, by the action its custom ids name. */
export interface CommandList {
  commands: SlashCommand[];
  components: ComponentHandler[];
}

/**
 * The bot's commands for the games it runs: the ones every Croupier has,
 * those that name the games (/gm, /tournament, /stats, /leaderboard), one
 * per game, and `extra` (the sandbox's tests add a deliberately slow one);
 * then /help, which lists every one of them, linking the docs at `docs`.
 */
export function commandList(modules: readonly AnyGameModule[], extra: readonly SlashCommand[] = [], docs: DocsFolder = null): CommandList {
  const listed = [
    tableCommand,
    rollCommand,
    verifyCommand,
    oddsCommand,
    walletCommand,
    gmCommand(modules),
    tournamentCommand(modules),
    statsCommand(modules),
    leaderboardCommand(modules),
    ...modules.map(gameCommand),
    ...extra,
  ];
  return {
    commands: [...listed, helpCommand(modules, listed, docs)],
    components: [...lobbyButtons, ...houseButtons, showDiceButton, oddsButton, ...gameControls(modules)],
  };
}

/** What Discord is told of the commands: their data, named and described in every language the bot speaks. */
export function registeredData(commands: readonly SlashCommand[], words: Catalog<string>): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return withLocalizations(
    commands.map((command) => command.data.toJSON()),
    words,
  );
}

/** What `deploy-commands` registers: the production games' list, the one the production bot dispatches. */
export function allCommandData(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return registeredData(commandList(gameModules).commands, new InstalledGames(gameModules).words);
}
