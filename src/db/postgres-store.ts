// The store port on PostgreSQL (issue 32): a pool of connections, one per open transaction, so actions of different tables run at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { numbered } from './placeholders.js';
import type { RunResult, Store, Tx } from './store.js';

/**
 * What the engine's rows hold as numbers stays numbers: PostgreSQL's 8-byte
 * integers (every time and amount, every count) and the sums of them
 * (numeric) come as text from `pg` by default. Milliseconds and tria stay
 * far below 2^53, where a JavaScript number is exact.
 */
const NUMBERS = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBERS.has(oid) ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** How often an action a deadlock ended is tried in all. */
const TRIES = 3;

/** PostgreSQL ended the transaction to break a deadlock (40P01) or a serialization conflict (40001): trying again may well succeed. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** A connection of the pool, or the pool itself (a statement outside every transaction takes any free connection). */
type Queryable = Pick<pg.PoolClient, 'query'>;

/** What runs now on this store, as seen from inside it (as on SQLite: nesting is found by the async context). */
interface Open {
  client: pg.PoolClient;
  depth: number;
  live: boolean;
  parent?: Open;
}

class PostgresTx implements Tx {
  constructor(readonly store: PostgresStore) {}

  async get<Row>(sql: string, ...params: readonly unknown[]): Promise<Row | undefined> {
    return (await this.query(sql, params)).rows[0] as Row | undefined;
  }

  async all<Row>(sql: string, ...params: readonly unknown[]): Promise<Row[]> {
    return (await this.query(sql, params)).rows as Row[];
  }

  async run(sql: string, ...params: readonly unknown[]): Promise<RunResult> {
    return { changes: (await this.query(sql, params)).rowCount ?? 0 };
  }

  async insert(sql: string, ...params: readonly unknown[]): Promise<number> {
    const row = (await this.query(`${sql} RETURNING id`, params)).rows[0] as { id: number } | undefined;
    if (!row) throw new Error('the INSERT made no row');
    return row.id;
  }

  inTransaction(): boolean {
    return this.store.within();
  }

  private query(sql: string, params: readonly unknown[]): Promise<pg.QueryResult> {
    return this.store.connection().query(numbered(sql), params as unknown[]);
  }
}

/**
 * PostgreSQL behind the port. Each transaction holds one connection of the
 * pool from BEGIN to COMMIT, found by the async context as SQLite's turn
 * is; transactions of different actions run side by side, and PostgreSQL's
 * row locks order the ones that meet (the table row, taken first by every
 * action on it: `lockTable`). A read is one snapshot (REPEATABLE READ), so
 * its statements agree with each other as they do on SQLite.
 */
export class PostgresStore implements Store {
  readonly tx: PostgresTx;
  readonly dialect = 'postgres';
  private readonly open = new AsyncLocalStorage<Open>();
  private savepoints = 0;

  constructor(readonly pool: pg.Pool) {
    this.tx = new PostgresTx(this);
  }

  /** A pool on this address, its numbers parsed as numbers; `max` connections [10]. */
  static connect(url: string, options: { max?: number } = {}): PostgresStore {
    const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
    // An idle connection the server closed (a restart, a failover) is dropped from the pool; the next statement opens another.
    pool.on('error', () => {});
    return new PostgresStore(pool);
  }

  /** The connection the caller's statements go to: its transaction's, or any. */
  connection(): Queryable {
    return this.opened()?.client ?? this.pool;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const open = this.opened();
    if (open) return this.savepoint(open, work);
    return this.retried(() => this.begin('BEGIN', 1, work));
  }

  /**
   * Two actions that lock the same rows in opposite orders (a group's table
   * and its parent's) deadlock; PostgreSQL ends one of them, which is then
   * done again from the start, as if it had arrived a moment later. Nothing
   * of the failed try was kept, and nothing was shown: showing happens after
   * the commit.
   */
  private async retried<T>(attempt: () => Promise<T>): Promise<T> {
    for (let tries = 1; ; tries += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (tries >= TRIES || !isRetryable(error)) throw error;
      }
    }
  }

  read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.opened()) return work(this.tx);
    return this.begin('BEGIN ISOLATION LEVEL REPEATABLE READ', 0, work);
  }

  within(): boolean {
    return (this.opened()?.depth ?? 0) > 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async begin<T>(begin: string, depth: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(begin);
    } catch (error) {
      // A connection that cannot even begin (the server went away) is not given back to serve another transaction.
      client.release(true);
      throw error;
    }
    const open: Open = { client, depth, live: true };
    let broken = false;
    try {
      const result = await this.open.run(open, () => work(this.tx));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      open.live = false;
      client.release(broken);
    }
  }

  private async savepoint<T>(open: Open, work: (tx: Tx) => Promise<T>): Promise<T> {
    this.savepoints += 1;
    const name = `croupier_${this.savepoints}`;
    await open.client.query(`SAVEPOINT ${name}`);
    const part: Open = { client: open.client, depth: open.depth + 1, live: true, parent: open };
    try {
      const result = await this.open.run(part, () => work(this.tx));
      await open.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await open.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      await open.client.query(`RELEASE SAVEPOINT ${name}`);
      throw error;
    } finally {
      part.live = false;
    }
  }

  private opened(): Open | undefined {
    const open = this.open.getStore();
    for (let part = open; part; part = part.parent) if (!part.live) return undefined;
    return open;
  }
}

/**
 * PostgreSQL could not be reached or went away: refused or lost
 * connections (Node's network codes), the server shutting down or not yet
 * taking connections (SQLSTATE 57P01–57P03), the connection class (08).
 * The action's transaction did not commit: nothing of it was saved.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE'].includes(code) || code.startsWith('08') || code.startsWith('57P');
  }
  // pg's own words when the socket closes under a query, or a connection attempt times out.
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(error.message);
}
