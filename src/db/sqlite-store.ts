// The store port on SQLite (issue 31): an async mutex per connection around BEGIN IMMEDIATE … COMMIT, statements prepared once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Db, prepared } from './connection.js';
import type { RunResult, Store, Tx } from './store.js';

/** The statements, on the connection's prepared statements (connection.ts): each answers at once. */
class SqliteTx implements Tx {
  constructor(private readonly db: Db) {}

  async get<Row>(sql: string, ...params: readonly unknown[]): Promise<Row | undefined> {
    return prepared(this.db, sql).get(...params) as Row | undefined;
  }

  async all<Row>(sql: string, ...params: readonly unknown[]): Promise<Row[]> {
    return prepared(this.db, sql).all(...params) as Row[];
  }

  async run(sql: string, ...params: readonly unknown[]): Promise<RunResult> {
    const { changes, lastInsertRowid } = prepared(this.db, sql).run(...params);
    return { changes, lastInsertRowid: Number(lastInsertRowid) };
  }
}

/** What runs now on this store, as seen from inside it (nesting is found by the async context, not passed along). */
interface Open {
  depth: number;
  /** False once its transaction (or read) has ended: a promise begun inside it and still running later is outside it. */
  live: boolean;
  /** The transaction a savepoint is part of. */
  parent?: Open;
}

/**
 * One SQLite connection behind the port. better-sqlite3 is synchronous and
 * one connection has one transaction: while an action's work awaits, any
 * other action's statement would join its transaction (and see what it has
 * not committed). So every transaction and every read takes the
 * connection's turn first, a promise chain: whoever holds it runs alone
 * until it commits or rolls back, and the others wait in the order they
 * came. A transaction begun inside another's work (same async context)
 * does not wait (it would wait for itself): it is a savepoint of it.
 */
export class SqliteStore implements Store {
  private readonly tx: SqliteTx;
  private readonly open = new AsyncLocalStorage<Open>();
  /** The end of the queue for the connection: settles when the last one waiting has finished. */
  private last: Promise<void> = Promise.resolve();
  private savepoints = 0;

  /** Use storeOf: one store a connection. */
  constructor(readonly db: Db) {
    this.tx = new SqliteTx(db);
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const open = this.opened();
    if (open) return this.savepoint(open, work);
    return this.inTurn(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const open: Open = { depth: 1, live: true };
        try {
          const result = await this.open.run(open, () => work(this.tx));
          this.db.exec('COMMIT');
          return result;
        } finally {
          open.live = false;
        }
      } catch (error) {
        // A failed COMMIT (or a statement SQLite rolled back itself) may have ended the transaction already.
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  /** The transaction or read the caller is inside, if it is still running (a promise may outlive the work that began it). */
  private opened(): Open | undefined {
    const open = this.open.getStore();
    for (let part = open; part; part = part.parent) if (!part.live) return undefined;
    return open;
  }

  within(): boolean {
    return (this.opened()?.depth ?? 0) > 0;
  }

  read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.opened()) return work(this.tx);
    // One snapshot: a read of several statements sees one committed state, even while another process writes.
    return this.inTurn(async () => {
      this.db.exec('BEGIN');
      try {
        const open: Open = { depth: 0, live: true };
        try {
          return await this.open.run(open, () => work(this.tx));
        } finally {
          open.live = false;
        }
      } finally {
        if (this.db.inTransaction) this.db.exec('COMMIT');
      }
    });
  }

  /** Inside a transaction (or a read that writes: a savepoint begins one), a part that commits or rolls back alone. */
  private async savepoint<T>(open: Open, work: (tx: Tx) => Promise<T>): Promise<T> {
    this.savepoints += 1;
    const name = `croupier_${this.savepoints}`;
    this.db.exec(`SAVEPOINT ${name}`);
    try {
      const part: Open = { depth: open.depth + 1, live: true, parent: open };
      try {
        const result = await this.open.run(part, () => work(this.tx));
        this.db.exec(`RELEASE ${name}`);
        return result;
      } finally {
        part.live = false;
      }
    } catch (error) {
      if (this.db.inTransaction) this.db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    }
  }

  /** Runs `work` once everyone before it has finished; a failure is its caller's alone, the queue goes on. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.last.then(work);
    this.last = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }
}

const stores = new WeakMap<Db, SqliteStore>();

/** The connection's one store: its turn is the connection's, so two stores on one connection would not exclude each other. */
export function storeOf(db: Db): SqliteStore {
  let store = stores.get(db);
  if (!store) {
    store = new SqliteStore(db);
    stores.set(db, store);
  }
  return store;
}
