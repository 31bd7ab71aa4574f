/**
 * House players through the table service on a real SQLite file (issue 33),
 * in every game: seated in the lobby, moving when their pause (a deadline in
 * the database) is up, paid through the pot from and into the house's
 * account, never recorded or rated; refunded with everyone when a table is
 * cancelled; never at a tournament table. On SQLite and PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '../src/engine/contract.js';
import { isHouse } from '../src/engine/house.js';
import { createEngine } from '../src/engine/index.js';
import { HOUSE_PAUSE_MS } from '../src/engine/tables/house-plans.js';
import { loadTable } from '../src/engine/tables/repository.js';
import type { Actor, TableService } from '../src/engine/tables/service.js';
import type { TournamentService } from '../src/engine/tournaments/service.js';
import { eleven } from '../src/games/eleven/rules/game.js';
import { liars } from '../src/games/liars/rules/game.js';
import { seededRng } from '../src/games/testing/replayable.js';
import { tokyo } from '../src/games/tokyo/rules/game.js';
import { valere } from '../src/games/valere/rules/game.js';
import { vitaji } from '../src/games/vitaji/rules/game.js';
import { balance, fundWallet } from './fixtures/db.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

const SERVER = 'guild-1';
const GAMES: Record<string, AnyGame> = { liars, tokyo, vitaji, valere, eleven };
const member: Actor = { userId: 'm1', isModerator: false };
const mona: Actor = { userId: 'mona', isModerator: true };

describe.each(STORE_KINDS)('on %s', (kind) => {
  let test: TestStore;
  let tables: TableService;
  let tournaments: TournamentService;
  let clock = 1_000_000;
  let interaction = 0;
  const request = (now = ++clock) => ({ interactionId: `i-${++interaction}`, now });

  beforeEach(async () => {
    test = await openTestStore(kind);
    ({ tables, tournaments } = createEngine(test.store, Object.values(GAMES), seededRng('house-tables')));
    await fundWallet(test.tx, SERVER, 'm1', 1000);
  });
  afterEach(() => test.close());

  function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
    if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
    return result as Extract<T, { ok: true }>;
  }

  const ledgerSum = async () => Number(await test.value('SELECT SUM(balance) FROM accounts'));
  const house = () => balance(test.tx, SERVER, 'mint', 'house');
  const wallet = () => balance(test.tx, SERVER, 'wallet', 'm1');
  const column = (sql: string) => test.column(sql);
  const read = (tableId: number) => test.store.read(() => loadTable(test.tx, tableId));

  async function openWithHouses(game: string, houses: number, options: Record<string, unknown>): Promise<number> {
    const opened = ok(await tables.open({ serverId: SERVER, channelId: `channel-${game}`, game, host: 'm1', options, interactionId: null, now: ++clock }));
    const tableId = opened.table.id;
    for (let index = 0; index < houses; index += 1) {
      ok(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'seat-house', level: index % 2 === 0 ? 'hard' : 'easy' } }));
    }
    return tableId;
  }

  /**
   * Plays the table to its end: the member makes the first of their default
   * moves that goes through; a house player moves when the clock reaches its
   * deadline (the timers' expire, as the bot's turn timers send it).
   */
  async function playOut(tableId: number, game: AnyGame): Promise<number> {
    let moves = 0;
    for (;;) {
      const table = (await read(tableId))!;
      if (table.status !== 'active') return moves;
      if (++moves > 3000) throw new Error('the game did not end');
      const awaited = game.awaited(table.state)!;
      const deadline = table.deadline;
      if (deadline && isHouse(deadline.player)) {
        // Its pause is a short one, never a turn's: at most 2.5 s after the move before (or after LD-9's call window).
        expect(deadline.at - clock).toBeLessThanOrEqual(HOUSE_PAUSE_MS + 3000);
        clock = Math.max(clock + 1, deadline.at);
        ok(await tables.act({ ...request(clock), tableId, actor: mona, command: { kind: 'expire', force: false } }));
        continue;
      }
      expect(awaited.player).toBe('m1');
      clock += 60_000;
      const played = [];
      for (const action of awaited.onTimeout) {
        const result = await tables.act({ ...request(), tableId, actor: member, command: { kind: 'play', action } });
        played.push(result.ok);
        if (result.ok) break;
      }
      expect(played).toContain(true);
    }
  }

  describe('issue 33: house players through the table service', () => {
    it.each([
      ['liars', 3, { stakes: 'tria', buy_in: 10, dice: 2 }],
      ['tokyo', 2, { stakes: 'tria', buy_in: 10, lives: 2 }],
      ['vitaji', 2, { stakes: 'tria', preset: 'casual' }],
      ['valere', 2, { stakes: 'tria', target: 8 }],
      ['eleven', 2, { stakes: 'tria' }],
    ])('%s: one member and %i house players play to the end; money goes only between the wallet, the house and the pot', async (game, houses, options) => {
      const tableId = await openWithHouses(game, houses, options);
      ok(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'start' } }));
      const moves = await playOut(tableId, GAMES[game]!);
      expect(moves).toBeGreaterThan(1);
      expect((await read(tableId))!.status).toBe('finished');
      // Double entry: what the member won the house lost, and the other way round.
      expect(await ledgerSum()).toBe(0);
      expect((await wallet()) - 1000).toBe(-(await house()));
      for (const kind of ['pot', 'escrow', 'round-pot']) expect(await balance(test.tx, SERVER, kind as 'pot', String(tableId))).toBe(0);
      // No wallet was opened for a house player, and none keeps a record or moves a rating.
      expect(await column("SELECT owner FROM accounts WHERE kind = 'wallet'")).toEqual(['m1']);
      expect(await column('SELECT user_id FROM results')).toEqual(['m1']);
      expect(await test.count('ratings')).toBe(0);
    });

    it('a cancelled table gives the house back its stakes as it gives the members theirs', async () => {
      const tableId = await openWithHouses('liars', 2, { stakes: 'tria', buy_in: 25 });
      ok(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'start' } }));
      expect(await house()).toBe(-50);
      expect(await wallet()).toBe(975);
      ok(await tables.act({ ...request(), tableId, actor: mona, command: { kind: 'end' } }));
      expect(await house()).toBe(0);
      expect(await wallet()).toBe(1000);
      expect(await ledgerSum()).toBe(0);
    });

    it('at a points table a house player gets its stack from the mint as a member does, and the house account is not touched', async () => {
      const tableId = await openWithHouses('valere', 2, { stakes: 'points', stack: 200, target: 8 });
      ok(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'start' } }));
      await playOut(tableId, valere);
      expect(await house()).toBe(0);
      expect(await wallet()).toBe(1000);
      expect(await ledgerSum()).toBe(0);
    });

    it('only the host or a moderator seats one, in the lobby only; never at a tournament table', async () => {
      const tableId = await openWithHouses('liars', 1, {});
      const stranger: Actor = { userId: 'm2', isModerator: false };
      expect(await tables.act({ ...request(), tableId, actor: stranger, command: { kind: 'seat-house', level: 'easy' } })).toMatchObject({
        ok: false,
        error: { key: 'error-not-host-or-moderator' },
      });
      ok(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'start' } }));
      expect(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'seat-house', level: 'easy' } })).toMatchObject({
        ok: false,
        error: { key: 'error-game-started' },
      });
      const tournament = ok(
        await tournaments.open({ serverId: SERVER, channelId: 'tournament-channel', game: 'liars', host: 'mona', gameOptions: {}, options: {}, now: ++clock }),
      ).tournament.id;
      for (const player of ['p1', 'p2', 'p3']) ok(await tournaments.join(tournament, player, ++clock));
      const started = ok(await tournaments.start(tournament, mona, request())).tournament;
      const gameTable = started.bracket!.tiers[0]!.groups[0]!.games[0]!.tableId;
      expect(await tables.act({ ...request(), tableId: gameTable, actor: mona, command: { kind: 'seat-house', level: 'hard' } })).toMatchObject({
        ok: false,
        error: { key: 'error-house-tournament' },
      });
    });

    it('a lobby its last member leaves is abandoned, house players or not; a game under way plays on among the house players, the stake left behind', async () => {
      const lobby = await openWithHouses('liars', 2, { stakes: 'tria', buy_in: 10 });
      ok(await tables.act({ ...request(), tableId: lobby, actor: member, command: { kind: 'leave' } }));
      expect((await read(lobby))!.status).toBe('cancelled');
      const game = await openWithHouses('liars', 2, { stakes: 'tria', buy_in: 10, dice: 2 });
      ok(await tables.act({ ...request(), tableId: game, actor: member, command: { kind: 'start' } }));
      ok(await tables.act({ ...request(), tableId: game, actor: member, command: { kind: 'leave' } }));
      expect((await read(game))!.status).toBe('active');
      await playOut(game, liars);
      expect((await read(game))!.status).toBe('finished');
      // The member's 10 stayed in the pot the house players won.
      expect(await wallet()).toBe(990);
      expect(await house()).toBe(10);
      expect(await ledgerSum()).toBe(0);
    });

    it('EL-1: a table of six (one member, five house players) starts as two groups of three, each played out, the house paid in each', async () => {
      const tableId = await openWithHouses('eleven', 5, { stakes: 'tria' });
      const started = ok(await tables.act({ ...request(), tableId, actor: member, command: { kind: 'start', groupChannels: ['thread-1', 'thread-2'] } }));
      const groups = started.table.groups!;
      expect(groups.map((group) => group.seats.filter((seat) => seat.role === 'player').length)).toEqual([3, 3]);
      for (const group of groups) await playOut(group.id, eleven);
      for (const group of groups) expect((await read(group.id))!.status).toBe('finished');
      expect(await ledgerSum()).toBe(0);
      expect((await wallet()) - 1000).toBe(-(await house()));
    });
  });
});
