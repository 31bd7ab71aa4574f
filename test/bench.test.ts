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

/** The machine's load when a figure was taken (bench/load.ts): busy exactly when the 1-minute load is above the cores. */
const load = () => ({ oneMinute: expect.any(Number), fiveMinute: expect.any(Number), cores: expect.any(Number), busy: expect.any(Boolean) });

function loadIsConsistent(record: { oneMinute: number; cores: number; busy: boolean }): void {
  expect(record.busy).toBe(record.oneMinute > record.cores);
}

// The timeouts only guard against a hang: the quick bench takes about 2 minutes alone on 2 cores, and beside the rest of the
// suite (3 workers) on a loaded machine it has taken past 3.
it('npm run bench -- --quick exits 0 and writes every figure to --out', { timeout: 290_000 }, () => {
  // A temporary file: a test run must not leave bench/results.json changed.
  const dir = mkdtempSync(join(tmpdir(), 'croupier-bench-test-'));
  try {
    const out = join(dir, 'results.json');
    const result = spawnSync('npm', ['run', '--silent', 'bench', '--', '--quick', '--out', out], { cwd: root, timeout: 280_000, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('+floor');
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
      maxGlobalPerSecond: expect.any(Number),
      // Issue 31: the load each scenario began at, beside its figures.
      load: load(),
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
    for (const [index, { croupier, floor, pacedFloor, ratio, busy, added }] of results.scenarios.entries()) {
      for (const figures of [croupier, floor, pacedFloor]) loadIsConsistent(figures.load);
      // A ratio is marked when any run it compares began on a busy machine.
      expect(busy).toBe(croupier.load.busy || floor.load.busy || pacedFloor.load.busy);
      expect(croupier).toMatchObject({ ...scenario, all: perAction, button: perAction, command: perAction });
      expect(floor).toMatchObject(scenario);
      expect(pacedFloor).toMatchObject(scenario);
      expect(ratio).toEqual({ throughput: expect.any(Number) });
      // Issue 31: first response as latency added over the paced floor of the same run, judged against the targets only where the
      // issue sets them (1 table, the pausing tables) and only on a quiet machine; never asserted met (no timed assertions).
      expect(added).toEqual({ p50Ms: expect.any(Number), p99Ms: expect.any(Number), p50Target: expect.any(String), p99Target: expect.any(String) });
      expect(added.p50Ms).toBeCloseTo(croupier.p50Ms - pacedFloor.p50Ms, 6);
      expect(added.p99Ms).toBeCloseTo(croupier.p99Ms - pacedFloor.p99Ms, 6);
      const judged = index === 1 ? ['no target'] : croupier.load.busy || pacedFloor.load.busy ? ['not judged (busy)'] : ['met', 'not met'];
      expect(judged).toContain(added.p50Target);
      expect(judged).toContain(added.p99Target);
      // Both bots were played. (Presses and typed commands are each counted here; that both were played is asked of
      // the whole run below: a scenario of few actions, slowed by a loaded machine, may have made no press.)
      expect(croupier.answered).toBeGreaterThan(0);
      expect(croupier.button.actions + croupier.command.actions).toBe(croupier.all.actions);
      expect(floor.answered).toBeGreaterThan(0);
      expect(pacedFloor.answered).toBeGreaterThan(0);
      // Issue 31: Discord's global limit, 50 requests in any sliding second (the interaction endpoints aside), as the stand-in
      // counted them: never exceeded, even by the busy tables' burst (the bot paces them, src/discord/delivery/global-pace.ts).
      expect(croupier.maxGlobalPerSecond).toBeGreaterThan(0);
      expect(croupier.maxGlobalPerSecond).toBeLessThanOrEqual(50);
      // The floor's one reply is the callback and nothing else.
      expect(floor.all.nonDm).toBe(1);
      expect(floor.all.global).toBe(0);
    }
    // A button and a typed command each answered at least once in the run.
    const scenarios = results.scenarios as { croupier: { button: { actions: number }; command: { actions: number } } }[];
    expect(scenarios.reduce((sum, { croupier }) => sum + croupier.button.actions, 0)).toBeGreaterThan(0);
    expect(scenarios.reduce((sum, { croupier }) => sum + croupier.command.actions, 0)).toBeGreaterThan(0);
    expect(Object.keys(results.memoryPerIdleTable)).toEqual(['200']);
    expect(results.memoryPerIdleTable['200']).toEqual({ heapBytes: expect.any(Number), rssBytes: expect.any(Number) });
    expect(results.startToReady).toMatchObject({
      activeTables: 200,
      croupierMs: expect.any(Number),
      floorMs: expect.any(Number),
      ratio: expect.any(Number),
      load: load(),
    });
    for (const record of [
      results.machine.loadAtStart,
      results.startToReady.load,
      results.serviceThroughput.load,
      results.picturesLoad,
      results.vitajiChampionship.load,
    ])
      loadIsConsistent(record);
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
    // Issue 31: the compiled bot at many guilds over 1 and several shards, and with many active tables (bench/guilds-shards.ts).
    const servers = results.guildsShards;
    expect(servers).toMatchObject({ quick: true, discordMaxGuildsPerShard: 150, buildMs: null, identifyPaceMs: expect.any(Number) });
    expect(servers.points.map((point: { spec: { key: string } }) => point.spec.key)).toEqual([
      'few-1',
      'few-many',
      'many-1',
      'many-1-lifted',
      'many-many',
      'channels',
      'tables',
      'paced',
    ]);
    const memory = { rss: expect.any(Number), heapUsed: expect.any(Number), external: expect.any(Number), arrayBuffers: expect.any(Number) };
    for (const point of servers.points) {
      loadIsConsistent(point.load);
      if (point.spec.key === 'many-1') {
        // More guilds on one session than Discord allows: the bot stops with its one sentence, as it would on Discord.
        expect(point).toMatchObject({
          outcome: 'needs more shards',
          startToReadyMs: null,
          readyLoggedMs: null,
          heldAfterReadyMs: null,
          memory: null,
          exitMs: expect.any(Number),
          identifies: 0,
        });
        expect(point.sentence).toMatch(/^Croupier could not connect to Discord: Discord closed shard 0 with 4011 \(Sharding required\)/);
        continue;
      }
      // Ready, one IDENTIFY a shard (a start spends no more), memory read after garbage collection.
      expect(point).toMatchObject({
        outcome: 'ready',
        startToReadyMs: expect.any(Number),
        readyLoggedMs: expect.any(Number),
        heldAfterReadyMs: expect.any(Number),
        exitMs: null,
        sentence: null,
        memory,
      });
      expect(point.identifies).toBe(point.spec.shards);
      expect(point.busyAfterReadyMs).toBeOneOf([null, expect.any(Number)]);
    }
    const increment = {
      heapBytes: expect.any(Number),
      rssBytes: expect.any(Number),
      startMs: expect.any(Number),
      heldMs: expect.any(Number),
      busy: expect.any(Boolean),
    };
    expect(servers.per).toEqual({ guild: increment, shard: increment, channel: increment, activeTable: increment });
    expect(result.stdout).toContain('4011: needs more shards');
    // Issue 31: the table-service figure with both its meanings, judged (never asserted met).
    const verdicts = ['met', 'not met', 'not judged (busy)'];
    expect(results.serviceThroughput).toEqual({
      serviceActionsPerSecond: expect.any(Number),
      plainUpdatesPerSecond: expect.any(Number),
      ratio: expect.any(Number),
      load: load(),
      guard: { minimumRatio: 0.035, target: expect.toBeOneOf(verdicts) },
      overGlobalLimit: {
        globalPerAction: expect.any(Number),
        visibleActionsPerSecond: expect.any(Number),
        times: expect.any(Number),
        minimumTimes: 20,
        target: expect.toBeOneOf(verdicts),
      },
    });
    // Issue 32: the service on PostgreSQL (durable) beside SQLite's and beside PostgreSQL's own one-row floor.
    expect(results.postgresThroughput).toEqual({
      serialActionsPerSecond: expect.any(Number),
      concurrentActionsPerSecond: expect.any(Number),
      plainSerialPerSecond: expect.any(Number),
      plainConcurrentPerSecond: expect.any(Number),
      ratio: expect.any(Number),
      pool: 10,
      tables: 50,
      durability: 'fsync on, synchronous_commit on: an acknowledged action is on disk',
      sqliteActionsPerSecond: results.serviceThroughput.serviceActionsPerSecond,
      load: load(),
    });
    expect(results.postgresThroughput.concurrentActionsPerSecond).toBeGreaterThan(0);
    expect(result.stdout).toMatch(/^PostgreSQL \(fsync on, synchronous_commit on: an acknowledged action is on disk\): \d+ actions\/s one at a time/m);
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
    const { overGlobalLimit } = results.serviceThroughput;
    expect(overGlobalLimit.visibleActionsPerSecond).toBeCloseTo(50 / overGlobalLimit.globalPerAction, 6);
    expect(overGlobalLimit.times).toBeCloseTo(results.serviceThroughput.serviceActionsPerSecond / overGlobalLimit.visibleActionsPerSecond, 6);
    // Issue 31: capacity, stepped up for both bots; sustained means p99 under 1 s and nothing unanswered (never asserted reached).
    const step = {
      aimedPerSecond: expect.any(Number),
      actionsPerSecond: expect.any(Number),
      p99Ms: expect.any(Number),
      unanswered: expect.any(Number),
      sustained: expect.any(Boolean),
      load: load(),
    };
    expect(results.capacity).toMatchObject({ tables: 10, stepSeconds: expect.any(Number) });
    for (const bot of [results.capacity.croupier, results.capacity.floor]) {
      expect(bot).toEqual({
        actionsPerSecond: expect.any(Number),
        stoppedBy: expect.toBeOneOf(['not sustained', 'rate stopped growing', 'steps ran out']),
        steps: expect.any(Array),
      });
      // The steps stop at the first one not sustained, and only there.
      expect(bot.steps.slice(0, -1).every((figures: { sustained: boolean }) => figures.sustained)).toBe(true);
      expect(bot.stoppedBy === 'not sustained').toBe(!bot.steps.at(-1).sustained);
      expect(bot.steps.length).toBeGreaterThan(0);
      for (const figures of bot.steps) {
        expect(figures).toEqual(step);
        expect(figures.sustained).toBe(figures.p99Ms < 1000 && figures.unanswered === 0);
      }
      const sustained = bot.steps.filter((figures: { sustained: boolean }) => figures.sustained);
      expect(bot.actionsPerSecond).toBe(Math.max(0, ...sustained.map((figures: { actionsPerSecond: number }) => figures.actionsPerSecond)));
    }
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
      load: load(),
    });
    expect(numbers(results).filter(([, value]) => !Number.isFinite(value))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
