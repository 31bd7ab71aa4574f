/**
 * Issue 32, end to end: the repository's transcripts played through the
 * stand-in, `npm run proxy` and `npm run clusters` (2 clusters over 4
 * shards, on one PostgreSQL), two at a time: one on each cluster, each in a
 * server of its own with a cast of its own, their `dice:` lines forced in
 * the cluster that rolls them. Each ends as it ends in the sandbox (the bot
 * in the test's own process, on SQLite): the same summaries, the same
 * wallets.
 *
 * Which: every game, a tournament, a table in a thread with the bot's
 * permissions changed, and members in Romanian — the played-by-buttons
 * scripts where a game has both (the typed ones play the same games, and
 * a cluster keeps Discord's real channel pace, 5 messages in 5 s: all
 * twelve took some 75 s here, these about 30). Those that move the clock
 * or restart the bot (`wait:`, `restart`) need the sandbox's own clock and
 * bot, and cannot be played by a bot elsewhere.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Standalone } from '../../sandbox/standalone.js';
import { parseTranscript } from '../../sandbox/transcript/parse.js';
import { shardOf } from '../../standin/shards.js';
import { Clusters, clusterEnv, clusterWorld, startProxy, stopAll } from '../fixtures/cluster-run.js';
import { remoteForcing } from '../fixtures/remote-dice.js';
import { STORE_KINDS } from '../fixtures/stores.js';
import { allTranscripts, castAs, transcriptResults, transcriptText } from '../fixtures/transcript-results.js';
import { startSandbox } from './helpers.js';

const SHARDS = 4;
const SERVERS = 16;

/** A transcript made ready to play beside others: its own cast (`tag`), and whether it can be played by a bot elsewhere. */
function prepared(file: string, tag: string) {
  const steps = parseTranscript(transcriptText(file));
  const members = new Set(steps.flatMap((step) => [...('member' in step ? [step.member] : []), ...(step.kind === 'command' ? step.mentions : [])]));
  return {
    file,
    text: castAs(transcriptText(file), tag, [...members]),
    elsewhere: steps.every((step) => step.kind !== 'wait' && step.kind !== 'restart'),
  };
}

describe.skipIf(!STORE_KINDS.includes('postgres'))('transcripts through 2 clusters at once (issue 32)', () => {
  let world: Awaited<ReturnType<typeof clusterWorld>> | undefined;
  let proxy: ChildProcess | undefined;
  let clusters: Clusters | undefined;
  const sockets = mkdtempSync(join(tmpdir(), 'croupier-dice-'));

  beforeAll(async () => {
    world = await clusterWorld(SHARDS, SERVERS);
  });

  afterAll(async () => {
    await stopAll([clusters?.child, proxy]);
    await world?.stop();
    rmSync(sockets, { recursive: true, force: true });
  });

  it('plays a transcript of every game, two at once, each to the end it reaches in the sandbox', async () => {
    const { standin, database, store } = world!;
    const started = await startProxy(standin.apiUrl);
    proxy = started.child;
    clusters = new Clusters({
      ...clusterEnv({ token: standin.token, applicationId: standin.applicationId, proxyPort: started.port, databaseUrl: database.url, shards: SHARDS }),
      DICE_SOCKETS: sockets,
    });
    await clusters.next('ready');
    const live = clusters;
    const since = standin.clock.now();

    // Longest first, dealt to the lanes in turn: they end together.
    const chosen = [
      'buttons/eleven.txt',
      'buttons/valere.txt',
      'tournament-vitaji.txt',
      'real-servers.txt',
      'tokyo-ro.txt',
      'buttons/tokyo.txt',
      'buttons/vitaji.txt',
    ];
    expect(allTranscripts()).toEqual(expect.arrayContaining(chosen));
    const scripts = chosen.map((file, index) => prepared(file, `t${index + 1}`));
    expect(scripts.every((script) => script.elsewhere)).toBe(true);
    // One lane a cluster: the servers on its shards (the home server left to nobody), its dice.
    const lanes = live.clusters.map((cluster) => ({
      servers: [...standin.guilds.values()].filter((guild) => guild !== standin.home && cluster.shards.includes(shardOf(guild.id, SHARDS))),
      playground: Standalone.beside(standin, store, {
        idle: () => live.idle(),
        forcing: remoteForcing(join(sockets, `cluster-${cluster.cluster}.sock`)),
      }),
    }));
    expect(lanes).toHaveLength(2);

    // Each script's lane (dealt in turn) and server; each lane plays its share one after another.
    const dealt = scripts.map((script, index) => ({ script, lane: lanes[index % lanes.length]!, server: lanes[index % lanes.length]!.servers.shift()!.name }));
    const onLane = (lane: (typeof lanes)[number]) => dealt.filter((deal) => deal.lane === lane);
    const play = async ({ script, lane, server }: (typeof dealt)[number]) => transcriptResults(script.text, { sandbox: lane.playground, server });
    // The same in the sandbox, each on a bot of its own in this process, in the same server.
    const inSandbox = async ({ script, server }: (typeof dealt)[number]) => {
      const sandbox = await startSandbox({ seed: script.file });
      try {
        return await transcriptResults(script.text, { sandbox, server });
      } finally {
        await sandbox.stop();
      }
    };
    // The two lanes and the sandbox at once: the clusters mostly wait out Discord's channel pace.
    const sequentially = async <T>(deals: typeof dealt, run: (deal: (typeof dealt)[number]) => Promise<T>) => {
      const results: T[] = [];
      for (const deal of deals) results.push(await run(deal));
      return results;
    };
    const [sandboxed, ...laned] = await Promise.all([sequentially(dealt, inSandbox), ...lanes.map((lane) => sequentially(onLane(lane), play))]);
    const onClusters = new Map(lanes.flatMap((lane, index) => onLane(lane).map((deal, at) => [deal.script.file, laned[index]![at]!] as const)));
    for (const [index, { script }] of dealt.entries()) {
      const played = onClusters.get(script.file)!;
      expect(played.exitCode, script.file).toBe(0);
      expect(sandboxed[index]!.exitCode, script.file).toBe(0);
      expect(played.results, script.file).toEqual(sandboxed[index]!.results);
    }

    // Discord's limit for the bot as a whole, both clusters together; the money conserved; nothing refused or apologised for.
    expect(standin.traffic.maxGlobalPerSecond(since)).toBeLessThanOrEqual(50);
    expect(await store.tx.get<{ total: number }>('SELECT SUM(balance) AS total FROM accounts')).toEqual({ total: 0 });
    expect(standin.unexpected()).toEqual({ unanswered: [], refused: [], apologies: [] });
  }, 300_000);
});
