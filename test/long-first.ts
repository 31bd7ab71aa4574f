// The order vitest starts test files in: the few that run a minute or more (each spawns processes) first, then vitest's own order.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest first, as measured in a full run (seconds of one worker on a
 * quiet 2-core machine). A clean checkout (CI) has no vitest cache, so
 * vitest orders by file size, and a two-minute file started late left one
 * worker idle for its last minute: some 60 s of CI's 10 minutes. Started
 * first, the short files fill in around them.
 */
const LONG = [
  'test/bench.test.ts', // ~125 s
  'test/e2e/migrate-to-postgres.test.ts', // ~75 s
  'test/e2e/scaling-guide.test.ts', // ~45 s
  'test/e2e/cluster-transcripts.test.ts', // ~45 s, most of it waiting out Discord's channel pace
  'test/e2e/table-size.test.ts', // ~40 s
  'test/e2e/tournament-defaults.test.ts', // ~40 s
  'test/hosting.test.ts', // ~35 s
  'test/e2e/clusters.test.ts', // ~20 s
  'test/start-failures.test.ts', // ~20 s
];

const rank = (file: TestSpecification) => {
  const at = LONG.indexOf(relative(file.project.config.root, file.moduleId));
  return at === -1 ? LONG.length : at;
};

export default class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Stable: the rest keep vitest's order among themselves.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
