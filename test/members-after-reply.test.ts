// Tests for the members' names and locales written after the reply (issue 31): read at once, written by writeRemembered, kept while the database is busy.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, isDatabaseBusy } from '../src/db/connection.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { Members } from '../src/engine/servers/members.js';
import { openTestDb, type TestDb } from './fixtures/db.js';

const SERVER = '100000000000000001';
let testDb: TestDb;
let db: Db;

beforeEach(() => {
  testDb = openTestDb();
  db = testDb.db;
});

afterEach(() => testDb.close());

const rows = () => ({
  names: db.prepare('SELECT user_id, display_name FROM members ORDER BY user_id').all(),
  locales: db.prepare('SELECT user_id, locale FROM member_locales ORDER BY user_id').all(),
});

describe('names and locales remembered now, written after the reply (issue 31)', () => {
  it('read at once from what the interaction gave; nothing in the file until writeRemembered', async () => {
    const members = new Members(storeOf(db));
    members.remember(SERVER, 'u1', 'Alice', 1);
    members.rememberLocale('u1', 'ro', 1);
    expect(await members.rememberedName(SERVER, 'u1')).toBe('Alice');
    expect(await members.name(SERVER, 'u1')).toBe('Alice');
    expect(await members.language('u1')).toBe('ro');
    expect(rows()).toEqual({ names: [], locales: [] });
    await members.writeRemembered();
    expect(rows()).toEqual({ names: [{ user_id: 'u1', display_name: 'Alice' }], locales: [{ user_id: 'u1', locale: 'ro' }] });
    // Written, they read the same from the file: a restarted bot knows them.
    const restarted = new Members(storeOf(db));
    expect(await restarted.rememberedName(SERVER, 'u1')).toBe('Alice');
    expect(await restarted.language('u1')).toBe('ro');
    expect(await restarted.rememberedName('another-server', 'u1')).toBeNull();
  });

  it('a newer name wins over the written one, and a locale unchanged is not written again', async () => {
    const members = new Members(storeOf(db));
    members.remember(SERVER, 'u1', 'Alice', 1);
    members.rememberLocale('u1', 'en-US', 1);
    await members.writeRemembered();
    members.remember(SERVER, 'u1', 'Alicia', 2);
    members.rememberLocale('u1', 'en-US', 2);
    expect(await members.rememberedName(SERVER, 'u1')).toBe('Alicia');
    expect(members.owesWrites).toBe(true);
    await members.writeRemembered();
    expect(rows().names).toEqual([{ user_id: 'u1', display_name: 'Alicia' }]);
    // The locale's seen_at stayed where the first write put it.
    expect(db.prepare('SELECT seen_at FROM member_locales').pluck().get()).toBe(1);
  });

  it('while another program holds the write lock they stay remembered, and the next write puts them in', async () => {
    const members = new Members(storeOf(db));
    db.pragma('busy_timeout = 0');
    const other = new Database(testDb.path);
    other.exec('BEGIN IMMEDIATE');
    members.remember(SERVER, 'u1', 'Alice', 1);
    members.rememberLocale('u1', 'ro', 1);
    let refused: unknown;
    try {
      await members.writeRemembered();
    } catch (error) {
      refused = error;
    }
    expect(isDatabaseBusy(refused)).toBe(true);
    expect(await members.name(SERVER, 'u1')).toBe('Alice');
    other.exec('ROLLBACK');
    other.close();
    await members.writeRemembered();
    expect(rows()).toEqual({ names: [{ user_id: 'u1', display_name: 'Alice' }], locales: [{ user_id: 'u1', locale: 'ro' }] });
    expect(members.owesWrites).toBe(false);
  });
});
