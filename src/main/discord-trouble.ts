// Why Discord would not take the bot (wrong token, no route, a refusal), in one operator's line saying what to fix: for npm start and deploy-commands.
import { DiscordAPIError, DiscordjsError, DiscordjsErrorCodes } from 'discord.js';

/**
 * One line a moderator can act on, never a stack trace (issue 30). Operator
 * messages, like the config's: they are written for whoever runs the bot, in
 * English, not through the players' message catalog.
 */
export function whyDiscordRefused(error: unknown): string {
  // client.login turns the gateway lookup's 401 into this; a REST call (deploy-commands) keeps the 401 itself.
  const refusedToken =
    (error instanceof DiscordjsError && error.code === DiscordjsErrorCodes.TokenInvalid) || (error instanceof DiscordAPIError && error.status === 401);
  if (refusedToken) return 'Discord refused DISCORD_TOKEN (401 Unauthorized); copy the bot token again from the Developer Portal (Bot → Reset Token).';
  if (error instanceof DiscordAPIError) return `Discord refused it (${error.status}, code ${error.code}): ${error.message}`;
  const network = networkCode(error);
  if (network) return `Discord could not be reached (${network}); check this machine's connection to discord.com.`;
  return error instanceof Error ? error.message : String(error);
}

/** The system error code (ENOTFOUND, ECONNREFUSED …) somewhere in an error's causes, if it is a network failure. */
function networkCode(error: unknown): string | null {
  for (let at: unknown = error; at instanceof Error; at = at.cause) {
    if ('code' in at && typeof at.code === 'string' && /^E[A-Z_]+$/.test(at.code)) return at.code;
  }
  return null;
}
