import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { gameModules } from './games.js';
import { baseCommands } from './index.js';

/** What `deploy-commands` registers: the same list the bot answers. */
export function allCommandData(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [...baseCommands, ...gameModules.map((module) => module.command)].map((command) => command.data.toJSON());
}
