// A small least-recently-used cache of drawn pictures, so a picture drawn recently (a reply and its publish, a replayed action) is not drawn again.
/**
 * The last few pictures drawn, by what they show: a state drawn once is
 * not drawn again (a command's reply and its publish ask for the same
 * reveal; a replayed action asks again). Least recently used goes first.
 */
export class PictureCache<Value> {
  readonly #entries = new Map<string, Value>();

  constructor(private readonly capacity: number) {}

  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Read again: now the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  /** The value without counting it as read (its place in line unchanged). */
  peek(key: string): Value | undefined {
    return this.#entries.get(key);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
