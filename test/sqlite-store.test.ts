// The store port on SQLite (issue 31): one transaction per action, taken in turn, nothing of one seen by another before it commits.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDatabaseBusy } from '../src/db/connection.js';
import { inArrivalOrder, storeOf } from '../src/db/sqlite-store.js';
import type { Tx } from '../src/db/store.js';
import { openTestDb, type TestDb } from './fixtures/db.js';

let testDb: TestDb;
beforeEach(() => {
  testDb = openTestDb();
  testDb.db.exec('CREATE TABLE counters (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)');
  testDb.db.exec('INSERT INTO counters (id, value) VALUES (1, 0)');
});
afterEach(() => testDb.close());

const counterIn = async (tx: Tx) => (await tx.get<{ value: number }>('SELECT value FROM counters WHERE id = 1'))!.value;
/** Gives the event loop a real turn (a timer, not a microtask): what a driver answering over a socket would do. */
const elsewhere = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('a transaction of the store', () => {
  it('one connection has one store: its turn excludes every other caller on it', () => {
    expect(storeOf(testDb.db)).toBe(storeOf(testDb.db));
    expect(storeOf(testDb.connect())).not.toBe(storeOf(testDb.db));
  });

  it('while one awaits between its read and its write, another waits its turn: no update is lost', async () => {
    const store = storeOf(testDb.db);
    const increment = () =>
      store.transaction(async (tx) => {
        const value = await counterIn(tx);
        await elsewhere();
        await tx.run('UPDATE counters SET value = ? WHERE id = 1', value + 1);
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(await store.read(counterIn)).toBe(20);
  });

  it('a read waits while a transaction is open, so it never sees what is not committed', async () => {
    const store = storeOf(testDb.db);
    const seen: number[] = [];
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const writing = store.transaction(async (tx) => {
      await tx.run('UPDATE counters SET value = 7 WHERE id = 1');
      wrote();
      await elsewhere();
      throw new Error('changed its mind');
    });
    await written;
    const reading = store.read(async (tx) => seen.push(await counterIn(tx)));
    await expect(writing).rejects.toThrow('changed its mind');
    await reading;
    expect(seen).toEqual([0]);
  });

  it('a throw rolls everything back, and the next transaction runs', async () => {
    const store = storeOf(testDb.db);
    await expect(
      store.transaction(async (tx) => {
        await tx.run('UPDATE counters SET value = 5 WHERE id = 1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(testDb.db.inTransaction).toBe(false);
    await store.transaction((tx) => tx.run('UPDATE counters SET value = value + 1 WHERE id = 1'));
    expect(await store.read(counterIn)).toBe(1);
  });

  it('nested in another, a transaction is a savepoint: its throw undoes only its own part', async () => {
    const store = storeOf(testDb.db);
    const inner: boolean[] = [];
    await store.transaction(async (tx) => {
      await tx.run('UPDATE counters SET value = 1 WHERE id = 1');
      inner.push(store.within());
      await expect(
        store.transaction(async (nested) => {
          await nested.run('UPDATE counters SET value = 99 WHERE id = 1');
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      expect(await counterIn(tx)).toBe(1);
      await store.transaction((nested) => nested.run('UPDATE counters SET value = value + 1 WHERE id = 1'));
    });
    expect(inner).toEqual([true]);
    expect(store.within()).toBe(false);
    expect(await store.read(counterIn)).toBe(2);
  });

  it('writes nothing outside its BEGIN IMMEDIATE: another process holding the write lock makes it fail busy, and nothing is half done', async () => {
    const other = testDb.connect();
    other.pragma('busy_timeout = 0');
    testDb.db.pragma('busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    const store = storeOf(testDb.db);
    const failed = await store.transaction((tx) => tx.run('UPDATE counters SET value = 3 WHERE id = 1')).catch((error: unknown) => error);
    expect(isDatabaseBusy(failed)).toBe(true);
    other.exec('ROLLBACK');
    expect(await store.read(counterIn)).toBe(0);
    await store.transaction((tx) => tx.run('UPDATE counters SET value = 3 WHERE id = 1'));
    expect(await store.read(counterIn)).toBe(3);
  });

  it('a promise begun inside a transaction and running after it is outside it: it waits its own turn, and another transaction rolled back meanwhile takes nothing of it', async () => {
    const store = storeOf(testDb.db);
    let later!: Promise<void>;
    let startLater!: () => void;
    const laterMayGo = new Promise<void>((resolve) => {
      startLater = resolve;
    });
    await store.transaction(async (tx) => {
      await tx.run('UPDATE counters SET value = 1 WHERE id = 1');
      // Begun inside, run after: the async context it carries is of a transaction that has ended.
      later = laterMayGo.then(async () => store.transaction((inner) => inner.run('UPDATE counters SET value = value + 10 WHERE id = 1')).then(() => undefined));
    });
    // Another action holds the connection's turn, awaiting, when the late one asks; then it fails and rolls back.
    const failing = store.transaction(async (tx) => {
      await tx.run('UPDATE counters SET value = 100 WHERE id = 1');
      startLater();
      await elsewhere();
      await elsewhere();
      throw new Error('rolled back');
    });
    await expect(failing).rejects.toThrow('rolled back');
    await later;
    expect(testDb.db.inTransaction).toBe(false);
    expect(await store.read(counterIn)).toBe(11);
  });

  it('a burst is served in the order it arrived: each action’s statements go before any later arrival’s, not interleaved with them', async () => {
    const store = storeOf(testDb.db);
    const steps: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the connection while three actions arrive, so that all three wait at once.
    const holding = store.transaction(async () => gate);
    const action = (name: string) =>
      inArrivalOrder(async () => {
        for (let step = 1; step <= 3; step += 1) {
          await store.transaction((tx) => tx.run('UPDATE counters SET value = value + 1 WHERE id = 1'));
          steps.push(`${name}${step}`);
        }
      });
    const actions = [action('a'), action('b'), action('c')];
    release();
    await Promise.all([holding, ...actions]);
    expect(steps).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3']);
    expect(await store.read(counterIn)).toBe(9);
  });
});
