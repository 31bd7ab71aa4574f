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
 * Discord's 3 (issue 27). One second lets a brief writer (a migration step,
 * the sandbox's restart, a checkpoint) finish, and leaves an interaction
 * that then gives up time to say so. Reads never wait: WAL lets them run
 * beside a writer.
 */
export const BUSY_TIMEOUT_MS = 1000;

/** Another process holds the database's write lock (better-sqlite3's SqliteError, code SQLITE_BUSY or one of its extended codes). */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && (error.code === 'SQLITE_BUSY' || error.code.startsWith('SQLITE_BUSY_'));
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
