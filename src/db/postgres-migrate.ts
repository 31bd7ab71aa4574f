// The schema migrations on PostgreSQL (issue 32): migrations/postgres, each in one transaction, the versions applied kept in schema_migrations.
import type pg from 'pg';
import { DatabaseTooNewError, type Migration, postgresMigrationsDir, readMigrations } from './migrate.js';

/** Any number, the same in every Croupier: two bots starting at once on one database migrate one after the other. */
const MIGRATING = 7_329_001;

/** The schema version a PostgreSQL database is at (0: new), read on a connection of the pool. */
export async function postgresSchemaVersion(db: pg.Pool | pg.PoolClient): Promise<number> {
  const table = await db.query<{ found: string | null }>(`SELECT to_regclass('schema_migrations') AS found`);
  if (!table.rows[0]?.found) return 0;
  const row = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return Number(row.rows[0]?.version ?? 0);
}

/**
 * Applies what the database lacks, each migration and its version in one
 * transaction (PostgreSQL's DDL is transactional, so a crash leaves a whole
 * version), under an advisory lock held for the run. Refuses, touching
 * nothing, a database a newer Croupier wrote. Returns the versions applied.
 */
export async function migratePostgres(pool: pg.Pool, migrations: Migration[] = readMigrations(postgresMigrationsDir())): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATING]);
    try {
      const current = await postgresSchemaVersion(client);
      const known = migrations.at(-1)?.version ?? 0;
      if (current > known) throw new DatabaseTooNewError(current, known);
      const applied: number[] = [];
      for (const migration of migrations.filter((m) => m.version > current)) {
        await client.query('BEGIN');
        try {
          await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, Date.now()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
        applied.push(migration.version);
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATING]);
    }
  } finally {
    client.release();
  }
}
