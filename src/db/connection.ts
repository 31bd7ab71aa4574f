// Opens the bot's SQLite database and holds its connection rules: statements prepared once per connection, and how long a write waits for a lock.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;
export type Statement = Database.Statement;

/**
 * A connection that prepares each SQL text once and keeps the statement for
 * its lifetime: preparing on every call was an eighth of the bot's busy time
 * (issue 12). The cache belongs to the connection, so it closes with it.
 */
class Connection extends Database {
  readonly #statements = new Map<string, Statement>();

  statement(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}

/**
 * The statement for this SQL on this connection: prepared once on a
 * connection `openDatabase` opened, afresh on any other (a read-only copy
 * opened to check a backup). Every caller runs it to completion (`run`,
 * `get`, `all`) and never changes its mode (`pluck`, `raw`), so one
 * statement serves them all.
 */
export function prepared(db: Db, sql: string): Statement {
  return db instanceof Connection ? db.statement(sql) : db.prepare(sql);
}

/**
 * How long a write waits for another process's write lock before SQLite
 * gives up with SQLITE_BUSY. better-sqlite3 waits synchronously, so the
 * whole bot (every interaction, every timer) stands still meanwhile: with
 * 5 s an interaction behind a second writer was answered after 4 s, past
 * Discord's 3 (issue 27). A quarter second lets a brief writer (a
 * checkpoint, a migration step, the sandbox's restart) finish. After one
 * such wait has failed, writes stop waiting (stopWaitingForLocks); until
 * the dispatcher has seen that failure, interactions that arrived in the
 * same gateway batch each wait their quarter second, so a burst of ten
 * costs 2.5 s. (Noting the failure inside the connection, where it is
 * thrown, would spare even that: left for the store port of issue 31.)
 */
const BUSY_TIMEOUT_MS = 250;

/** Another process holds the database's write lock (better-sqlite3's SqliteError, code SQLITE_BUSY or one of its extended codes). */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && (error.code === 'SQLITE_BUSY' || error.code.startsWith('SQLITE_BUSY_'));
}

/** How long after a write found the lock taken the bot's writes stop waiting for it. */
const IMPATIENT_FOR_MS = 10_000;
const impatientUntil = new WeakMap<Db, number>();

/**
 * A write found the database locked by another program: for a while, writes
 * do not wait for the lock (busy_timeout 0). Each wait holds the whole bot,
 * so interactions queued behind one another would each wait a second more
 * and reach their turn past Discord's 3 s; now each is answered at once,
 * and one made after the other program let go succeeds at once. Reads
 * never wait (WAL).
 */
export function stopWaitingForLocks(db: Db, now: number): void {
  if (!impatientUntil.has(db)) db.pragma('busy_timeout = 0');
  impatientUntil.set(db, now + IMPATIENT_FOR_MS);
}

/** After a quiet while, writes wait a moment for the lock again (a brief writer is let finish). */
export function waitForLocksAgainWhenCalm(db: Db, now: number): void {
  const until = impatientUntil.get(db);
  if (until === undefined || now < until) return;
  impatientUntil.delete(db);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
}

/**
 * WAL lets readers (status, scoresheets) run beside the one writer; the busy
 * timeout lets a second process wait a moment instead of failing at once.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Connection(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  return db;
}
