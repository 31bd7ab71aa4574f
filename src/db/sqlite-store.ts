// The store port on SQLite (issue 31): an async mutex per connection around BEGIN IMMEDIATE … COMMIT, statements prepared once.
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { type Db, prepared } from './connection.js';
import type { RunResult, Store, Tx } from './store.js';

/**
 * The connection's statements, on its prepared statements (connection.ts).
 * Inside a transaction or read of the store (found by the async context)
 * each answers at once, as part of it; outside every one, a statement
 * waits for the connection's turn and runs alone (SQLite makes it its own
 * transaction), so it never joins, nor sees, another action's open work.
 */
class SqliteTx implements Tx {
  constructor(
    private readonly db: Db,
    readonly store: SqliteStore,
  ) {}

  get<Row>(sql: string, ...params: readonly unknown[]): Promise<Row | undefined> {
    return this.store.inOwnTurn(() => prepared(this.db, sql).get(...params) as Row | undefined);
  }

  all<Row>(sql: string, ...params: readonly unknown[]): Promise<Row[]> {
    return this.store.inOwnTurn(() => prepared(this.db, sql).all(...params) as Row[]);
  }

  run(sql: string, ...params: readonly unknown[]): Promise<RunResult> {
    return this.store.inOwnTurn(() => {
      const { changes } = prepared(this.db, sql).run(...params);
      return { changes };
    });
  }

  insert(sql: string, ...params: readonly unknown[]): Promise<number> {
    return this.store.inOwnTurn(() => Number(prepared(this.db, sql).run(...params).lastInsertRowid));
  }

  inTransaction(): boolean {
    return this.store.within();
  }
}

/**
 * When the work asking for a turn arrived: an action's place in line is its
 * interaction's (`inArrivalOrder`), kept by every statement and transaction
 * it makes; anything else takes its place when it asks. One counter for both.
 */
const arrivals = new AsyncLocalStorage<number>();
let arrived = 0;
const nextArrival = () => {
  arrived += 1;
  return arrived;
};

/**
 * Runs an action (a member's interaction) in the order it arrived: whenever
 * several wait for the connection, the one that arrived first goes first. In
 * plain first-come order a burst (150 joins at once) interleaves every
 * action's statements, and each is answered only when all are done, past
 * Discord's 3 s; in arrival order the first is answered first, as when every
 * statement ran at once.
 */
export function inArrivalOrder<T>(work: () => Promise<T>): Promise<T> {
  return arrivals.run(nextArrival(), work);
}

/** A turn waiting for the connection: its place in line, and what starts it (in the async context of whoever asked). */
interface Waiting {
  place: number;
  start: () => void;
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
  /** The statements every transaction and read runs (the same on one connection: which transaction they join is the async context's). */
  readonly tx: SqliteTx;
  readonly dialect = 'sqlite';
  private readonly open = new AsyncLocalStorage<Open>();
  /** Whether a turn holds the connection now. */
  private busy = false;
  /** The turns waiting for it, earliest arrival first. */
  private readonly waiting: Waiting[] = [];
  private savepoints = 0;

  /** Use storeOf: one store a connection. */
  constructor(readonly db: Db) {
    this.tx = new SqliteTx(db, this);
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

  /**
   * A statement: at once inside the caller's transaction or read, and at
   * once when nobody holds the connection (no transaction is open on it
   * then, so it runs alone); else in a turn of its own.
   */
  inOwnTurn<T>(statement: () => T): Promise<T> {
    if (!this.busy || this.opened()) {
      try {
        return Promise.resolve(statement());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.inTurn(async () => statement());
  }

  /** Runs `work` once the connection is free and nobody who arrived before it waits; a failure is its caller's alone, the line goes on. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        work()
          .then(resolve, reject)
          .finally(() => this.next());
      };
      if (!this.busy) {
        this.busy = true;
        run();
        return;
      }
      // Started later, at once when the turn before it ends (so an action's next statement, asked for a moment later,
      // queues behind the arrivals before it and not between), but in the asker's async context: its language, its arrival.
      const asker = new AsyncResource('CroupierTurn');
      const place = arrivals.getStore() ?? nextArrival();
      // Kept in order of arrival; among equals (one action's statements), in the order they asked.
      let at = this.waiting.length;
      while (at > 0 && this.waiting[at - 1]!.place > place) at -= 1;
      this.waiting.splice(at, 0, { place, start: () => asker.runInAsyncScope(run) });
    });
  }

  private next(): void {
    const head = this.waiting.shift();
    if (head) head.start();
    else this.busy = false;
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

/** The connection's statements (its store's): what the engine's queries take in place of the connection. */
export function txOf(db: Db): Tx {
  return storeOf(db).tx;
}
