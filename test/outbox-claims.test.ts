// Integration (issue 32), on SQLite and PostgreSQL: what an action still has to show is taken by one process only — the one that made it, its successor after a crash, or (once nobody has held it for minutes) any process serving its server; two processes starting at once never take one action both.
import { afterEach, describe, expect, it } from 'vitest';
import { HELD_MS } from '../src/engine/servers/held.js';
import { EVERY_SHARD, type ServedShards, servedShards } from '../src/engine/servers/served-shards.js';
import type { TableService } from '../src/engine/tables/service.js';
import { scriptedRng } from '../src/games/testing/replayable.js';
import { showdownService } from './fixtures/showdown.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

/** A server on shard 0 of any count (its id below 2^22). */
const SERVER = '1';
const MADE_AT = 10_000;

let test: TestStore;
afterEach(async () => test.close());

let interaction = 0;
/** A started Showdown table of alice and bob, made by `maker` at MADE_AT: its start still owes their hidden dice. */
async function startedTable(maker: TableService, channel: number): Promise<number> {
  const opened = await maker.open({
    serverId: SERVER,
    channelId: `channel-${channel}`,
    game: 'showdown',
    host: 'alice',
    options: { buy_in: 0 },
    interactionId: null,
    now: MADE_AT,
  });
  if (!opened.ok) throw new Error(opened.error.code);
  const tableId = opened.table.id;
  for (const [userId, kind] of [
    ['bob', 'join'],
    ['alice', 'start'],
  ] as const) {
    const acted = await maker.act({ tableId, actor: { userId, isModerator: false }, command: { kind }, interactionId: `i-${++interaction}`, now: MADE_AT });
    if (!acted.ok) throw new Error(acted.error.code);
  }
  return tableId;
}

/** A process on the database: its own connection, serving `served`. */
function processOn(served: ServedShards): TableService {
  return showdownService(test.connect(), scriptedRng(Array.from({ length: 40 }, () => 3)), { served });
}

const owedTables = (taken: Awaited<ReturnType<TableService['unshown']>>) => [...new Set(taken.map((entry) => entry.table.id))].sort((a, b) => a - b);

describe.each(STORE_KINDS)('the outbox, taken once (%s)', (kind) => {
  it('a process starting beside a live one leaves what that one is showing; its successor after a crash takes it at once; anyone once held too long', async () => {
    test = await openTestStore(kind);
    const live = processOn(EVERY_SHARD);
    const tableId = await startedTable(live, 1);
    // The live process showed nothing yet (it is in the middle of it). Another process for the same shards that
    // started before that action was made is a sibling, not its successor: it leaves it.
    expect(await processOn(EVERY_SHARD).unshown(EVERY_SHARD, { startedAt: MADE_AT - 1, now: MADE_AT + 1 })).toEqual([]);
    // Nor does a process serving other shards take it while it is held.
    const otherName = servedShards(2, [0]);
    expect(await processOn(otherName).unshown(otherName, { startedAt: MADE_AT + 1, now: MADE_AT + 1 })).toEqual([]);
    // The live process dies; the manager starts its successor for the same shards: it takes it at once, the start and its dice.
    const successor = processOn(EVERY_SHARD);
    const taken = await successor.unshown(EVERY_SHARD, { startedAt: MADE_AT + 5, now: MADE_AT + 6 });
    expect(owedTables(taken)).toEqual([tableId]);
    expect(taken.flatMap((entry) => entry.deliveries.map((delivery) => delivery.owner)).sort()).toEqual(['alice', 'bob']);
    // A second successor started at the same moment finds it taken.
    expect(await processOn(EVERY_SHARD).unshown(EVERY_SHARD, { startedAt: MADE_AT + 5, now: MADE_AT + 7 })).toEqual([]);
    // The successor dies too, and no process for its shards comes back: once nobody has held it for minutes, another takes it.
    expect(await processOn(otherName).unshown(otherName, { startedAt: MADE_AT + 6, now: MADE_AT + 6 + HELD_MS - 1 })).toEqual([]);
    expect(owedTables(await processOn(otherName).unshown(otherName, { startedAt: MADE_AT + 6, now: MADE_AT + 6 + HELD_MS }))).toEqual([tableId]);
    // Shown, it is gone for everyone.
    for (const entry of taken) await successor.shown(entry.actionId!);
    expect(await processOn(EVERY_SHARD).unshown(EVERY_SHARD, { startedAt: Number.MAX_SAFE_INTEGER - 1, now: Number.MAX_SAFE_INTEGER - 1 })).toEqual([]);
  });

  it('two successors starting at the same moment take every owed action between them, none both', async () => {
    test = await openTestStore(kind);
    const maker = processOn(EVERY_SHARD);
    const tables: number[] = [];
    for (let channel = 1; channel <= 8; channel += 1) tables.push(await startedTable(maker, channel));
    const owed = await test.count('outbox');
    expect(owed).toBeGreaterThanOrEqual(tables.length);
    // On PostgreSQL the two run side by side, each on its own connection: the one that reaches a row second skips it
    // (SKIP LOCKED) or finds it taken. SQLite's writers take turns (in one test process, one after the other).
    const successors = [processOn(EVERY_SHARD), processOn(EVERY_SHARD)];
    const take = (successor: TableService) => successor.unshown(EVERY_SHARD, { startedAt: MADE_AT + 1, now: MADE_AT + 2 });
    const [first, second] = kind === 'postgres' ? await Promise.all(successors.map(take)) : [await take(successors[0]!), await take(successors[1]!)];
    const ids = [...first!, ...second!].map((entry) => entry.actionId!);
    expect(ids).toHaveLength(owed);
    expect(new Set(ids).size).toBe(owed);
    expect(owedTables([...first!, ...second!])).toEqual(tables);
  });
});
