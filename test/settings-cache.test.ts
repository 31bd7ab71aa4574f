// Tests for the server settings' cache (issue 31): parsed once per server, a write seen by the next read, a restart reading the file afresh.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
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
  it('a second read is the same parsed object: nothing is read or parsed again', () => {
    updateServerSettings(db, SERVER, { currencyName: 'chips' }, 0);
    const first = serverSettings(db, SERVER);
    // Changed behind the bot's back (no program but the bot writes the column): a read that went to the row would see it.
    db.prepare('UPDATE servers SET settings = ? WHERE id = ?').run(JSON.stringify({ currencyName: 'beans' }), SERVER);
    const second = serverSettings(db, SERVER);
    expect(second).toBe(first);
    expect(second.currencyName).toBe('chips');
  });

  it('a server never configured is read once too, with the defaults', () => {
    const first = serverSettings(db, SERVER);
    expect(first.currencyName).toBe('tria');
    expect(serverSettings(db, SERVER)).toBe(first);
  });

  it('a write is seen by the very next read, and only that server changes', () => {
    const other = '100000000000000002';
    const otherBefore = serverSettings(db, other);
    expect(serverSettings(db, SERVER).dailyAmount).toBe(25);
    updateServerSettings(db, SERVER, { dailyAmount: 40, images: false }, 0);
    expect(serverSettings(db, SERVER)).toMatchObject({ dailyAmount: 40, images: false, currencyName: 'tria' });
    updateServerSettings(db, SERVER, { dailyAmount: 60 }, 0);
    expect(serverSettings(db, SERVER)).toMatchObject({ dailyAmount: 60, images: false });
    expect(serverSettings(db, other)).toBe(otherBefore);
  });

  it('a write in a transaction that rolls back leaves the settings as they were', () => {
    updateServerSettings(db, SERVER, { currencyName: 'chips' }, 0);
    expect(() =>
      db.transaction(() => {
        updateServerSettings(db, SERVER, { currencyName: 'beans' }, 0);
        expect(serverSettings(db, SERVER).currencyName).toBe('beans');
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(serverSettings(db, SERVER).currencyName).toBe('chips');
  });

  it('after a restart (a new connection) the settings are read from the file', () => {
    updateServerSettings(db, SERVER, { currencyName: 'chips', startingBalance: 7 }, 0);
    db.close();
    db = testDb.connect();
    expect(serverSettings(db, SERVER)).toMatchObject({ currencyName: 'chips', startingBalance: 7 });
  });

  it('the shared settings cannot be changed by a reader, only by a write', () => {
    const settings = serverSettings(db, SERVER);
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.playerTags)).toBe(true);
    expect(Object.isFrozen(settings.gameDefaults)).toBe(true);
  });
});
