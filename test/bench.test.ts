/**
 * `npm run bench -- --quick` (issue 12) runs as CI would run it and writes
 * every figure. Nothing here is about time: the machine is shared, and the
 * figures are read by people (docs/PERFORMANCE.md), not asserted.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every number in the results, by its path: none may be missing, NaN or infinite. */
function numbers(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => numbers(inner, path ? `${path}.${key}` : key));
}

it('npm run bench -- --quick exits 0 and writes every figure to --out', { timeout: 200_000 }, () => {
  // A temporary file: a test run must not leave bench/results.json changed.
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-test-'));
  try {
    const out = join(dir, 'results.json');
    const result = spawnSync('npm', ['run', '--silent', 'bench', '--', '--quick', '--out', out], { cwd: root, timeout: 190_000, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('÷floor');
    const results = JSON.parse(readFileSync(out, 'utf8'));
    expect(results.quick).toBe(true);

    const scenario = {
      sent: expect.any(Number),
      answered: expect.any(Number),
      p50Ms: expect.any(Number),
      p99Ms: expect.any(Number),
      actionsPerSecond: expect.any(Number),
      maxChannelPostsPer5s: expect.any(Number),
      maxChannelEditsPer5s: expect.any(Number),
    };
    const perAction = {
      rest: {
        callback: expect.any(Number),
        followup: expect.any(Number),
        webhookEdit: expect.any(Number),
        edit: expect.any(Number),
        message: expect.any(Number),
        dmChannel: expect.any(Number),
        dm: expect.any(Number),
      },
      nonDm: expect.any(Number),
      global: expect.any(Number),
    };
    expect(results.scenarios).toHaveLength(3);
    for (const { croupier, floor, pacedFloor, ratio } of results.scenarios) {
      expect(croupier).toMatchObject({ ...scenario, all: perAction, button: perAction, command: perAction });
      expect(floor).toMatchObject(scenario);
      expect(pacedFloor).toMatchObject(scenario);
      expect(ratio).toEqual({
        p50: expect.any(Number),
        p99: expect.any(Number),
        throughput: expect.any(Number),
        p50Paced: expect.any(Number),
        p99Paced: expect.any(Number),
      });
      // Both bots were played: every action answered, and a button and a typed command each answered at least once.
      expect(croupier.answered).toBeGreaterThan(0);
      expect(croupier.button.actions).toBeGreaterThan(0);
      expect(croupier.command.actions).toBeGreaterThan(0);
      expect(floor.answered).toBeGreaterThan(0);
      expect(pacedFloor.answered).toBeGreaterThan(0);
      // The floor's one reply is the callback and nothing else.
      expect(floor.all.nonDm).toBe(1);
      expect(floor.all.global).toBe(0);
    }
    expect(Object.keys(results.memoryPerIdleTable)).toEqual(['200']);
    expect(results.memoryPerIdleTable['200']).toEqual({ heapBytes: expect.any(Number), rssBytes: expect.any(Number) });
    expect(results.startToReady).toMatchObject({ activeTables: 200, croupierMs: expect.any(Number), floorMs: expect.any(Number), ratio: expect.any(Number) });
    // Issue 30: the compiled start beside the tsx start, with the load they ran under.
    expect(results.startForms).toEqual({
      starts: 2,
      buildMs: expect.any(Number),
      tsxMs: expect.any(Number),
      compiledMs: expect.any(Number),
      ratio: expect.any(Number),
      loadBefore: expect.any(Number),
      loadAfter: expect.any(Number),
    });
    expect(results.serviceThroughput).toEqual({
      serviceActionsPerSecond: expect.any(Number),
      plainUpdatesPerSecond: expect.any(Number),
      ratio: expect.any(Number),
    });
    // Issue 31: the turn-timer tick, scanning and by index, with the load it ran under.
    const tick = { pastDeadlineMs: expect.any(Number), remindersDueMs: expect.any(Number), tickMs: expect.any(Number) };
    expect(results.timerTicks).toEqual({
      activeTables: 2000,
      loadAtStart: expect.any(Number),
      cores: expect.any(Number),
      busyMachine: expect.any(Boolean),
      before: tick,
      after: tick,
      ratio: expect.any(Number),
    });
    expect(result.stdout).toContain('turn-timer tick at 2000 active tables');
    const picture = { medianMs: expect.any(Number), kilobytes: expect.any(Number), actions: expect.any(Number) };
    expect(results.pictures).toEqual({
      'dice, 5 players': picture,
      'dice, 150 players': picture,
      'grid, 12 players × 10 rounds': picture,
      'bracket, 150 entrants': picture,
    });
    // Issue 31: the same tables with no picture, a picture a second on the bot's thread (before), and on the pool (now).
    const besideTables = results.picturesBesideTables;
    expect(besideTables.runs.map((run: { pictures: string }) => run.pictures)).toEqual(['none', 'bot', 'pool']);
    for (const run of besideTables.runs) {
      expect(run).toMatchObject({ loadAtStart: [expect.any(Number)], loaded: expect.any(Boolean), p50Ms: expect.any(Number), p99Ms: expect.any(Number) });
      expect(run.answered).toBeGreaterThan(0);
      // While the tables played, pictures really were drawn (one at once, then one a second).
      if (run.pictures !== 'none') expect(run.drawn).toBeGreaterThan(0);
    }
    expect(besideTables.p99Ratio).toEqual({ botThread: expect.any(Number), pool: expect.any(Number) });
    expect(results.vitajiChampionship).toMatchObject({
      msPerActionEarly: expect.any(Number),
      msPerActionLate: expect.any(Number),
      timeRatio: expect.any(Number),
      sizeRatio: expect.any(Number),
    });
    expect(numbers(results).filter(([, value]) => !Number.isFinite(value))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
