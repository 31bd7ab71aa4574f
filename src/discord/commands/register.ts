import { Routes, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';

/**
 * Registers slash commands: in one server when `guildId` is given (instant),
 * else globally. Used by `npm run deploy-commands` and by the sandbox.
 */
export async function registerCommands(
  rest: REST,
  applicationId: string,
  guildId: string | undefined,
  body: RESTPostAPIChatInputApplicationCommandsJSONBody[],
) {
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body });
  return body.length;
}
