import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests open real SQLite files; threads keep them isolated per file.
    pool: 'forks',
    // Both cores: vitest's default leaves one idle on a 2-core machine, and the chaos test alone holds a worker for minutes.
    // The suite is written for a busy machine (tests wait for signals, never for fixed times), so two at once is safe.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
