// Unit: the table service's lobby — open, join, watch, leave, tags, who may start and when, end and kick — on SQLite and PostgreSQL with Showdown.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateServerSettings } from '../src/engine/servers/settings.js';
import type { Actor, ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { fundWallet } from './fixtures/db.js';
import { storedSeatView } from './fixtures/seat-view.js';
import { reloadableRng, type ShowdownView, showdownService } from './fixtures/showdown.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

const SERVER = 'guild-1';
const CHANNEL = 'channel-1';
const [ALICE, BOB, CAROL, DAVE, EVE] = ['alice', 'bob', 'carol', 'dave', 'eve'];
const MOD = 'moderator';

describe.each(STORE_KINDS)('on %s', (kind) => {
  let test: TestStore;
  let service: TableService;
  const rng = reloadableRng();
  let clock = 1_000;
  let interaction = 0;

  const player = (userId: string): Actor => ({ userId, isModerator: false });
  const moderator: Actor = { userId: MOD, isModerator: true };

  async function open(options: Record<string, unknown> = {}, channelId = CHANNEL, host = ALICE): Promise<ActResult> {
    return await service.open({ serverId: SERVER, channelId, game: 'showdown', host, options, interactionId: `i-${++interaction}`, now: ++clock });
  }

  async function openTable(options: Record<string, unknown> = {}): Promise<number> {
    const result = await open(options);
    if (!result.ok) throw new Error(`open failed: ${result.error.code}`);
    return result.table.id;
  }

  async function act(tableId: number, actor: Actor | string, command: TableCommand, expectedVersion?: number): Promise<ActResult> {
    const who = typeof actor === 'string' ? player(actor) : actor;
    return await service.act({ tableId, actor: who, command, interactionId: `i-${++interaction}`, expectedVersion, now: ++clock });
  }

  function errorCode(result: ActResult): string | undefined {
    return result.ok ? undefined : result.error.code;
  }

  async function seatsOf(tableId: number) {
    return (await service.publicTable(tableId))!.seats.map(({ userId, role, position, tag, status }) => ({ userId, role, position, tag, status }));
  }

  beforeEach(async () => {
    test = await openTestStore(kind);
    service = showdownService(test.store, rng);
    // Tags belong to Liar's Dice (LD-3); this server gives them to the demo game too, so its tables show how they work.
    await updateServerSettings(test.tx, SERVER, { tagGames: ['liars', 'showdown'] }, 0);
  });

  afterEach(async () => {
    await test.close();
  });

  describe('open', () => {
    it('opens a lobby with the host in the first seat, version 1 and one logged action', async () => {
      const result = await open({ buy_in: 5 });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.duplicate).toBe(false);
      expect(result.events).toEqual([{ type: 'table', what: 'opened', member: ALICE }]);
      const table = result.table;
      expect(table).toMatchObject({ status: 'lobby', hostId: ALICE, game: 'showdown', version: 1, view: null, placings: null });
      // The demo game takes the shared options: what is played for, the stack, the buy-in.
      expect(table.options).toEqual({ stakes: 'points', stack: 1000, buy_in: 5 });
      expect(await seatsOf(table.id)).toEqual([{ userId: ALICE, role: 'player', position: 1, tag: 'DND', status: 'seated' }]);
      const actions = await test.rows('SELECT version, kind, actor_id FROM actions WHERE table_id = ?', table.id);
      expect(actions).toEqual([{ version: 1, kind: 'open', actor_id: ALICE }]);
      expect(await service.tableIn(CHANNEL)).toBe(table.id);
    });

    it('fills in the options defaults when none are given', async () => {
      const tableId = await openTable();
      expect((await service.publicTable(tableId))!.options).toEqual({ stakes: 'points', stack: 1000, buy_in: 10 });
    });

    it('refuses a second table in the same channel and writes nothing', async () => {
      await openTable();
      const before = await test.dump();
      const second = await open({}, CHANNEL, BOB);
      expect(errorCode(second)).toBe('table-exists');
      expect(await test.dump()).toEqual(before);
      // Another channel is free.
      expect((await open({}, 'channel-2', BOB)).ok).toBe(true);
    });

    it.each([
      [{ buy_in: 1_000_001 }, 'buy_in'],
      [{ buy_in: -1 }, 'buy_in'],
      [{ buy_in: 2.5 }, 'buy_in'],
      [{ stakes: 'gold' }, 'stakes'],
    ])('refuses invalid options %j, naming the option, and writes nothing', async (options, option) => {
      const before = await test.dump();
      const result = await open(options);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('invalid-option');
      expect(result.error.key).toBe('error-invalid-option');
      expect(result.error.params?.option).toBe(option);
      expect(await test.dump()).toEqual(before);
      expect(await service.tableIn(CHANNEL)).toBeNull();
    });

    it('opens once for one interaction applied twice', async () => {
      const request = { serverId: SERVER, channelId: CHANNEL, game: 'showdown', host: ALICE, options: {}, interactionId: 'open-once', now: 5 };
      const first = await service.open(request);
      const again = await service.open({ ...request, now: 6 });
      expect(first.ok && again.ok).toBe(true);
      if (!first.ok || !again.ok) return;
      expect(again.duplicate).toBe(true);
      expect(again.table.id).toBe(first.table.id);
      expect(await test.count('game_tables')).toBe(1);
      expect(await test.count('actions')).toBe(1);
    });
  });

  describe('seating in the lobby', () => {
    it('joins, watches and leaves; seat order is join order and every change bumps the version', async () => {
      const tableId = await openTable();
      expect((await act(tableId, BOB, { kind: 'join' })).ok).toBe(true);
      expect((await act(tableId, CAROL, { kind: 'join', tag: 'Away' })).ok).toBe(true);
      const watched = await act(tableId, DAVE, { kind: 'watch' });
      expect(watched.ok && watched.events).toEqual([{ type: 'table', what: 'watching', member: DAVE }]);
      expect(await seatsOf(tableId)).toEqual([
        { userId: ALICE, role: 'player', position: 1, tag: 'DND', status: 'seated' },
        { userId: BOB, role: 'player', position: 2, tag: 'DND', status: 'seated' },
        { userId: CAROL, role: 'player', position: 3, tag: 'Away', status: 'seated' },
        { userId: DAVE, role: 'watcher', position: null, tag: 'OOC', status: 'seated' },
      ]);
      const left = await act(tableId, BOB, { kind: 'leave' });
      expect(left.ok && left.events).toEqual([{ type: 'table', what: 'left', member: BOB }]);
      expect((await act(tableId, EVE, { kind: 'join' })).ok).toBe(true);
      expect((await seatsOf(tableId)).filter((seat) => seat.role === 'player').map((seat) => seat.userId)).toEqual([ALICE, CAROL, EVE]);
      // open + 3 joins/watch + leave + join = version 6, six actions logged in order.
      expect((await service.publicTable(tableId))!.version).toBe(6);
      const versions = await test.column('SELECT version FROM actions WHERE table_id = ? ORDER BY id', tableId);
      expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('checks tags against the server list, case-insensitively, storing the server spelling', async () => {
      const tableId = await openTable();
      expect((await act(tableId, BOB, { kind: 'join', tag: ' away ' })).ok).toBe(true);
      expect((await act(tableId, DAVE, { kind: 'watch', tag: 'pred' })).ok).toBe(true);
      const before = await test.dump();
      const wrongRole = await act(tableId, CAROL, { kind: 'join', tag: 'PRED' });
      expect(wrongRole.ok).toBe(false);
      if (wrongRole.ok) return;
      expect(wrongRole.error).toMatchObject({ code: 'tag-not-allowed', params: { tag: 'PRED', role: 'player', allowed: 'DND, Away' } });
      expect(errorCode(await act(tableId, EVE, { kind: 'watch', tag: 'DND' }))).toBe('tag-not-allowed');
      expect(errorCode(await act(tableId, EVE, { kind: 'join', tag: 'Lunch' }))).toBe('tag-not-allowed');
      expect(await test.dump()).toEqual(before);
      expect((await seatsOf(tableId)).map((seat) => seat.tag)).toEqual(['DND', 'Away', 'PRED']);
    });

    it('LD-3 (ruling): a game the server has not given tags seats everyone without one, and refuses a tag asked for', async () => {
      await updateServerSettings(test.tx, SERVER, { tagGames: ['liars'] }, 1);
      const tableId = await openTable();
      expect((await act(tableId, BOB, { kind: 'join' })).ok).toBe(true);
      expect((await act(tableId, DAVE, { kind: 'watch' })).ok).toBe(true);
      const tagged = await act(tableId, CAROL, { kind: 'join', tag: 'DND' });
      expect(tagged.ok ? null : tagged.error).toMatchObject({ code: 'tags-off', key: 'error-tags-off' });
      expect((await seatsOf(tableId)).map((seat) => seat.tag)).toEqual([null, null, null]);
    });

    it("uses the server's own tags, the first being the default (also for the host)", async () => {
      await updateServerSettings(test.tx, SERVER, { playerTags: ['Hunter', 'Prey'], watcherTags: ['Crowd'] }, 1);
      const tableId = await openTable();
      expect((await act(tableId, BOB, { kind: 'join', tag: 'prey' })).ok).toBe(true);
      expect(errorCode(await act(tableId, CAROL, { kind: 'join', tag: 'DND' }))).toBe('tag-not-allowed');
      expect((await act(tableId, CAROL, { kind: 'join' })).ok).toBe(true);
      expect((await act(tableId, DAVE, { kind: 'watch' })).ok).toBe(true);
      expect((await seatsOf(tableId)).map((seat) => seat.tag)).toEqual(['Hunter', 'Prey', 'Hunter', 'Crowd']);
    });

    it('refuses a second seat and a second watch', async () => {
      const tableId = await openTable();
      expect(errorCode(await act(tableId, ALICE, { kind: 'join' }))).toBe('already-seated');
      expect((await act(tableId, BOB, { kind: 'join' })).ok).toBe(true);
      expect(errorCode(await act(tableId, BOB, { kind: 'join' }))).toBe('already-seated');
      expect(errorCode(await act(tableId, BOB, { kind: 'watch' }))).toBe('already-seated');
      expect((await act(tableId, DAVE, { kind: 'watch' })).ok).toBe(true);
      expect(errorCode(await act(tableId, DAVE, { kind: 'watch' }))).toBe('already-watching');
      expect(errorCode(await act(tableId, EVE, { kind: 'leave' }))).toBe('not-seated');
    });

    it('lets a watcher take a seat instead of watching', async () => {
      const tableId = await openTable();
      expect((await act(tableId, DAVE, { kind: 'watch' })).ok).toBe(true);
      expect((await act(tableId, DAVE, { kind: 'join', tag: 'Away' })).ok).toBe(true);
      expect(await seatsOf(tableId)).toEqual([
        { userId: ALICE, role: 'player', position: 1, tag: 'DND', status: 'seated' },
        { userId: DAVE, role: 'player', position: 2, tag: 'Away', status: 'seated' },
      ]);
    });

    it('refuses a team for a game without teams', async () => {
      const tableId = await openTable();
      expect(errorCode(await act(tableId, BOB, { kind: 'join', team: 'red' }))).toBe('team-not-allowed');
    });

    it('refuses a fifth player at a table of at most four, writing nothing', async () => {
      const tableId = await openTable();
      for (const member of [BOB, CAROL, DAVE]) expect((await act(tableId, member, { kind: 'join' })).ok).toBe(true);
      const before = await test.dump();
      const full = await act(tableId, EVE, { kind: 'join' });
      expect(full.ok).toBe(false);
      if (full.ok) return;
      expect(full.error).toMatchObject({ code: 'table-full', key: 'error-too-many-players', params: { max: 4 } });
      expect(await test.dump()).toEqual(before);
      // Watching a full table is still fine.
      expect((await act(tableId, EVE, { kind: 'watch' })).ok).toBe(true);
    });

    it('lets nobody play before the start, and watchers never', async () => {
      const tableId = await openTable({ buy_in: 0 });
      await act(tableId, BOB, { kind: 'join' });
      await act(tableId, DAVE, { kind: 'watch' });
      expect(errorCode(await act(tableId, ALICE, { kind: 'play', action: { kind: 'show' } }))).toBe('game-not-started');
      rng.load([2, 3]);
      expect((await act(tableId, ALICE, { kind: 'start' })).ok).toBe(true);
      const before = await test.dump();
      const watcher = await act(tableId, DAVE, { kind: 'play', action: { kind: 'show' } });
      expect(watcher.ok).toBe(false);
      if (watcher.ok) return;
      expect(watcher.error).toMatchObject({ code: 'watcher-cannot-act', key: 'error-watcher-cannot-act' });
      expect(errorCode(await act(tableId, EVE, { kind: 'play', action: { kind: 'show' } }))).toBe('not-seated');
      expect(errorCode(await act(tableId, ALICE, { kind: 'play', action: { kind: 'fold' } }))).toBe('invalid-option');
      expect(errorCode(await act(tableId, EVE, { kind: 'join' }))).toBe('game-started');
      expect(await test.dump()).toEqual(before);
      // Watching a running game is allowed.
      expect((await act(tableId, EVE, { kind: 'watch' })).ok).toBe(true);
    });
  });

  describe('start', () => {
    it('is for the host or a moderator only', async () => {
      const tableId = await openTable({ buy_in: 0 });
      await act(tableId, BOB, { kind: 'join' });
      const before = await test.dump();
      const byBob = await act(tableId, BOB, { kind: 'start' });
      expect(byBob.ok).toBe(false);
      if (byBob.ok) return;
      expect(byBob.error).toMatchObject({ code: 'not-host-or-moderator', params: { host: { member: ALICE } } });
      expect(await test.dump()).toEqual(before);
      rng.load([1, 6]);
      const byModerator = await act(tableId, moderator, { kind: 'start' });
      expect(byModerator.ok).toBe(true);
      if (!byModerator.ok) return;
      expect(byModerator.events[0]).toEqual({ type: 'table', what: 'started', by: MOD });
      expect(byModerator.table.status).toBe('active');
      expect(errorCode(await act(tableId, ALICE, { kind: 'start' }))).toBe('game-started');
    });

    it('refuses too few players, writing nothing', async () => {
      const tableId = await openTable({ buy_in: 0 });
      const before = await test.dump();
      const alone = await act(tableId, ALICE, { kind: 'start' });
      expect(alone.ok).toBe(false);
      if (alone.ok) return;
      expect(alone.error).toMatchObject({ code: 'too-few-players', params: { min: 2, count: 1 } });
      expect(await test.dump()).toEqual(before);
      // A watcher does not count as a player.
      await act(tableId, DAVE, { kind: 'watch' });
      const watched = await test.dump();
      expect(errorCode(await act(tableId, ALICE, { kind: 'start' }))).toBe('too-few-players');
      expect(await test.dump()).toEqual(watched);
      expect(await service.publicTable(tableId)).toMatchObject({ status: 'lobby', version: 2 });
    });

    it('starts a points table: turn to the first seat, the view hides the dice', async () => {
      const tableId = await openTable({ buy_in: 0 });
      await act(tableId, BOB, { kind: 'join' });
      await act(tableId, CAROL, { kind: 'join' });
      rng.load([4, 1, 6]);
      const started = await act(tableId, ALICE, { kind: 'start' }, 3);
      expect(started.ok).toBe(true);
      if (!started.ok) return;
      expect(rng.remaining()).toBe(0);
      expect(started.table).toMatchObject({ status: 'active', version: 4 });
      const view = started.table.view as ShowdownView;
      expect(view).toEqual({ seats: [ALICE, BOB, CAROL], turn: ALICE, choices: ['show'], shown: [], out: [], pot: 0, winner: null, dice: null });
      expect(await storedSeatView(test.tx, service, tableId, BOB)).toEqual({ die: 1 });
      // COMMANDS.md: each player of a points table gets a stack [1000]; no wallet is touched.
      expect(await test.count('transfers')).toBe(1);
      const stacks = await test.rows(`SELECT owner, balance FROM accounts WHERE kind = 'stack' ORDER BY owner`);
      expect(stacks).toEqual(
        [ALICE, BOB, CAROL].map((player) => ({ owner: `${tableId}:${player}`, balance: 1000 })).sort((a, b) => a.owner.localeCompare(b.owner)),
      );
      expect(await test.value(`SELECT COUNT(*) FROM accounts WHERE kind = 'wallet'`)).toBe(0);
    });

    // RULES/COMMANDS: "With points, each player gets a stack of table points (stack [1000]) that antes
    // and bets come out of exactly as tria would." Nothing in the service funds those stacks, so a
    // points table with a buy-in cannot start (see the report). This asserts the documented behaviour.
    it('starts a points table with a buy-in: the stakes come out of table stacks, never a wallet', async () => {
      await fundWallet(test.tx, SERVER, ALICE, 100);
      const tableId = await openTable({ stakes: 'points', buy_in: 10 });
      await act(tableId, BOB, { kind: 'join' });
      rng.load([2, 5]);
      const started = await act(tableId, ALICE, { kind: 'start' });
      expect(errorCode(started)).toBeUndefined();
      expect(started.ok).toBe(true);
      const pot = await test.value(`SELECT balance FROM accounts WHERE kind = 'pot' AND owner = ?`, String(tableId));
      expect(pot).toBe(20);
      const wallet = await test.value(`SELECT balance FROM accounts WHERE kind = 'wallet' AND owner = ?`, ALICE);
      expect(wallet).toBe(100);
    });
  });

  describe('end and kick in the lobby', () => {
    it('lets the host end the lobby; the channel is then free', async () => {
      const tableId = await openTable();
      await act(tableId, BOB, { kind: 'join' });
      expect(errorCode(await act(tableId, BOB, { kind: 'end' }))).toBe('not-moderator');
      const ended = await act(tableId, ALICE, { kind: 'end' });
      expect(ended.ok).toBe(true);
      if (!ended.ok) return;
      expect(ended.table.status).toBe('cancelled');
      expect(ended.events).toEqual([{ type: 'table', what: 'ended', by: ALICE }]);
      expect(await service.tableIn(CHANNEL)).toBeNull();
      expect(errorCode(await act(tableId, CAROL, { kind: 'join' }))).toBe('table-closed');
      expect((await open({}, CHANNEL, BOB)).ok).toBe(true);
    });

    it('lets only a moderator kick; a member kicked from the lobby stays out of this table', async () => {
      const tableId = await openTable();
      await act(tableId, BOB, { kind: 'join' });
      await act(tableId, CAROL, { kind: 'join' });
      const before = await test.dump();
      expect(errorCode(await act(tableId, ALICE, { kind: 'kick', member: BOB }))).toBe('not-moderator');
      expect(await test.dump()).toEqual(before);
      const kicked = await act(tableId, moderator, { kind: 'kick', member: BOB });
      expect(kicked.ok && kicked.events).toEqual([{ type: 'table', what: 'kicked', member: BOB, by: MOD }]);
      expect((await seatsOf(tableId)).filter((seat) => seat.status === 'seated').map((seat) => seat.userId)).toEqual([ALICE, CAROL]);
      expect(await test.count('seats', "user_id = ? AND status = 'kicked'", BOB)).toBe(1);
      const nobody = await act(tableId, moderator, { kind: 'kick', member: EVE });
      expect(nobody.ok).toBe(false);
      if (nobody.ok) return;
      expect(nobody.error).toMatchObject({ code: 'member-not-seated', params: { player: { member: EVE } } });
      // A kick sticks: the member can neither sit down again nor watch this table.
      expect(errorCode(await act(tableId, BOB, { kind: 'join' }))).toBe('kicked');
      expect(errorCode(await act(tableId, BOB, { kind: 'watch' }))).toBe('kicked');
      // One who simply left may come back.
      await act(tableId, CAROL, { kind: 'leave' });
      expect((await act(tableId, CAROL, { kind: 'join' })).ok).toBe(true);
    });

    it('cancels a lobby its last player leaves, freeing the channel (RULES: abandoned is cancelled)', async () => {
      const tableId = await openTable();
      const left = await act(tableId, ALICE, { kind: 'leave' });
      expect(left.ok && left.table.status).toBe('cancelled');
      expect(left.ok && left.events.map((event) => event.type === 'table' && event.what)).toEqual(['left', 'abandoned']);
      expect(await service.tableIn(CHANNEL)).toBeNull();
    });

    it("takes the host's rights from a host a moderator kicked", async () => {
      const tableId = await openTable();
      await act(tableId, BOB, { kind: 'join' });
      await act(tableId, CAROL, { kind: 'join' });
      await act(tableId, moderator, { kind: 'kick', member: ALICE });
      expect(errorCode(await act(tableId, ALICE, { kind: 'start' }))).toBe('not-host-or-moderator');
      expect(errorCode(await act(tableId, ALICE, { kind: 'end' }))).toBe('not-moderator');
    });
  });
});
