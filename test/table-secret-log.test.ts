/**
 * A game whose players choose in secret (Valere's point die, VA-2) keeps
 * the choice out of the public action log: the log holds what the game's
 * `logged` says anyone may know; the rules still get the whole action.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { showdown } from '../sandbox/showdown/rules/game.js';
import { prepared } from '../src/db/connection.js';
import { storeOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import type { ActResult, TableService } from '../src/engine/tables/service.js';
import { openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';

let testDb: TestDb;
let clock = 1_000;
let interaction = 0;
const rng = reloadableRng();
beforeEach(() => {
  testDb = openTestDb();
});
afterEach(() => testDb.close());

const ok = (result: ActResult) => {
  if (!result.ok) throw new Error(result.error.code);
  return result;
};

it('the action log keeps what a game says of a secret action, and the action still reaches the rules', async () => {
  const secretive = { ...showdown, logged: () => ({ kind: 'settled' }) };
  const service = createEngine(storeOf(testDb.db), [secretive], rng).tables;
  const opened = ok(
    await service.open({
      serverId: 's',
      channelId: 'c',
      game: 'showdown',
      host: 'alice',
      options: { buy_in: 0 },
      interactionId: `i${++interaction}`,
      now: ++clock,
    }),
  );
  const tableId = opened.table.id;
  const as = async (userId: string, command: Parameters<TableService['act']>[0]['command']) =>
    ok(await service.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i${++interaction}`, now: ++clock }));
  await as('bob', { kind: 'join' });
  rng.load([4, 2]);
  await as('alice', { kind: 'start' });
  const shown = await as('alice', { kind: 'play', action: { kind: 'show' } });
  // The rules saw "show": they say alice has shown.
  expect(shown.events).toContainEqual({ type: 'game', name: 'shown', data: { player: 'alice' } });
  const payloads = (
    prepared(testDb.db, `SELECT kind, payload FROM actions WHERE table_id = ? ORDER BY version`).all(tableId) as { kind: string; payload: string }[]
  ).map((row) => [row.kind, JSON.parse(row.payload)]);
  expect(payloads.at(-1)).toEqual(['play', { kind: 'play', action: { kind: 'settled' } }]);
  expect(payloads.find(([kind]) => kind === 'join')).toEqual(['join', { kind: 'join' }]);
});
