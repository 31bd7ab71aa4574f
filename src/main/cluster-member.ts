// A bot process started as one cluster of `npm run clusters` (issue 32): its shards from the cluster manager, its readiness and its idleness told back.

import { Events } from 'discord.js';
import { ClusterClient, getInfo, IPCMessage } from 'discord-hybrid-sharding';
import type { Bot } from './bot.js';

/** This process's cluster, its shards and the shard count, when the cluster manager started it; null for a bot started alone. */
export function clusterShards(env: NodeJS.ProcessEnv = process.env): { cluster: number; count: number; shards: number[] } | null {
  if (env.CLUSTER_MANAGER_MODE !== 'process') return null;
  const info = getInfo();
  return { cluster: info.CLUSTER, count: info.TOTAL_SHARDS, shards: info.SHARD_LIST };
}

/** What the manager may ask a cluster: whether everything it received has been handled (the tests' and the sandbox's signal). */
export const IDLE_REQUEST = 'croupier:idle?';

/**
 * Tells the manager this cluster is ready once its shards are (the manager
 * starts the next cluster then: one IDENTIFY at a time), and answers its
 * `IDLE_REQUEST` once the bot is idle.
 */
export function joinCluster(bot: Bot): ClusterClient<Bot['client']> {
  const cluster = new ClusterClient<Bot['client']>(bot.client);
  bot.client.once(Events.ClientReady, () => cluster.triggerReady());
  cluster.on('message', (message: unknown) => {
    if (!(message instanceof IPCMessage) || message.raw.croupier !== IDLE_REQUEST) return;
    void bot.idle().then(() => message.reply({ croupier: 'idle' }));
  });
  return cluster;
}
