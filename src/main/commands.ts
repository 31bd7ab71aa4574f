import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { gameModules } from '../games/index.js';
import { gameCommand } from '../discord/commands/game.js';
import { InstalledGames } from '../discord/runtime/installed-games.js';
import { withLocalizations } from '../discord/commands/localize.js';
import { gmCommand } from '../discord/commands/gm.js';
import { baseCommands } from '../discord/commands/index.js';
import { leaderboardCommand } from '../discord/commands/leaderboard.js';
import { statsCommand } from '../discord/commands/stats.js';
import { tournamentCommand } from '../discord/commands/tournament.js';

/** What `deploy-commands` registers: the same list the production bot answers. */
export function allCommandData(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const data = [
    ...baseCommands,
    gmCommand(gameModules),
    tournamentCommand(gameModules),
    statsCommand(gameModules),
    leaderboardCommand(gameModules),
    ...gameModules.map(gameCommand),
  ].map((command) => command.data.toJSON());
  return withLocalizations(data, new InstalledGames(gameModules).words);
}
