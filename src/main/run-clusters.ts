// The npm run clusters script (issue 32): the bot as several processes (clusters) on this machine, each serving its share of the shards.
import { fileURLToPath } from 'node:url';
import { createLogger } from '../log.js';
import { clustersIdle, pidOf, recommendedShards, startClusters } from './clusters.js';
import { describeConfigProblems, loadDotEnv, parseConfig } from './config.js';

/**
 * `npm run clusters [-- BOT_FILE]`: CLUSTERS processes [2] of the bot,
 * SHARD_COUNT shards between them [Discord's recommendation], or only the
 * shards SHARDS lists (this machine's share, another machine serving the
 * rest; SHARDS needs a numeric SHARD_COUNT). Every cluster
 * reads the same .env: DATABASE_URL (one PostgreSQL for them all) and
 * DISCORD_API_URL (the REST proxy, `npm run proxy`, so that their requests
 * share Discord's limit). BOT_FILE [this Croupier's own entry] is what each
 * cluster runs.
 */
loadDotEnv();
const parsed = parseConfig(process.env);
if (!parsed.ok) {
  process.stderr.write(`${describeConfigProblems(parsed.problems)}\n`);
  process.exit(1);
}
const config = parsed.config;
const log = createLogger({ level: config.LOG_LEVEL });
const [fileArgument] = process.argv.slice(2);
const here = fileURLToPath(import.meta.url);
const file = fileArgument ?? here.replace(/run-clusters\.(ts|js)$/, 'index.$1');
const shards = config.SHARD_COUNT === 'auto' ? await recommendedShards(config.DISCORD_TOKEN, config.DISCORD_API_URL) : config.SHARD_COUNT;
const manager = await startClusters({
  file,
  // TypeScript run as it is (npm start's way) needs tsx's loader in each cluster; the build runs on Node alone.
  execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : [],
  token: config.DISCORD_TOKEN,
  shards,
  // Several machines: each runs its own clusters over its share of the shards (config.ts checks SHARDS against SHARD_COUNT).
  ...(config.SHARDS ? { shardList: config.SHARDS } : {}),
  clusters: config.CLUSTERS,
  log,
  ...(process.env.CLUSTER_SPAWN_DELAY_MS ? { spawnDelayMs: Number(process.env.CLUSTER_SPAWN_DELAY_MS) } : {}),
});
log.info({ clusters: manager.clusters.size, shards }, 'every cluster is ready');

// A supervisor that started this with an IPC channel (the tests) is told when the clusters are ready, and may ask when they are idle.
if (process.send) {
  const clusters = () => [...manager.clusters.values()].map((cluster) => ({ cluster: cluster.id, shards: cluster.shardList, pid: pidOf(cluster) }));
  process.send({ croupier: 'ready', clusters: clusters() });
  manager.on('clusterReady', () => process.send?.({ croupier: 'cluster-ready', clusters: clusters() }));
  process.on('message', (message: { croupier?: string; ask?: number }) => {
    if (message?.croupier === 'idle?') void clustersIdle(manager).then(() => process.send?.({ croupier: 'idle', ask: message.ask }));
  });
}

const stop = (signal: string) => {
  log.info({ signal }, 'stopping the clusters');
  for (const cluster of manager.clusters.values()) cluster.kill({ force: false });
  process.exit(0);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
