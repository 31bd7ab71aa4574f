// The database's write lock as the layers above the engine meet it: a failure that was the lock taken, and how long writes wait for it.
import { isDatabaseBusy, stopWaitingForLocks, waitForLocksAgainWhenCalm } from '../db/connection.js';
import { isDatabaseUnreachable } from '../db/postgres-store.js';
import { SqliteStore } from '../db/sqlite-store.js';
import type { Store } from '../db/store.js';

/** Another process holds the database's write lock: the write failed and rolled back (issue 27). */
/** PostgreSQL could not be reached: the action did not commit (issue 32). */
export { isDatabaseBusy, isDatabaseUnreachable };

/**
 * SQLite's one write lock for the whole file. PostgreSQL locks rows, and a
 * writer waits only for the rows another transaction holds (one table's
 * action behind another's on the same table): nothing to tune there.
 */
export class WriteLock {
  constructor(private readonly store: Store) {}

  /** A write found the lock taken: for a while, writes do not wait for it (connection.ts). */
  stopWaiting(now: number): void {
    if (this.store instanceof SqliteStore) stopWaitingForLocks(this.store.db, now);
  }

  /** After a quiet while, writes wait a moment for the lock again. */
  waitAgainWhenCalm(now: number): void {
    if (this.store instanceof SqliteStore) waitForLocksAgainWhenCalm(this.store.db, now);
  }
}
