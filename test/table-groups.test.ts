/**
 * EL-1 through the table service and a real SQLite file: a table of more
 * players than one game takes starts as groups, each a table of its own
 * with its own escrow (EL-9), in the same transaction; moves reach the
 * mover's group; a cancel refunds every group; the split table ends when
 * its last group does.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import type { TableSideBets } from '../src/engine/markets/side-bets.js';
import type { Actor, ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { eleven } from '../src/games/eleven/rules/game.js';
import { inOrder } from '../src/games/testing/eleven.js';
import { balance, countRows, dumpDatabase, fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';

const SERVER = 'guild-1';
const CHANNEL = 'channel-1';
const SEVEN = ['alice', 'bob', 'carol', 'dave', 'erin', 'fred', 'gina'];
const moderator: Actor = { userId: 'mona', isModerator: true };

let testDb: TestDb;
let service: TableService;
let sideBets: TableSideBets;
const rng = reloadableRng();
let clock = 1_000;
let interaction = 0;

async function act(tableId: number, actor: Actor | string, command: TableCommand, interactionId = `i-${++interaction}`): Promise<ActResult> {
  const who = typeof actor === 'string' ? { userId: actor, isModerator: false } : actor;
  return await service.act({ tableId, actor: who, command, interactionId, now: ++clock });
}

function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

const refusal = (result: ActResult) => (result.ok ? null : result.error);

/** Seven seated at a tria Eleven table in seat order (no order roll: seat order, EL-2), each wallet funded. */
async function sevenSeated(funds: Record<string, number> = {}): Promise<number> {
  for (const member of SEVEN) await fundWallet(testDb.db, SERVER, member, funds[member] ?? 100);
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: CHANNEL,
      game: 'eleven',
      host: 'alice',
      options: { stakes: 'tria', order_roll: false },
      interactionId: `i-${++interaction}`,
      now: ++clock,
    }),
  );
  for (const member of SEVEN.slice(1)) ok(await act(opened.table.id, member, { kind: 'join' }));
  return opened.table.id;
}

const wallet = (member: string) => balance(testDb.db, SERVER, 'wallet', member);
const wallets = async () => {
  const held: [string, number][] = [];
  for (const member of SEVEN) held.push([member, await wallet(member)]);
  return Object.fromEntries(held);
};
/** Everything minted is somewhere: wallets, escrows and the rest sum to what the mint gave out. */
const ledgerSum = () => (testDb.db.prepare('SELECT SUM(balance) AS total FROM accounts').get() as { total: number }).total;

beforeEach(() => {
  testDb = openTestDb();
  ({ tables: service, sideBets } = createEngine(storeOf(testDb.db), [eleven], rng));
});

afterEach(() => testDb.close());

describe('a start in groups (EL-1)', () => {
  it('EL-1, EL-9: seven start as groups of 4 and 3, each a table of its own in its thread with its own buy-in, in one transaction', async () => {
    const tableId = await sevenSeated();
    const started = ok(await act(tableId, 'alice', { kind: 'start', groupChannels: ['thread-1', 'thread-2'] }));
    expect(started.table.status).toBe('active');
    const groups = started.table.groups!;
    expect(groups.map((group) => group.channelId)).toEqual(['thread-1', 'thread-2']);
    expect(groups.map((group) => group.parentChannelId)).toEqual([CHANNEL, CHANNEL]);
    expect(groups.map((group) => group.seats.map((seat) => [seat.userId, seat.position]))).toEqual([
      [
        ['alice', 1],
        ['bob', 2],
        ['carol', 3],
        ['dave', 4],
      ],
      [
        ['erin', 1],
        ['fred', 2],
        ['gina', 3],
      ],
    ]);
    expect(groups.map((group) => [group.status, group.group])).toEqual([
      ['active', { parentId: tableId, number: 1 }],
      ['active', { parentId: tableId, number: 2 }],
    ]);
    // EL-9 by group: 22 from each of the four, 11 from each of the three.
    expect(await wallets()).toEqual({ alice: 78, bob: 78, carol: 78, dave: 78, erin: 89, fred: 89, gina: 89 });
    expect(ledgerSum()).toBe(0);
    // The split is announced with where each group plays; each group's own start comes with it.
    expect(started.events.find((event) => event.type === 'table' && event.what === 'split')).toEqual({
      type: 'table',
      what: 'split',
      groups: [
        { table: groups[0]!.id, channel: 'thread-1', players: ['alice', 'bob', 'carol', 'dave'] },
        { table: groups[1]!.id, channel: 'thread-2', players: ['erin', 'fred', 'gina'] },
      ],
    });
    expect(started.others!.map((other) => other.table.id)).toEqual(groups.map((group) => group.id));
    // The same interaction again changes nothing.
    const again = ok(await act(tableId, 'alice', { kind: 'start' }, `i-${interaction}`));
    expect(again.duplicate).toBe(true);
    expect(countRows(testDb.db, 'game_tables')).toBe(3);
  });

  it('EL-1: without threads every group plays in the table’s own channel, each at its own table', async () => {
    const tableId = await sevenSeated();
    const groups = ok(await act(tableId, 'alice', { kind: 'start' })).table.groups!;
    expect(groups.map((group) => group.channelId)).toEqual([CHANNEL, CHANNEL]);
    // The channel's table is still the split one, which knows its groups.
    expect(await service.tableIn(CHANNEL)).toBe(tableId);
    // A second table cannot open there while they play.
    const other = await service.open({ serverId: SERVER, channelId: CHANNEL, game: 'eleven', host: 'zed', options: {}, interactionId: 'x', now: ++clock });
    expect(refusal(other)?.code).toBe('table-exists');
  });

  it('EL-9: a start is refused, naming everyone short, when a member cannot cover their own group’s buy-in; nothing is written', async () => {
    // Since joining, dave (group 1 of four: 22) is down to 20, and gina (group 2 of three: 11) to 11, enough for hers.
    const tableId = await sevenSeated();
    const spend = testDb.db.prepare(`UPDATE accounts SET balance = ? WHERE kind = 'wallet' AND owner = ?`);
    spend.run(20, 'dave');
    spend.run(11, 'gina');
    const before = dumpDatabase(testDb.db);
    const refused = refusal(await act(tableId, 'alice', { kind: 'start' }));
    expect(refused?.key).toBe('error-players-cannot-cover');
    expect(refused?.params).toMatchObject({ players: { members: ['dave'] }, amount: { money: 22 } });
    expect(dumpDatabase(testDb.db)).toEqual(before);
  });

  it('a dry run answers as the start would, and keeps nothing', async () => {
    const tableId = await sevenSeated();
    const before = dumpDatabase(testDb.db);
    const request = { tableId, actor: { userId: 'bob', isModerator: false }, command: { kind: 'start' } as const, interactionId: 'dry', now: ++clock };
    expect((await service.refusal(request))?.code).toBe('not-host-or-moderator');
    expect(await service.refusal({ ...request, actor: { userId: 'alice', isModerator: false } })).toBeNull();
    expect(dumpDatabase(testDb.db)).toEqual(before);
    expect(await service.groupsAtStart(tableId)).toBe(2);
  });
});

describe('playing in groups (EL-1)', () => {
  it('a move made at the split table reaches the mover’s own group; one who plays in none is told so', async () => {
    const tableId = await sevenSeated();
    const [first, second] = ok(await act(tableId, 'alice', { kind: 'start' })).table.groups!;
    const picked = ok(await act(tableId, 'erin', { kind: 'play', action: { kind: 'pick', number: 7 } }));
    expect(picked.table.id).toBe(second!.id);
    expect(refusal(await act(tableId, 'alice', { kind: 'play', action: { kind: 'pick', number: 7 } }))).toBeNull();
    expect((await service.publicTable(first!.id))!.version).toBe(3);
    expect(refusal(await act(tableId, 'zed', { kind: 'play', action: { kind: 'pick', number: 7 } }))?.key).toBe('error-plays-in-groups');
  });

  it('a moderator’s cancel of the split table cancels every group and refunds every buy-in', async () => {
    const tableId = await sevenSeated();
    ok(await act(tableId, 'alice', { kind: 'start' }));
    ok(await act(tableId, 'alice', { kind: 'play', action: { kind: 'pick', number: 7 } }));
    // The host may no longer call it off: a player has moved in one of the groups.
    expect(refusal(await act(tableId, 'alice', { kind: 'end' }))?.key).toBe('error-host-end-after-start');
    const ended = ok(await act(tableId, moderator, { kind: 'end' }));
    expect(ended.table.status).toBe('cancelled');
    expect(ended.others!.map((other) => other.table.status)).toEqual(['cancelled', 'cancelled']);
    expect(await wallets()).toEqual(Object.fromEntries(SEVEN.map((member) => [member, 100])));
    expect(ledgerSum()).toBe(0);
  });

  it('the split table ends when its last group does: finished when one finished, after the other was cancelled', async () => {
    const tableId = await sevenSeated();
    const [first, second] = ok(await act(tableId, 'alice', { kind: 'start' })).table.groups!;
    // Group 2 is cancelled by a moderator in its thread: group 1 plays on.
    const cancelled = ok(await act(second!.id, moderator, { kind: 'end' }));
    expect(cancelled.others).toBeUndefined();
    expect((await service.publicTable(tableId))!.status).toBe('active');
    // Group 1 plays its eleven rounds: each picks the lowest number left, and places in pick order.
    for (let number = 2; number <= 12; number++) {
      for (const player of ['alice', 'bob', 'carol', 'dave']) {
        if (player === 'dave') rng.load(inOrder(number, 4));
        const result = ok(await act(first!.id, player, { kind: 'play', action: { kind: 'pick', number } }));
        if (number === 12 && player === 'dave') {
          expect(result.table.status).toBe('finished');
          expect(result.others!.map((other) => [other.table.id, other.table.status, other.events])).toEqual([
            [tableId, 'finished', [{ type: 'table', what: 'groups-ended' }]],
          ]);
        }
      }
    }
    expect((await service.publicTable(tableId))!.groups!.map((group) => group.status)).toEqual(['finished', 'cancelled']);
    expect(ledgerSum()).toBe(0);
    // EL-6, EL-9: +2, +1, −1, −2 a round for eleven rounds, each buy-in paid back; group 2 refunded.
    expect(await wallets()).toEqual({ alice: 122, bob: 111, carol: 89, dave: 78, erin: 100, fred: 100, gina: 100 });
    // Records (issue 18): the finished group is a game of four; the split table is no game of its own, and the cancelled group counts for nothing.
    expect(testDb.db.prepare('SELECT table_id, user_id, place, net FROM results ORDER BY place').all()).toEqual([
      { table_id: first!.id, user_id: 'alice', place: 1, net: 22 },
      { table_id: first!.id, user_id: 'bob', place: 2, net: 11 },
      { table_id: first!.id, user_id: 'carol', place: 3, net: -11 },
      { table_id: first!.id, user_id: 'dave', place: 4, net: -22 },
    ]);
  });

  it('survives a restart: another service on the same file sees the split table with its groups', async () => {
    const tableId = await sevenSeated();
    ok(await act(tableId, 'alice', { kind: 'start', groupChannels: ['t1', 't2'] }));
    const restarted = createEngine(storeOf(testDb.connect()), [eleven], rng).tables;
    expect((await restarted.publicTable(tableId))!.groups!.map((group) => group.channelId)).toEqual(['t1', 't2']);
    expect(await restarted.tableIn('t2')).toBe((await restarted.publicTable(tableId))!.groups![1]!.id);
  });
});

describe('side bets at a table that starts as groups (EL-1, VJ-11)', () => {
  it('the pool is called off at the split, every stake refunded: no one game decides the table', async () => {
    const tableId = await sevenSeated();
    await fundWallet(testDb.db, SERVER, 'wes', 100);
    expect((await sideBets.bet({ tableId, bettor: 'wes', player: 'alice', amount: 40, interactionId: 'b', now: ++clock })).ok).toBe(true);
    const started = ok(await act(tableId, 'alice', { kind: 'start' }));
    // Said as it is (issue 26): the table plays as groups, not "nobody backed the winner, or the table was cancelled".
    expect(started.events).toContainEqual(expect.objectContaining({ type: 'table', what: 'bets-void', reason: 'groups' }));
    expect(await wallet('wes')).toBe(100);
    expect(ledgerSum()).toBe(0);
  });
});
