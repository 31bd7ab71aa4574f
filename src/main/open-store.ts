// Opens the store the configuration names (issue 32): PostgreSQL at DATABASE_URL, else the SQLite file at DATABASE_PATH; migrated before use.
import { openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { migratePostgres } from '../db/postgres-migrate.js';
import { PostgresStore } from '../db/postgres-store.js';
import { storeOf } from '../db/sqlite-store.js';
import type { Store } from '../db/store.js';
import type { Config } from './config.js';

export interface OpenedStore {
  store: Store;
  /** The migrations this start applied. */
  applied: number[];
  /** Where the state lives, for the log: the file, or PostgreSQL's host and database (never its password). */
  where: string;
  close(): Promise<void>;
}

/** Throws DatabaseTooNewError, touching nothing, on a database a newer Croupier migrated; PostgreSQL's connection errors as they come. */
export async function openStore(config: Pick<Config, 'DATABASE_PATH' | 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>): Promise<OpenedStore> {
  if (config.DATABASE_URL) {
    const store = PostgresStore.connect(config.DATABASE_URL, { max: config.DATABASE_POOL_SIZE });
    try {
      const applied = await migratePostgres(store.pool);
      return { store, applied, where: postgresWhere(config.DATABASE_URL), close: () => store.close() };
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  const db = openDatabase(config.DATABASE_PATH);
  try {
    const applied = migrate(db);
    return { store: storeOf(db), applied, where: config.DATABASE_PATH, close: async () => void db.close() };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** `postgres://host:port/database`: the address without its user and password. */
export function postgresWhere(url: string): string {
  const address = new URL(url);
  return `postgres://${address.host}${address.pathname}`;
}
