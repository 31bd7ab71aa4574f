// The npm run backup script: copies the database to a new file safely while the bot keeps running.
import { BackupTargetExistsError, backupDatabase, NoDatabaseError } from '../db/backup.js';
import { databasePath, loadDotEnv } from './config.js';

/**
 * `npm run backup -- FILE`: a consistent copy of the database (DATABASE_PATH)
 * into FILE, safe while the bot runs. Restore by stopping the bot and putting
 * the copy where DATABASE_PATH points.
 */
loadDotEnv();
const [target] = process.argv.slice(2);
if (!target) {
  process.stderr.write('usage: npm run backup -- FILE   (a new file: the copy of DATABASE_PATH)\n');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  // Issue 32: PostgreSQL has its own consistent copy while the bot runs (docs/SCALING.md, Backups).
  process.stderr.write('DATABASE_URL is set: the state is in PostgreSQL; back it up with pg_dump -Fc (docs/SCALING.md, Backups), not npm run backup.\n');
  process.exit(1);
}
const source = databasePath(process.env);
try {
  const { pages } = await backupDatabase(source, target);
  process.stdout.write(`Backed up ${source} to ${target} (${pages} pages).\n`);
} catch (error) {
  const reason =
    error instanceof BackupTargetExistsError || error instanceof NoDatabaseError
      ? error.message
      : `could not back up ${source}: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
