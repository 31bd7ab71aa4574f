// Tests for the server settings' cache (issue 31): parsed once per server, a write seen by the next read, a restart reading the file afresh.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { serverSettings, updateServerSettings } from '../src/engine/servers/settings.js';
import { openTestDb, type TestDb } from './fixtures/db.js';

const SERVER = '100000000000000001';
let testDb: TestDb;
let db: Db;

beforeEach(() => {
  testDb = openTestDb();
  db = testDb.db;
});

afterEach(() => testDb.close());

describe('server settings read once, not parsed on every read (issue 31)', () => {
  it('a second read is the same parsed object: nothing is read or parsed again', async () => {
    await updateServerSettings(txOf(db), SERVER, { currencyName: 'chips' }, 0);
    const first = await serverSettings(txOf(db), SERVER);
    // Changed behind the bot's back (no program but the bot writes the column): a read that went to the row would see it.
    db.prepare('UPDATE servers SET settings = ? WHERE id = ?').run(JSON.stringify({ currencyName: 'beans' }), SERVER);
    const second = await serverSettings(txOf(db), SERVER);
    expect(second).toBe(first);
    expect(second.currencyName).toBe('chips');
  });

  it('a server never configured is read once too, with the defaults', async () => {
    const first = await serverSettings(txOf(db), SERVER);
    expect(first.currencyName).toBe('tria');
    expect(await serverSettings(txOf(db), SERVER)).toBe(first);
  });

  it('a write is seen by the very next read, and only that server changes', async () => {
    const other = '100000000000000002';
    const otherBefore = await serverSettings(txOf(db), other);
    expect((await serverSettings(txOf(db), SERVER)).dailyAmount).toBe(25);
    await updateServerSettings(txOf(db), SERVER, { dailyAmount: 40, images: false }, 0);
    expect(await serverSettings(txOf(db), SERVER)).toMatchObject({ dailyAmount: 40, images: false, currencyName: 'tria' });
    await updateServerSettings(txOf(db), SERVER, { dailyAmount: 60 }, 0);
    expect(await serverSettings(txOf(db), SERVER)).toMatchObject({ dailyAmount: 60, images: false });
    expect(await serverSettings(txOf(db), other)).toBe(otherBefore);
  });

  it('a write in a transaction that rolls back leaves the settings as they were', async () => {
    await updateServerSettings(txOf(db), SERVER, { currencyName: 'chips' }, 0);
    await expect(
      storeOf(db).transaction(async (tx) => {
        await updateServerSettings(tx, SERVER, { currencyName: 'beans' }, 0);
        expect((await serverSettings(tx, SERVER)).currencyName).toBe('beans');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await serverSettings(txOf(db), SERVER)).currencyName).toBe('chips');
  });

  it('after a restart (a new connection) the settings are read from the file', async () => {
    await updateServerSettings(txOf(db), SERVER, { currencyName: 'chips', startingBalance: 7 }, 0);
    db.close();
    db = testDb.connect();
    expect(await serverSettings(txOf(db), SERVER)).toMatchObject({ currencyName: 'chips', startingBalance: 7 });
  });

  it('the shared settings cannot be changed by a reader, only by a write', async () => {
    const settings = await serverSettings(txOf(db), SERVER);
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.playerTags)).toBe(true);
    expect(Object.isFrozen(settings.gameDefaults)).toBe(true);
  });
});
