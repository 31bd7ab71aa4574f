// Unit: /stats, ratings, /leaderboard and the dice record after games scripted through the table service on real SQLite (issue 18).

import { ordinal } from 'openskill';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import { commonestSides, faceCounts } from '../src/engine/records/dice.js';
import { newcomer, ratingsOf, shownRating } from '../src/engine/records/ratings.js';
import { recordFinishedTable } from '../src/engine/records/results.js';
import { leaderboard, playerRecord } from '../src/engine/records/stats.js';
import type { ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { gameModules } from '../src/games/index.js';
import { fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdownService } from './fixtures/showdown.js';

// Records (issue 18) after games played through the table service on a real SQLite file, with scripted dice.
// The game is the sandbox's Showdown: each player's die is hidden until all have shown, the highest takes the pot,
// and everyone else shares second place.

const SERVER = 'guild-1';
const SHOW = { kind: 'play', action: { kind: 'show' } } as const;
const DAY = 24 * 60 * 60 * 1000;

let testDb: TestDb;
let service: TableService;
const rng = reloadableRng();
let clock = 1_000;
let interaction = 0;
let channel = 0;

async function act(tableId: number, userId: string, command: TableCommand, isModerator = false): Promise<ActResult> {
  return await service.act({ tableId, actor: { userId, isModerator }, command, interactionId: `i-${++interaction}`, now: ++clock });
}

function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

/** Opens, seats and starts a table with these dice (one per player, in seat order); returns it before anyone shows. */
async function started(players: string[], dice: number[], options: Record<string, unknown> = { stakes: 'tria', buy_in: 10 }): Promise<number> {
  for (const member of players) await fundWallet(txOf(testDb.db), SERVER, member, 10, clock);
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: `channel-${++channel}`,
      game: 'showdown',
      host: players[0]!,
      options,
      interactionId: `i-${++interaction}`,
      now: ++clock,
    }),
  );
  for (const member of players.slice(1)) ok(await act(opened.table.id, member, { kind: 'join' }));
  rng.load(dice);
  ok(await act(opened.table.id, players[0]!, { kind: 'start' }));
  return opened.table.id;
}

/** A whole game: everyone shows in seat order; the highest die wins. */
async function played(players: string[], dice: number[], options?: Record<string, unknown>): Promise<number> {
  const tableId = await started(players, dice, options);
  for (const member of players) ok(await act(tableId, member, SHOW));
  return tableId;
}

const rating = async (userId: string) => {
  const found = (await ratingsOf(txOf(testDb.db), SERVER, 'showdown', [userId])).get(userId);
  if (!found) throw new Error(`${userId} has no rating`);
  return found;
};

beforeEach(() => {
  testDb = openTestDb();
  service = showdownService(storeOf(testDb.db), rng);
});

afterEach(() => testDb.close());

describe('/stats after scripted games', () => {
  it('counts games, wins, places, net tria and the favourite game from the finished tables', async () => {
    await played(['alice', 'bob', 'carol'], [6, 2, 3]); // alice wins the pot of 30: +20
    await played(['alice', 'bob', 'carol'], [1, 5, 3]); // bob wins: alice −10
    await played(['alice', 'bob', 'carol'], [4, 2, 1]); // alice again: +20
    const alice = await playerRecord(txOf(testDb.db), SERVER, 'alice');
    expect(alice).toMatchObject({
      games: 3,
      wins: 2,
      places: [
        [1, 2],
        [2, 1],
      ],
      net: 30,
      favourite: 'showdown',
    });
    const bob = await playerRecord(txOf(testDb.db), SERVER, 'bob', 'showdown');
    expect(bob).toMatchObject({
      games: 3,
      wins: 1,
      places: [
        [1, 1],
        [2, 2],
      ],
      net: 0,
    });
    expect((await playerRecord(txOf(testDb.db), SERVER, 'carol')).net).toBe(-30);
    expect(alice.ratings.map((entry) => entry.game)).toEqual(['showdown']);
    expect(alice.ratings[0]!.rating).toBeGreaterThan(bob.ratings[0]!.rating);
    expect(bob.ratings[0]!.rating).toBeGreaterThan((await playerRecord(txOf(testDb.db), SERVER, 'carol')).ratings[0]!.rating);
  });

  it('keeps no net at a points table (nothing touched a wallet) but counts the game', async () => {
    await played(['alice', 'bob'], [5, 2], { stakes: 'points', stack: 100, buy_in: 10 });
    expect(await playerRecord(txOf(testDb.db), SERVER, 'alice')).toMatchObject({ games: 1, wins: 1, net: null });
  });

  it('counts a cancelled table for nothing: no game, no rating', async () => {
    const tableId = await started(['alice', 'bob'], [5, 2]);
    ok(await act(tableId, 'moderator', { kind: 'end' }, true));
    expect(await playerRecord(txOf(testDb.db), SERVER, 'alice')).toMatchObject({ games: 0, wins: 0, net: null, favourite: null, ratings: [] });
    expect(testDb.db.prepare('SELECT count(*) AS n FROM results').get()).toEqual({ n: 0 });
  });
});

describe('ratings (OpenSkill, per game and server)', () => {
  it('move the right way: the winner up, the losers down', async () => {
    await played(['alice', 'bob', 'carol'], [6, 2, 3]);
    const [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map(rating));
    expect(alice!.mu).toBeGreaterThan(25);
    expect(bob!.mu).toBeLessThan(25);
    expect(carol!.mu).toBeLessThan(25);
    // Bob and Carol share second place: the same rating.
    expect(bob!.mu).toBeCloseTo(carol!.mu, 10);
    // One game makes the bot surer of everyone.
    for (const player of [alice, bob, carol]) expect(player!.sigma).toBeLessThan(25 / 3);
    expect(alice!.games).toBe(1);
  });

  it('give more for a win against a stronger player than against a newcomer', async () => {
    // Sam wins four games against fillers and becomes strong.
    for (const filler of ['f1', 'f2', 'f3', 'f4']) await played(['sam', filler], [6, 1]);
    expect(shownRating(await rating('sam'))).toBeGreaterThan(shownRating(await rating('f1')));
    // Two newcomers each win their first game: Nina against Sam, Ned against another newcomer.
    await played(['nina', 'sam'], [6, 1]);
    await played(['ned', 'wes'], [6, 1]);
    expect((await rating('nina')).mu - 25).toBeGreaterThan((await rating('ned')).mu - 25);
  });

  it('are updated in the transaction that finishes the table: the last show writes the result and the rating with it', async () => {
    const tableId = await started(['alice', 'bob'], [5, 2]);
    ok(await act(tableId, 'alice', SHOW));
    expect((await ratingsOf(txOf(testDb.db), SERVER, 'showdown', ['alice', 'bob'])).size).toBe(0);
    const last = ok(await act(tableId, 'bob', SHOW));
    expect(last.table.status).toBe('finished');
    const written = testDb.db
      .prepare('SELECT user_id, place, updated_at FROM results JOIN ratings USING (server_id, game, user_id) WHERE table_id = ? ORDER BY place')
      .all(tableId);
    expect(written).toEqual([
      { user_id: 'alice', place: 1, updated_at: clock },
      { user_id: 'bob', place: 2, updated_at: clock },
    ]);
  });
});

/**
 * A finished game placed one player a place, as games played down to the last
 * player place them (Liar's Dice, Tokyo): the recorder's own function, on a
 * real table row, with those placings.
 */
async function finishedInOrder(order: string[]): Promise<void> {
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: `channel-${++channel}`,
      game: 'showdown',
      host: order[0]!,
      options: { stakes: 'points', stack: 100, buy_in: 10 },
      interactionId: `i-${++interaction}`,
      now: ++clock,
    }),
  );
  await storeOf(testDb.db).transaction(async (tx) =>
    recordFinishedTable(
      tx,
      opened.table,
      order.map((player) => [player]),
      ++clock,
    ),
  );
}

const ratingBoard = () => leaderboard(txOf(testDb.db), { serverId: SERVER, game: 'showdown', by: 'rating', since: null, limit: 100 });

describe('the rating players read (issue 30)', () => {
  it('starts a newcomer at 1500, and a first loss reads a little under it, never below 0', async () => {
    expect(shownRating(newcomer())).toBe(1500);
    await played(['alice', 'bob'], [6, 1]);
    expect(shownRating(await rating('alice'))).toBeGreaterThan(1500);
    expect(shownRating(await rating('bob'))).toBeLessThan(1500);
    expect(shownRating(await rating('bob'))).toBeGreaterThan(1400);
    // Last of four, the heaviest first loss: still far above 0.
    await finishedInOrder(['w', 'x', 'y', 'z']);
    expect(shownRating(await rating('z'))).toBeGreaterThan(1350);
    expect((await playerRecord(txOf(testDb.db), SERVER, 'z')).ratings).toEqual([{ game: 'showdown', rating: shownRating(await rating('z')), games: 1 }]);
  });

  it('ranks the winner of a four-player game above a player who never won, however often they played', async () => {
    // Wes wins his only game; Ola finishes third of four in nine games against newcomers and never wins.
    await finishedInOrder(['wes', 'n1', 'n2', 'n3']);
    for (let game = 1; game <= 9; game += 1) await finishedInOrder([`a${game}`, `b${game}`, 'ola', `c${game}`]);
    // The conservative mu − 3·sigma (the old scale) would rank Ola first: every game shrinks sigma, win or lose.
    expect(ordinal(await rating('ola'))).toBeGreaterThan(ordinal(await rating('wes')));
    // The rating shown, and ranked by, is the skill estimate: Ola's third places put it below a newcomer's, Wes's win above.
    expect(shownRating(await rating('ola'))).toBeLessThan(1500);
    expect(shownRating(await rating('wes'))).toBeGreaterThan(1550);
    const board = (await ratingBoard()).map((row) => row.userId);
    expect(board.indexOf('wes')).toBeLessThan(board.indexOf('ola'));
    expect((await ratingBoard()).find((row) => row.userId === 'wes')).toEqual({ userId: 'wes', value: shownRating(await rating('wes')), games: 1 });
  });

  it('ranks by the rating shown, ties by games: a runner-up passes a one-game winner only by beating more players', async () => {
    // Rita finishes second of four twice (four players beaten, two losses); Will wins once (three beaten).
    await finishedInOrder(['will', 'm1', 'm2', 'm3']);
    await finishedInOrder(['p1', 'rita', 'p2', 'p3']);
    await finishedInOrder(['q1', 'rita', 'q2', 'q3']);
    const board = await ratingBoard();
    // Exactly the footnote's order: the rating shown, best first; equal ratings, more games first.
    expect(board).toEqual([...board].sort((a, b) => b.value - a.value || b.games - a.games));
    let everyShown = true;
    for (const row of board) if (row.value !== shownRating(await rating(row.userId))) everyShown = false;
    expect(everyShown).toBe(true);
    // Results, not turning up: the two second places beat four players to the win's three, and only just.
    const order = board.map((row) => row.userId);
    expect(order.indexOf('rita')).toBeLessThan(order.indexOf('will'));
    expect(shownRating(await rating('rita')) - shownRating(await rating('will'))).toBeLessThan(10);
  });
});

describe('/leaderboard', () => {
  it('ranks a game’s players by wins, net tria or rating, over all time or the last 30 days', async () => {
    await played(['alice', 'bob'], [6, 1]);
    await played(['alice', 'bob'], [6, 1]);
    clock += 40 * DAY;
    await played(['carol', 'bob'], [6, 1]);
    const board = async (by: 'rating' | 'wins' | 'net', since: number | null = null) =>
      (await leaderboard(txOf(testDb.db), { serverId: SERVER, game: 'showdown', by, since, limit: 10 })).map((row) => [row.userId, row.value, row.games]);
    expect(await board('wins')).toEqual([
      ['alice', 2, 2],
      ['carol', 1, 1],
      ['bob', 0, 3],
    ]);
    expect(await board('net')).toEqual([
      ['alice', 20, 2],
      ['carol', 10, 1],
      ['bob', -30, 3],
    ]);
    expect((await board('rating')).map(([userId]) => userId)).toEqual(['alice', 'carol', 'bob']);
    // The last 30 days: only Carol's game against Bob.
    expect(await board('wins', clock - 30 * DAY)).toEqual([
      ['carol', 1, 1],
      ['bob', 0, 1],
    ]);
    expect((await board('rating', clock - 30 * DAY)).map(([userId, , games]) => [userId, games])).toEqual([
      ['carol', 1],
      ['bob', 1],
    ]);
  });
});

describe('the dice record (/stats dice)', () => {
  it('counts hidden dice only once revealed, and never those of a game cancelled before its reveal', async () => {
    const tableId = await started(['alice', 'bob', 'carol'], [6, 6, 3]);
    ok(await act(tableId, 'alice', SHOW));
    ok(await act(tableId, 'bob', SHOW));
    // Rolled and committed, not yet revealed: nothing counts.
    expect(await faceCounts(txOf(testDb.db), { serverId: SERVER, sides: 6 })).toEqual([0, 0, 0, 0, 0, 0]);
    ok(await act(tableId, 'carol', SHOW));
    expect(await faceCounts(txOf(testDb.db), { serverId: SERVER, sides: 6 })).toEqual([0, 0, 1, 0, 0, 2]);
    const cancelled = await started(['alice', 'bob'], [1, 1]);
    ok(await act(cancelled, 'moderator', { kind: 'end' }, true));
    expect(await faceCounts(txOf(testDb.db), { serverId: SERVER, sides: 6 })).toEqual([0, 0, 1, 0, 0, 2]);
    // By member and by game; the commonest die size is the d6.
    expect(await faceCounts(txOf(testDb.db), { serverId: SERVER, sides: 6, owner: 'carol' })).toEqual([0, 0, 1, 0, 0, 0]);
    expect(await faceCounts(txOf(testDb.db), { serverId: SERVER, sides: 6, game: 'liars' })).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await commonestSides(txOf(testDb.db), { serverId: SERVER })).toBe(6);
    expect(await commonestSides(txOf(testDb.db), { serverId: 'another-server' })).toBeNull();
  });
});

describe('the dice record with the real games (/stats dice)', () => {
  let real: TableService;
  let script: number[] = [];
  beforeEach(() => {
    // Dice as scripted, then (once the script runs out) faces in turn: a game can play on past the dice a test names.
    let turn = 0;
    real = createEngine(
      storeOf(testDb.db),
      gameModules.map((module) => module.game),
      { int: (min, max) => script.shift() ?? min + (turn++ % (max - min + 1)) },
    ).tables;
  });
  const realAct = async (tableId: number, userId: string, command: TableCommand) =>
    ok(await real.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i-${++interaction}`, now: ++clock }));
  const realTable = async (game: string, players: string[], dice: number[]) => {
    const opened = ok(
      await real.open({
        serverId: SERVER,
        channelId: `channel-${++channel}`,
        game,
        host: players[0]!,
        options: { buy_in: 0 },
        interactionId: `i-${++interaction}`,
        now: ++clock,
      }),
    );
    for (const member of players.slice(1)) await realAct(opened.table.id, member, { kind: 'join' });
    script = [...dice];
    await realAct(opened.table.id, players[0]!, { kind: 'start' });
    return opened.table.id;
  };
  const d6 = (game?: string) => faceCounts(txOf(testDb.db), { serverId: SERVER, sides: 6, game });

  it('leaves out Tokyo’s lifted cups: a cup is shown only when doubted, so its dice are no fair sample', async () => {
    // TK-4b: alice rolls 3 and 1 and bluffs 42; bob lifts the cup: the dice are revealed to the channel…
    const tableId = await realTable('tokyo', ['alice', 'bob'], [3, 1]);
    await realAct(tableId, 'alice', { kind: 'play', action: { kind: 'announce', value: 42 } });
    const doubt = await realAct(tableId, 'bob', { kind: 'play', action: { kind: 'doubt' } });
    expect(doubt.events.some((event) => event.type === 'revealed')).toBe(true);
    // …but they count for nothing in the evidence.
    expect(await d6('tokyo')).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('counts every hand of a Valere round at its reveal, and never the hand of a player who left before it', async () => {
    const tableId = await realTable('valere', ['alice', 'bob', 'carol', 'dave'], [6, 5, 1, 4, 4, 2, 3, 6, 6, 2, 2, 2]);
    // Dave leaves mid-round: his hand (2, 2, 2) is thrown away unseen (VA-2).
    await realAct(tableId, 'dave', { kind: 'leave' });
    expect(await d6('valere')).toEqual([0, 0, 0, 0, 0, 0]);
    await realAct(tableId, 'alice', { kind: 'play', action: { kind: 'point' } });
    await realAct(tableId, 'bob', { kind: 'play', action: { kind: 'point' } });
    await realAct(tableId, 'carol', { kind: 'play', action: { kind: 'point' } });
    // alice 6 5 1, bob 4 4 2, carol 3 6 6: nine dice, no 2 of dave's among them.
    expect(await d6('valere')).toEqual([1, 1, 1, 2, 1, 3]);
  });

  it('VJ-9: rates a Team Vitaji game team against team, each member at the team’s place, whatever their own score', async () => {
    // red a, c, e: 1 + 5 + 5 = 11; blue b, d: 6 + 1 = 7. Blue's b had the best single score and still lost with blue.
    const opened = ok(
      await real.open({
        serverId: SERVER,
        channelId: `channel-${++channel}`,
        game: 'vitaji',
        host: 'a',
        options: { rounds: 1, rerolls: 0, teams: true },
        interactionId: `i-${++interaction}`,
        now: ++clock,
      }),
    );
    const tableId = opened.table.id;
    await realAct(tableId, 'a', { kind: 'join', team: 'red' });
    for (const [member, team] of [
      ['b', 'blue'],
      ['c', 'red'],
      ['d', 'blue'],
      ['e', 'red'],
    ] as const)
      await realAct(tableId, member, { kind: 'join', team });
    script = [1, 6, 5, 1, 5];
    await realAct(tableId, 'a', { kind: 'start' });
    for (const member of ['a', 'b', 'c', 'd', 'e']) {
      if ((await real.publicTable(tableId))!.status === 'active') await realAct(tableId, member, { kind: 'play', action: { kind: 'bet', amount: 0 } });
    }
    expect((await real.publicTable(tableId))!.status).toBe('finished');
    const places = testDb.db.prepare('SELECT user_id, place, players FROM results WHERE table_id = ? ORDER BY user_id').all(tableId);
    expect(places).toEqual([
      { user_id: 'a', place: 1, players: 5 },
      { user_id: 'b', place: 2, players: 5 },
      { user_id: 'c', place: 1, players: 5 },
      { user_id: 'd', place: 2, players: 5 },
      { user_id: 'e', place: 1, players: 5 },
    ]);
    const mu = async (player: string) => (await ratingsOf(txOf(testDb.db), SERVER, 'vitaji', [player])).get(player)!.mu;
    // One team won, one lost: every red member up by the same, every blue member down by the same.
    expect(await mu('a')).toBeGreaterThan(25);
    expect(await mu('c')).toBeCloseTo(await mu('a'), 10);
    expect(await mu('b')).toBeLessThan(25);
    expect(await mu('d')).toBeCloseTo(await mu('b'), 10);
  });
});
