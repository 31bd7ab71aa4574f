// Uploads the slash commands to Discord, in one server (instant) or globally; used by npm run deploy-commands and the sandbox.
import { InteractionContextType, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody, Routes } from 'discord.js';

/**
 * Registers slash commands: in one server when `guildId` is given (instant),
 * else globally. Used by `npm run deploy-commands` and by the sandbox.
 * Every command is for servers only (a table, a wallet, a GM all belong to
 * one): without `contexts` Discord would offer global commands in the bot's
 * DMs too, where they could only be refused. A server's own commands are
 * offered in that server alone, and Discord documents `contexts` for global
 * commands only, so they go without it.
 */
export async function registerCommands(
  rest: REST,
  applicationId: string,
  guildId: string | undefined,
  body: RESTPostAPIChatInputApplicationCommandsJSONBody[],
) {
  const route = guildId ? Routes.applicationGuildCommands(applicationId, guildId) : Routes.applicationCommands(applicationId);
  await rest.put(route, { body: guildId ? body : body.map((command) => ({ ...command, contexts: [InteractionContextType.Guild] })) });
  return body.length;
}
