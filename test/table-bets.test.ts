/**
 * Side bets at one table (VJ-11, `/table bet`): members who do not play
 * back a player before the start; the pool is settled parimutuel when the
 * table finishes, refunded when it is cancelled or nobody backed the
 * winner, and the bets on a player who leaves are refunded. Real SQLite,
 * scripted dice, every movement a ledger transfer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf } from '../src/db/sqlite-store.js';
import type { Engine } from '../src/engine/index.js';
import type { Actor, ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { balance, dumpDatabase, fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdownEngine } from './fixtures/showdown.js';

const SERVER = 'guild-1';
const SHOW = { kind: 'play', action: { kind: 'show' } } as const;

let testDb: TestDb;
let engine: Engine;
let service: TableService;
const rng = reloadableRng();
let clock = 1_000;
let interaction = 0;

beforeEach(() => {
  testDb = openTestDb();
  engine = showdownEngine(storeOf(testDb.db), rng);
  service = engine.tables;
});
afterEach(() => testDb.close());

async function act(tableId: number, member: string | Actor, command: TableCommand): Promise<ActResult> {
  const actor = typeof member === 'string' ? { userId: member, isModerator: false } : member;
  return await service.act({ tableId, actor, command, interactionId: `i-${++interaction}`, now: ++clock });
}
function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}
const bet = async (tableId: number, bettor: string, player: string, amount: number) =>
  await engine.sideBets.bet({ tableId, bettor, player, amount, interactionId: `i-${++interaction}`, now: ++clock });
const wallet = (member: string) => balance(testDb.db, SERVER, 'wallet', member);
const ledgerSum = () => (testDb.db.prepare('SELECT SUM(balance) AS total FROM accounts').get() as { total: number }).total;

/** Alice, bob and carol at a tria showdown (buy-in 10), wes and vic watching with 100 each. */
async function lobby(stakes = 'tria'): Promise<number> {
  for (const member of ['alice', 'bob', 'carol', 'wes', 'vic']) await fundWallet(testDb.db, SERVER, member, 100);
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: 'c1',
      game: 'showdown',
      host: 'alice',
      options: { stakes, buy_in: 10 },
      interactionId: `i-${++interaction}`,
      now: ++clock,
    }),
  );
  for (const member of ['bob', 'carol']) ok(await act(opened.table.id, member, { kind: 'join' }));
  return opened.table.id;
}

describe('side bets at one table (VJ-11)', () => {
  it('backers of the winner share the whole pool in proportion to their stakes; the odds show in the lobby', async () => {
    const tableId = await lobby();
    ok(await bet(tableId, 'wes', 'bob', 30));
    const placed = ok(await bet(tableId, 'vic', 'carol', 10));
    expect(placed.table.bets?.odds).toEqual([
      { player: 'bob', backed: 30, pays: 1.33 },
      { player: 'carol', backed: 10, pays: 4 },
    ]);
    // The start closes the pool.
    rng.load([2, 6, 3]);
    ok(await act(tableId, 'alice', { kind: 'start' }));
    expect(await bet(tableId, 'vic', 'bob', 5)).toMatchObject({ ok: false, error: { code: 'bets-closed' } });
    ok(await act(tableId, 'alice', SHOW));
    ok(await act(tableId, 'bob', SHOW));
    const last = ok(await act(tableId, 'carol', SHOW));
    // Bob rolled highest: wes backed him and takes the pool of 40.
    expect(last.events.find((event) => event.type === 'table' && event.what === 'bets-paid')).toEqual({ type: 'table', what: 'bets-paid', paid: { wes: 40 } });
    expect([await wallet('wes'), await wallet('vic')]).toEqual([110, 90]);
    expect(ledgerSum()).toBe(0);
  });

  it('a player who leaves has the bets on them refunded; a cancel refunds the rest', async () => {
    const tableId = await lobby();
    ok(await bet(tableId, 'wes', 'bob', 30));
    ok(await bet(tableId, 'vic', 'carol', 10));
    const left = ok(await act(tableId, 'bob', { kind: 'leave' }));
    expect(left.events.find((event) => event.type === 'table' && event.what === 'bets-refunded')).toMatchObject({ member: 'bob', paid: { wes: 30 } });
    expect(await wallet('wes')).toBe(100);
    const ended = ok(await act(tableId, { userId: 'mona', isModerator: true }, { kind: 'end' }));
    expect(ended.events).toContainEqual(expect.objectContaining({ type: 'table', what: 'bets-void', reason: 'cancelled' }));
    expect(await wallet('vic')).toBe(100);
    expect(ledgerSum()).toBe(0);
  });

  it('nobody backed the winner: the pool is void and every stake refunded', async () => {
    const tableId = await lobby();
    ok(await bet(tableId, 'wes', 'alice', 30));
    rng.load([2, 6, 3]);
    ok(await act(tableId, 'alice', { kind: 'start' }));
    for (const member of ['alice', 'bob']) ok(await act(tableId, member, SHOW));
    const last = ok(await act(tableId, 'carol', SHOW));
    // Said as it is: nobody backed the winner (not "or the table was cancelled").
    expect(last.events).toContainEqual(expect.objectContaining({ type: 'table', what: 'bets-void', reason: 'unbacked' }));
    expect(await wallet('wes')).toBe(100);
  });

  it('refused, changing nothing: a player betting on their own table, a points table, an unseated player, more than the wallet', async () => {
    const tableId = await lobby();
    const before = dumpDatabase(testDb.db);
    expect(await bet(tableId, 'alice', 'bob', 5)).toMatchObject({ ok: false, error: { code: 'bets-own-table' } });
    expect(await bet(tableId, 'wes', 'zed', 5)).toMatchObject({ ok: false, error: { code: 'member-not-seated' } });
    expect(await bet(tableId, 'wes', 'bob', 500)).toMatchObject({ ok: false, error: { code: 'insufficient-funds' } });
    expect(await bet(tableId, 'wes', 'bob', 0)).toMatchObject({ ok: false, error: { code: 'bet-too-small' } });
    expect(dumpDatabase(testDb.db)).toEqual(before);
    const points = ok(
      await service.open({ serverId: SERVER, channelId: 'c2', game: 'showdown', host: 'alice', options: {}, interactionId: 'p', now: ++clock }),
    );
    expect(await bet(points.table.id, 'wes', 'alice', 5)).toMatchObject({ ok: false, error: { code: 'bets-points' } });
  });
});
