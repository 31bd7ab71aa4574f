/**
 * Issue 31: what drawing pictures costs the other tables. Croupier's tables
 * played as in the load scenarios (bench/scenarios.ts) three times in one
 * run, the same seed each time: with no picture drawn, then with a 12 × 10
 * Vitaji scoresheet drawn once a second in the bot's process on the bot's
 * own thread (before issue 31), then on libuv's thread pool (now), by
 * bench/picture-load.ts with the bot's own picture code. The figure: the
 * tables' first response p50/p99 in each, and the ratios to no pictures,
 * with the 1-minute load average at each start.
 */
import { cpus, loadavg } from 'node:os';
import type { DrawingThread } from '../src/pictures/index.js';
import type { BotWorld, ScenarioFigures, ScenarioSpec } from './scenarios.js';

export type PictureLoad = 'none' | DrawingThread;

export interface PicturesBesideTablesRun {
  pictures: PictureLoad;
  /** Pictures drawn while the tables played (about one a second). */
  drawn: number;
  /** The 1-minute load average just before it began; above the core count, its figures say more of the machine than of the bot. */
  loadAtStart: number;
  loaded: boolean;
  tables: Pick<ScenarioFigures, 'sent' | 'answered' | 'unanswered' | 'p50Ms' | 'p99Ms' | 'actionsPerSecond'>;
}

export interface PicturesBesideTables {
  spec: ScenarioSpec;
  runs: PicturesBesideTablesRun[];
  /** p99 with pictures ÷ p99 without, drawn on the bot's thread and on the pool. */
  p99Ratio: { botThread: number; pool: number };
  p50Ratio: { botThread: number; pool: number };
}

const ORDER: PictureLoad[] = ['none', 'bot', 'pool'];

export async function picturesBesideTables(croupier: BotWorld, options: { quick: boolean; seed: number }): Promise<PicturesBesideTables> {
  const spec: ScenarioSpec = options.quick
    ? { name: '5 tables, pausing ~0.5 s', tables: 5, pauseMs: 500, durationMs: 1200 }
    : // Few enough actions (~20/s) that the tables' own p99 stays low: what a picture adds shows.
      { name: '20 tables, pausing ~1 s', tables: 20, pauseMs: 1000, durationMs: 20_000 };
  const runs: PicturesBesideTablesRun[] = [];
  for (const pictures of ORDER) {
    const loadAtStart = loadavg()[0]!;
    if (pictures !== 'none') await croupier.bot.drawPictures(pictures);
    const figures = await croupier.run(spec, options.seed);
    const drawn = pictures === 'none' ? 0 : await croupier.bot.drawPictures(null);
    const { sent, answered, unanswered, p50Ms, p99Ms, actionsPerSecond } = figures;
    runs.push({ pictures, drawn, loadAtStart, loaded: loadAtStart > cpus().length, tables: { sent, answered, unanswered, p50Ms, p99Ms, actionsPerSecond } });
  }
  const [none, bot, pool] = runs as [PicturesBesideTablesRun, PicturesBesideTablesRun, PicturesBesideTablesRun];
  return {
    spec,
    runs,
    p99Ratio: { botThread: bot.tables.p99Ms / none.tables.p99Ms, pool: pool.tables.p99Ms / none.tables.p99Ms },
    p50Ratio: { botThread: bot.tables.p50Ms / none.tables.p50Ms, pool: pool.tables.p50Ms / none.tables.p50Ms },
  };
}
