// The npm run deploy-commands script: registers every slash command in the dev server if one is set, otherwise globally.
import { REST } from 'discord.js';
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
const count = await registerCommands(new REST().setToken(DISCORD_TOKEN), DISCORD_APPLICATION_ID, DEV_GUILD_ID, allCommandData());
process.stdout.write(`Registered ${count} commands ${DEV_GUILD_ID ? `in server ${DEV_GUILD_ID}` : 'globally'}.\n`);
