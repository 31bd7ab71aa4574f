/**
 * Issue 32: a SQLite database with history (tables, wallets, a tournament)
 * copied into PostgreSQL by the documented command, `npm run
 * migrate-to-postgres`; then every transcript plays on as it does on the
 * SQLite database: the same messages, the same summaries, the same ids.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../sandbox/harness.js';
import { type Ended, endOf } from '../fixtures/ended.js';
import { root } from '../fixtures/imports.js';
import { postgresDatabase, STORE_KINDS } from '../fixtures/stores.js';
import { allTranscripts, transcriptResults, transcriptText } from '../fixtures/transcript-results.js';
import { startSandbox } from './helpers.js';

const transcripts = allTranscripts();
/** What the database holds before the copy: money won and lost, a tournament with side bets, a table left open. */
const HISTORY = ['tournament-vitaji.txt', 'valere.txt', 'old-table.txt'];

/**
 * A transcript's result: its summary lines (TRANSCRIPTS.md: each table's
 * and tournament's outcome, pots and wallets, by the script's names), run
 * on a sandbox of its own over the given database (stopped after). The
 * messages on the way are left out: how edits coalesce follows the
 * machine's timing, not the database.
 */
async function play(file: string, database: SandboxOptions): Promise<unknown[]> {
  const sandbox = await startSandbox({ ...database, seed: file });
  try {
    const { exitCode, results } = await transcriptResults(transcriptText(file), { sandbox });
    expect(exitCode, file).toBe(0);
    expect(results.length, file).toBeGreaterThan(0);
    return results;
  } finally {
    await sandbox.stop();
  }
}

/** `npm run migrate-to-postgres -- FILE URL`, as an operator runs it. */
function migrateToPostgres(file: string, url: string): Promise<Ended> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['src/main/migrate-to-postgres.ts', file, url], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
  });
  return endOf(child);
}

describe.skipIf(!STORE_KINDS.includes('postgres'))('a SQLite database moved into PostgreSQL', () => {
  let dir = '';
  let drop: () => Promise<void> = async () => {};
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'croupier-to-postgres-'));
  });
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is copied by npm run migrate-to-postgres, and every transcript then plays on it as on the SQLite file', async () => {
    const file = join(dir, 'croupier.db');
    for (const script of HISTORY) await play(script, { databasePath: file });
    // The bot is stopped (the sandbox closed the file); what the SQLite side plays on is a copy of the same file.
    const copy = join(dir, 'copy.db');
    copyFileSync(file, copy);

    const database = await postgresDatabase({ empty: true });
    drop = database.drop;
    const migrated = await migrateToPostgres(file, database.url);
    expect(migrated.stderr).toBe('');
    expect(migrated.status).toBe(0);
    expect(migrated.stdout).toMatch(
      /^Copied .*croupier\.db into postgres:\/\/127\.0\.0\.1:\d+\/croupier_\w+: \d+ rows in \d+ tables, the ledger summing to 0\.\n/,
    );
    // Copying again into the same database is refused and changes nothing.
    const again = await migrateToPostgres(file, database.url);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^Nothing was copied: the PostgreSQL database already holds rows/);

    for (const script of transcripts) {
      const onSqlite = await play(script, { databasePath: copy });
      const onPostgres = await play(script, { databaseUrl: database.url });
      expect(onPostgres, script).toEqual(onSqlite);
    }
  }, 600_000);
});
