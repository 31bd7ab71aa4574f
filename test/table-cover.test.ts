/**
 * Common terms (ruling): a member who cannot cover the buy-in is told so
 * when they join, not when the host starts; the start checks again, since
 * wallets move meanwhile, and names everyone short at once (issue 13).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showdown } from '../sandbox/showdown/rules/game.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { mintOf, postTransfer, walletOf } from '../src/engine/economy/ledger.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { countRows, fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';

const SERVER = 'guild-1';
let testDb: TestDb;
let service: TableService;
let clock = 1_000;
let interaction = 0;
const rng = reloadableRng();

beforeEach(() => {
  testDb = openTestDb();
  service = createEngine(storeOf(testDb.db), [showdown], rng).tables;
});
afterEach(() => testDb.close());

const open = async (options: Record<string, unknown>) =>
  await service.open({ serverId: SERVER, channelId: 'c1', game: 'showdown', host: 'alice', options, interactionId: `i-${++interaction}`, now: ++clock });
const act = async (tableId: number, userId: string, command: TableCommand): Promise<ActResult> =>
  await service.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i-${++interaction}`, now: ++clock });
const refusal = (result: ActResult) => (result.ok ? null : result.error);

/** Moves tria out of a wallet, the way spending it at another table would. */
async function spend(userId: string, amount: number): Promise<void> {
  await storeOf(testDb.db).transaction((tx) =>
    postTransfer(tx, {
      serverId: SERVER,
      cause: 'grant',
      postings: [
        { account: walletOf(SERVER, userId), amount: -amount },
        { account: mintOf(SERVER), amount },
      ],
      now: ++clock,
    }),
  );
}

describe('covering the buy-in', () => {
  it('a member whose wallet cannot cover the buy-in is refused at join, told what they have and what is needed, and nothing changes', async () => {
    await fundWallet(testDb.db, SERVER, 'alice', 100);
    await fundWallet(testDb.db, SERVER, 'bob', 30);
    const opened = await open({ stakes: 'tria', buy_in: 40 });
    if (!opened.ok) throw new Error(opened.error.code);
    const tableId = opened.table.id;
    const before = countRows(testDb.db, 'seats');
    expect(refusal(await act(tableId, 'bob', { kind: 'join' }))).toEqual({
      code: 'insufficient-funds',
      key: 'error-join-cannot-cover',
      params: { amount: { money: 40, in: 'wallet' }, balance: { money: 30, in: 'wallet' } },
    });
    expect(countRows(testDb.db, 'seats')).toBe(before);
    // A wallet never opened counts the server's starting balance (100): carol can.
    expect((await act(tableId, 'carol', { kind: 'join' })).ok).toBe(true);
  });

  it('the start checks again and names everyone who can no longer cover it; the table stays in its lobby', async () => {
    for (const member of ['alice', 'bob', 'carol']) await fundWallet(testDb.db, SERVER, member, 50);
    const opened = await open({ stakes: 'tria', buy_in: 40 });
    if (!opened.ok) throw new Error(opened.error.code);
    const tableId = opened.table.id;
    expect((await act(tableId, 'bob', { kind: 'join' })).ok).toBe(true);
    expect((await act(tableId, 'carol', { kind: 'join' })).ok).toBe(true);
    await spend('bob', 20);
    await spend('carol', 45);
    expect(refusal(await act(tableId, 'alice', { kind: 'start' }))).toEqual({
      code: 'insufficient-funds',
      key: 'error-players-cannot-cover',
      params: { players: { members: ['bob', 'carol'] }, amount: { money: 40, in: 'wallet' }, count: 2 },
    });
    expect((await service.publicTable(tableId))!.status).toBe('lobby');
  });

  it('a points table whose stack cannot pay the buy-in is refused at open', async () => {
    expect(refusal(await open({ stakes: 'points', stack: 30, buy_in: 40 }))).toEqual({
      code: 'stack-too-small',
      key: 'error-stack-below-stake',
      params: { stack: 30, amount: 40 },
    });
    expect((await open({ stakes: 'points', stack: 40, buy_in: 40 })).ok).toBe(true);
  });
});
