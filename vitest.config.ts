import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests open real SQLite files; threads keep them isolated per file.
    pool: 'forks',
    testTimeout: 20_000,
  },
});
