// Unit: turn deadlines in the table service — half-time reminders, the default move on timeout, forfeit after two in a row, pause and resume.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { loadTable } from '../src/engine/tables/repository.js';
import type { Actor, ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { dumpDatabase, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdownService } from './fixtures/showdown.js';

// The table's clock through the table service (issue 16): turn deadlines in SQLite, the
// default move when time runs out, the forfeit after two in a row, and pausing.

const SERVER = 'guild-1';
const [ALICE, BOB, CAROL] = ['alice', 'bob', 'carol'];
const MINUTE = 60_000;
const moderator: Actor = { userId: 'mod', isModerator: true };
const timer: Actor = { userId: 'croupier', isModerator: true };

let testDb: TestDb;
let service: TableService;
const rng = reloadableRng();
let now = 1_000_000;
let interaction = 0;

beforeEach(() => {
  testDb = openTestDb();
  service = showdownService(storeOf(testDb.db), rng);
  now = 1_000_000;
});
afterEach(() => testDb.close());

async function act(tableId: number, actor: Actor | string, command: TableCommand, at = now): Promise<ActResult> {
  const who = typeof actor === 'string' ? { userId: actor, isModerator: false } : actor;
  interaction += 1;
  return await service.act({ tableId, actor: who, command, interactionId: `i-${interaction}`, now: at });
}

function ok(result: ActResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

const refusal = (result: ActResult) => (result.ok ? 'accepted' : result.error.code);
const expire = (force = false, fallback = 0): TableCommand => ({ kind: 'expire', force, fallback });
const SHOW: TableCommand = { kind: 'play', action: { kind: 'show' } };

/** A started Showdown table (alice, bob, carol) with a turn timer of `timeout`; dice 4, 5, 6. */
async function startedTable(timeout: number | null = 5 * MINUTE): Promise<number> {
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: 'c1',
      game: 'showdown',
      host: ALICE,
      options: { buy_in: 0 },
      turnTimeoutMs: timeout,
      interactionId: null,
      now,
    }),
  );
  const tableId = opened.table.id;
  ok(await act(tableId, BOB, { kind: 'join' }));
  ok(await act(tableId, CAROL, { kind: 'join' }));
  rng.load([4, 5, 6]);
  ok(await act(tableId, ALICE, { kind: 'start' }));
  return tableId;
}

const table = async (tableId: number) => (await loadTable(txOf(testDb.db), tableId))!;

describe('turn deadlines', () => {
  it('the awaited player gets the table timeout from the moment the turn is theirs; the next player gets theirs anew', async () => {
    const tableId = await startedTable();
    expect((await table(tableId)).deadline).toEqual({ at: now + 5 * MINUTE, player: ALICE, reminded: false });
    ok(await act(tableId, ALICE, SHOW, now + MINUTE));
    expect((await table(tableId)).deadline).toEqual({ at: now + 6 * MINUTE, player: BOB, reminded: false });
  });

  it('a table opened with the timer off, or over, waits for nobody', async () => {
    const tableId = await startedTable(null);
    expect((await table(tableId)).deadline).toBeNull();
    const timed = ok(await service.open({ serverId: SERVER, channelId: 'c2', game: 'showdown', host: BOB, options: {}, interactionId: null, now })).table;
    // Without a timeout at open, the server's [5 min].
    expect(timed.turnTimeoutMs).toBe(5 * MINUTE);
  });

  it('a watcher coming in does not restart the clock of the awaited player', async () => {
    const tableId = await startedTable();
    ok(await act(tableId, 'dave', { kind: 'watch' }, now + 2 * MINUTE));
    expect((await table(tableId)).deadline).toEqual({ at: now + 5 * MINUTE, player: ALICE, reminded: false });
  });

  it('the timer finds the tables to remind at half time, each reminder once, and those out of time, and never a paused one', async () => {
    const tableId = await startedTable();
    expect(await service.remindersDue(now + 2 * MINUTE)).toEqual([]);
    expect(await service.remindersDue(now + 2.5 * MINUTE)).toEqual([{ tableId, channelId: 'c1', game: 'showdown', players: [ALICE], at: now + 5 * MINUTE }]);
    expect(await service.remindersDue(now + 3 * MINUTE)).toEqual([]);
    expect(await service.pastDeadline(now + 5 * MINUTE - 1)).toEqual([]);
    expect(await service.pastDeadline(now + 5 * MINUTE)).toEqual([tableId]);
    ok(await act(tableId, ALICE, { kind: 'pause' }));
    expect(await service.remindersDue(now + 60 * MINUTE)).toEqual([]);
    expect(await service.pastDeadline(now + 60 * MINUTE)).toEqual([]);
  });

  it('no reminder for a deadline already passed (a bot back after it, a wait past it): the turn simply runs out', async () => {
    const tableId = await startedTable();
    expect(await service.remindersDue(now + 5 * MINUTE)).toEqual([]);
    expect(await service.pastDeadline(now + 5 * MINUTE)).toEqual([tableId]);
  });

  it('a reminder is for the deadline it fell due for: the next player is reminded at their own half time', async () => {
    const tableId = await startedTable();
    expect(await service.remindersDue(now + 3 * MINUTE)).toHaveLength(1);
    ok(await act(tableId, ALICE, SHOW, now + 3 * MINUTE));
    expect(await service.remindersDue(now + 3 * MINUTE)).toEqual([]);
    expect(await service.remindersDue(now + 5.5 * MINUTE)).toEqual([{ tableId, channelId: 'c1', game: 'showdown', players: [BOB], at: now + 8 * MINUTE }]);
  });
});

describe('running out of time', () => {
  it("plays the game's default move for the awaited player and counts it", async () => {
    const tableId = await startedTable();
    const before = dumpDatabase(testDb.db);
    // Not yet: the deadline has not passed, and nothing is written.
    expect(refusal(await act(tableId, timer, expire(), now + 5 * MINUTE - 1))).toBe('not-due');
    expect(dumpDatabase(testDb.db)).toEqual(before);
    const expired = ok(await act(tableId, timer, expire(), now + 5 * MINUTE));
    expect(expired.events[0]).toEqual({ type: 'table', what: 'timed-out', member: ALICE, move: { kind: 'show' } });
    expect(expired.table.view).toMatchObject({ shown: [ALICE], turn: BOB });
    expect((await table(tableId)).seats.find((seat) => seat.userId === ALICE)?.timeouts).toBe(1);
  });

  it('/table skip is for moderators; it expires the turn now and says who skipped', async () => {
    const tableId = await startedTable();
    expect(refusal(await act(tableId, BOB, expire(true)))).toBe('not-moderator');
    const skipped = ok(await act(tableId, moderator, expire(true)));
    expect(skipped.events[0]).toEqual({ type: 'table', what: 'timed-out', member: ALICE, by: 'mod', move: { kind: 'show' } });
  });

  it('the timer acts only on the deadline it saw pass: once the player moved, it is refused and nothing changes', async () => {
    const tableId = await startedTable();
    ok(await act(tableId, ALICE, SHOW, now + 5 * MINUTE - 1));
    // Bob's deadline is fresh: the timer's late call finds nothing due.
    expect(refusal(await act(tableId, timer, expire(), now + 5 * MINUTE))).toBe('not-due');
  });
});

describe('two expiries in a row (Vitaji, where the turn comes round)', () => {
  it('a player who moves themselves starts counting again; the second expiry in a row forfeits them, as a leave', async () => {
    const { vitajiModule } = await import('../src/games/vitaji/index.js');
    const { createEngine } = await import('../src/engine/index.js');
    const vitaji = createEngine(storeOf(testDb.db), [vitajiModule.game], rng).tables;
    const tableId = ok(
      await vitaji.open({
        serverId: SERVER,
        channelId: 'v',
        game: 'vitaji',
        host: ALICE,
        options: { rounds: 3 },
        turnTimeoutMs: MINUTE,
        interactionId: null,
        now,
      }),
    ).table.id;
    let step = 0;
    let at = now;
    const play = async (actor: Actor | string, command: TableCommand, dice: number[] = []) => {
      step += 1;
      rng.load(dice);
      const who = typeof actor === 'string' ? { userId: actor, isModerator: false } : actor;
      return ok(await vitaji.act({ tableId, actor: who, command, interactionId: `v-${step}`, now: at }));
    };
    const move = (action: unknown) => ({ kind: 'play', action }) as const;
    const timeouts = async () => Object.fromEntries((await loadTable(txOf(testDb.db), tableId))!.seats.map((seat) => [seat.userId, seat.timeouts]));
    await play(BOB, { kind: 'join' });
    await play(CAROL, { kind: 'join' });
    await play(ALICE, { kind: 'start' }, [3, 4, 5]); // round 1 (no betting): alice 3, bob 4, carol 5
    at += MINUTE;
    await play(timer, expire()); // VJ-6: alice's time runs out: she passes
    await play(BOB, move({ kind: 'pass' }));
    await play(CAROL, move({ kind: 'pass' })); // round 2: betting, alice opens
    expect(await timeouts()).toEqual({ [ALICE]: 1, [BOB]: 0, [CAROL]: 0 });
    await play(ALICE, move({ kind: 'bet', amount: 0 }));
    expect((await timeouts())[ALICE]).toBe(0);
    await play(BOB, move({ kind: 'meet' }));
    await play(CAROL, move({ kind: 'meet' }), [1, 2, 3]); // round 2 rolls
    at += MINUTE;
    await play(timer, expire()); // alice runs out again: she passes (her first in a row)
    await play(BOB, move({ kind: 'pass' }));
    await play(CAROL, move({ kind: 'pass' })); // round 3: betting, alice to open
    at += MINUTE;
    const forfeit = await play(timer, expire()); // and runs out again: the second in a row
    expect(forfeit.events[0]).toEqual({ type: 'table', what: 'forfeited', member: ALICE });
    expect((await loadTable(txOf(testDb.db), tableId))!.seats.find((seat) => seat.userId === ALICE)?.status).toBe('left');
    expect(forfeit.table.status).toBe('active');
    expect((await loadTable(txOf(testDb.db), tableId))!.deadline).toMatchObject({ player: BOB });
  });
});

describe('pause and resume', () => {
  it('the host or a moderator pauses: play is refused with who paused, the clock stops and keeps what was left', async () => {
    const tableId = await startedTable();
    expect(refusal(await act(tableId, BOB, { kind: 'pause' }))).toBe('not-host-or-moderator');
    ok(await act(tableId, ALICE, { kind: 'pause' }, now + 2 * MINUTE));
    expect(await table(tableId)).toMatchObject({ paused: { by: ALICE, leftMs: 3 * MINUTE }, deadline: null });
    const refused = await act(tableId, ALICE, SHOW);
    expect(refused).toMatchObject({ ok: false, error: { code: 'paused', key: 'error-paused', params: { member: { member: ALICE } } } });
    expect(refusal(await act(tableId, moderator, expire(true)))).toBe('paused');
    expect(refusal(await act(tableId, moderator, { kind: 'pause' }))).toBe('already-paused');
    // Days later a moderator resumes: alice has the 3 minutes she had left.
    const later = now + 3 * 24 * 60 * MINUTE;
    ok(await act(tableId, moderator, { kind: 'resume' }, later));
    expect(await table(tableId)).toMatchObject({ paused: null, deadline: { at: later + 3 * MINUTE, player: ALICE } });
    expect(refusal(await act(tableId, moderator, { kind: 'resume' }))).toBe('not-paused');
    ok(await act(tableId, ALICE, SHOW, later + MINUTE));
  });

  it('resumed past half time, the player is not reminded a second time; before it, they are', async () => {
    const tableId = await startedTable();
    expect(await service.remindersDue(now + 3 * MINUTE)).toHaveLength(1);
    ok(await act(tableId, ALICE, { kind: 'pause' }, now + 4 * MINUTE));
    ok(await act(tableId, ALICE, { kind: 'resume' }, now + 10 * MINUTE));
    expect((await table(tableId)).deadline).toEqual({ at: now + 11 * MINUTE, player: ALICE, reminded: true });
    expect(await service.remindersDue(now + 10.5 * MINUTE)).toEqual([]);
    ok(await act(tableId, ALICE, SHOW, now + 10.5 * MINUTE));
    // Bob has 4.5 of his 5 minutes left when the host pauses: at the resume he is still to be reminded.
    ok(await act(tableId, ALICE, { kind: 'pause' }, now + 11 * MINUTE));
    ok(await act(tableId, ALICE, { kind: 'resume' }, now + 20 * MINUTE));
    expect((await table(tableId)).deadline).toEqual({ at: now + 24.5 * MINUTE, player: BOB, reminded: false });
    expect(await service.remindersDue(now + 22 * MINUTE)).toMatchObject([{ players: [BOB] }]);
  });

  it('a player who leaves during the pause passes the turn on: the next player gets a whole turn at the resume', async () => {
    const tableId = await startedTable();
    ok(await act(tableId, ALICE, { kind: 'pause' }, now + 4 * MINUTE));
    ok(await act(tableId, ALICE, { kind: 'leave' }, now + 5 * MINUTE));
    ok(await act(tableId, moderator, { kind: 'resume' }, now + 9 * MINUTE));
    expect((await table(tableId)).deadline).toEqual({ at: now + 14 * MINUTE, player: BOB, reminded: false });
  });

  it('a game that ends during a pause is over, not paused', async () => {
    const tableId = await startedTable();
    ok(await act(tableId, ALICE, SHOW));
    ok(await act(tableId, BOB, SHOW));
    ok(await act(tableId, moderator, { kind: 'pause' }));
    // Carol, the last to show, leaves: the others have shown, and the game is decided.
    const left = ok(await act(tableId, CAROL, { kind: 'leave' }));
    expect(left.table.status).toBe('finished');
    expect((await table(tableId)).paused).toBeNull();
  });

  it('a lobby cannot be paused; a paused table may still be ended, and is refunded as ever', async () => {
    const lobby = ok(await service.open({ serverId: SERVER, channelId: 'c9', game: 'showdown', host: ALICE, options: {}, interactionId: null, now })).table.id;
    expect(refusal(await act(lobby, ALICE, { kind: 'pause' }))).toBe('game-not-started');
    const tableId = await startedTable();
    ok(await act(tableId, ALICE, { kind: 'pause' }));
    ok(await act(tableId, moderator, { kind: 'end' }));
    expect((await table(tableId)).status).toBe('cancelled');
  });
});
