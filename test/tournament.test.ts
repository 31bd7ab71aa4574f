/**
 * VJ-11 tournaments through the table and tournament services on a real
 * SQLite file and on PostgreSQL, with forced dice: a 9-player Vitaji tournament of two tiers
 * with a bye, a player withdrawing mid-tournament, side bets on two
 * markets (one voided), prize money paid as players advance and at the
 * final, the ledger summing to zero; and a cancel at each stage.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TournamentWords, tournamentLines } from '../src/discord/render/tournament.js';
import { createEngine } from '../src/engine/index.js';
import { marketsOfTournament } from '../src/engine/markets/markets.js';
import { rateFinishedGame, ratingsOf, shownRating } from '../src/engine/records/ratings.js';
import type { Actor, TableService } from '../src/engine/tables/service.js';
import type { TournamentService } from '../src/engine/tournaments/service.js';
import { vitaji } from '../src/games/vitaji/rules/game.js';
import { speaking } from '../src/i18n/language.js';
import { balance, fundWallet } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

const SERVER = 'guild-1';
const CHANNEL = 'tournament-channel';
const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9'];
const mona: Actor = { userId: 'mona', isModerator: true };

describe.each(STORE_KINDS)('on %s', (kind) => {
  let test: TestStore;
  let tables: TableService;
  let tournaments: TournamentService;
  const rng = reloadableRng();
  let clock = 1_000;
  let interaction = 0;
  const request = () => ({ interactionId: `i-${++interaction}`, now: ++clock });

  beforeEach(async () => {
    test = await openTestStore(kind);
    ({ tables, tournaments } = createEngine(test.store, [vitaji], rng));
  });
  afterEach(() => test.close());

  function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
    if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
    return result as Extract<T, { ok: true }>;
  }

  const wallet = (member: string) => balance(test.tx, SERVER, 'wallet', member);
  const ledgerSum = () => test.value<number>('SELECT SUM(balance) AS total FROM accounts');

  /** A Vitaji tournament of the nine, seeded in join order: groups of 4, top 2 advance, two one-round games a tier, a 900 prize pool. */
  async function openNine(settings: Record<string, unknown> = {}): Promise<number> {
    await fundWallet(test.tx, SERVER, 'mona', 1000);
    for (const member of [...PLAYERS, 'wes', 'vic']) await fundWallet(test.tx, SERVER, member, member.startsWith('p') ? 100 : 200);
    const opened = ok(
      await tournaments.open({
        serverId: SERVER,
        channelId: CHANNEL,
        game: 'vitaji',
        host: 'mona',
        gameOptions: { rounds: 1, rerolls: 1, ante: 10 },
        options: { games_per_round: 2, prizes: 900, prize_split: '40,60', ...settings },
        now: ++clock,
      }),
    );
    for (const player of PLAYERS) ok(await tournaments.join(opened.tournament.id, player, ++clock));
    return opened.tournament.id;
  }

  const bracketOf = async (id: number) => (await tournaments.read(id))!.bracket!;
  /** The table of a game in the bracket: tier, group, game (all from 1). */
  const tableOf = async (id: number, tier: number, group: number, game: number) =>
    (await bracketOf(id)).tiers[tier - 1]!.groups[group - 1]!.games[game - 1]!.tableId;

  /** Everyone still in passes in turn until the one round ends (VJ-6); `next`: the dice rolled once the last pass ends the game. */
  async function passAll(tableId: number, next: number[] = []) {
    for (;;) {
      const table = (await tables.publicTable(tableId))!;
      if (table.status !== 'active') return;
      const awaited = (table.view as { turn: string | null }).turn;
      if (!awaited) return;
      rng.load(next);
      ok(
        await tables.act({
          tableId,
          actor: { userId: awaited, isModerator: false },
          command: { kind: 'play', action: { kind: 'pass' } },
          interactionId: `i-${++interaction}`,
          now: ++clock,
        }),
      );
    }
  }

  async function startGroup(tableId: number, by: string, dice: number[]) {
    rng.load(dice);
    ok(await tables.act({ tableId, actor: { userId: by, isModerator: false }, command: { kind: 'start' }, interactionId: `i-${++interaction}`, now: ++clock }));
  }

  const bet = async (id: number, bettor: string, market: string, player: string, amount: number) =>
    await tournaments.bet(id, { bettor, market, player, amount, now: ++clock });

  describe('a Vitaji tournament (VJ-11)', () => {
    it('nine players, two tiers with a bye, a withdrawal, side bets on two markets (one voided), prizes as they advance', async () => {
      const id = await openNine();
      // The prize pool is held from the opening.
      expect(await wallet('mona')).toBe(100);
      expect(ok(await bet(id, 'wes', 'tournament', 'p1', 100)).ok).toBe(true);
      ok(await bet(id, 'vic', 'tournament', 'p2', 50));

      ok(await tournaments.start(id, mona, request()));
      const tier1 = (await bracketOf(id)).tiers[0]!;
      // VJ-11 seeding: two groups of four dealt snake-wise, seed 1 on a bye.
      expect(tier1.byes).toEqual(['p1']);
      expect(tier1.groups.map((group) => group.players)).toEqual([
        ['p2', 'p5', 'p6', 'p9'],
        ['p3', 'p4', 'p7', 'p8'],
      ]);
      // The tournament market closed with the first tier's start? Not yet: no group has started playing.
      ok(await bet(id, 'wes', 'T1 group 2', 'p8', 50));
      ok(await bet(id, 'vic', 'T1 group 2', 'p7', 30));

      // Group 1: p2 wins game 1, p5 game 2 (each winner takes the 4 antes: 1030, the others 990).
      await startGroup(await tableOf(id, 1, 1, 1), 'p5', [6, 1, 2, 3]);
      expect(await bet(id, 'vic', 'T1 group 1', 'p2', 10)).toMatchObject({ ok: false, error: { code: 'market-closed' } });
      await passAll(await tableOf(id, 1, 1, 1), [1, 6, 2, 3]);
      expect((await tables.publicTable(await tableOf(id, 1, 1, 2)))!.status).toBe('active');
      await passAll(await tableOf(id, 1, 1, 2));
      expect((await bracketOf(id)).tiers[0]!.groups[0]!.advanced).toEqual(['p2', 'p5']);

      // Group 2: p3 wins game 1; in game 2 p8 withdraws mid-game, and p4 wins.
      await startGroup(await tableOf(id, 1, 2, 1), 'p3', [6, 1, 2, 3]);
      await passAll(await tableOf(id, 1, 2, 1), [1, 6, 2, 3]);
      ok(await tournaments.leave(id, { userId: 'p8', isModerator: false }, request()));
      // The bet on the withdrawn player is refunded at once.
      expect(await wallet('wes')).toBe(200 - 100 - 50 + 50);
      await passAll(await tableOf(id, 1, 2, 2));
      const tier1Done = (await bracketOf(id)).tiers[0]!;
      expect(tier1Done.groups[1]!.advanced).toEqual(['p3', 'p4']);
      expect(tier1Done.advanced).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      // Nobody backed group 2's winners: that market is void and vic has his 30 back.
      expect((await marketsOfTournament(test.tx, id)).map((market) => [market.name, market.status])).toEqual([
        ['tournament', 'open'],
        ['T1 group 1', 'void'],
        ['T1 group 2', 'void'],
      ]);
      // Prize money as they advance: 40 % of 900 among the five (72 each), the bye included.
      expect(await Promise.all(PLAYERS.slice(0, 5).map(wallet))).toEqual([172, 172, 172, 172, 172]);

      // The final of five: p1 wins game 1, p2 game 2; tied at the top, sudden death: p1 5, p2 3.
      const final = (await bracketOf(id)).tiers[1]!;
      expect(final.final).toBe(true);
      expect(final.groups[0]!.players).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      await startGroup(await tableOf(id, 2, 1, 1), 'p1', [6, 1, 2, 3, 4]);
      await passAll(await tableOf(id, 2, 1, 1), [1, 6, 2, 3, 4]);
      await passAll(await tableOf(id, 2, 1, 2), [5, 3]);
      const done = (await tournaments.read(id))!;
      expect(done.status).toBe('finished');
      expect(done.bracket!.winner).toBe('p1');
      expect(done.bracket!.tiers[1]!.groups[0]!.rolls).toEqual([
        {
          round: 1,
          rolls: [
            { player: 'p1', die: 5 },
            { player: 'p2', die: 3 },
          ],
        },
      ]);
      // The winner takes the rest of the pool (540); wes backed p1 in the tournament market and takes its whole pool of 150.
      expect(await wallet('p1')).toBe(172 + 540);
      expect(await wallet('wes')).toBe(100 + 150);
      expect(await wallet('vic')).toBe(200 - 50);
      expect(await Promise.all(['p6', 'p7', 'p8', 'p9', 'mona'].map(wallet))).toEqual([100, 100, 100, 100, 100]);
      expect(await ledgerSum()).toBe(0);
      // Issue 30: the end names the pool and each prize it paid over both tiers, in the channel's language.
      const end = { what: 'winner', player: 'p1', pool: 900, prizes: done.bracket!.prizes } as const;
      expect(done.bracket!.prizes).toEqual({ p1: 72 + 540, p2: 72, p3: 72, p4: 72, p5: 72 });
      expect(tournamentLines([end], done, words)[1]).toBe(
        'Prize money, from a pool of 900 tria: <@p1> 612 tria, <@p2> 72 tria, <@p3> 72 tria, <@p4> 72 tria, <@p5> 72 tria.',
      );
      expect(speaking('ro', () => tournamentLines([end], done, words))[1]).toBe(
        'Premiile, dintr-un fond de 900 tria: <@p1> 612 tria, <@p2> 72 tria, <@p3> 72 tria, <@p4> 72 tria, <@p5> 72 tria.',
      );
    });
  });

  /** How the Discord layer words a tournament, for its lines: announcements mention members (`<@id>`), the embed names them; amounts in tria. */
  const words: TournamentWords = { game: 'Vitaji', betting: true, money: (amount) => `${amount} tria`, pool: 0, markets: [], name: (userId) => userId };

  /** Tier 1 of the nine as in the first test, with no withdrawal: group 1 to p2 and p5, group 2 to p3 and p4. */
  async function playTierOne(id: number) {
    await startGroup(await tableOf(id, 1, 1, 1), 'p5', [6, 1, 2, 3]);
    await passAll(await tableOf(id, 1, 1, 1), [1, 6, 2, 3]);
    await passAll(await tableOf(id, 1, 1, 2));
    await startGroup(await tableOf(id, 1, 2, 1), 'p3', [6, 1, 2, 3]);
    await passAll(await tableOf(id, 1, 2, 1), [1, 6, 2, 3]);
    await passAll(await tableOf(id, 1, 2, 2));
  }

  const startingWallets = () => ({ ...Object.fromEntries(PLAYERS.map((player) => [player, 100])), mona: 1000, wes: 200, vic: 200 });
  const wallets = async () =>
    Object.fromEntries(await Promise.all([...PLAYERS, 'mona', 'wes', 'vic'].map(async (member) => [member, await wallet(member)] as const)));

  describe('a tournament cancelled (VJ-11): every wallet as it was, but for prize money already won', () => {
    it('while open: the prize pool back to its opener, every side bet refunded', async () => {
      const id = await openNine();
      ok(await bet(id, 'wes', 'tournament', 'p1', 100));
      const ended = ok(await tournaments.end(id, mona, request()));
      expect(ended.tournament.status).toBe('cancelled');
      expect(await wallets()).toEqual(startingWallets());
      expect(await ledgerSum()).toBe(0);
    });

    it('mid-tier: every open game cancelled, the pool and every bet (tournament and group markets) refunded', async () => {
      const id = await openNine();
      ok(await bet(id, 'wes', 'tournament', 'p1', 100));
      ok(await tournaments.start(id, mona, request()));
      ok(await bet(id, 'vic', 'T1 group 2', 'p7', 30));
      await startGroup(await tableOf(id, 1, 1, 1), 'p5', [6, 1, 2, 3]);
      await passAll(await tableOf(id, 1, 1, 1), [1, 6, 2, 3]);
      const ended = ok(await tournaments.end(id, mona, request()));
      // Group 1's second game (playing) and group 2's first (in its lobby) are cancelled with it.
      expect(ended.tables.map((table) => [table.table.id, table.table.status])).toEqual([
        [await tableOf(id, 1, 1, 2), 'cancelled'],
        [await tableOf(id, 1, 2, 1), 'cancelled'],
      ]);
      expect((await marketsOfTournament(test.tx, id)).map((market) => market.status)).toEqual(['void', 'void', 'void']);
      expect(await wallets()).toEqual(startingWallets());
      expect(await ledgerSum()).toBe(0);
    });

    it('in the final: what the pool still holds back to its opener; the prize money of tier 1 stays won', async () => {
      const id = await openNine();
      ok(await bet(id, 'wes', 'tournament', 'p1', 100));
      ok(await tournaments.start(id, mona, request()));
      await playTierOne(id);
      expect(await wallet('p1')).toBe(172);
      const ended = ok(await tournaments.end(id, mona, request()));
      expect(await wallets()).toEqual({ ...startingWallets(), p1: 172, p2: 172, p3: 172, p4: 172, p5: 172, mona: 100 + 540 });
      // Issue 30: the cancel says how much went back to the opener, and each side bet refunded.
      expect(ended.events).toContainEqual({ what: 'cancelled', by: 'mona', returned: 540 });
      const record = (await tournaments.read(id))!;
      const said = speaking('ro', () => tournamentLines(ended.events, record, words)).join('\n');
      expect(said).toContain('În fondul de premii mai erau 540 tria: s-au întors la <@mona>.');
      expect(said).toContain('Returnat: <@wes> 100 tria.');
      expect(await ledgerSum()).toBe(0);
      // Nothing moves any more: the final's table was cancelled with it.
      expect((await tables.publicTable(await tableOf(id, 2, 1, 1)))!.status).toBe('cancelled');
      expect(await tournaments.end(id, mona, request())).toMatchObject({ ok: false, error: { code: 'tournament-over' } });
    });
  });

  describe('a tournament survives a restart (VJ-11)', () => {
    it('a bot restarted mid-tier picks the bracket up where it stood and plays on to the final', async () => {
      const id = await openNine();
      ok(await tournaments.start(id, mona, request()));
      await startGroup(await tableOf(id, 1, 1, 1), 'p5', [6, 1, 2, 3]);
      await passAll(await tableOf(id, 1, 1, 1), [1, 6, 2, 3]);
      // A new process on the same file: new services, nothing carried over in memory.
      ({ tables, tournaments } = createEngine(test.connect(), [vitaji], rng));
      await passAll(await tableOf(id, 1, 1, 2));
      await startGroup(await tableOf(id, 1, 2, 1), 'p3', [6, 1, 2, 3]);
      await passAll(await tableOf(id, 1, 2, 1), [1, 6, 2, 3]);
      await passAll(await tableOf(id, 1, 2, 2));
      expect((await bracketOf(id)).tiers[0]!.advanced).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect((await tables.publicTable(await tableOf(id, 2, 1, 1)))!.status).toBe('lobby');
    });
  });

  describe('forfeiting one tournament game (VJ-11)', () => {
    it('a player who leaves a game (as one who runs out of time twice does) forfeits that game only: the next one seats them', async () => {
      const id = await openNine();
      ok(await tournaments.start(id, mona, request()));
      await startGroup(await tableOf(id, 1, 1, 1), 'p5', [6, 1, 2, 3]);
      ok(
        await tables.act({
          tableId: await tableOf(id, 1, 1, 1),
          actor: { userId: 'p9', isModerator: false },
          command: { kind: 'leave' },
          interactionId: 'leave',
          now: ++clock,
        }),
      );
      await passAll(await tableOf(id, 1, 1, 1), [1, 6, 2, 3]);
      const next = (await tables.publicTable(await tableOf(id, 1, 1, 2)))!;
      expect(next.seats.filter((seat) => seat.status === 'seated').map((seat) => seat.userId)).toEqual(['p2', 'p5', 'p6', 'p9']);
      expect((await tournaments.read(id))!.entries.find((entry) => entry.userId === 'p9')!.status).toBe('in');
    });

    it('refuses a group size whose final could not fit one table of the game', async () => {
      await fundWallet(test.tx, SERVER, 'mona', 10);
      const capped = createEngine(test.connect(), [vitaji, { ...vitaji, id: 'capped', maxPlayers: 5 }], rng).tournaments;
      const opened = await capped.open({
        serverId: SERVER,
        channelId: 'x',
        game: 'capped',
        host: 'mona',
        gameOptions: {},
        options: { group_size: 4 },
        now: ++clock,
      });
      expect(opened).toMatchObject({ ok: false, error: { code: 'group-too-big', params: { max: 5, fits: 3 } } });
    });
  });

  describe('withdrawing before a group has played (VJ-11)', () => {
    it('a group left too small to play is decided without its game: the one still in advances', async () => {
      // Four players, groups of 2, one advances: two groups of two, then a final of two.
      await fundWallet(test.tx, SERVER, 'mona', 10);
      const opened = ok(
        await tournaments.open({
          serverId: SERVER,
          channelId: CHANNEL,
          game: 'vitaji',
          host: 'mona',
          gameOptions: { rounds: 1, rerolls: 1, ante: 10 },
          options: { group_size: 2, advance: 1, games_per_round: 1 },
          now: ++clock,
        }),
      );
      const id = opened.tournament.id;
      for (const player of ['p1', 'p2', 'p3', 'p4']) ok(await tournaments.join(id, player, ++clock));
      ok(await tournaments.start(id, mona, request()));
      expect((await bracketOf(id)).tiers[0]!.groups.map((group) => group.players)).toEqual([
        ['p1', 'p4'],
        ['p2', 'p3'],
      ]);
      const withdrawn = ok(await tournaments.leave(id, { userId: 'p4', isModerator: false }, request()));
      expect(withdrawn.tables.map((table) => table.table.status)).toEqual(['lobby', 'cancelled']);
      expect((await bracketOf(id)).tiers[0]!.groups[0]!.advanced).toEqual(['p1']);
      await startGroup(await tableOf(id, 1, 2, 1), 'p2', [2, 5]);
      await passAll(await tableOf(id, 1, 2, 1));
      expect((await bracketOf(id)).tiers[1]!.groups[0]!.players).toEqual(['p1', 'p3']);
    });
  });

  describe('who may bet in a tournament (VJ-11)', () => {
    it('a player entered in it may not bet on it', async () => {
      const id = await openNine();
      expect(await bet(id, 'p3', 'tournament', 'p3', 10)).toMatchObject({ ok: false, error: { code: 'bettor-plays' } });
      expect(await wallet('p3')).toBe(100);
    });
  });

  describe('seeding by rating (issue 18)', () => {
    it('seeds the draw by the players’ Vitaji ratings, the unrated as newcomers, ties in join order', async () => {
      // p9 has won three rated Vitaji games against p8, and p8 two against p7; the others have never played.
      const beat = (winner: string, loser: string) => [
        { players: [winner], rank: 1 },
        { players: [loser], rank: 2 },
      ];
      for (const sides of [beat('p9', 'p8'), beat('p9', 'p8'), beat('p9', 'p8'), beat('p8', 'p7'), beat('p8', 'p7')]) {
        await test.store.transaction(async (tx) => rateFinishedGame(tx, { serverId: SERVER, game: 'vitaji', sides, now: ++clock }));
      }
      const shown = async (player: string) => shownRating((await ratingsOf(test.tx, SERVER, 'vitaji', [player])).get(player)!);
      // Issue 30: a newcomer shows 1500, and the seeds follow the rating shown. p9 above everyone; p8 (three losses to
      // p9, two wins: mostly losses) below the newcomers, but above p7 (two losses).
      expect(await shown('p9')).toBeGreaterThan(await shown('p8'));
      expect(await shown('p8')).toBeLessThan(1500);
      expect(await shown('p8')).toBeGreaterThan(await shown('p7'));
      const id = await openNine();
      ok(await tournaments.start(id, mona, request()));
      const seeds = (await tournaments.read(id))!.entries.map((entry) => entry.userId);
      expect(seeds).toEqual(['p9', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p8', 'p7']);
      // The top seed has the bye; the snake draw deals seeds 2–9 as 2, 5, 6, 9 and 3, 4, 7, 8.
      const tier1 = (await bracketOf(id)).tiers[0]!;
      expect(tier1.byes).toEqual(['p9']);
      expect(tier1.groups.map((group) => group.players)).toEqual([
        ['p1', 'p4', 'p5', 'p7'],
        ['p2', 'p3', 'p6', 'p8'],
      ]);
    });
  });
});
