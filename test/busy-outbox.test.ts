// Unit: while another program holds SQLite's write lock, a shown action keeps its outbox entry and is marked shown once the lock is gone (issue 27).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseBusy } from '../src/db/connection.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { markShown } from '../src/discord/delivery/outbox-retry.js';
import type { TableService } from '../src/engine/tables/service.js';
import { createLogger } from '../src/log.js';
import { openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdownService } from './fixtures/showdown.js';

/**
 * Issue 27, point 7: background work meets another program's write lock and
 * tries again later instead of failing. An action shown while another
 * writer holds the database keeps its outbox entry until the mark can be
 * written, then loses it: nothing is shown twice after the lock is gone.
 */
let testDb: TestDb;
let tables: TableService;
const rng = reloadableRng();
const warnings: string[] = [];
const log = createLogger({ level: 'warn', destination: { write: (line: string) => void warnings.push(line) } });

beforeEach(() => {
  warnings.length = 0;
  testDb = openTestDb();
  tables = showdownService(storeOf(testDb.db), rng);
});

afterEach(() => testDb.close());

/** The actions still owed, read as any reader may while another program writes (taking them to show is a write: issue 32). */
const owed = () => testDb.db.prepare('SELECT action_id FROM outbox ORDER BY action_id').pluck().all();

describe('the outbox under a second writer (issue 27)', () => {
  it("an action's shown mark waits out another program's write lock, then is written", async () => {
    // A started Showdown owes each player their hidden die: the start's outbox entry.
    const opened = await tables.open({ serverId: 's', channelId: 'c', game: 'showdown', host: 'alice', options: {}, interactionId: 'i-1', now: 1 });
    if (!opened.ok) throw new Error('the table did not open');
    await tables.act({ tableId: opened.table.id, actor: { userId: 'bob', isModerator: false }, command: { kind: 'join' }, interactionId: 'i-2', now: 2 });
    rng.load([3, 5]);
    const started = await tables.act({
      tableId: opened.table.id,
      actor: { userId: 'alice', isModerator: false },
      command: { kind: 'start' },
      interactionId: 'i-3',
      now: 3,
    });
    if (!started.ok || started.actionId === undefined) throw new Error('the table did not start');
    for (const entry of await tables.unshown()) if (entry.actionId !== started.actionId) await tables.shown(entry.actionId!);
    const other = testDb.connect();
    other.exec('BEGIN IMMEDIATE');
    // Still owed while the lock is held: the mark failed busy and was not thrown at the caller.
    await expect(markShown({ tables, log }, started.actionId!)).resolves.toBeUndefined();
    expect(owed()).toEqual([started.actionId]);
    expect(warnings.join('')).toContain('the database is busy; the action is marked shown later');
    other.exec('ROLLBACK');
    await vi.waitFor(() => expect(owed()).toEqual([]), { timeout: 5000, interval: 50 });
  });

  it('SQLITE_BUSY is what better-sqlite3 throws when another connection holds the write lock', () => {
    const other = testDb.connect();
    other.exec('BEGIN IMMEDIATE');
    let thrown: unknown;
    try {
      testDb.db.exec('CREATE TABLE probe (x)');
    } catch (error) {
      thrown = error;
    }
    other.exec('ROLLBACK');
    expect(isDatabaseBusy(thrown)).toBe(true);
    expect(isDatabaseBusy(new Error('SQLITE_BUSY'))).toBe(false);
  });
});
