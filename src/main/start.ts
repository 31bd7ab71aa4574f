// The production start path: logger, database and migrations, then the bot logs in with dice from the cryptographic RNG only.
import { DatabaseTooNewError } from '../db/migrate.js';
import { isDatabaseUnreachable } from '../db/postgres-store.js';
import { cryptoRng } from '../engine/dice/rng.js';
import { gameModules } from '../games/index.js';
import { createLogger } from '../log.js';
import { createBot } from './bot.js';
import { clusterShards, joinCluster } from './cluster-member.js';
import type { Config } from './config.js';
import { gatewayUnreachable, whyDiscordRefused } from './discord-trouble.js';
import { type OpenedStore, openStore, postgresWhere } from './open-store.js';

/**
 * The production start path. Dice come only from the cryptographic RNG:
 * nothing here (no variable, no option) can force or seed them.
 */
export async function startProduction(config: Config): Promise<void> {
  const log = createLogger({ level: config.LOG_LEVEL });
  let opened: OpenedStore;
  try {
    opened = await openStore(config);
  } catch (error) {
    if (error instanceof DatabaseTooNewError) {
      log.fatal(error.message);
      process.exitCode = 1;
      return;
    }
    if (config.DATABASE_URL && isDatabaseUnreachable(error)) {
      // Issue 32: one line saying what to fix, as for Discord below; nothing was played.
      process.stderr.write(
        `Croupier could not reach PostgreSQL at ${postgresWhere(config.DATABASE_URL)} (${error instanceof Error ? error.message : String(error)}): is it running, and is DATABASE_URL right?\n`,
      );
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  const { store } = opened;
  log.info({ database: opened.where, ...(opened.applied.length > 0 ? { applied: opened.applied } : {}) }, 'database open');

  const bot = createBot({
    store,
    log,
    rng: cryptoRng,
    modules: gameModules,
    ...(config.DOCS_URL ? { docsUrl: config.DOCS_URL } : {}),
    // The benchmark runs this very start path against the local stand-in (README: Environment).
    ...(config.DISCORD_API_URL ? { rest: { api: config.DISCORD_API_URL } } : {}),
    shards: config.SHARD_COUNT,
    ...(config.SHARDS ? { servedShards: config.SHARDS } : {}),
  });
  // Issue 32: a cluster tells its manager when it is ready (the next cluster starts then) and answers when it is idle.
  if (clusterShards()) joinCluster(bot);
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal while stopping (Ctrl-C pressed again, or the process group's and a supervisor's) is the same
    // stop: handled with `process.once`, it found no handler left and ended the bot in the middle of its clean stop.
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await bot.stop();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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
    await opened.close();
    // At once: a client given up on mid-retry may still hold a timer that would keep the process alive.
    process.exit(1);
  }
}
