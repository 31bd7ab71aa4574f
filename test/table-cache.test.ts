// Unit: the table service's cached state is trusted only at SQLite's version; two services on two connections stand for two processes (issue 12).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import { loadTable, setTableMessage } from '../src/engine/tables/repository.js';
import type { ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { liars } from '../src/games/liars/rules/game.js';
import type { LiarsView } from '../src/games/liars/rules/view.js';
import { keyedDice } from '../src/games/testing/replayable.js';
import { fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { storedSeatView } from './fixtures/seat-view.js';
import { wager } from './fixtures/wager.js';

// The service keeps each table's parsed state between actions, trusting it only for the
// version SQLite holds (issue 12). Two services on two connections stand for two
// processes on one database (the chaos test's restarts, a second bot): whatever one
// writes, the other must see, and what the cache gives must always be what is stored.

const SERVER = 'guild-1';
const PLAYERS = ['alice', 'bob', 'carol'];
const MINUTE = 60_000;

let testDb: TestDb;
let first: TableService;
let second: TableService;
let secondDb: Db;
let now = 1_700_000_000_000;
let interaction = 0;

/** Dice by table and version, so whichever service acts rolls the same. */
const dice = keyedDice('table-cache');
// Wager (a fixture game) can bet more than a wallet holds, which the ledger refuses after the table is written.
const serviceOn = (db: Db, cachedTables?: number) => createEngine(storeOf(db), [liars, wager], dice, cachedTables === undefined ? {} : { cachedTables }).tables;

async function act(via: TableService, tableId: number, userId: string, command: TableCommand, extra: { expectedVersion?: number } = {}): Promise<ActResult> {
  return await via.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i-${++interaction}`, now: ++now, ...extra });
}

function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

/** What a service that never cached anything reads from the file now: the truth to compare with. */
async function stored(tableId: number) {
  const fresh = serviceOn(testDb.connect());
  return seen(fresh, tableId);
}

async function seen(via: TableService, tableId: number) {
  const table = await via.publicTable(tableId);
  const hands: unknown[] = [];
  for (const player of PLAYERS) hands.push(await storedSeatView(txOf(testDb.db), via, tableId, player));
  return { table, hands };
}

/** The player to move and their move: the lowest raise, or a call after three bids. */
function nextMove(view: LiarsView): { player: string; command: TableCommand } {
  const bids = Number(view.standingBid.ref.split('.')[1]);
  const call = view.standingBid.bettor !== null && (bids >= 3 || view.raises.length === 0);
  return { player: view.turn!, command: { kind: 'play', action: call ? { kind: 'call', bid: view.standingBid.ref } : { kind: 'bid', ...view.raises[0]! } } };
}

async function openTable(
  via: TableService,
  options: Record<string, unknown> = { stakes: 'points', call_window: 0 },
  turnTimeoutMs: number | null = null,
): Promise<number> {
  const opened = ok(
    await via.open({
      serverId: SERVER,
      channelId: `c-${++interaction}`,
      game: 'liars',
      host: PLAYERS[0]!,
      options,
      turnTimeoutMs,
      interactionId: null,
      now: ++now,
    }),
  );
  return opened.table.id;
}

beforeEach(() => {
  testDb = openTestDb();
  secondDb = testDb.connect();
  first = serviceOn(testDb.db);
  second = serviceOn(secondDb);
});

afterEach(() => testDb.close());

describe('the version-checked table cache (issue 12)', () => {
  it('a whole game played by two services on two connections, turn about: each reads what the other wrote', async () => {
    const tableId = await openTable(first);
    ok(await act(second, tableId, PLAYERS[1]!, { kind: 'join' }));
    ok(await act(first, tableId, PLAYERS[2]!, { kind: 'join' }));
    let view = ok(await act(second, tableId, PLAYERS[0]!, { kind: 'start' })).table.view as LiarsView;
    let turn = 0;
    while (view.winner === null) {
      const { player, command } = nextMove(view);
      // Whichever service acts has its own cache, a version or more behind: a stale state would refuse the move or play another game.
      const via = turn % 3 === 0 ? first : second;
      view = ok(await act(via, tableId, player, command)).table.view as LiarsView;
      turn += 1;
      expect(await seen(first, tableId)).toEqual(await stored(tableId));
      expect(await seen(second, tableId)).toEqual(await stored(tableId));
    }
    expect(turn).toBeGreaterThan(10);
    expect(await first.publicTable(tableId)).toMatchObject({ status: 'finished', placings: expect.any(Array) });
  });

  it('refused actions (a rule, a stale button, a table not there) leave the cache as it was', async () => {
    const tableId = await openTable(first);
    for (const player of PLAYERS.slice(1)) ok(await act(first, tableId, player, { kind: 'join' }));
    const started = ok(await act(first, tableId, PLAYERS[0]!, { kind: 'start' }));
    const view = started.table.view as LiarsView;
    const notTheirTurn = PLAYERS.find((player) => player !== view.turn)!;
    expect(await act(first, tableId, notTheirTurn, { kind: 'play', action: { kind: 'bid', quantity: 5, face: 6 } })).toMatchObject({
      ok: false,
      error: { code: 'not-your-turn' },
    });
    expect(await act(first, tableId, view.turn!, nextMove(view).command, { expectedVersion: started.table.version - 1 })).toMatchObject({
      ok: false,
      error: { code: 'stale-button' },
    });
    expect(await act(first, tableId + 1, view.turn!, nextMove(view).command)).toMatchObject({ ok: false, error: { code: 'table-not-found' } });
    expect(await seen(first, tableId)).toEqual(await stored(tableId));
    // The other connection moves on; the first, refused three times, follows.
    const next = ok(await act(second, tableId, view.turn!, nextMove(view).command)).table.view as LiarsView;
    expect(await seen(first, tableId)).toEqual(await stored(tableId));
    ok(await act(first, tableId, next.turn!, nextMove(next).command));
    expect(await seen(second, tableId)).toEqual(await stored(tableId));
  });

  it('an action rolled back for want of money never becomes a cached version: the next one written elsewhere is read', async () => {
    await fundWallet(testDb.db, SERVER, PLAYERS[0]!, 100);
    await fundWallet(testDb.db, SERVER, PLAYERS[1]!, 100);
    const opened = ok(
      await first.open({
        serverId: SERVER,
        channelId: 'c-wager',
        game: 'wager',
        host: PLAYERS[0]!,
        options: { stakes: 'tria', buy_in: 10 },
        interactionId: null,
        now: ++now,
      }),
    );
    const tableId = opened.table.id;
    ok(await act(first, tableId, PLAYERS[1]!, { kind: 'join' }));
    const started = ok(await act(first, tableId, PLAYERS[0]!, { kind: 'start' }));
    // The table is written before the bet's transfer, which Bob's 90 tria cannot cover: the whole transaction goes.
    const bet = await act(first, tableId, PLAYERS[1]!, { kind: 'play', action: { kind: 'bet', amount: 500, into: 'pot' } });
    expect(bet).toMatchObject({ ok: false, error: { code: 'insufficient-funds' } });
    // Another connection writes the version the failed bet would have had: a watcher comes.
    const watched = ok(await act(second, tableId, 'dave', { kind: 'watch' }));
    expect(watched.table.version).toBe(started.table.version + 1);
    expect(await first.publicTable(tableId)).toMatchObject({ status: 'active', version: started.table.version + 1 });
    expect((await first.publicTable(tableId))!.seats.map((seat) => seat.userId)).toEqual(['alice', 'bob', 'dave']);
    expect((await first.publicTable(tableId))!.view).toEqual((await second.publicTable(tableId))!.view);
  });

  it('what moves without a new version is read every time: the table message, and a reminder taken elsewhere', async () => {
    const tableId = await openTable(first, { stakes: 'points', call_window: 0 }, 5 * MINUTE);
    for (const player of PLAYERS.slice(1)) ok(await act(first, tableId, player, { kind: 'join' }));
    const started = ok(await act(first, tableId, PLAYERS[0]!, { kind: 'start' }));
    await setTableMessage(txOf(secondDb), tableId, 'message-2');
    expect((await first.publicTable(tableId))!.messageId).toBe('message-2');
    // Half the turn gone: the other connection takes the reminder.
    const deadline = started.table.deadline!;
    expect(await second.remindersDue(deadline.at - 2 * MINUTE)).toHaveLength(1);
    // A watcher comes: the game did not move, the deadline carries on, and so does "reminded".
    ok(await act(first, tableId, 'dave', { kind: 'watch' }));
    expect((await loadTable(txOf(testDb.db), tableId))!.deadline).toEqual({ ...deadline, reminded: true });
    expect(await second.remindersDue(deadline.at - MINUTE)).toEqual([]);
  });

  it('a table pushed out of a small cache is read again, and every answer is still what is stored', async () => {
    const small = serviceOn(testDb.db, 1);
    const tables = [await openTable(small), await openTable(small)];
    const views: LiarsView[] = [];
    for (const tableId of tables) {
      for (const player of PLAYERS.slice(1)) ok(await act(small, tableId, player, { kind: 'join' }));
      views.push(ok(await act(small, tableId, PLAYERS[0]!, { kind: 'start' })).table.view as LiarsView);
    }
    for (let round = 0; round < 6; round += 1) {
      for (const [index, tableId] of tables.entries()) {
        const { player, command } = nextMove(views[index]!);
        views[index] = ok(await act(small, tableId, player, command)).table.view as LiarsView;
        expect(await seen(small, tableId)).toEqual(await stored(tableId));
      }
    }
  });
});
