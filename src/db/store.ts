// The store port (issue 31): how the engine reaches its database, asynchronously, one transaction per action; SQLite sits behind it (sqlite-store.ts).

/** A statement's effect: the rows it changed. */
export interface RunResult {
  changes: number;
}

/** Which engine answers: the few statements that differ between them (a row lock, a snowflake's shard) are chosen by it. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * The statements of one transaction (or of one read). Every call is
 * asynchronous, so that an engine whose driver answers over a socket
 * (PostgreSQL, issue 32) fits behind the same port; on SQLite each answers
 * at once.
 */
export interface Tx {
  get<Row>(sql: string, ...params: readonly unknown[]): Promise<Row | undefined>;
  all<Row>(sql: string, ...params: readonly unknown[]): Promise<Row[]>;
  run(sql: string, ...params: readonly unknown[]): Promise<RunResult>;
  /** An INSERT into a table whose key is `id`, generated: the new row's id. */
  insert(sql: string, ...params: readonly unknown[]): Promise<number>;
  /** Whether these statements run inside a transaction now (money moves only inside one). */
  inTransaction(): boolean;
  /** The store these statements belong to: what a command that is its own action begins its transaction on. */
  readonly store: Store;
}

/**
 * Where the engine keeps its state. `transaction` is one action: all of
 * `work` commits or none of it does, and no other transaction's statements
 * run while it awaits. Called again inside `work` (a tournament's command
 * acting on tables), it nests: a savepoint, rolled back alone if the inner
 * work throws.
 */
export interface Store {
  /** The statements of whatever transaction or read the caller is inside (found by the async context), else each alone. */
  readonly tx: Tx;
  readonly dialect: Dialect;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Statements outside any transaction see only what is committed: they wait while a transaction is open. */
  read<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Whether the caller is inside a transaction's work: its own commit would then be only a savepoint's release. */
  within(): boolean;
}

/**
 * What a read inside a transaction adds to lock the rows it reads for the
 * change it is about to make: ` FOR UPDATE` on PostgreSQL, where
 * transactions run side by side and another action on the same table must
 * wait for this one (then it reads the new version, as on SQLite). Nothing
 * on SQLite, whose transaction holds the whole database already; nothing
 * outside a transaction, where a read only reads.
 */
export function forUpdate(tx: Tx): string {
  return tx.store.dialect === 'postgres' && tx.inTransaction() ? ' FOR UPDATE' : '';
}
