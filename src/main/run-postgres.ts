// The npm run postgres script (issue 32): a PostgreSQL server of this machine's own for trying clusters, kept in ./data/postgres.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { startLocalPostgres } from '../db/local-postgres.js';

/**
 * `npm run postgres`: starts Debian's PostgreSQL (apt-get install
 * postgresql) on 127.0.0.1:PG_PORT [5433] with its files in ./data/postgres
 * (kept between runs), makes the database `croupier` once, prints its
 * DATABASE_URL and runs until Ctrl-C. For trying clusters on one machine; a
 * server the bot runs on for real is the system's own PostgreSQL
 * (docs/SCALING.md).
 */
const dir = resolve('data/postgres');
mkdirSync(dir, { recursive: true });
const port = Number(process.env.PG_PORT || 5433);
const server = await startLocalPostgres({ dir, port });
const admin = new pg.Pool({ connectionString: server.url, max: 1 });
try {
  const found = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'croupier'`);
  if (!found.rowCount) await admin.query('CREATE DATABASE croupier');
} finally {
  await admin.end();
}
process.stdout.write(`PostgreSQL runs on 127.0.0.1:${port} (files in ${dir}): DATABASE_URL=postgres://postgres@127.0.0.1:${port}/croupier\nCtrl-C stops it.\n`);
const stop = () => {
  server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
setInterval(() => {}, 1 << 30);
