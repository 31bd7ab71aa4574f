// Integration (issue 31): two processes on one SQLite file, each serving half the shards: each reminds, expires and shows exactly its own servers' tables, and together all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { HELD_MS } from '../src/engine/servers/held.js';
import { EVERY_SHARD, type ServedShards, servedShards } from '../src/engine/servers/served-shards.js';
import type { Actor, ActResult, TableService } from '../src/engine/tables/service.js';
import { TournamentBook } from '../src/engine/tournaments/tournament-book.js';
import { shardOf } from '../standin/shards.js';
import { openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdownService } from './fixtures/showdown.js';

const SHARDS = 4;
const MINUTE = 60_000;
const START = 1_000_000;
const timer: Actor = { userId: 'croupier', isModerator: true };

/** A server id on `shard` of 4 (Discord's formula read backwards), made about 2026; `n` tells two apart. */
const serverOn = (shard: number, n: number) => String(((90_000_000_000n + BigInt(n * SHARDS + shard)) << 22n) | 0x2f0c1n);

/** One process of the two: its own connection to the file, its own table service, the shards it serves. */
interface Side {
  db: Db;
  tables: TableService;
  served: ServedShards;
  shards: number[];
}

let testDb: TestDb;
let low: Side;
let high: Side;
const rng = reloadableRng();
/** Each table's server shard, as the stand-in (Discord) routes it. */
const shardOfTable = new Map<number, number>();

function side(db: Db, shards: number[]): Side {
  return { db, tables: showdownService(storeOf(db), rng), served: servedShards(SHARDS, shards), shards };
}

beforeEach(() => {
  testDb = openTestDb();
  // Shards 0 and 1 in one process, 2 and 3 in another: each with its own connection, as two processes have.
  low = side(testDb.db, [0, 1]);
  high = side(testDb.connect(), [2, 3]);
  shardOfTable.clear();
});
afterEach(() => testDb.close());

let interaction = 0;
function ok(result: ActResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

/** A started Showdown table (alice, bob) in `server`, alice's turn with 2 minutes on her clock; opened through `by`, as a player's action reaches either process's store. */
async function startedTableIn(server: string, by: Side): Promise<number> {
  const opened = ok(
    await by.tables.open({
      serverId: server,
      channelId: `channel-${server}`,
      game: 'showdown',
      host: 'alice',
      options: { buy_in: 0 },
      turnTimeoutMs: 2 * MINUTE,
      interactionId: null,
      now: START,
    }),
  );
  const tableId = opened.table.id;
  interaction += 1;
  ok(await by.tables.act({ tableId, actor: { userId: 'bob', isModerator: false }, command: { kind: 'join' }, interactionId: `i-${interaction}`, now: START }));
  rng.load([4, 5]);
  interaction += 1;
  ok(
    await by.tables.act({ tableId, actor: { userId: 'alice', isModerator: false }, command: { kind: 'start' }, interactionId: `i-${interaction}`, now: START }),
  );
  shardOfTable.set(tableId, shardOf(server, SHARDS));
  return tableId;
}

/** Two servers on each of the 4 shards, a table in each, every other one opened through the other process. */
async function tablesOnEveryShard(): Promise<number[]> {
  const tables: number[] = [];
  for (let n = 0; n < 2; n += 1) for (let shard = 0; shard < SHARDS; shard += 1) tables.push(await startedTableIn(serverOn(shard, n), n === 0 ? low : high));
  return tables;
}

const ownTables = (tables: number[], of: Side) => tables.filter((id) => of.shards.includes(shardOfTable.get(id)!));
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** What the turn timers do at a tick (turn-timers.ts): the reminders taken, and the default move played at each table past its deadline. */
async function tick(by: Side, now: number): Promise<{ reminded: number[]; expired: number[] }> {
  const reminded = (await by.tables.remindersDue(now, by.served)).map((reminder) => reminder.tableId);
  const expired: number[] = [];
  for (const tableId of await by.tables.pastDeadline(now, by.served)) {
    const version = (await by.tables.publicTable(tableId))!.version;
    const result = await by.tables.act({
      tableId,
      actor: timer,
      command: { kind: 'expire', force: false },
      interactionId: `expire:${tableId}:${version}`,
      now,
    });
    if (result.ok && !result.duplicate) expired.push(tableId);
  }
  return { reminded, expired };
}

const expiries = (tableId: number) => testDb.db.prepare(`SELECT COUNT(*) FROM actions WHERE table_id = ? AND kind = 'expire'`).pluck().get(tableId);

describe('two processes, two shards each, one database (issue 31)', () => {
  it('at half time each process reminds exactly the tables of its own shards, the other never; together, every table once', async () => {
    const tables = await tablesOnEveryShard();
    // The process serving 2 and 3 ticks first: what it takes is marked sent, and must never be the other's.
    const highTick = await tick(high, START + MINUTE);
    const lowTick = await tick(low, START + MINUTE);
    expect(sorted(highTick.reminded)).toEqual(ownTables(tables, high));
    expect(sorted(lowTick.reminded)).toEqual(ownTables(tables, low));
    expect(highTick.reminded).toHaveLength(4);
    expect(lowTick.reminded).toHaveLength(4);
    expect(sorted([...lowTick.reminded, ...highTick.reminded])).toEqual(tables);
    expect([...highTick.expired, ...lowTick.expired]).toEqual([]);
    // Taken once: neither finds one again.
    expect([(await tick(low, START + MINUTE)).reminded, (await tick(high, START + MINUTE)).reminded]).toEqual([[], []]);
  });

  it('at the deadline each process plays for the player at exactly its own tables, the other never; together, each table once', async () => {
    const tables = await tablesOnEveryShard();
    const deadline = START + 2 * MINUTE;
    // Before the deadline, nothing to play on either side.
    expect([await low.tables.pastDeadline(deadline - 1, low.served), await high.tables.pastDeadline(deadline - 1, high.served)]).toEqual([[], []]);
    expect(sorted(await low.tables.pastDeadline(deadline, low.served))).toEqual(ownTables(tables, low));
    const lowTick = await tick(low, deadline);
    // The other side's tables are still waiting, untouched, for the process that serves them.
    for (const tableId of ownTables(tables, high)) expect(expiries(tableId)).toBe(0);
    const highTick = await tick(high, deadline);
    expect(sorted(lowTick.expired)).toEqual(ownTables(tables, low));
    expect(sorted(highTick.expired)).toEqual(ownTables(tables, high));
    expect(lowTick.expired).toHaveLength(4);
    expect(highTick.expired).toHaveLength(4);
    for (const tableId of tables) expect(expiries(tableId), `table ${tableId}`).toBe(1);
    // Bob's turn now runs from the deadline: nothing more is due on either side.
    expect([await tick(low, deadline), await tick(high, deadline)]).toEqual([
      { reminded: [], expired: [] },
      { reminded: [], expired: [] },
    ]);
  });

  it("at start each process shows the outbox of its own shards' tables only (their announcements and hidden dice); together, all of it once", async () => {
    const tables = await tablesOnEveryShard();
    // Nothing was shown: every table's start still owes its hidden dice, as after a crash.
    const everything = testDb.db.prepare('SELECT action_id FROM outbox ORDER BY action_id').pluck().all() as number[];
    expect(everything.length).toBeGreaterThanOrEqual(tables.length);
    const lowOwed = await low.tables.unshown(low.served);
    const highOwed = await high.tables.unshown(high.served);
    expect(sorted([...new Set(lowOwed.map((entry) => entry.table.id))])).toEqual(ownTables(tables, low));
    expect(sorted([...new Set(highOwed.map((entry) => entry.table.id))])).toEqual(ownTables(tables, high));
    expect(sorted([...lowOwed, ...highOwed].map((entry) => entry.actionId!))).toEqual(sorted(everything));
    // What the dice a start owes are, to whom: the same as the whole outbox says, only split.
    expect(lowOwed.flatMap((entry) => entry.deliveries.map((delivery) => delivery.owner)).sort()).toEqual([
      'alice',
      'alice',
      'alice',
      'alice',
      'bob',
      'bob',
      'bob',
      'bob',
    ]);
    // Shown by the side that owns it, an entry leaves the outbox: the other never had it (issue 32: each now holds its own,
    // and only a successor, started after, takes what it holds).
    for (const entry of lowOwed) await low.tables.shown(entry.actionId!);
    const later = { startedAt: Date.now() + 1, now: Date.now() + 1 };
    expect((await high.tables.unshown(high.served, later)).map((entry) => entry.actionId)).toEqual(highOwed.map((entry) => entry.actionId));
    expect(await low.tables.unshown(low.served, later)).toEqual([]);
  });

  it("at start each process shows the tournament notices of its own shards' servers only; together, every one", async () => {
    const noticeIn = tournamentNotices(testDb.db);
    const notices = [0, 1, 2, 3].map((shard) => noticeIn(serverOn(shard, 0)));
    const [lowBook, highBook] = [new TournamentBook(storeOf(low.db)), new TournamentBook(storeOf(high.db))];
    // Read as every process serving every shard would take them: all four (nobody held them).
    expect((await new TournamentBook(storeOf(low.db)).pendingNotices(EVERY_SHARD, { now: START, startedAt: START })).map((notice) => notice.id)).toEqual(
      notices,
    );
    // Started later, each side takes its own servers' (issue 32: the notices held since START by another name are free
    // once they have been held 5 minutes; a side started after its own name held them is that name's successor).
    const later = { now: START + HELD_MS, startedAt: START + HELD_MS };
    expect((await lowBook.pendingNotices(low.served, later)).map((notice) => notice.id)).toEqual([notices[0], notices[1]]);
    expect((await highBook.pendingNotices(high.served, later)).map((notice) => notice.id)).toEqual([notices[2], notices[3]]);
    // Taken once: a sibling of either started at the same moment finds them held.
    expect(await new TournamentBook(storeOf(testDb.connect())).pendingNotices(low.served, { ...later, now: later.now + 1 })).toEqual([]);
  });
});

/** Makes, in a server, a tournament whose step left a notice (news to say) still to show; gives the notice's id. */
function tournamentNotices(connection: Db) {
  let channels = 0;
  return (server: string): number => {
    channels += 1;
    connection.prepare('INSERT OR IGNORE INTO servers (id, created_at) VALUES (?, ?)').run(server, START);
    const tournament = connection
      .prepare(
        `INSERT INTO tournaments (server_id, channel_id, game, host_id, options, settings, status, created_at, updated_at)
         VALUES (?, ?, 'showdown', 'alice', '{}', '{}', 'running', ?, ?)`,
      )
      .run(server, `tournament-channel-${channels}`, START, START).lastInsertRowid;
    return Number(
      connection.prepare(`INSERT INTO tournament_notices (tournament_id, events, tables, created_at) VALUES (?, '[]', '[]', ?)`).run(tournament, START)
        .lastInsertRowid,
    );
  };
}
