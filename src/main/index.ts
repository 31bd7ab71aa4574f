// The bot's entry point: checks the configuration first, so a missing token is one clear message, then starts the production bot.
import { clusterShards } from './cluster-member.js';
import { describeConfigProblems, loadDotEnv, parseConfig } from './config.js';

// Start: config → log → db → migrate → client → login. The config comes first
// and alone, so a missing token is one clear message, not a stack trace.
loadDotEnv();
// Issue 32: started as a cluster of `npm run clusters`, the bot serves the shards its manager gave it.
const cluster = clusterShards();
if (cluster) {
  process.env.SHARD_COUNT = String(cluster.count);
  process.env.SHARDS = cluster.shards.join(',');
}
const parsed = parseConfig(process.env);
if (!parsed.ok) {
  process.stderr.write(`${describeConfigProblems(parsed.problems)}\n`);
  process.exit(1);
}

const { startProduction } = await import('./start.js');
await startProduction(parsed.config);
