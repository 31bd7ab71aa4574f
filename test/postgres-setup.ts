// Vitest global setup (issue 32): a PostgreSQL server for the store's contract tests, and a migrated template every test database copies.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type LocalPostgres, startLocalPostgres } from '../src/db/local-postgres.js';
import { migratePostgres } from '../src/db/postgres-migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server's own database (`…/postgres`), or null when the run skips PostgreSQL (CROUPIER_SKIP_POSTGRES=1). */
    postgresUrl: string | null;
  }
}

/** The database every test's database is made from: migrated once per run. */
export const TEMPLATE = 'croupier_template';

let server: LocalPostgres | undefined;

/**
 * `CROUPIER_TEST_POSTGRES`: a server to use (its `postgres` database's
 * address; a user who may create databases). Otherwise one is started from
 * this machine's PostgreSQL in a temporary folder, and stopped at the end.
 * Without PostgreSQL the run fails, saying so, unless told to skip it.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.CROUPIER_SKIP_POSTGRES === '1') {
    project.provide('postgresUrl', null);
    return () => {};
  }
  let url = process.env.CROUPIER_TEST_POSTGRES;
  if (!url) {
    try {
      server = await startLocalPostgres({ fast: true });
    } catch (error) {
      throw new Error(
        `The store contract tests need PostgreSQL (${error instanceof Error ? error.message : String(error)}). ` +
          'Install it (apt-get install postgresql), or point CROUPIER_TEST_POSTGRES at a server, or set CROUPIER_SKIP_POSTGRES=1 to test SQLite alone.',
      );
    }
    url = server.url;
  }
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const template = new pg.Pool({ connectionString: withDatabase(url, TEMPLATE), max: 1 });
  try {
    await migratePostgres(template);
  } finally {
    await template.end();
  }
  project.provide('postgresUrl', url);
  return () => server?.stop();
}

/** The same server's address, another database. */
export function withDatabase(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}
