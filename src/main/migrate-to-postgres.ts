// The npm run migrate-to-postgres script (issue 32): the SQLite database (DATABASE_PATH) copied into the PostgreSQL one (DATABASE_URL).
import pg from 'pg';
import { NoDatabaseError } from '../db/backup.js';
import { copyToPostgres, TargetNotEmptyError } from '../db/copy-to-postgres.js';
import { DatabaseTooNewError } from '../db/migrate.js';
import { databasePath, loadDotEnv } from './config.js';
import { postgresWhere } from './open-store.js';

/**
 * `npm run migrate-to-postgres -- [SQLITE_FILE] [POSTGRES_URL]`: with the
 * bot stopped, every row of the SQLite database [DATABASE_PATH] into a new,
 * empty PostgreSQL database [DATABASE_URL]. Then set DATABASE_URL and start
 * the bot: it picks up every table, wallet and tournament where it stood.
 */
loadDotEnv();
const [fileArgument, urlArgument] = process.argv.slice(2);
const source = fileArgument ?? databasePath(process.env);
const url = urlArgument ?? process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  process.stderr.write('usage: npm run migrate-to-postgres -- [SQLITE_FILE] [POSTGRES_URL]   (or DATABASE_PATH and DATABASE_URL in .env)\n');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 1 });
try {
  const copied = await copyToPostgres(source, pool);
  const rows = Object.values(copied.rows).reduce((total, count) => total + count, 0);
  process.stdout.write(
    `Copied ${source} into ${postgresWhere(url)}: ${rows} rows in ${Object.keys(copied.rows).length} tables, the ledger summing to ${copied.ledger}.\n` +
      'Set DATABASE_URL to it and start the bot.\n',
  );
} catch (error) {
  const known = error instanceof NoDatabaseError || error instanceof TargetNotEmptyError || error instanceof DatabaseTooNewError;
  process.stderr.write(`Nothing was copied: ${known ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
