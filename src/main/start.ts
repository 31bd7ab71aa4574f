// The production start path: logger, database and migrations, then the bot logs in with dice from the cryptographic RNG only.
import { openDatabase } from '../db/connection.js';
import { DatabaseTooNewError, migrate } from '../db/migrate.js';
import { cryptoRng } from '../engine/dice/rng.js';
import { gameModules } from '../games/index.js';
import { createLogger } from '../log.js';
import { createBot } from './bot.js';
import type { Config } from './config.js';
import { gatewayUnreachable, whyDiscordRefused } from './discord-trouble.js';

/**
 * The production start path. Dice come only from the cryptographic RNG:
 * nothing here (no variable, no option) can force or seed them.
 */
export async function startProduction(config: Config): Promise<void> {
  const log = createLogger({ level: config.LOG_LEVEL });
  const db = openDatabase(config.DATABASE_PATH);
  try {
    const applied = migrate(db);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
  } catch (error) {
    if (error instanceof DatabaseTooNewError) {
      log.fatal(error.message);
      db.close();
      process.exitCode = 1;
      return;
    }
    throw error;
  }

  const bot = createBot({
    db,
    log,
    rng: cryptoRng,
    modules: gameModules,
    ...(config.DOCS_URL ? { docsUrl: config.DOCS_URL } : {}),
    // The benchmark runs this very start path against the local stand-in (README: Environment).
    ...(config.DISCORD_API_URL ? { rest: { api: config.DISCORD_API_URL } } : {}),
    shards: config.SHARD_COUNT,
    ...(config.SHARDS ? { servedShards: config.SHARDS } : {}),
  });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    await bot.stop();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await Promise.race([bot.login(config.DISCORD_TOKEN), gatewayUnreachable(bot.client), bot.shardingRequired]);
  } catch (error) {
    // A wrong token, no route to Discord, or too few shards (4011, known before the login fails): one line saying what
    // to fix (issue 30), on stderr as a config problem is, not a log line with a stack trace; nothing was played.
    await stopWith(`Croupier could not connect to Discord: ${bot.shards.shardingRequired ?? whyDiscordRefused(error)}`);
  }
  // Issue 31: Discord may close a shard with 4011 later too (the bot joined servers, a shard reconnected): the same sentence, and stop.
  bot.shardingRequired.catch((error: unknown) => stopWith(`Croupier stopped: ${error instanceof Error ? error.message : String(error)}`));

  async function stopWith(line: string): Promise<never> {
    process.stderr.write(`${line}\n`);
    // Set first: after a 4011 discord.js's destroy may leave a promise that never settles once nothing else runs, and Node
    // would then end the process with 13 (an unsettled top-level await) instead of this failure's 1.
    process.exitCode = 1;
    await bot.stop();
    db.close();
    // At once: a client given up on mid-retry may still hold a timer that would keep the process alive.
    process.exit(1);
  }
}
