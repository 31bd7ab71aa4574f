// The store port (issue 31): how the engine reaches its database, asynchronously, one transaction per action; SQLite sits behind it (sqlite-store.ts).

/** A statement's effect: rows changed, and the row id an INSERT made. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

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
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Statements outside any transaction see only what is committed: they wait while a transaction is open. */
  read<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Whether the caller is inside a transaction's work: its own commit would then be only a savepoint's release. */
  within(): boolean;
}
