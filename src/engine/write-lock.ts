// The database's write lock as the layers above the engine meet it: a failure that was the lock taken, and how long writes wait for it.
import { type Db, isDatabaseBusy, stopWaitingForLocks, waitForLocksAgainWhenCalm } from '../db/connection.js';

/** Another process holds the database's write lock: the write failed and rolled back (issue 27). */
export { isDatabaseBusy };

export class WriteLock {
  constructor(private readonly db: Db) {}

  /** A write found the lock taken: for a while, writes do not wait for it (connection.ts). */
  stopWaiting(now: number): void {
    stopWaitingForLocks(this.db, now);
  }

  /** After a quiet while, writes wait a moment for the lock again. */
  waitAgainWhenCalm(now: number): void {
    waitForLocksAgainWhenCalm(this.db, now);
  }
}
