/**
 * `/table history`'s query (issue 18) on a real SQLite file: the tables that
 * ended in a channel or in its threads, newest first, at most ten; none of
 * another channel or server, none still open; a table split into groups
 * (EL-1) listed by its groups, not itself.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { listWithin } from '../src/discord/kit/budget.js';
import { createEngine } from '../src/engine/index.js';
import { recentTables } from '../src/engine/tables/history.js';
import type { Actor, ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { eleven } from '../src/games/eleven/rules/game.js';
import { fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdown } from './fixtures/showdown.js';

const SERVER = 'guild-1';
const CHANNEL = 'channel-1';
const SHOW: TableCommand = { kind: 'play', action: { kind: 'show' } };

let testDb: TestDb;
let service: TableService;
const rng = reloadableRng();
let clock = 1_000_000;
let interaction = 0;

beforeEach(() => {
  testDb = openTestDb();
  service = createEngine(storeOf(testDb.db), [showdown, eleven], rng).tables;
});

afterEach(() => testDb.close());

function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

async function act(tableId: number, actor: Actor | string, command: TableCommand): Promise<Extract<ActResult, { ok: true }>> {
  const who = typeof actor === 'string' ? { userId: actor, isModerator: false } : actor;
  clock += 60_000;
  return ok(await service.act({ tableId, actor: who, command, interactionId: `i-${++interaction}`, now: clock }));
}

interface Where {
  serverId?: string;
  channelId?: string;
  parentChannelId?: string | null;
}

/** A Showdown table with alice and bob seated, in a lobby. */
async function lobby(where: Where = {}): Promise<number> {
  clock += 60_000;
  const opened = await service.open({
    serverId: where.serverId ?? SERVER,
    channelId: where.channelId ?? CHANNEL,
    parentChannelId: where.parentChannelId ?? null,
    game: 'showdown',
    host: 'alice',
    options: { stakes: 'points' },
    interactionId: `i-${++interaction}`,
    now: clock,
  });
  const tableId = ok(opened).table.id;
  await act(tableId, 'bob', { kind: 'join' });
  return tableId;
}

/** A Showdown game played to its end: alice rolls 6, bob 2, alice wins. */
async function finished(where: Where = {}): Promise<number> {
  const tableId = await lobby(where);
  rng.load([6, 2]);
  await act(tableId, 'alice', { kind: 'start' });
  await act(tableId, 'alice', SHOW);
  await act(tableId, 'bob', SHOW);
  expect((await service.publicTable(tableId))!.status).toBe('finished');
  return tableId;
}

/** A lobby the host called off. */
async function cancelled(where: Where = {}): Promise<number> {
  const tableId = await lobby(where);
  await act(tableId, 'alice', { kind: 'end' });
  expect((await service.publicTable(tableId))!.status).toBe('cancelled');
  return tableId;
}

const listed = async (channelId = CHANNEL, serverId = SERVER) =>
  (await recentTables(txOf(testDb.db), serverId, channelId)).map(({ id, status }) => [id, status]);

describe('/table history: the tables that ended here', () => {
  it('lists the finished and cancelled tables of the channel and of its threads, newest first, with when they ended', async () => {
    const first = await finished();
    const inThread = await finished({ channelId: 'thread-1', parentChannelId: CHANNEL });
    const calledOff = await cancelled();
    expect(await listed()).toEqual([
      [calledOff, 'cancelled'],
      [inThread, 'finished'],
      [first, 'finished'],
    ]);
    const [latest] = await recentTables(txOf(testDb.db), SERVER, CHANNEL);
    expect(latest).toEqual({ id: calledOff, game: 'showdown', status: 'cancelled', endedAt: clock });
    // In the thread itself, only its own table.
    expect(await listed('thread-1')).toEqual([[inThread, 'finished']]);
  });

  it('leaves out tables still open, and those of other channels and other servers', async () => {
    const here = await finished();
    await finished({ channelId: 'channel-2' });
    await lobby({ channelId: 'channel-2' });
    await finished({ serverId: 'guild-2', channelId: CHANNEL });
    const open = await lobby();
    expect((await service.publicTable(open))!.status).toBe('lobby');
    expect(await listed()).toEqual([[here, 'finished']]);
    expect(await listed('channel-3')).toEqual([]);
  });

  it('lists the last ten only: one reply takes ten scoresheets', async () => {
    const ended: number[] = [];
    for (let index = 0; index < 12; index += 1) ended.push(index % 3 === 0 ? await cancelled() : await finished());
    expect((await listed()).map(([id]) => id)).toEqual(ended.reverse().slice(0, 10));
  });

  it('EL-1: a table split into groups is listed by its groups, each a table of its own, and not itself', async () => {
    const seven = ['alice', 'bob', 'carol', 'dave', 'erin', 'fred', 'gina'];
    for (const member of seven) await fundWallet(testDb.db, SERVER, member, 100);
    const opened = await service.open({
      serverId: SERVER,
      channelId: CHANNEL,
      game: 'eleven',
      host: 'alice',
      options: { stakes: 'tria', order_roll: false },
      interactionId: `i-${++interaction}`,
      now: ++clock,
    });
    const split = ok(opened).table.id;
    for (const member of seven.slice(1)) await act(split, member, { kind: 'join' });
    const groups = (await act(split, 'alice', { kind: 'start', groupChannels: ['thread-1', 'thread-2'] })).table.groups!.map((group) => group.id);
    // A moderator calls the whole table off: every group ends, and the table split into them.
    await act(split, { userId: 'mona', isModerator: true }, { kind: 'end' });
    expect((await service.publicTable(split))!.status).toBe('cancelled');
    expect((await listed()).map(([id]) => id).sort()).toEqual([...groups].sort());
  });
});

describe("/table history's lines within one message", () => {
  it('names as many as fit in the room a table has, then how many more', () => {
    const players = Array.from({ length: 150 }, (_, index) => `<@1000000000000${String(index).padStart(5, '0')}>`);
    const line = listWithin(players, 120);
    expect(line.length).toBeLessThanOrEqual(120);
    expect(line).toMatch(/^<@100000000000000000>, <@100000000000000001>, .*, … and 1\d\d more$/);
    expect(listWithin(['a', 'b'], 120)).toBe('a, b');
    // Not even the first fits: only the count.
    expect(listWithin(['a very long place'], 5)).toBe('… and 1 more');
  });
});
