/**
 * Croupier started on a database of many active tables that nobody plays:
 * how long from starting the process to ready, and how much memory each
 * idle table holds (the bot's retained memory, after garbage collection,
 * less that of the same bot on an empty database, per table).
 *
 * The tables are Liar's Dice games for three, started, written through the
 * table service itself in this process before the bot starts; each action
 * is marked shown, as a bot that had shown it would have, so the start has
 * nothing to catch up on. Their turn timers run a day, so none falls due
 * during the benchmark.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { cryptoRng } from '../src/engine/dice/rng.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult, Applied } from '../src/engine/tables/service.js';
import { liars } from '../src/games/liars/rules/game.js';
import { DiscordStandIn } from '../standin/standin.js';
import { type Memory, startBot } from './bots.js';
import { sleep } from './driver.js';

export interface IdlePoint {
  tables: number;
  startToReadyMs: number;
  memory: Memory;
  /** (this − the empty database's) ÷ tables; 0 for the empty database itself. */
  heapBytesPerTable: number;
  rssBytesPerTable: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function seed(path: string, from: number, to: number): Promise<void> {
  const db = openDatabase(path);
  try {
    migrate(db);
    const tables = createEngine(storeOf(db), [liars], cryptoRng).tables;
    const now = Date.now();
    const done = async (result: ActResult, what: string): Promise<Applied> => {
      if (!result.ok) throw new Error(`${what}: ${result.error.code}`);
      if (result.actionId !== undefined) await tables.shown(result.actionId);
      return result;
    };
    for (let index = from; index < to; index += 1) {
      // Snowflake-shaped ids no channel of the stand-in has: nothing shows these tables anywhere.
      const channelId = String(900_000_000_000_000_000n + BigInt(index));
      const [host, ...others] = [1, 2, 3].map((seat) => String(800_000_000_000_000_000n + BigInt(index * 3 + seat)));
      const opened = await done(
        await tables.open({ serverId: 'bench', channelId, game: 'liars', host: host!, options: {}, turnTimeoutMs: DAY_MS, interactionId: `o${index}`, now }),
        'open',
      );
      const tableId = opened.table.id;
      const actor = (userId: string) => ({ userId, isModerator: false });
      for (const member of others)
        await done(await tables.act({ tableId, actor: actor(member), command: { kind: 'join' }, interactionId: `j${index}-${member}`, now }), 'join');
      await done(await tables.act({ tableId, actor: actor(host!), command: { kind: 'start' }, interactionId: `s${index}`, now }), 'start');
    }
  } finally {
    db.close();
  }
}

/** One start per count (0 first, for the baseline), each on the same database grown to that many tables. */
export async function idleTables(counts: number[], settleMs: number): Promise<IdlePoint[]> {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-idle-'));
  const path = join(dir, 'croupier.db');
  const standin = new DiscordStandIn({ conformance: 'record' });
  await standin.start();
  const points: IdlePoint[] = [];
  try {
    let seeded = 0;
    for (const tables of [0, ...counts]) {
      await seed(path, seeded, tables);
      seeded = tables;
      const bot = await startBot('croupier', standin, path);
      // Past the catch-up at ready and the first turn-timer beat.
      await sleep(settleMs);
      const memory = await bot.memory();
      await bot.stop();
      const baseline = points[0]?.memory;
      const per = (key: 'heapUsed' | 'rss') => (baseline && tables > 0 ? (memory[key] - baseline[key]) / tables : 0);
      points.push({ tables, startToReadyMs: bot.startToReadyMs, memory, heapBytesPerTable: per('heapUsed'), rssBytesPerTable: per('rss') });
    }
  } finally {
    await standin.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return points;
}
