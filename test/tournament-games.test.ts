/**
 * VJ-11 with every game (issue 26), through the table and tournament
 * services on a real SQLite file with forced dice: each game's tournament
 * tables get the options an open would give them (the game's defaults, the
 * server's defaults, then the tournament's), a bracket no table can seat is
 * refused in a sentence, a game that ends in the step that starts it is
 * counted, and a betting game's points are carried from game to game
 * within a tier (the ruling).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { createEngine } from '../src/engine/index.js';
import { marketsOfTournament } from '../src/engine/markets/markets.js';
import { updateServerSettings } from '../src/engine/servers/settings.js';
import { loadTable } from '../src/engine/tables/repository.js';
import type { Actor, TableService } from '../src/engine/tables/service.js';
import type { TournamentService } from '../src/engine/tournaments/service.js';
import { eleven } from '../src/games/eleven/rules/game.js';
import { liars } from '../src/games/liars/rules/game.js';
import { tokyo } from '../src/games/tokyo/rules/game.js';
import { valere } from '../src/games/valere/rules/game.js';
import { vitaji } from '../src/games/vitaji/rules/game.js';
import { balance, fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';

const SERVER = 'guild-1';
const CHANNEL = 'tournament-channel';
const mona: Actor = { userId: 'mona', isModerator: true };

let testDb: TestDb;
let tables: TableService;
let tournaments: TournamentService;
const rng = reloadableRng();
let clock = 1_000;
let interaction = 0;
const request = () => ({ interactionId: `i-${++interaction}`, now: ++clock });

beforeEach(async () => {
  testDb = openTestDb();
  ({ tables, tournaments } = createEngine(storeOf(testDb.db), [liars, tokyo, vitaji, valere, eleven], rng));
  await fundWallet(txOf(testDb.db), SERVER, 'mona', 1000);
  await fundWallet(txOf(testDb.db), SERVER, 'wes', 100);
});
afterEach(() => testDb.close());

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

/** The refusal's catalog key and its parameters. */
function refused<T extends { ok: boolean }>(result: T): { key: string; params: Record<string, unknown> } {
  if (result.ok) throw new Error('expected a refusal');
  const { error } = result as unknown as { error: { key: string; params: Record<string, unknown> } };
  return { key: error.key, params: error.params };
}

const ledgerSum = () => (testDb.db.prepare('SELECT SUM(balance) AS total FROM accounts').get() as { total: number }).total;
const negative = () => (testDb.db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE balance < 0 AND kind = ?').get('wallet') as { n: number }).n;

async function open(game: string, gameOptions: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  return await tournaments.open({ serverId: SERVER, channelId: CHANNEL, game, host: 'mona', gameOptions, options, now: ++clock });
}

/** Opens and fills a tournament of `game` with `players`, in join order (the seeds). */
async function enter(
  game: string,
  players: readonly string[],
  gameOptions: Record<string, unknown> = {},
  options: Record<string, unknown> = {},
): Promise<number> {
  const id = ok(await open(game, gameOptions, options)).tournament.id;
  for (const player of players) ok(await tournaments.join(id, player, ++clock));
  return id;
}

const bracketOf = async (id: number) => (await tournaments.read(id))!.bracket!;
const tableOf = async (id: number, tier: number, group: number, game: number) =>
  (await bracketOf(id)).tiers[tier - 1]!.groups[group - 1]!.games[game - 1]!.tableId;
const playersAt = async (tableId: number) =>
  (await loadTable(txOf(testDb.db), tableId))!.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId);

describe('tournament tables get the options an open gives them (ruling on VJ-11)', () => {
  it.each([
    ['liars', { buy_in: 10, stakes: 'points', stack: 1000 }],
    ['tokyo', { buy_in: 10, variant: [], stakes: 'points', stack: 1000 }],
    ['vitaji', { first_round_betting: false, bonuses: false, teams: false, stakes: 'points', stack: 1000 }],
    ['valere', { target: 18, wagering: 'ante', stakes: 'points', stack: 1000 }],
    ['eleven', { multiplier: 1, order_roll: true, stakes: 'points', stack: 1000 }],
  ])('%s with no options: its first table has the game’s defaults, and the tournament starts', async (game, expected) => {
    const id = await enter(game, ['p1', 'p2', 'p3']);
    ok(await tournaments.start(id, mona, request()));
    const table = (await loadTable(txOf(testDb.db), await tableOf(id, 1, 1, 1)))!;
    expect(table.options).toMatchObject(expected);
    expect(table.status).toBe('lobby');
    expect(await playersAt(table.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('Liar’s Dice: the lobby’s start takes the default buy-in (10 points each) into the pot; the seats carry the server’s first tag (LD-3)', async () => {
    const id = await enter('liars', ['p1', 'p2', 'p3']);
    ok(await tournaments.start(id, mona, request()));
    const tableId = await tableOf(id, 1, 1, 1);
    expect((await loadTable(txOf(testDb.db), tableId))!.seats.map((seat) => seat.tag)).toEqual(['DND', 'DND', 'DND']);
    rng.load([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3]);
    ok(await tables.act({ ...request(), tableId, actor: { userId: 'p1', isModerator: false }, command: { kind: 'start' } }));
    expect(await balance(txOf(testDb.db), SERVER, 'pot', String(tableId))).toBe(30);
    expect(ledgerSum()).toBe(0);
  });

  it('the server’s /gm config defaults for the game apply, and the tournament’s own options win over them', async () => {
    await updateServerSettings(txOf(testDb.db), SERVER, { gameDefaults: { liars: { dice: 2, wild_ones: true } } }, 0);
    const id = await enter('liars', ['p1', 'p2', 'p3'], { dice: 3 });
    ok(await tournaments.start(id, mona, request()));
    expect((await loadTable(txOf(testDb.db), await tableOf(id, 1, 1, 1)))!.options).toMatchObject({ dice: 3, wild_ones: true });
  });

  it('a game option the game refuses is refused at open, naming the option, and nothing is opened', async () => {
    expect(refused(await open('tokyo', { lives: 99 }))).toMatchObject({ key: 'error-invalid-option', params: { option: 'lives' } });
    expect(await tournaments.tournamentIn(CHANNEL)).toBeNull();
  });

  it('a points stake bigger than the tournament’s points is refused at open', async () => {
    expect(refused(await open('liars', { buy_in: 50 }, { points: 40 })).key).toBe('error-stack-below-stake');
  });
});

describe('a bracket no table can seat is refused in a sentence', () => {
  it('advance ≥ group_size: the allowed range is named', async () => {
    expect(refused(await open('vitaji', {}, { group_size: 3, advance: 3 }))).toEqual({ key: 'error-tournament-advance', params: { size: 3, max: 2 } });
  });

  it('Eleven (EL-1, 3 to 5 a table): with no options, groups of 3 and the top 2 go on, so every final fits a table', async () => {
    const settings = ok(await open('eleven')).tournament.settings;
    expect(settings).toMatchObject({ group_size: 3, advance: 2 });
  });

  it('Eleven, 6 entrants in groups of 3 with the top 1 going on: a final of 2 cannot be played, so the start is refused and the tournament stays open', async () => {
    const id = await enter('eleven', ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], {}, { group_size: 3, advance: 1 });
    expect(refused(await tournaments.start(id, mona, request()))).toEqual({
      key: 'error-tournament-final-too-small',
      params: { count: 6, final: 2, game: { game: 'eleven' }, min: 3, advance: 1 },
    });
    expect((await tournaments.read(id))!.status).toBe('open');
    // With three more entrants the final has 3 and the same bracket starts.
    for (const player of ['p7', 'p8', 'p9']) ok(await tournaments.join(id, player, ++clock));
    expect(ok(await tournaments.start(id, mona, request())).tournament.bracket!.tiers[0]!.groups).toHaveLength(3);
  });

  it('Valere without wagering is refused (every game would end on the starting points, VA-6); with none given it wagers the ante', async () => {
    expect(refused(await open('valere', { wagering: 'none' }))).toEqual({
      key: 'error-tournament-no-wagering',
      params: { game: { game: 'valere' } },
    });
    await updateServerSettings(txOf(testDb.db), SERVER, { gameDefaults: { valere: { wagering: 'none' } } }, 0);
    expect(refused(await open('valere')).key).toBe('error-tournament-no-wagering');
    expect(ok(await open('valere', { wagering: 'rounds' })).tournament.options).toMatchObject({ wagering: 'rounds' });
  });

  it('Team Vitaji (VJ-9) is refused, from the tournament’s options or the server’s defaults', async () => {
    expect(refused(await open('vitaji', { teams: true })).key).toBe('error-tournament-teams');
    await updateServerSettings(txOf(testDb.db), SERVER, { gameDefaults: { vitaji: { teams: true } } }, 0);
    expect(refused(await open('vitaji')).key).toBe('error-tournament-teams');
  });
});

describe('Vitaji games that end in the step that starts them (rounds=1 rerolls=0)', () => {
  it('every game of the final is counted: the tournament finishes with its winner, the prize paid and the market settled', async () => {
    const id = await enter('vitaji', ['p1', 'p2', 'p3'], { rounds: 1, rerolls: 0 }, { prizes: 60 });
    ok(await tournaments.bet(id, { bettor: 'wes', market: 'tournament', player: 'p1', amount: 20, ...{ now: ++clock } }));
    ok(await tournaments.start(id, mona, request()));
    // Three games (the default), each decided by its one roll: p1 wins the first and the last, p2 the second.
    rng.load([6, 1, 2, 1, 6, 2, 6, 2, 1]);
    ok(await tables.act({ ...request(), tableId: await tableOf(id, 1, 1, 1), actor: { userId: 'p1', isModerator: false }, command: { kind: 'start' } }));
    const tournament = (await tournaments.read(id))!;
    expect(
      await Promise.all(tournament.bracket!.tiers[0]!.groups[0]!.games.map(async (game) => (await loadTable(txOf(testDb.db), game.tableId))!.status)),
    ).toEqual(['finished', 'finished', 'finished']);
    expect(tournament.status).toBe('finished');
    expect(tournament.bracket!.winner).toBe('p1');
    // p1's wallet opened with the server's 100 when the prize came.
    expect(await balance(txOf(testDb.db), SERVER, 'wallet', 'p1')).toBe(160);
    expect((await marketsOfTournament(txOf(testDb.db), id)).find((market) => market.name === 'tournament')!.status).toBe('settled');
    expect(await balance(txOf(testDb.db), SERVER, 'wallet', 'wes')).toBe(100);
    expect(ledgerSum()).toBe(0);
    expect(negative()).toBe(0);
  });
});

describe('a betting game’s points are given once per tier and carried from game to game (ruling on VJ-11)', () => {
  it('each game starts from what the last left; a player who cannot pay the ante sits the rest of the tier out with what they hold', async () => {
    // 25 points each, ante 10: four players, three one-roll games.
    const id = await enter('vitaji', ['p1', 'p2', 'p3', 'p4'], { rounds: 1, rerolls: 0, ante: 10 }, { points: 25 });
    ok(await tournaments.start(id, mona, request()));
    // Game 1: p1 takes the four antes (55; the others 15). Game 2: p2 takes them (p1 45, p2 45, p3 and p4 5).
    // Game 3: p3 and p4 cannot pay the ante of 10 and sit out; p1 beats p2 (p1 55, p2 35).
    rng.load([6, 1, 2, 3, 1, 6, 2, 3, 6, 1]);
    ok(await tables.act({ ...request(), tableId: await tableOf(id, 1, 1, 1), actor: { userId: 'p1', isModerator: false }, command: { kind: 'start' } }));
    expect(await playersAt(await tableOf(id, 1, 1, 2))).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(await playersAt(await tableOf(id, 1, 1, 3))).toEqual(['p1', 'p2']);
    const group = (await bracketOf(id)).tiers[0]!.groups[0]!;
    expect(group.games.map((game) => game.scores)).toEqual([
      { p1: 55, p2: 15, p3: 15, p4: 15 },
      { p1: 45, p2: 45, p3: 5, p4: 5 },
      { p1: 55, p2: 35 },
    ]);
    // The standing is what each holds after the tier's last game: 55 + 35 + 5 + 5 = the 100 the tier gave.
    expect((await tournaments.read(id))!.bracket!.winner).toBe('p1');
    expect(rng.remaining()).toBe(0);
    expect(ledgerSum()).toBe(0);
  });
});

describe('a tournament game the bot calls off', () => {
  it('a withdrawal leaving a group’s lobby too small calls it off: announced as called off, not as ended by the host', async () => {
    const id = await enter('liars', ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'], {}, { group_size: 4, advance: 2 });
    ok(await tournaments.start(id, mona, request()));
    const tableId = await tableOf(id, 1, 1, 1);
    const group = (await bracketOf(id)).tiers[0]!.groups[0]!.players;
    // Three of its four withdraw: the last leave leaves one, and the lobby is called off.
    let last: Awaited<ReturnType<TournamentService['leave']>> | null = null;
    for (const player of group.slice(1)) last = await tournaments.leave(id, { userId: player, isModerator: false }, request());
    const calledOff = ok(last!).tables.find((applied) => applied.table.id === tableId && applied.table.status === 'cancelled')!;
    expect(calledOff.events).toContainEqual({ type: 'table', what: 'called-off' });
    expect(calledOff.events.some((event) => event.type === 'table' && event.what === 'ended')).toBe(false);
  });
});
