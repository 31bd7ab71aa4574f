// The npm run deploy-commands script: registers every slash command in the dev server if one is set, otherwise globally.
import { DiscordAPIError, REST } from 'discord.js';
import { registerCommands } from '../discord/commands/register.js';
import { allCommandData } from './commands.js';
import { describeConfigProblems, loadDotEnv, parseConfig } from './config.js';

/**
 * `npm run deploy-commands`: registers every slash command — in DEV_GUILD_ID
 * when set (instant, for testing), else globally (Discord may take up to an
 * hour to show global changes).
 */
loadDotEnv();
const parsed = parseConfig(process.env);
if (!parsed.ok) {
  process.stderr.write(`${describeConfigProblems(parsed.problems)}\n`);
  process.exit(1);
}
const { DISCORD_TOKEN, DISCORD_APPLICATION_ID, DEV_GUILD_ID } = parsed.config;
try {
  const count = await registerCommands(new REST().setToken(DISCORD_TOKEN), DISCORD_APPLICATION_ID, DEV_GUILD_ID, allCommandData());
  process.stdout.write(`Registered ${count} commands ${DEV_GUILD_ID ? `in server ${DEV_GUILD_ID}` : 'globally'}.\n`);
} catch (error) {
  // Issue 30: one line a moderator can act on, never a stack trace.
  process.stderr.write(`Could not register the commands: ${whyNotRegistered(error)}\n`);
  process.exit(1);
}

/** Why Discord did not take the commands, in words that say what to fix. */
function whyNotRegistered(error: unknown): string {
  if (error instanceof DiscordAPIError) {
    if (error.status === 401) return 'Discord refused DISCORD_TOKEN (401 Unauthorized); copy the bot token again from the Developer Portal.';
    return `Discord refused them (${error.status}, code ${error.code}): ${error.message}`;
  }
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
