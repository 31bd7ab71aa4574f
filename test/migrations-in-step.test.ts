// Issue 32: SQLite's migrations and PostgreSQL's are one history in two dialects: the same steps, the same schema at the end, and neither engine starts on a newer one.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { DatabaseTooNewError, migrate, postgresMigrationsDir, readMigrations } from '../src/db/migrate.js';
import { migratePostgres, postgresSchemaVersion } from '../src/db/postgres-migrate.js';
import { postgresDatabase, STORE_KINDS } from './fixtures/stores.js';

/** A table as both engines can describe it: its columns (name, kind of value, whether it may be empty), its key and its indexes. */
interface TableShape {
  columns: Record<string, { kind: 'integer' | 'text' | 'real'; nullable: boolean }>;
  key: string[];
  indexes: string[];
}

/** SQLite's declared types by affinity (its rules: "INT" → integer, "CHAR"/"TEXT" → text, "REAL"/"DOUB" → real). */
function sqliteKind(declared: string): 'integer' | 'text' | 'real' {
  const type = declared.toUpperCase();
  if (type.includes('INT')) return 'integer';
  if (type.includes('TEXT') || type.includes('CHAR')) return 'text';
  if (type.includes('REAL') || type.includes('DOUB')) return 'real';
  throw new Error(`unexpected SQLite type ${declared}`);
}

function postgresKind(type: string): 'integer' | 'text' | 'real' {
  if (type === 'integer' || type === 'bigint' || type === 'smallint') return 'integer';
  if (type === 'text') return 'text';
  if (type === 'double precision') return 'real';
  throw new Error(`unexpected PostgreSQL type ${type}`);
}

function sqliteSchema(): Record<string, TableShape> {
  const db = openDatabase(':memory:');
  try {
    migrate(db);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).pluck().all() as string[];
    return Object.fromEntries(
      tables.map((table) => {
        const columns = db.prepare('SELECT name, type, "notnull", pk FROM pragma_table_xinfo(?) ORDER BY cid').all(table) as {
          name: string;
          type: string;
          notnull: number;
          pk: number;
        }[];
        const indexes = db
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name`)
          .pluck()
          .all(table) as string[];
        return [
          table,
          {
            // A primary key column may not be empty in either (SQLite's INTEGER PRIMARY KEY is the rowid, never null).
            columns: Object.fromEntries(
              columns.map((column) => [column.name, { kind: sqliteKind(column.type), nullable: column.notnull === 0 && column.pk === 0 }]),
            ),
            key: columns
              .filter((column) => column.pk > 0)
              .sort((a, b) => a.pk - b.pk)
              .map((column) => column.name),
            indexes,
          },
        ];
      }),
    );
  } finally {
    db.close();
  }
}

async function postgresSchema(url: string): Promise<Record<string, TableShape>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const tables = (
      await pool.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name`,
      )
    ).rows.map((row) => row.name);
    const shapes: Record<string, TableShape> = {};
    for (const table of tables) {
      const columns = (
        await pool.query<{ name: string; type: string; nullable: string }>(
          `SELECT column_name AS name, data_type AS type, is_nullable AS nullable FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows;
      const key = (
        await pool.query<{ name: string }>(
          `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
           WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
          [table],
        )
      ).rows.map((row) => row.name);
      // Indexes made by CREATE INDEX: not those PostgreSQL makes for a PRIMARY KEY or UNIQUE constraint (SQLite's are unnamed autoindexes).
      const indexes = (
        await pool.query<{ name: string }>(
          `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1
             AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass) ORDER BY indexname`,
          [table],
        )
      ).rows.map((row) => row.name);
      shapes[table] = {
        columns: Object.fromEntries(columns.map((column) => [column.name, { kind: postgresKind(column.type), nullable: column.nullable === 'YES' }])),
        key,
        indexes,
      };
    }
    return shapes;
  } finally {
    await pool.end();
  }
}

describe('one migration history, two dialects', () => {
  it('has each SQLite migration in PostgreSQL form, under the same number and name', () => {
    const sqlite = readMigrations().map(({ version, name }) => `${version} ${name}`);
    const postgres = readMigrations(postgresMigrationsDir()).map(({ version, name }) => `${version} ${name}`);
    expect(postgres).toEqual(sqlite);
  });
});

describe.skipIf(!STORE_KINDS.includes('postgres'))('on PostgreSQL', () => {
  const dropped: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const drop of dropped.splice(0)) await drop();
  });

  async function emptyDatabase(): Promise<string> {
    const database = await postgresDatabase({ empty: true });
    dropped.push(() => database.drop());
    return database.url;
  }

  it('ends with the same tables, columns, keys and indexes as SQLite', async () => {
    const url = await emptyDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      expect(await migratePostgres(pool)).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await pool.end();
    }
    expect(await postgresSchema(url)).toEqual(sqliteSchema());
  });

  it('applies nothing twice: two bots starting at once on a new database migrate it once between them', async () => {
    const url = await emptyDatabase();
    const pools = [new pg.Pool({ connectionString: url, max: 1 }), new pg.Pool({ connectionString: url, max: 1 })];
    try {
      const applied = await Promise.all(pools.map((pool) => migratePostgres(pool)));
      expect(applied.flat().sort((a, b) => a - b)).toEqual(readMigrations().map((m) => m.version));
      expect(await migratePostgres(pools[0]!)).toEqual([]);
      expect(await postgresSchemaVersion(pools[0]!)).toBe(readMigrations().at(-1)!.version);
    } finally {
      for (const pool of pools) await pool.end();
    }
  });

  it('refuses a database a newer Croupier migrated, and changes nothing', async () => {
    const url = await emptyDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const known = readMigrations(postgresMigrationsDir());
      await migratePostgres(pool, known.slice(0, 3));
      await pool.query(`INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'from the future', 0)`, [known.length + 5]);
      const error = await migratePostgres(pool, known).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseTooNewError);
      expect((error as DatabaseTooNewError).message).toMatch(`schema version ${known.length + 5}, but this Croupier only knows up to ${known.length}`);
      // Migration 4 was not applied: its column is not there.
      const column = await pool.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'commitments' AND column_name = 'discarded_at'`);
      expect(column.rowCount).toBe(0);
    } finally {
      await pool.end();
    }
  });
});
