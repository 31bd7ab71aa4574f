// `npm run backup`'s core: a consistent copy of the live SQLite database via SQLite's online backup API, never overwriting an existing file.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export class BackupTargetExistsError extends Error {
  constructor(readonly target: string) {
    super(`${target} already exists; name a new file (a backup never overwrites one)`);
  }
}

/** Issue 30: nothing to copy yet — a fresh install has no database until the bot first starts. */
export class NoDatabaseError extends Error {
  constructor(readonly source: string) {
    super(`there is no database at ${source} yet: start the bot once (npm start) to make it, or set DATABASE_PATH to the one to copy`);
  }
}

/**
 * A consistent copy of a live database, taken with SQLite's online backup
 * API while the bot keeps writing (WAL lets it read beside the writer). The
 * copy is a whole database: opened as `DATABASE_PATH`, it is the server as it
 * stood.
 */
export async function backupDatabase(source: string, target: string): Promise<{ pages: number }> {
  if (existsSync(target)) throw new BackupTargetExistsError(target);
  if (!existsSync(source)) throw new NoDatabaseError(source);
  // The README's `backups/…` works on a fresh clone: the folder is made when missing.
  mkdirSync(dirname(target), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // A backup is its own process (npm run backup) and only reads, so its wait holds up no interaction and never the
    // bot's writes (WAL: a reader and the writer do not block each other). It may meet a lock only while SQLite
    // recovers or truncates the WAL; waiting a few seconds then beats failing a backup someone asked for, so it keeps
    // the longer wait the bot itself gave up (connection.ts, BUSY_TIMEOUT_MS).
    db.pragma('busy_timeout = 5000');
    const { totalPages } = await db.backup(target);
    return { pages: totalPages };
  } finally {
    db.close();
  }
}
