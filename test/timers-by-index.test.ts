// Integration: the turn timers' queries (issue 31) run on indexes, not over every table, find exactly what the queries before them found, and on some shards only those shards' tables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connection.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { type ServedShards, servedShards } from '../src/engine/servers/served-shards.js';
import {
  PAST_DEADLINE_ON_SHARDS_QUERY,
  PAST_DEADLINE_QUERY,
  REMINDERS_DUE_ON_SHARDS_QUERY,
  REMINDERS_DUE_QUERY,
  tablesPastDeadline,
  takeReminders,
} from '../src/engine/tables/timer-queries.js';
import { shardOf } from '../standin/shards.js';

// The queries as they were before migration 0014: the meaning the new ones must keep.
const OLD_PAST_DEADLINE = `SELECT id FROM game_tables WHERE status = 'active' AND deadline_at <= ? ORDER BY deadline_at, id`;
const OLD_REMINDERS_DUE = `SELECT id FROM game_tables
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_at > ? AND deadline_at - turn_timeout_ms / 2 <= ? ORDER BY deadline_at, id`;

let dir: string;
let db: Db;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-timers-'));
  db = openDatabase(path.join(dir, 'croupier.db'));
});

afterEach(() => {
  if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Clock {
  status: string;
  timeoutMs: number | null;
  deadlineAt: number | null;
  reminded?: boolean;
  server?: string;
}

let channels = 0;
function insertTable(clock: Clock): number {
  channels += 1;
  const server = clock.server ?? 'guild-1';
  return Number(
    db
      .prepare(
        `INSERT INTO game_tables (server_id, channel_id, game, status, host_id, options, turn_timeout_ms, deadline_at, deadline_player, deadline_reminded,
           created_at, updated_at)
         VALUES (?, ?, 'liars', ?, 'host-1', '{}', ?, ?, ?, ?, 1000, 1000)`,
      )
      .run(
        server,
        `channel-${channels}`,
        clock.status,
        clock.timeoutMs,
        clock.deadlineAt,
        clock.deadlineAt === null ? null : 'player-1',
        clock.reminded ? 1 : 0,
      ).lastInsertRowid,
  );
}

/** How SQLite runs a query, one line per step. */
function plan(sql: string, ...parameters: (number | string)[]): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map((step) => step.detail);
}

/** Every kind of table a tick may meet around `now`: each status, timers odd and even, deadlines on and beside the boundaries, reminded or not. */
function everyKindOfTable(now: number): void {
  const timeouts = [null, 1000, 1001, 60_000];
  const offsets = [null, -30_001, -501, -500, -1, 0, 1, 499, 500, 501, 30_000, 30_001, 90_000];
  for (const status of ['lobby', 'active', 'finished', 'cancelled'])
    for (const timeoutMs of timeouts)
      for (const offset of offsets)
        for (const reminded of [false, true]) insertTable({ status, timeoutMs, deadlineAt: offset === null ? null : now + offset, reminded });
}

describe('the turn timers read indexes (issue 31)', () => {
  beforeEach(() => {
    migrate(db);
    db.prepare("INSERT INTO servers (id, created_at) VALUES ('guild-1', 1000)").run();
  });

  it('the tables past their deadline are a search of the active deadlines index, never a scan of game_tables', () => {
    const steps = plan(PAST_DEADLINE_QUERY, 5000);
    expect(steps.join('\n')).toMatch(/^SEARCH game_tables USING (COVERING )?INDEX game_tables_past_deadline \(deadline_at<\?\)/);
    expect(steps.join('\n')).not.toContain('SCAN game_tables');
    // The index is in deadline order already: no sort of its own.
    expect(steps.join('\n')).not.toContain('TEMP B-TREE');
  });

  it('the reminders due are a search of the reminders-owed index, never a scan of game_tables', () => {
    const steps = plan(REMINDERS_DUE_QUERY, 5000, 5000);
    expect(steps[0]).toMatch(/^SEARCH game_tables USING INDEX game_tables_reminders_owed \(deadline_remind_at<\?\)/);
    expect(steps.join('\n')).not.toContain('SCAN game_tables');
  });

  it('on some shards only (SHARDS), each query still searches its index, never a scan of game_tables', () => {
    const pastDeadline = plan(PAST_DEADLINE_ON_SHARDS_QUERY, 5000, 4, '[0,1]').join('\n');
    expect(pastDeadline).toMatch(/^SEARCH game_tables USING INDEX game_tables_past_deadline \(deadline_at<\?\)/);
    expect(pastDeadline).not.toContain('SCAN game_tables');
    // The index's deadline order still serves the ORDER BY: the filter drops rows, it sorts none.
    expect(pastDeadline).not.toContain('TEMP B-TREE');
    const reminders = plan(REMINDERS_DUE_ON_SHARDS_QUERY, 5000, 5000, 4, '[0,1]');
    expect(reminders[0]).toMatch(/^SEARCH game_tables USING INDEX game_tables_reminders_owed \(deadline_remind_at<\?\)/);
    expect(reminders.join('\n')).not.toContain('SCAN game_tables');
  });

  it('without naming its index, SQLite would read every active table: why the queries name theirs', () => {
    expect(plan(OLD_PAST_DEADLINE, 5000)[0]).toBe('SEARCH game_tables USING INDEX game_tables_by_status (status=?)');
  });

  it('finds the same tables past their deadline as the query before it, in the same order', async () => {
    const now = 1_000_000;
    everyKindOfTable(now);
    const before = (db.prepare(OLD_PAST_DEADLINE).all(now) as { id: number }[]).map((row) => row.id);
    expect(before.length).toBeGreaterThan(0);
    expect(await tablesPastDeadline(txOf(db), now)).toEqual(before);
  });

  it('takes the same reminders as the query before it (half time reached, deadline still ahead, not yet reminded, active), each once', async () => {
    const now = 1_000_000;
    everyKindOfTable(now);
    const before = (db.prepare(OLD_REMINDERS_DUE).all(now, now) as { id: number }[]).map((row) => row.id);
    expect(before.length).toBeGreaterThan(0);
    const taken = await storeOf(db).transaction(async (tx) => takeReminders(tx, now));
    expect(taken.map((reminder) => reminder.tableId)).toEqual(before);
    // Taken, they leave the index: the next tick finds none.
    expect(await storeOf(db).transaction(async (tx) => takeReminders(tx, now))).toEqual([]);
    expect(db.prepare(OLD_REMINDERS_DUE).all(now, now)).toEqual([]);
  });

  it("the reminder's due time follows a new deadline, and a table that leaves play leaves both indexes", async () => {
    const table = insertTable({ status: 'active', timeoutMs: 60_000, deadlineAt: 100_000 });
    const remindAt = () =>
      (db.prepare('SELECT deadline_remind_at FROM game_tables WHERE id = ?').get(table) as { deadline_remind_at: number | null }).deadline_remind_at;
    expect(remindAt()).toBe(70_000);
    db.prepare('UPDATE game_tables SET deadline_at = 200_000 WHERE id = ?').run(table);
    expect(remindAt()).toBe(170_000);
    expect(await storeOf(db).transaction(async (tx) => takeReminders(tx, 169_999))).toEqual([]);
    expect(await storeOf(db).transaction(async (tx) => takeReminders(tx, 170_000))).toEqual([
      { tableId: table, channelId: `channel-${channels}`, game: 'liars', players: ['player-1'], at: 200_000 },
    ]);
    db.prepare("UPDATE game_tables SET status = 'finished', deadline_reminded = 0 WHERE id = ?").run(table);
    expect(await tablesPastDeadline(txOf(db), 300_000)).toEqual([]);
    expect(await storeOf(db).transaction(async (tx) => takeReminders(tx, 190_000))).toEqual([]);
  });
});

/** A server id on `shard` of 4, by Discord's formula read backwards: made about 2026 (3.6e11 ms after 2015), or near 2^63 with `high` near 2^39. */
const serverOn = (shard: number, high = 90_000_000_000n) => String(((high * 4n + BigInt(shard)) << 22n) | 0x1f2e3n);

describe('the turn timers of some shards only (issue 31: SHARDS)', () => {
  const servers = [0, 1, 2, 3].flatMap((shard) => [serverOn(shard), serverOn(shard, 2n ** 39n - 1n)]);
  const shardOfTable = new Map<number, number>();

  beforeEach(() => {
    migrate(db);
    for (const server of servers) db.prepare('INSERT INTO servers (id, created_at) VALUES (?, 1000)').run(server);
  });

  /** Every kind of table around `now`, in every server; each table's shard as Discord routes its server (the stand-in's formula). */
  function everyKindInEveryServer(now: number): void {
    for (const server of servers)
      for (const offset of [-30_001, -1, 0, 1, 30_000, 30_001])
        for (const reminded of [false, true]) {
          const table = insertTable({ status: 'active', timeoutMs: 60_000, deadlineAt: now + offset, reminded, server });
          shardOfTable.set(table, shardOf(server, 4));
        }
    insertTable({ status: 'finished', timeoutMs: 60_000, deadlineAt: now - 1, server: serverOn(1) });
  }

  const onShards = (ids: number[], shards: number[]) => ids.filter((id) => shards.includes(shardOfTable.get(id)!));

  it("each side of a split finds exactly its shards' tables past their deadline, in the same order; together, every one", async () => {
    const now = 1_000_000;
    everyKindInEveryServer(now);
    const all = (db.prepare(OLD_PAST_DEADLINE).all(now) as { id: number }[]).map((row) => row.id);
    const [low, high]: ServedShards[] = [servedShards(4, [0, 1]), servedShards(4, [2, 3])];
    const lowFound = await tablesPastDeadline(txOf(db), now, low);
    const highFound = await tablesPastDeadline(txOf(db), now, high);
    expect(lowFound).toEqual(onShards(all, [0, 1]));
    expect(highFound).toEqual(onShards(all, [2, 3]));
    expect(lowFound.length).toBeGreaterThan(0);
    expect(highFound.length).toBeGreaterThan(0);
    expect([...lowFound, ...highFound].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
    // Shards 0 and 2 of 4, not side by side: a list, not a range.
    expect(await tablesPastDeadline(txOf(db), now, servedShards(4, [0, 2]))).toEqual(onShards(all, [0, 2]));
  });

  it('each side takes (marks sent) only its own reminders: the other side still finds every one of its own', async () => {
    const now = 1_000_000;
    everyKindInEveryServer(now);
    const all = (db.prepare(OLD_REMINDERS_DUE).all(now, now) as { id: number }[]).map((row) => row.id);
    const taken = async (shards: number[]) =>
      (await storeOf(db).transaction(async (tx) => takeReminders(tx, now, servedShards(4, shards)))).map((reminder) => reminder.tableId);
    const low = await taken([0, 1]);
    expect(low).toEqual(onShards(all, [0, 1]));
    expect(low.length).toBeGreaterThan(0);
    expect(await taken([2, 3])).toEqual(onShards(all, [2, 3]));
    expect(onShards(all, [2, 3]).length).toBeGreaterThan(0);
    expect(await taken([0, 1])).toEqual([]);
    expect(db.prepare(OLD_REMINDERS_DUE).all(now, now)).toEqual([]);
  });
});

describe('migration 0014 on a database saved before it', () => {
  it('gives the tables already waiting their reminder time, so a reminder due is taken and one sent is not sent again', async () => {
    const migrations = readMigrations();
    const index = migrations.findIndex((migration) => migration.name === 'timers_by_index');
    expect(index).toBeGreaterThan(0);
    migrate(db, migrations.slice(0, index));
    db.prepare("INSERT INTO servers (id, created_at) VALUES ('guild-1', 1000)").run();
    const due = insertTable({ status: 'active', timeoutMs: 60_001, deadlineAt: 100_000 });
    const sent = insertTable({ status: 'active', timeoutMs: 60_000, deadlineAt: 100_000, reminded: true });
    const later = insertTable({ status: 'active', timeoutMs: 60_000, deadlineAt: 200_000 });

    migrate(db, migrations);
    const remindAt = db.prepare('SELECT id, deadline_remind_at FROM game_tables ORDER BY id').all();
    // The old query's integer division, kept: 100,000 − 60,001 / 2 = 70,000.
    expect(remindAt).toEqual([
      { id: due, deadline_remind_at: 70_000 },
      { id: sent, deadline_remind_at: 70_000 },
      { id: later, deadline_remind_at: 170_000 },
    ]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'game_tables_by_deadline'").all()).toEqual([]);
    expect((await storeOf(db).transaction(async (tx) => takeReminders(tx, 80_000))).map((reminder) => reminder.tableId)).toEqual([due]);
    expect(await tablesPastDeadline(txOf(db), 100_000)).toEqual([due, sent]);
  });
});
