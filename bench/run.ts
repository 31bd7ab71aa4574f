/**
 * `npm run bench [-- --quick] [--out FILE]`: Croupier side by side with the
 * floor (a bare discord.js bot answering every interaction with one fixed
 * ephemeral reply), each in its own process on its own local stand-in, under
 * the same load; then idle tables, the table service against a plain UPDATE
 * loop, the compiled start beside the tsx start, the compiled bot's start
 * and memory at many guilds over 1 and several shards, the turn timers' tick at
 * many active tables before and after their indexes, tables played while
 * pictures are drawn (on the bot's thread, then off it), and the Vitaji
 * championship.
 * Prints a table and writes every figure to bench/results.json (or FILE).
 * docs/PERFORMANCE.md says what each means.
 *
 * Machines here are small and shared: read the ratios, not the absolute times.
 * `--quick` (CI) is smaller everywhere and asserts nothing about time.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type CapacityFigures, capacity } from './capacity.js';
import { guildsShards } from './guilds-shards.js';
import { idleTables } from './idle-tables.js';
import { loadNow, withLoad } from './load.js';
import { pictureCosts } from './pictures.js';
import { type PicturesBesideTables, picturesBesideTables } from './pictures-beside-tables.js';
import { postgresThroughput } from './postgres-throughput.js';
import { printResults } from './print.js';
import { BotWorld, type ScenarioFigures, type ScenarioSpec } from './scenarios.js';
import { serviceThroughput } from './service-throughput.js';
import { startForms } from './start-forms.js';
import { FIRST_RESPONSE, serviceMeanings, type Verdict, verdict } from './targets.js';
import { timerTicks } from './timer-ticks.js';
import { vitajiChampionship } from './vitaji-championship.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { quick: { type: 'boolean' }, out: { type: 'string' } }, strict: true });
const quick = values.quick ?? false;
const out = resolve(values.out ?? resolve(root, 'bench/results.json'));

const SCENARIOS: ScenarioSpec[] = quick
  ? [
      // A check that every figure is written (CI runs it in npm test), not a measurement: short.
      { name: '1 table, as fast as allowed', tables: 1, pauseMs: 0, durationMs: 500, targeted: true },
      { name: '10 tables, as fast as allowed', tables: 10, pauseMs: 0, durationMs: 800 },
      { name: '20 tables, pausing ~1 s', tables: 20, pauseMs: 1000, durationMs: 1200, targeted: true },
    ]
  : [
      // The first-response target (bench/targets.ts) is the at 1 table and at 200 pausing tables.
      { name: '1 table, as fast as allowed', tables: 1, pauseMs: 0, durationMs: 12_000, targeted: true },
      { name: '50 tables, as fast as allowed', tables: 50, pauseMs: 0, durationMs: 20_000 },
      { name: '200 tables, pausing ~5 s', tables: 200, pauseMs: 5000, durationMs: 30_000, targeted: true },
    ];
const IDLE_COUNTS = quick ? [200] : [1000, 10_000];

interface AddedLatency {
  p50Ms: number;
  p99Ms: number;
  p50Target: Verdict;
  p99Target: Verdict;
}

function addedLatency(spec: ScenarioSpec, croupier: ScenarioFigures, pacedFloor: ScenarioFigures): AddedLatency {
  const p50Ms = croupier.p50Ms - pacedFloor.p50Ms;
  const p99Ms = croupier.p99Ms - pacedFloor.p99Ms;
  const judged = { targeted: spec.targeted ?? false, loads: [croupier.load, pacedFloor.load] };
  return {
    p50Ms,
    p99Ms,
    p50Target: verdict(p50Ms <= FIRST_RESPONSE.addedP50Ms, judged),
    p99Target: verdict(p99Ms <= FIRST_RESPONSE.addedP99Ms, judged),
  };
}

const began = performance.now();
const loadAtStart = loadNow();
const floor = await BotWorld.start('floor');
const croupier = await BotWorld.start('croupier');
const scenarios: {
  spec: ScenarioSpec;
  floor: ScenarioFigures;
  croupier: ScenarioFigures;
  pacedFloor: ScenarioFigures;
  /** Any run these ratios compare began with the 1-minute load above the cores: they are marked (load.ts). */
  busy: boolean;
  /** Throughput ÷ the floor's (first response is no ratio: see `added`). */
  ratio: { throughput: number };
  /** First response Croupier adds over the floor paced like it, ms, and the targets for it (bench/targets.ts). */
  added: AddedLatency;
}[] = [];
let besideTables: PicturesBesideTables | undefined;
let capacityFigures: CapacityFigures | null = null;
try {
  for (const [index, spec] of SCENARIOS.entries()) {
    // One bot at a time, the same seed for both: the same mix of presses and typed commands.
    const floorFigures = await floor.run(spec, index + 1);
    const croupierFigures = await croupier.run(spec, index + 1);
    // "As fast as allowed" the floor runs a hot loop (hundreds of actions a second at one table) while Croupier's
    // table keeps Discord's channel pace; a process that never sleeps answers faster than one woken for each action.
    // So the floor runs again at Croupier's pace per table: the same load, side by side. Members who pause already do.
    const pacedFloor =
      spec.pauseMs > 0 ? floorFigures : await floor.run({ ...spec, pauseMs: (1000 * spec.tables) / croupierFigures.actionsPerSecond }, index + 1);
    scenarios.push({
      spec,
      floor: floorFigures,
      croupier: croupierFigures,
      pacedFloor,
      busy: [floorFigures, croupierFigures, pacedFloor].some((figures) => figures.load.busy),
      ratio: { throughput: croupierFigures.actionsPerSecond / floorFigures.actionsPerSecond },
      added: addedLatency(spec, croupierFigures, pacedFloor),
    });
  }
  // Issue 31: the tables' first response while a picture is drawn every second, on the bot's thread and on the pool.
  besideTables = await picturesBesideTables(croupier, { quick, seed: SCENARIOS.length + 1 });
  capacityFigures = await capacity({ croupier, floor }, { quick });
} finally {
  await croupier.stop();
  await floor.stop();
}
if (!besideTables) throw new Error('the tables beside pictures were not measured');

const idleLoad = loadNow();
const idle = await idleTables(IDLE_COUNTS, quick ? 500 : 1500);
const largest = idle.at(-1)!;
const throughput = await withLoad(() => serviceThroughput({ quick }));
// Issue 32: the same service on PostgreSQL, durable, one action at a time and with the tables at once (null: not installed).
const postgresLoad = loadNow();
const postgres = await postgresThroughput({ quick });
const forms = await startForms({ quick });
// Issue 31: the compiled bot (start-forms has just built it) at many guilds over 1 and several shards, and with many active tables.
const servedByOneProcess = await guildsShards({ quick });
// Issue 31: what a turn-timer tick costs at 100,000 active tables (2,000 quick), scanning and by index.
const ticks = await timerTicks({ quick });
const results = {
  quick,
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, platform: process.platform, loadAtStart },
  timing:
    'first response: from just before INTERACTION_CREATE is sent to the arrival of the bot’s first callback at the stand-in’s front door (a thread of its own), both in the bench’s process',
  scenarios,
  idleTables: idle,
  memoryPerIdleTable: Object.fromEntries(
    idle.filter((point) => point.tables > 0).map((point) => [point.tables, { heapBytes: point.heapBytesPerTable, rssBytes: point.rssBytesPerTable }]),
  ),
  startToReady: {
    activeTables: largest.tables,
    croupierMs: largest.startToReadyMs,
    croupierEmptyMs: idle[0]!.startToReadyMs,
    floorMs: floor.bot.startToReadyMs,
    ratio: largest.startToReadyMs / floor.bot.startToReadyMs,
    load: idleLoad,
  },
  startForms: forms,
  guildsShards: servedByOneProcess,
  capacity: capacityFigures!,
  // Both meanings of the figure: a guard against the plain UPDATE loop, and how far it outruns what Discord lets a bot show.
  serviceThroughput: {
    ...throughput,
    ...serviceMeanings(
      throughput,
      scenarios.map(({ croupier }) => croupier.all),
    ),
  },
  postgresThroughput: postgres ? { ...postgres, sqliteActionsPerSecond: throughput.serviceActionsPerSecond, load: postgresLoad } : null,
  timerTicks: ticks,
  // Keyed by picture, so the load sits beside them rather than among them.
  picturesLoad: loadNow(),
  pictures: await pictureCosts({ quick, actionMs: 1000 / throughput.serviceActionsPerSecond }),
  picturesBesideTables: besideTables,
  vitajiChampionship: await withLoad(() => vitajiChampionship({ quick })),
  durationSeconds: 0,
};
results.durationSeconds = (performance.now() - began) / 1000;
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
printResults(results);
console.log(`\nwritten to ${out}`);
// Every child is stopped; should a handle linger, do not hang CI.
setTimeout(() => process.exit(0), 1000).unref();

export type BenchResults = typeof results;
