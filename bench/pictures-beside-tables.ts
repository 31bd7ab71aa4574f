/**
 * Issue 31: what drawing pictures costs the other tables. Croupier's tables
 * played as in the load scenarios (bench/scenarios.ts) with no picture
 * drawn, with a 12 × 10 Vitaji scoresheet drawn once a second in the bot's
 * process on the bot's own thread (before issue 31), and on libuv's thread
 * pool (now), by bench/picture-load.ts with the bot's own picture code.
 * The three take turns in short rounds, the same seed each time, so a
 * shared machine's load falls on all three alike; each one's first
 * responses are merged over its rounds. With the 1-minute load average at
 * each round's start.
 */
import { cpus, loadavg } from 'node:os';
import type { DrawingThread } from '../src/pictures/index.js';
import { type BotWorld, percentile, type ScenarioSpec } from './scenarios.js';

export type PictureLoad = 'none' | DrawingThread;

export interface PicturesBesideTablesFigures {
  pictures: PictureLoad;
  /** Pictures drawn while the tables played (about one a second). */
  drawn: number;
  sent: number;
  answered: number;
  /** Interactions not answered within Discord's 3 s (or not at all). */
  unanswered: number;
  p50Ms: number;
  p99Ms: number;
  /** The 1-minute load average at the start of each of its rounds; above the core count, a figure says more of the machine than of the bot. */
  loadAtStart: number[];
  loaded: boolean;
}

export interface PicturesBesideTables {
  /** One round's tables; `rounds` of them for each of the three. */
  spec: ScenarioSpec;
  rounds: number;
  runs: PicturesBesideTablesFigures[];
  /** p99 with pictures ÷ p99 without, drawn on the bot's thread and on the pool. */
  p99Ratio: { botThread: number; pool: number };
  p50Ratio: { botThread: number; pool: number };
}

const LOADS: PictureLoad[] = ['none', 'bot', 'pool'];

export async function picturesBesideTables(croupier: BotWorld, options: { quick: boolean; seed: number }): Promise<PicturesBesideTables> {
  const rounds = options.quick ? 1 : 4;
  const spec: ScenarioSpec = options.quick
    ? { name: '5 tables, pausing ~0.5 s', tables: 5, pauseMs: 500, durationMs: 1200 }
    : // Few enough actions (~20/s) that the tables' own p99 stays low: what a picture adds shows.
      { name: '20 tables, pausing ~1 s', tables: 20, pauseMs: 1000, durationMs: 6000 };
  const fresh = (pictures: PictureLoad) => ({
    pictures,
    drawn: 0,
    sent: 0,
    answered: 0,
    unanswered: 0,
    latencies: [] as number[],
    loadAtStart: [] as number[],
  });
  const merged = { none: fresh('none'), bot: fresh('bot'), pool: fresh('pool') };
  for (let round = 0; round < rounds; round += 1) {
    // Each round begins with another of the three: none of them always meets the machine first.
    for (const pictures of [...LOADS.slice(round % 3), ...LOADS.slice(0, round % 3)]) {
      const figures = merged[pictures];
      figures.loadAtStart.push(loadavg()[0]!);
      if (pictures !== 'none') await croupier.bot.drawPictures(pictures);
      const tables = await croupier.run(spec, options.seed);
      if (pictures !== 'none') figures.drawn += await croupier.bot.drawPictures(null);
      figures.sent += tables.sent;
      figures.answered += tables.answered;
      figures.unanswered += tables.unanswered;
      figures.latencies.push(...croupier.lastLatenciesMs);
    }
  }
  const runs = LOADS.map((pictures): PicturesBesideTablesFigures => {
    const { latencies, ...figures } = merged[pictures];
    latencies.sort((a, b) => a - b);
    return {
      ...figures,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      loaded: figures.loadAtStart.some((load) => load > cpus().length),
    };
  });
  const [none, bot, pool] = runs as [PicturesBesideTablesFigures, PicturesBesideTablesFigures, PicturesBesideTablesFigures];
  return {
    spec,
    rounds,
    runs,
    p99Ratio: { botThread: bot.p99Ms / none.p99Ms, pool: pool.p99Ms / none.p99Ms },
    p50Ratio: { botThread: bot.p50Ms / none.p50Ms, pool: pool.p50Ms / none.p50Ms },
  };
}
