// Several processes of the bot on one machine (issue 32): discord-hybrid-sharding's cluster manager, each cluster a bot serving its share of the shards.

import { REST, Routes } from 'discord.js';
import { Child, type Cluster, ClusterManager } from 'discord-hybrid-sharding';
import type { Logger } from '../log.js';
import { IDLE_REQUEST } from './cluster-member.js';

export interface ClustersOptions {
  /** The bot each cluster runs: the production entry (src/main/index.ts, or its build), or a test's. */
  file: string;
  /** Node's arguments for it (`--import tsx` for TypeScript run as it is). */
  execArgv: string[];
  token: string;
  /** The shard count: SHARD_COUNT, or Discord's recommendation (`recommendedShards`). */
  shards: number;
  /** The shards this machine's clusters serve [every one]: another machine runs clusters for the rest. */
  shardList?: readonly number[];
  clusters: number;
  log: Logger;
  /** Between one cluster's start and the next [7 s: Discord lets a bot IDENTIFY once per 5 s]. */
  spawnDelayMs?: number;
}

/**
 * discord-hybrid-sharding rather than discord.js's ShardingManager: the
 * latter runs one process per shard, the former groups shards into a
 * process (a cluster), so 16 shards are 2 processes, not 16, each with one
 * copy of the bot's code, caches and connection pool. Each cluster is the
 * ordinary bot with `SHARD_COUNT` and `SHARDS` from the manager; a server
 * lives on one shard, so on one cluster, whose pacing of its channels stays
 * whole. A cluster that dies is started again (at most `restarts` in an
 * hour), and shows at its start what it had saved and not shown.
 */
export async function startClusters(options: ClustersOptions): Promise<ClusterManager> {
  const manager = new ClusterManager(options.file, {
    totalShards: options.shards,
    totalClusters: Math.min(options.clusters, options.shardList?.length ?? options.shards),
    ...(options.shardList ? { shardList: [...options.shardList] } : {}),
    mode: 'process',
    token: options.token,
    execArgv: options.execArgv,
    respawn: true,
    restarts: { max: 5, interval: 60 * 60_000 },
  });
  manager.on('clusterCreate', (cluster) => {
    cluster.on('spawn', () => options.log.info({ cluster: cluster.id, shards: cluster.shardList, pid: pidOf(cluster) }, 'cluster started'));
    cluster.on('death', (_cluster, child) => {
      const code = child && 'exitCode' in child ? child.exitCode : undefined;
      options.log.warn({ cluster: cluster.id, code }, 'cluster died; starting it again');
    });
    cluster.on('ready', () => options.log.info({ cluster: cluster.id }, 'cluster ready'));
  });
  // Each cluster's shards are connected before the next starts (a finite wait: -1 would not wait at all).
  await manager.spawn({ delay: options.spawnDelayMs ?? 7_000, timeout: 5 * 60_000 });
  return manager;
}

/** Whether every cluster has handled everything it received (each answers once its bot is idle). */
export async function clustersIdle(manager: ClusterManager): Promise<void> {
  await Promise.all([...manager.clusters.values()].map((cluster) => cluster.request({ croupier: IDLE_REQUEST })));
}

/** Discord's recommended shard count (GET /gateway/bot), asked through `api` (the proxy, or Discord). */
export async function recommendedShards(token: string, api?: string): Promise<number> {
  const rest = new REST({ version: '10', ...(api ? { api } : {}) }).setToken(token);
  const answer = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return answer.shards;
}

/** The process a cluster runs in now (a new one after each restart), if it is running. */
export function pidOf(cluster: Cluster): number | null {
  return cluster.thread instanceof Child ? (cluster.thread.process?.pid ?? null) : null;
}
