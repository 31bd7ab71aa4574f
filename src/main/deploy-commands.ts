// The npm run deploy-commands script: registers every slash command in the dev server if one is set, otherwise globally.
import { REST } from 'discord.js';
import { registerCommands } from '../discord/commands/register.js';
import { allCommandData } from './commands.js';
import { describeConfigProblems, loadDotEnv, parseConfig } from './config.js';
import { whyDiscordRefused } from './discord-trouble.js';

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
const { DISCORD_TOKEN, DISCORD_APPLICATION_ID, DEV_GUILD_ID, DISCORD_API_URL } = parsed.config;
// As the bot does: the README's own test registers against the local stand-in (README: Environment).
const rest = new REST(DISCORD_API_URL ? { api: DISCORD_API_URL } : {}).setToken(DISCORD_TOKEN);
try {
  const count = await registerCommands(rest, DISCORD_APPLICATION_ID, DEV_GUILD_ID, allCommandData());
  process.stdout.write(`Registered ${count} commands ${DEV_GUILD_ID ? `in server ${DEV_GUILD_ID}` : 'globally'}.\n`);
} catch (error) {
  // Issue 30: one line a moderator can act on, never a stack trace.
  process.stderr.write(`Could not register the commands: ${whyDiscordRefused(error)}\n`);
  process.exit(1);
}
