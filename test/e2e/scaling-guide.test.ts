/**
 * Issue 32, done when: docs/SCALING.md's commands, as a fresh clone runs
 * them — `npm run standin`, `npm run proxy`, `npm run deploy-commands`,
 * `npm run clusters` (CLUSTERS=2, SHARD_COUNT=4) on PostgreSQL — bring up
 * the production bot as two clusters against the stand-in alone, and the
 * guide's example game (docs/examples/across-clusters.txt: a Liar's Dice
 * table for tria in two servers on shards of different clusters) ends with every table finished and the ledger at zero.
 * The test's PostgreSQL is the run's (test/postgres-setup.ts), where the
 * guide starts one with `npm run postgres`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/local-postgres.js';
import { PostgresStore } from '../../src/db/postgres-store.js';
import { shardOfServer } from '../../src/engine/servers/served-shards.js';
import { root } from '../fixtures/imports.js';
import { postgresDatabase, STORE_KINDS } from '../fixtures/stores.js';

const started: ChildProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'croupier-scaling-'));

/** `npm run NAME -- ARGS` in the project, as the guide types it, with the environment given (and nothing of the test's own). */
function npmRun(name: string, args: readonly string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn('npm', ['run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, the shell and tsx under it are stopped together (stop()).
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.SCALING_LOG) process.stderr.write(chunk);
  });
  started.push(child);
  return Object.assign(child, { output: () => output });
}

/** Resolves with the first line of the child's output that matches. */
function lineOf(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child[stream]! });
    lines.on('line', (line) => {
      if (pattern.test(line)) {
        lines.close();
        resolve(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`npm run ended (${code}) before saying ${pattern}`)));
  });
}

/** Stops every process the test started, npm and all under it. */
async function stop(): Promise<void> {
  for (const child of started) if (running(child) && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await Promise.all(started.map(exited));
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (running(child) ? child.once('exit', resolve) : resolve(child.exitCode)));

afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!STORE_KINDS.includes('postgres'))("docs/SCALING.md's commands (issue 32)", () => {
  it('bring up the stand-in, the proxy and 2 clusters over 4 shards on PostgreSQL, and the example game ends in every server with the ledger at zero', async () => {
    const database = await postgresDatabase();
    const envFile = join(dir, 'standin.env');
    try {
      // The stand-in alone plays the guide's example once the bot is there; its readable log on stdout, --json's lines there too.
      const standin = npmRun('standin', ['--script', 'docs/examples/across-clusters.txt', '--env', envFile, '--db', database.url, '--json'], {});
      await lineOf(standin, 'stderr', /^Waiting for the bot/);
      const forBot = Object.fromEntries(
        readFileSync(envFile, 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
      );
      expect(Object.keys(forBot).sort()).toEqual(['DISCORD_APPLICATION_ID', 'DISCORD_TOKEN', 'PROXY_UPSTREAM']);

      const proxyPort = String(await freePort());
      const proxy = npmRun('proxy', [], { ...forBot, PROXY_PORT: proxyPort });
      await lineOf(proxy, 'stdout', /^Discord REST proxy on/);
      const throughProxy = { ...forBot, DISCORD_API_URL: `http://127.0.0.1:${proxyPort}/api` };
      const deployed = npmRun('deploy-commands', [], throughProxy);
      expect(await exited(deployed), deployed.output()).toBe(0);
      npmRun('clusters', [], { ...throughProxy, DATABASE_URL: database.url, CLUSTERS: '2', SHARD_COUNT: '4' });

      // The stand-in ends with its script: every step answered, none stopped.
      expect(await exited(standin), standin.output()).toBe(0);
      const output = standin.output();
      const events = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { kind: string; status?: string; winners?: string[]; message?: string });
      expect(events.filter((event) => event.kind === 'error')).toEqual([]);
      const summaries = events.filter((event) => event.kind === 'summary');
      expect(summaries).toHaveLength(2);
      for (const summary of summaries) {
        expect(summary.status).toBe('finished');
        expect(summary.winners).toHaveLength(1);
      }

      const store = PostgresStore.connect(database.url, { max: 1 });
      try {
        const { tx } = store;
        const tables = await tx.all<{ server_id: string; status: string }>('SELECT server_id, status FROM game_tables ORDER BY id');
        // guild3 is two shards on from the stand-in's own server: with shards 0–1 in one cluster and 2–3 in the other, one table each.
        expect(tables.map((table) => Math.floor(shardOfServer(table.server_id, 4) / 2)).sort()).toEqual([0, 1]);
        expect(tables.every((table) => table.status === 'finished')).toBe(true);
        // The money conserved: every account together sums to zero; each winner is up 10, each loser down 10.
        expect(await tx.get<{ total: number }>('SELECT SUM(balance) AS total FROM accounts')).toEqual({ total: 0 });
        const wallets = await tx.all<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'wallet' ORDER BY balance`);
        expect(wallets.map((wallet) => wallet.balance)).toEqual([90, 90, 110, 110]);
        expect(await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM outbox')).toEqual({ n: 0 });
      } finally {
        await store.close();
      }
    } finally {
      await stop();
      await database.drop();
    }
  }, 300_000);
});
