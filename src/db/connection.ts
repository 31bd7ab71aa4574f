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
 * WAL lets readers (status, scoresheets) run beside the one writer; the busy
 * timeout lets a second process (the sandbox's restart, a migration) wait
 * instead of failing at once.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Connection(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}
