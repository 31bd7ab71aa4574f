// Vitest settings: which test files run, in two forked workers without per-file isolation, with generous hang-detection timeouts.
import { defineConfig } from 'vitest/config';
import LongFirst from './test/long-first.js';

export default defineConfig({
  test: {
    // Issue 32: a PostgreSQL server for the store contract tests (test/postgres-setup.ts).
    globalSetup: ['test/postgres-setup.ts'],
    include: ['src/**/*.test.ts', 'standin/**/*.test.ts', 'sandbox/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests open real SQLite files; forks keep native modules (better-sqlite3) out of shared threads.
    pool: 'forks',
    // One more than CI's 2 cores: with two workers the machine was a quarter idle (user+sys 706 s of 952 in a 476 s run),
    // workers waiting on the processes their tests start (PostgreSQL, clusters, the proxy, the bot) and on Discord's
    // paces; with three the same run took 354 s. The suite is written for a busy machine (tests wait for signals, never
    // for fixed times), so a third at once is safe.
    maxWorkers: 3,
    // A worker keeps the modules it loaded from one test file to the next: loading discord.js and the bot again for each of
    // ~140 files cost some 210 s of CI's 10 minutes, and no test relies on a fresh module (each makes its own database,
    // stand-in and bot; state lives in those, not in modules). Measured on 12 files: 119 s isolated, 49 s not.
    isolate: false,
    // Hang detectors, not timings: a whole game through the stand-in on a loaded 2-core machine may take tens of seconds.
    testTimeout: 60_000,
    // The minute-long files first, so none is left running alone at the end (test/long-first.ts).
    sequence: { sequencer: LongFirst },
    hookTimeout: 60_000,
  },
});
