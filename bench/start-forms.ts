/**
 * Croupier's start to ready in its two forms, side by side in the same run:
 * `npm start` (tsx compiles the TypeScript as it loads) and `npm run
 * start:prod` (the JavaScript `npm run build` makes, which this runs first,
 * timed too). Starts alternate between the forms, each on a fresh empty
 * database against one stand-in, so a busy moment of a shared machine falls
 * on both; the machine's load average is taken before and after, to read the
 * figures by. A ratio, not a time, is what means something here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DiscordStandIn } from '../standin/standin.js';
import { type StartForm, startCroupierAs } from './bots.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface StartForms {
  starts: number;
  buildMs: number;
  /** Median start to ready of each form, ms. */
  tsxMs: number;
  compiledMs: number;
  /** compiled ÷ tsx: below 1, the compiled start is quicker. */
  ratio: number;
  /** The 1-minute load average before and after (os.loadavg): on 2 shared cores, above 2 the figures wait for the CPU. */
  loadBefore: number;
  loadAfter: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `npm run build` (dist/), less npm itself; returns how long it took, ms. */
export function buildCompiled(): number {
  const buildStarted = performance.now();
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  return performance.now() - buildStarted;
}

export async function startForms({ quick }: { quick: boolean }): Promise<StartForms> {
  const loadBefore = loadavg()[0]!;
  const buildMs = buildCompiled();
  const starts = quick ? 2 : 6;
  const times: Record<StartForm, number[]> = { tsx: [], compiled: [] };
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-start-'));
  const standin = new DiscordStandIn({ conformance: 'record' });
  await standin.start();
  try {
    for (let round = 0; round < starts; round += 1) {
      // Each form goes first every other round: neither always meets the disk cache the other warmed.
      const order: StartForm[] = round % 2 === 0 ? ['tsx', 'compiled'] : ['compiled', 'tsx'];
      for (const form of order) {
        const bot = await startCroupierAs(form, standin, join(dir, `${form}-${round}.db`));
        times[form].push(bot.startToReadyMs);
        await bot.stop();
      }
    }
  } finally {
    await standin.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const tsxMs = median(times.tsx);
  const compiledMs = median(times.compiled);
  return { starts, buildMs, tsxMs, compiledMs, ratio: compiledMs / tsxMs, loadBefore, loadAfter: loadavg()[0]! };
}
