/**
 * What each player has left to play with, on the table anyone sees (issue
 * 13: Vitaji shows each player's stack or balance): read from the ledger in
 * the action's own transaction, so it is what the money says after it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showdown } from '../sandbox/showdown/rules/game.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult, TableService } from '../src/engine/tables/service.js';
import { fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';

const SERVER = 'guild-1';
let testDb: TestDb;
let clock = 1_000;
let interaction = 0;
const rng = reloadableRng();
const next = () => `i-${++interaction}`;

function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

beforeEach(() => {
  testDb = openTestDb();
});
afterEach(() => testDb.close());

async function table(service: TableService, options: Record<string, unknown>) {
  const opened = ok(await service.open({ serverId: SERVER, channelId: 'c1', game: 'showdown', host: 'alice', options, interactionId: next(), now: ++clock }));
  const id = opened.table.id;
  const joined = ok(
    await service.act({ tableId: id, actor: { userId: 'bob', isModerator: false }, command: { kind: 'join' }, interactionId: next(), now: ++clock }),
  );
  return { id, opened, joined };
}

const start = async (service: TableService, id: number) => {
  rng.load([3, 5]);
  return ok(
    await service.act({ tableId: id, actor: { userId: 'alice', isModerator: false }, command: { kind: 'start' }, interactionId: next(), now: ++clock }),
  );
};

describe('purses on the public table', () => {
  it('at a tria table: each seated player’s wallet, a wallet never opened at the starting balance, and after the buy-in what is left', async () => {
    const service = createEngine(storeOf(testDb.db), [{ ...showdown, showsPurses: true }], rng).tables;
    await fundWallet(testDb.db, SERVER, 'alice', 70);
    const { id, joined } = await table(service, { stakes: 'tria', buy_in: 10 });
    // Bob never had a wallet: it would open with the server's starting balance (100 by default).
    expect(joined.table.purses).toEqual({ alice: 70, bob: 100 });
    expect((await start(service, id)).table.purses).toEqual({ alice: 60, bob: 90 });
  });

  it('at a points table: the stack option before the start, each player’s own stack after it', async () => {
    const service = createEngine(storeOf(testDb.db), [{ ...showdown, showsPurses: true }], rng).tables;
    const { id, joined } = await table(service, { stakes: 'points', stack: 500, buy_in: 25 });
    expect(joined.table.purses).toEqual({ alice: 500, bob: 500 });
    expect((await start(service, id)).table.purses).toEqual({ alice: 475, bob: 475 });
  });

  it('games that do not show purses carry none', async () => {
    const service = createEngine(storeOf(testDb.db), [showdown], rng).tables;
    const { joined } = await table(service, { stakes: 'tria', buy_in: 10 });
    expect(joined.table.purses).toBeNull();
  });
});
