// `npm run migrate-to-postgres`'s core (issue 32): every row of a SQLite database copied into a new PostgreSQL one, in one transaction, checked after.
import { existsSync } from 'node:fs';
import type pg from 'pg';
import { NoDatabaseError } from './backup.js';
import { openDatabase } from './connection.js';
import { migrate } from './migrate.js';
import { migratePostgres } from './postgres-migrate.js';

export class TargetNotEmptyError extends Error {
  constructor(readonly table: string) {
    super(`the PostgreSQL database already holds rows (in ${table}): copy into a new, empty database, so that nothing of two servers mixes`);
  }
}

/** What was copied: each table's rows, and the ledger's sum (zero when the money balances). */
export interface Copied {
  rows: Record<string, number>;
  ledger: number;
  /** The migrations applied to the SQLite file first (brought up to date, as `npm start` would). */
  upgraded: number[];
}

/** Rows a single INSERT carries: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

/**
 * Copies the SQLite database at `source` into the PostgreSQL database of
 * `target`: migrated first (both to this Croupier's schema), refused unless
 * empty, every table in an order its foreign keys allow, every row with its
 * id, in one transaction, so that a failure leaves the target empty. The
 * identity counters then start past the copied ids, and the row counts and
 * the ledger's sum are read back from PostgreSQL and compared. Run it with
 * the bot stopped: what the bot writes after the copy began is not copied.
 */
export async function copyToPostgres(source: string, target: pg.Pool): Promise<Copied> {
  if (!existsSync(source)) throw new NoDatabaseError(source);
  const db = openDatabase(source);
  try {
    const upgraded = migrate(db);
    await migratePostgres(target);
    const tables = inForeignKeyOrder(db);
    const client = await target.connect();
    try {
      await client.query('BEGIN');
      // One snapshot of the source: the copy is the database at one moment.
      db.exec('BEGIN');
      try {
        for (const table of tables) {
          const found = await client.query(`SELECT 1 FROM ${table} LIMIT 1`);
          if (found.rowCount) throw new TargetNotEmptyError(table);
        }
        const rows: Record<string, number> = {};
        for (const table of tables) rows[table] = await copyTable(db, client, table);
        for (const table of tables) await restartIdentity(client, table);
        for (const [table, count] of Object.entries(rows)) {
          const copied = Number((await client.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n);
          if (copied !== count) throw new Error(`${table}: ${count} rows in SQLite, ${copied} in PostgreSQL`);
        }
        const ledger = Number((await client.query('SELECT COALESCE(SUM(balance), 0) AS total FROM accounts')).rows[0].total);
        const sqliteLedger = (db.prepare('SELECT COALESCE(SUM(balance), 0) AS total FROM accounts').get() as { total: number }).total;
        if (ledger !== sqliteLedger) throw new Error(`the ledger sums to ${sqliteLedger} in SQLite, ${ledger} in PostgreSQL`);
        await client.query('COMMIT');
        return { rows, ledger, upgraded };
      } finally {
        db.exec('COMMIT');
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  } finally {
    db.close();
  }
}

/** The tables, each after every table it refers to (a table referring to itself is copied in id order, parents first). */
function inForeignKeyOrder(db: ReturnType<typeof openDatabase>): string[] {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).pluck().all() as string[];
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    const parents = db.prepare('SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(?)').pluck().all(table) as string[];
    for (const parent of parents) if (parent !== table) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Every row, by rowid (the order they were made in: a group's table after the table it was split from), in batches. */
async function copyTable(db: ReturnType<typeof openDatabase>, client: pg.PoolClient, table: string): Promise<number> {
  // table_info leaves out generated columns (game_tables.deadline_remind_at), which PostgreSQL computes itself.
  const columns = db.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(table) as string[];
  const list = columns.map((column) => `"${column}"`).join(', ');
  const read = db.prepare(`SELECT ${list} FROM ${table} ORDER BY rowid`).raw();
  let batch: unknown[][] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`).join(', ');
    await client.query(`INSERT INTO ${table} (${list}) VALUES ${values}`, batch.flat());
    count += batch.length;
    batch = [];
  };
  for (const row of read.iterate() as IterableIterator<unknown[]>) {
    batch.push(row);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return count;
}

/** A table whose ids PostgreSQL generates next gives the one after the highest copied. */
async function restartIdentity(client: pg.PoolClient, table: string): Promise<void> {
  const identity = await client.query(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_identity = 'YES'`,
    [table],
  );
  for (const { name } of identity.rows as { name: string }[]) {
    await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX("${name}") FROM ${table}), 0) + 1, false)`, [table, name]);
  }
}
