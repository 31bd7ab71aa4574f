import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { gameCommands } from './games.js';
import { baseCommands } from './index.js';

/** What `deploy-commands` registers: the same list the bot answers. */
export function allCommandData(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [...baseCommands, ...gameCommands].map((command) => command.data.toJSON());
}
