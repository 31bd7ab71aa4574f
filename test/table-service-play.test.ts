// Unit: the table service in play — buy-ins, hidden rolls, turns, versions and concurrency, idempotency, refunds, kicks, restarts (Showdown), on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCommitmentCode, matchesCommitment } from '../src/engine/dice/commitment.js';
import { mintOf, postTransfer, walletOf } from '../src/engine/economy/ledger.js';
import type { CommittedEvent, RevealedEvent } from '../src/engine/tables/recorded.js';
import { unfinishedTables } from '../src/engine/tables/repository.js';
import type { Actor, ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { balance, fundWallet } from './fixtures/db.js';
import { storedSeatView } from './fixtures/seat-view.js';
import { handleOf, reloadableRng, type ShowdownView, showdownService } from './fixtures/showdown.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

const SERVER = 'guild-1';
const CHANNEL = 'channel-1';
const [ALICE, BOB, CAROL, DAVE] = ['alice', 'bob', 'carol', 'dave'];
const MOD = 'moderator';
const SHOW = { kind: 'play', action: { kind: 'show' } } as const;

describe.each(STORE_KINDS)('on %s', (kind) => {
  let test: TestStore;
  let service: TableService;
  const rng = reloadableRng();
  let clock = 1_000;
  let interaction = 0;

  const moderator: Actor = { userId: MOD, isModerator: true };
  const nextInteraction = () => `i-${++interaction}`;

  async function act(
    tableId: number,
    actor: Actor | string,
    command: TableCommand,
    options: { expectedVersion?: number; interactionId?: string; via?: TableService } = {},
  ): Promise<ActResult> {
    const who = typeof actor === 'string' ? { userId: actor, isModerator: false } : actor;
    return await (options.via ?? service).act({
      tableId,
      actor: who,
      command,
      interactionId: options.interactionId ?? nextInteraction(),
      expectedVersion: options.expectedVersion,
      now: ++clock,
    });
  }

  function ok(result: ActResult): Extract<ActResult, { ok: true }> {
    if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
    return result;
  }

  function errorCode(result: ActResult): string | undefined {
    return result.ok ? undefined : result.error.code;
  }

  /** Opens a table with these players seated in this order (the first is the host). */
  async function seatedTable(players: string[], options: Record<string, unknown> = { stakes: 'tria', buy_in: 10 }): Promise<number> {
    const opened = ok(
      await service.open({
        serverId: SERVER,
        channelId: CHANNEL,
        game: 'showdown',
        host: players[0]!,
        options,
        interactionId: nextInteraction(),
        now: ++clock,
      }),
    );
    for (const member of players.slice(1)) ok(await act(opened.table.id, member, { kind: 'join' }));
    return opened.table.id;
  }

  /** Funds wallets, seats the players and starts with these dice (one per player, in seat order). */
  async function startedTable(
    players: string[],
    dice: number[],
    funds = 100,
    options?: Record<string, unknown>,
  ): Promise<{ tableId: number; start: ReturnType<typeof ok> }> {
    for (const member of players) await fundWallet(test.tx, SERVER, member, funds);
    const tableId = await seatedTable(players, options);
    rng.load(dice);
    return { tableId, start: ok(await act(tableId, players[0]!, { kind: 'start' })) };
  }

  const wallet = (userId: string) => balance(test.tx, SERVER, 'wallet', userId);
  const pot = (tableId: number) => balance(test.tx, SERVER, 'pot', String(tableId));
  const view = async (tableId: number) => (await service.publicTable(tableId))!.view as ShowdownView;

  beforeEach(async () => {
    test = await openTestStore(kind);
    service = showdownService(test.store, rng);
  });

  afterEach(async () => {
    await test.close();
  });

  describe('stakes in tria', () => {
    it('takes every buy-in from the wallets into the pot in the start transaction', async () => {
      const { tableId, start } = await startedTable([ALICE, BOB, CAROL], [3, 5, 2]);
      expect([await wallet(ALICE), await wallet(BOB), await wallet(CAROL), await pot(tableId)]).toEqual([90, 90, 90, 30]);
      const startAction = (await test.row(`SELECT id, version FROM actions WHERE table_id = ? AND kind = 'start'`, tableId)) as {
        id: number;
        version: number;
      };
      expect(startAction.version).toBe(start.table.version);
      const transfers = await test.rows('SELECT action_id, table_id, cause FROM transfers WHERE table_id = ?', tableId);
      expect(transfers).toEqual(Array(3).fill({ action_id: startAction.id, table_id: tableId, cause: 'table-action' }));
      const moved = start.events.filter((event) => event.type === 'moved');
      expect(moved).toEqual([ALICE, BOB, CAROL].map((userId) => ({ type: 'moved', from: { kind: 'player', userId }, to: { kind: 'pot' }, amount: 10 })));
    });

    it('refuses a start a player can no longer cover and changes nothing at all', async () => {
      await fundWallet(test.tx, SERVER, ALICE, 100);
      await fundWallet(test.tx, SERVER, BOB, 15);
      const tableId = await seatedTable([ALICE, BOB]);
      // Bob could cover the buy-in when he joined; he spent it elsewhere before the start.
      await test.store.transaction((tx) =>
        postTransfer(tx, {
          serverId: SERVER,
          cause: 'grant',
          postings: [
            { account: walletOf(SERVER, BOB), amount: -10 },
            { account: mintOf(SERVER), amount: 10 },
          ],
          now: ++clock,
        }),
      );
      const before = await test.dump();
      rng.load([6, 1]);
      const start = await act(tableId, ALICE, { kind: 'start' });
      expect(start.ok).toBe(false);
      if (start.ok) return;
      // Everyone short is named; the Discord layer words them (mentions, "10 tria").
      expect(start.error).toMatchObject({
        code: 'insufficient-funds',
        key: 'error-players-cannot-cover',
        params: { amount: { money: 10, in: 'wallet' }, players: { members: [BOB] }, count: 1 },
      });
      expect(await test.dump()).toEqual(before);
      expect(await service.publicTable(tableId)).toMatchObject({ status: 'lobby', version: 2, view: null });
      expect([await wallet(ALICE), await wallet(BOB), await pot(tableId)]).toEqual([100, 5, 0]);
      expect(await test.count('commitments')).toBe(0);
      expect(await service.hiddenRollsFor(tableId, ALICE)).toEqual([]);
    });
  });

  describe('hidden rolls', () => {
    it('commits every roll publicly and delivers the dice only to their owner', async () => {
      const { tableId, start } = await startedTable([ALICE, BOB, CAROL], [3, 5, 2]);
      const committed = start.events.filter((event): event is CommittedEvent => event.type === 'committed');
      expect(committed.map((event) => [event.owner, event.label])).toEqual([
        [ALICE, '1d6'],
        [BOB, '1d6'],
        [CAROL, '1d6'],
      ]);
      for (const event of committed) {
        expect(isCommitmentCode(event.code)).toBe(true);
        expect(Object.keys(event).sort()).toEqual(['code', 'label', 'owner', 'type']);
      }
      expect(start.deliveries.map(({ owner, dice, code }) => ({ owner, dice, code }))).toEqual(
        [
          [ALICE, 3],
          [BOB, 5],
          [CAROL, 2],
        ].map(([owner, die], index) => ({ owner, dice: [die], code: committed[index]!.code })),
      );
      const rows = await test.rows('SELECT owner_id, handle, revealed_at FROM commitments WHERE table_id = ? ORDER BY made', tableId);
      expect(rows).toEqual([ALICE, BOB, CAROL].map((owner) => ({ owner_id: owner, handle: handleOf(owner), revealed_at: null })));
      // The action log holds public events only: no die, no salt.
      const logged = (await test.value(`SELECT events FROM actions WHERE table_id = ? AND kind = 'start'`, tableId)) as string;
      const loggedEvents = JSON.parse(logged) as Record<string, unknown>[];
      expect(loggedEvents.filter((event) => event.type === 'committed')).toEqual(committed);
      for (const event of loggedEvents) expect(event).not.toHaveProperty('dice');
      expect(logged).not.toMatch(/"dice"|"salt"/);
      // Nor does anything anyone may see.
      expect((await view(tableId)).dice).toBeNull();
      expect(JSON.stringify(await service.publicTable(tableId))).not.toMatch(/"dice":\[|"die"/);
      expect(await storedSeatView(test.tx, service, tableId, BOB)).toEqual({ die: 5 });
      expect(await storedSeatView(test.tx, service, tableId, DAVE)).toBeNull();
    });

    it('lists only a member’s own unrevealed rolls, then reveals them all verifiably at the end', async () => {
      const { tableId, start } = await startedTable([ALICE, BOB, CAROL], [3, 5, 2]);
      const mine = await service.hiddenRollsFor(tableId, BOB);
      expect(mine.map(({ ownerId, dice, label }) => ({ ownerId, dice, label }))).toEqual([{ ownerId: BOB, dice: [5], label: '1d6' }]);
      expect(await service.hiddenRollsFor(tableId, DAVE)).toEqual([]);
      ok(await act(tableId, ALICE, SHOW));
      ok(await act(tableId, BOB, SHOW));
      expect(await service.hiddenRollsFor(tableId, ALICE)).toHaveLength(1);
      const last = ok(await act(tableId, CAROL, SHOW));
      const revealed = last.events.filter((event): event is RevealedEvent => event.type === 'revealed');
      expect(revealed.map(({ owner, dice }) => [owner, dice])).toEqual([
        [ALICE, [3]],
        [BOB, [5]],
        [CAROL, [2]],
      ]);
      const codes = start.events.flatMap((event) => (event.type === 'committed' ? [event.code] : []));
      expect(revealed.map((event) => event.code)).toEqual(codes);
      for (const event of revealed) {
        expect(matchesCommitment(event.hash, event.dice, event.salt)).toBe(true);
        expect(event.hash.startsWith(event.code)).toBe(true);
        expect(matchesCommitment(event.hash, [event.dice[0]! === 6 ? 1 : event.dice[0]! + 1], event.salt)).toBe(false);
      }
      for (const member of [ALICE, BOB, CAROL]) expect(await service.hiddenRollsFor(tableId, member)).toEqual([]);
      expect((await view(tableId)).dice).toEqual({ [ALICE]: 3, [BOB]: 5, [CAROL]: 2 });
    });
  });

  describe('play', () => {
    it('goes in seat order, pays the highest die the pot and closes the table', async () => {
      const { tableId } = await startedTable([ALICE, BOB, CAROL], [3, 5, 2]);
      const before = await test.dump();
      const early = await act(tableId, BOB, SHOW);
      expect(early.ok).toBe(false);
      if (early.ok) return;
      expect(early.error.code).toBe('not-your-turn');
      expect(await test.dump()).toEqual(before);

      expect(ok(await act(tableId, ALICE, SHOW)).table.view).toMatchObject({ turn: BOB, shown: [ALICE] });
      ok(await act(tableId, BOB, SHOW));
      const last = ok(await act(tableId, CAROL, SHOW));
      expect(last.table).toMatchObject({ status: 'finished', placings: [[BOB], [ALICE, CAROL]] });
      expect(last.events).toContainEqual({ type: 'table', what: 'finished' });
      expect(last.events).toContainEqual({ type: 'moved', from: { kind: 'pot' }, to: { kind: 'player', userId: BOB }, amount: 30 });
      expect([await wallet(ALICE), await wallet(BOB), await wallet(CAROL), await pot(tableId)]).toEqual([90, 120, 90, 0]);
      const stored = (await test.row('SELECT placings, ended_at FROM game_tables WHERE id = ?', tableId)) as { placings: string; ended_at: number };
      expect(JSON.parse(stored.placings)).toEqual([[BOB], [ALICE, CAROL]]);
      expect(stored.ended_at).toBe(clock);
      expect(await service.tableIn(CHANNEL)).toBeNull();

      const closed = await test.dump();
      for (const [who, command] of [
        [ALICE, SHOW],
        [DAVE, { kind: 'join' }],
        [BOB, { kind: 'leave' }],
        [moderator, { kind: 'end' }],
      ] as const) {
        expect(errorCode(await act(tableId, who, command))).toBe('table-closed');
      }
      expect(await test.dump()).toEqual(closed);
    });

    it('gives a tie to the earliest seat', async () => {
      const { tableId } = await startedTable([ALICE, BOB, CAROL], [2, 6, 6]);
      for (const member of [ALICE, BOB, CAROL]) ok(await act(tableId, member, SHOW));
      expect((await service.publicTable(tableId))!.placings).toEqual([[BOB], [ALICE, CAROL]]);
    });
  });

  describe('versions and concurrency', () => {
    it('refuses a button from an older version and writes nothing', async () => {
      const { tableId, start } = await startedTable([ALICE, BOB], [1, 2]);
      const before = await test.dump();
      for (const stale of [start.table.version - 1, start.table.version + 1]) {
        const result = await act(tableId, ALICE, SHOW, { expectedVersion: stale });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toMatchObject({ code: 'stale-button', key: 'error-stale-button' });
      }
      expect(await test.dump()).toEqual(before);
      expect(ok(await act(tableId, ALICE, SHOW, { expectedVersion: start.table.version })).table.version).toBe(start.table.version + 1);
    });

    it('lets exactly one of two connections act on the same version', async () => {
      const tableId = await seatedTable([ALICE], { buy_in: 0 });
      const other = showdownService(test.connect(), rng);
      const version = (await service.publicTable(tableId))!.version;
      const first = await act(tableId, BOB, { kind: 'join' }, { expectedVersion: version });
      const second = await act(tableId, CAROL, { kind: 'join' }, { expectedVersion: version, via: other });
      const results = [first, second];
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(['stale-button', 'table-changed']).toContain(errorCode(second));
      expect((await other.publicTable(tableId))!.version).toBe(version + 1);
      expect((await other.publicTable(tableId))!.seats.map((seat) => seat.userId)).toEqual([ALICE, BOB]);
      // Without a version each connection sees the other's writes.
      expect(errorCode(await act(tableId, BOB, { kind: 'join' }, { via: other }))).toBe('already-seated');
      expect(await test.count('actions', 'table_id = ?', tableId)).toBe(2);
    });
  });

  describe('idempotency', () => {
    it('applies one interaction once, even with money and dice involved', async () => {
      await fundWallet(test.tx, SERVER, ALICE, 100);
      await fundWallet(test.tx, SERVER, BOB, 100);
      const tableId = await seatedTable([ALICE, BOB]);
      rng.load([4, 2]);
      const first = ok(await act(tableId, ALICE, { kind: 'start' }, { interactionId: 'start-click' }));
      const before = await test.dump();
      const again = ok(await act(tableId, ALICE, { kind: 'start' }, { interactionId: 'start-click' }));
      expect(again.duplicate).toBe(true);
      expect(again.events).toEqual([]);
      expect(again.deliveries).toEqual([]);
      expect(again.table.version).toBe(first.table.version);
      expect(await test.dump()).toEqual(before);
      expect([await wallet(ALICE), await wallet(BOB), await pot(tableId)]).toEqual([90, 90, 20]);

      ok(await act(tableId, ALICE, SHOW, { interactionId: 'show-click' }));
      const shown = await test.dump();
      // The same interaction through another connection (a retried delivery) is still a duplicate.
      const other = showdownService(test.connect(), rng);
      expect(ok(await act(tableId, ALICE, SHOW, { interactionId: 'show-click', via: other })).duplicate).toBe(true);
      expect(await test.dump()).toEqual(shown);
    });
  });

  describe('end', () => {
    it('lets the host cancel after the start until a player has moved, refunding every buy-in (Common terms)', async () => {
      await fundWallet(test.tx, SERVER, ALICE, 100);
      await fundWallet(test.tx, SERVER, BOB, 50);
      const tableId = await seatedTable([ALICE, BOB], { stakes: 'tria', buy_in: 25 });
      rng.load([1, 2]);
      ok(await act(tableId, ALICE, { kind: 'start' }));
      expect([await wallet(ALICE), await wallet(BOB), await pot(tableId)]).toEqual([75, 25, 50]);
      // A watcher coming is no player action.
      ok(await act(tableId, DAVE, { kind: 'watch' }));
      const ended = ok(await act(tableId, ALICE, { kind: 'end' }));
      expect(ended.table.status).toBe('cancelled');
      expect([await wallet(ALICE), await wallet(BOB), await pot(tableId)]).toEqual([100, 50, 0]);
    });

    it('stops the host after the start; a moderator refunds every buy-in to who paid it', async () => {
      await fundWallet(test.tx, SERVER, ALICE, 100);
      await fundWallet(test.tx, SERVER, BOB, 50);
      await fundWallet(test.tx, SERVER, CAROL, 30);
      const tableId = await seatedTable([ALICE, BOB, CAROL], { stakes: 'tria', buy_in: 25 });
      rng.load([1, 2, 3]);
      ok(await act(tableId, ALICE, { kind: 'start' }));
      ok(await act(tableId, ALICE, SHOW));
      expect([await wallet(ALICE), await wallet(BOB), await wallet(CAROL), await pot(tableId)]).toEqual([75, 25, 5, 75]);
      const before = await test.dump();
      expect(errorCode(await act(tableId, ALICE, { kind: 'end' }))).toBe('host-end-after-start');
      expect(errorCode(await act(tableId, BOB, { kind: 'end' }))).toBe('not-moderator');
      expect(await test.dump()).toEqual(before);

      const ended = ok(await act(tableId, moderator, { kind: 'end' }));
      expect(ended.table.status).toBe('cancelled');
      expect([await wallet(ALICE), await wallet(BOB), await wallet(CAROL), await pot(tableId)]).toEqual([100, 50, 30, 0]);
      expect(ended.events).toContainEqual({ type: 'table', what: 'ended', by: MOD });
      const refunds = ended.events.filter((event) => event.type === 'moved');
      expect(refunds).toHaveLength(3);
      for (const userId of [ALICE, BOB, CAROL]) {
        expect(refunds).toContainEqual({ type: 'moved', from: { kind: 'pot' }, to: { kind: 'player', userId }, amount: 25 });
      }
      expect(await service.tableIn(CHANNEL)).toBeNull();
    });
  });

  describe('kick and leave in a running game', () => {
    it('forfeits a kicked player’s buy-in; the last one left wins the pot', async () => {
      const { tableId } = await startedTable([ALICE, BOB, CAROL], [1, 6, 6]);
      expect(errorCode(await act(tableId, ALICE, { kind: 'kick', member: CAROL }))).toBe('not-moderator');
      const kicked = ok(await act(tableId, moderator, { kind: 'kick', member: CAROL }));
      expect(kicked.table.status).toBe('active');
      expect(kicked.table.seats.find((seat) => seat.userId === CAROL)?.status).toBe('kicked');
      expect(await view(tableId)).toMatchObject({ out: [CAROL], turn: ALICE });
      expect([await wallet(CAROL), await pot(tableId)]).toEqual([90, 30]);
      expect(errorCode(await act(tableId, CAROL, SHOW))).toBe('not-seated');

      const last = ok(await act(tableId, moderator, { kind: 'kick', member: BOB }));
      expect(last.table).toMatchObject({ status: 'finished', placings: [[ALICE], [BOB, CAROL]] });
      expect([await wallet(ALICE), await wallet(BOB), await wallet(CAROL), await pot(tableId)]).toEqual([120, 90, 90, 0]);
    });

    it('lets the last-but-one leave: the other wins', async () => {
      const { tableId } = await startedTable([ALICE, BOB], [6, 1]);
      ok(await act(tableId, ALICE, SHOW));
      const left = ok(await act(tableId, ALICE, { kind: 'leave' }));
      expect(left.events[0]).toEqual({ type: 'table', what: 'left', member: ALICE });
      expect(left.table).toMatchObject({ status: 'finished', placings: [[BOB], [ALICE]] });
      expect(left.table.seats.find((seat) => seat.userId === ALICE)?.status).toBe('left');
      expect([await wallet(ALICE), await wallet(BOB), await pot(tableId)]).toEqual([90, 110, 0]);
    });

    // A player who forfeited (or was kicked) still has a seat row (status left/kicked), and watch
    // inserts a new one: the primary key (table_id, user_id) makes that an SQLite error, not an
    // answer (see the report). Whatever the answer, it must be an answer, and the table must stand.
    it('answers a forfeited player who asks to watch instead of throwing', async () => {
      const { tableId } = await startedTable([ALICE, BOB, CAROL], [1, 2, 3]);
      ok(await act(tableId, CAROL, { kind: 'leave' }));
      const before = await service.publicTable(tableId);
      let result: ActResult | undefined;
      await expect(
        (async () => {
          result = await act(tableId, CAROL, { kind: 'watch' });
        })(),
      ).resolves.not.toThrow();
      expect(result).toBeDefined();
      expect((await service.publicTable(tableId))!.status).toBe(before!.status);
    });
  });

  describe('restart', () => {
    it('picks the table up on a new connection exactly where it stood, and play goes on', async () => {
      const { tableId } = await startedTable([ALICE, BOB, CAROL], [3, 5, 2]);
      ok(await act(tableId, ALICE, SHOW));
      const before = (await service.publicTable(tableId))!;
      // A new connection, as the restarted bot opens (the old one's table cache is not asked).
      const store = test.connect();
      const restarted = showdownService(store, reloadableRng());
      expect(await unfinishedTables(store.tx)).toEqual([tableId]);
      expect(await restarted.tableIn(CHANNEL)).toBe(tableId);
      const after = (await restarted.publicTable(tableId))!;
      expect(after).toEqual(before);
      expect(after).toMatchObject({ status: 'active', version: 5 });
      expect(after.view).toMatchObject({ turn: BOB, shown: [ALICE] });
      expect(await storedSeatView(store.tx, restarted, tableId, CAROL)).toEqual({ die: 2 });
      expect((await restarted.hiddenRollsFor(tableId, BOB)).map((roll) => roll.dice)).toEqual([[5]]);

      ok(await act(tableId, BOB, SHOW, { via: restarted, expectedVersion: after.version }));
      const last = ok(await act(tableId, CAROL, SHOW, { via: restarted }));
      expect(last.table).toMatchObject({ status: 'finished', placings: [[BOB], [ALICE, CAROL]] });
      expect(await balance(store.tx, SERVER, 'wallet', BOB)).toBe(120);
      expect(await unfinishedTables(store.tx)).toEqual([]);
    });

    it('still owes each player the DM of their dice after a restart, even when the game has revealed them meanwhile', async () => {
      const { tableId, start } = await startedTable([ALICE, BOB], [3, 5]);
      // The bot died before the start's DMs went out; the game then played to its end, revealing every die.
      for (const player of [ALICE, BOB]) await service.shown(ok(await act(tableId, player, SHOW)).actionId!);
      expect((await service.publicTable(tableId))!.status).toBe('finished');

      const owed = (await service.unshown()).find((entry) => entry.actionId === start.actionId);
      expect(owed?.deliveries.map((delivery) => [delivery.owner, delivery.dice])).toEqual([
        [ALICE, [3]],
        [BOB, [5]],
      ]);
    });
  });
});
