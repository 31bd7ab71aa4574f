// The schema migrations: reads migrations/NNNN_name.sql and applies what a database lacks, each migration in one transaction.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export class DatabaseTooNewError extends Error {
  constructor(
    readonly databaseVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `The database is at schema version ${databaseVersion}, but this Croupier only knows up to ${knownVersion}. ` +
        'It was written by a newer Croupier: upgrade the bot instead of running an old one on it.',
    );
  }
}

/** From src/db or dist/src/db, the repository's migrations/ folder. */
function defaultMigrationsDir(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = [join(here, '../../migrations'), join(here, '../../../migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`migrations/ not found near ${here}`);
  return found;
}

/** PostgreSQL's form of every migration (issue 32): migrations/postgres, the same numbers and names, kept in step by a test. */
export function postgresMigrationsDir(): string {
  return join(defaultMigrationsDir(), 'postgres');
}

/** `NNNN_name.sql`, numbered from 1 without gaps, so two branches cannot both add "0003". */
export function readMigrations(dir = defaultMigrationsDir()): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d{4})_([\w-]+)\.sql$/.exec(file);
      if (!match) throw new Error(`migration file ${file} is not named NNNN_name.sql`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(join(dir, file), 'utf8') };
    });
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`migration ${migration.version}_${migration.name} breaks the sequence: expected ${index + 1}`);
    }
  });
  return migrations;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies what the database lacks, each migration and its version bump in one
 * transaction, so a crash mid-way leaves the database at a whole version.
 * Returns the versions applied.
 */
export function migrate(db: Db, migrations: Migration[] = readMigrations()): number[] {
  const current = schemaVersion(db);
  const known = migrations.at(-1)?.version ?? 0;
  if (current > known) throw new DatabaseTooNewError(current, known);
  const applied: number[] = [];
  for (const migration of migrations.filter((m) => m.version > current)) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}
