// End-to-end: backing up the live database mid-game, and `npm run backup -- FILE`, which copies DATABASE_PATH and never overwrites a file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase } from '../../src/db/backup.js';
import type { Db } from '../../src/db/connection.js';
import { root } from '../fixtures/imports.js';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const target = () => {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-backup-'));
  dirs.push(dir);
  return join(dir, 'copy.db');
};

/** What a restored server would hold: every table row, seat, action and account balance. */
function holdings(db: Db) {
  return {
    tables: db.prepare('SELECT id, game, status, version, state FROM game_tables ORDER BY id').all(),
    seats: db.prepare('SELECT * FROM seats ORDER BY rowid').all(),
    actions: db.prepare('SELECT id, table_id, version, kind FROM actions ORDER BY id').all(),
    balances: db.prepare('SELECT kind, owner, balance FROM accounts ORDER BY id').all(),
    ledger: db.prepare('SELECT SUM(balance) AS sum FROM accounts').get(),
  };
}

describe('backups of the live database', () => {
  it('a backup taken during a running game opens as a valid database with the same tables and balances', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { stakes: 'tria', buy_in: 20 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.press('alice', 'Show');

    const copy = target();
    await backupDatabase(e2e.sandbox.databasePath, copy);
    const restored = new Database(copy, { readonly: true });
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(holdings(restored)).toEqual(holdings(e2e.sandbox.db));
      expect(holdings(restored).tables).toMatchObject([{ game: 'showdown', status: 'active' }]);
    } finally {
      restored.close();
    }
    // The game goes on in the live database; the copy stays as it was taken.
    await e2e.sandbox.press('bob', 'Show');
    expect(e2e.sandbox.db.prepare('SELECT status FROM game_tables').pluck().get()).toBe('finished');
  });

  it('npm run backup -- FILE copies DATABASE_PATH and never overwrites a file', async () => {
    await e2e.sandbox.command('alice', { path: ['wallet', 'daily'], options: {} });
    const copy = target();
    const run = () =>
      spawnSync('node_modules/.bin/tsx', ['src/main/backup.ts', copy], {
        cwd: root,
        timeout: 60_000,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_PATH: e2e.sandbox.databasePath },
      });
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^Backed up .* to .*copy\.db \(\d+ pages\)\.\n$/);
    const restored = new Database(copy, { readonly: true });
    expect(holdings(restored).balances).toEqual(holdings(e2e.sandbox.db).balances);
    restored.close();
    const again = run();
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists; name a new file/);
  });

  it('issue 30: as the README writes it on a fresh clone — the backups folder is made; with no database yet, one sentence says so', async () => {
    const dir = dirname(target());
    const inFolder = join(dir, 'backups', 'croupier-2026-11-30.db');
    const backup = (file: string, database: string) =>
      spawnSync('node_modules/.bin/tsx', ['src/main/backup.ts', file], {
        cwd: root,
        timeout: 60_000,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_PATH: database },
      });
    const made = backup(inFolder, e2e.sandbox.databasePath);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(existsSync(inFolder)).toBe(true);
    const missing = join(dir, 'data', 'croupier.db');
    const none = backup(join(dir, 'backups', 'none.db'), missing);
    expect(none.status).toBe(1);
    expect(none.stderr).toBe(`there is no database at ${missing} yet: start the bot once (npm start) to make it, or set DATABASE_PATH to the one to copy\n`);
    expect(existsSync(join(dir, 'backups', 'none.db'))).toBe(false);
  });
});
