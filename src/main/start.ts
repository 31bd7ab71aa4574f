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
    await Promise.race([bot.login(config.DISCORD_TOKEN), gatewayUnreachable(bot.client)]);
  } catch (error) {
    // A wrong token or no route to Discord: one line saying what to fix (issue 30), on stderr as a config problem is,
    // not a log line with a stack trace; nothing was played, so there is nothing else to tell.
    process.stderr.write(`Croupier could not connect to Discord: ${whyDiscordRefused(error)}\n`);
    await bot.stop();
    db.close();
    // At once: a client given up on mid-retry may still hold a timer that would keep the process alive.
    process.exit(1);
  }
}
