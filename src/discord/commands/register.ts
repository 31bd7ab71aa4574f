import { Routes, type REST } from 'discord.js';
import { allCommandData } from './all.js';
import type { SlashCommand } from '../handlers.js';

/**
 * Registers the commands: in one server when `guildId` is given (instant),
 * else globally. Used by `npm run deploy-commands` and by the sandbox.
 */
export async function registerCommands(rest: REST, applicationId: string, guildId: string | undefined, extra: readonly SlashCommand[] = []) {
  const body = [...allCommandData(), ...extra.map((command) => command.data.toJSON())];
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body });
  return body.length;
}
