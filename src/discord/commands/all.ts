import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { gameModules } from '../../games/registry.js';
import { gameCommand } from '../game-command.js';
import { InstalledGames } from '../installed-games.js';
import { withLocalizations } from './localize.js';
import { gmCommand } from './gm.js';
import { baseCommands } from './index.js';
import { leaderboardCommand } from './leaderboard.js';
import { statsCommand } from './stats.js';
import { tournamentCommand } from './tournament.js';

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
