// An in-memory cache of parsed table contents, valid for exactly one table version, so actions need not re-parse the JSON (issue 12).
import type { TableContents, TableRecord } from './repository.js';

/**
 * Parsed table contents (state, placings, seats, options) by table, each
 * good for exactly one version: parsing a table's JSON and reading its seats
 * again on every action was most of what a load cost (issue 12). The owner
 * asks with the version SQLite holds now, so a table another connection or
 * process moved on is read again; and it hands in only what is committed, so
 * a rolled-back write never becomes a cached version.
 *
 * The contents are frozen: one object now serves many actions and views, and
 * a rule or renderer that changed it in place would change every later one.
 * The least recently used table goes first beyond `capacity`, so idle tables
 * cost nothing here.
 */
export class TableCache {
  readonly #entries = new Map<number, { version: number; contents: TableContents }>();

  constructor(readonly capacity: number) {}

  /** The contents of this table at this version, if they are here. */
  get(tableId: number, version: number): TableContents | undefined {
    const entry = this.#entries.get(tableId);
    if (entry?.version !== version) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(tableId);
    this.#entries.set(tableId, entry);
    return entry.contents;
  }

  /** A table as committed. */
  remember(table: TableRecord): void {
    const { options, state, placings, seats } = table;
    const contents = deepFreeze({ options, state, placings, seats });
    this.#entries.delete(table.id);
    this.#entries.set(table.id, { version: table.version, contents });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** Freezes a plain JSON value through; what is frozen already (shared with an earlier state) is not walked again. */
function deepFreeze<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
