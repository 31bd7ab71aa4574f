// Unit: VJ-11 side-bet markets on SQLite and PostgreSQL — bets, proportional payouts, ties, voids and refunds, every unit going back out of the pool.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/store.js';
import { wordedLine } from '../src/discord/commands/wallet-history-words.js';
import { walletHistory } from '../src/engine/economy/history.js';
import { balanceOf } from '../src/engine/economy/ledger.js';
import {
  closeMarket,
  marketAccountOf,
  marketById,
  marketOfTable,
  marketsOfTournament,
  marketView,
  openMarket,
  placeBet,
  refundBetsOn,
  settleMarket,
  voidMarket,
} from '../src/engine/markets/markets.js';
import { type Language, speaking } from '../src/i18n/language.js';
import { balance, fundWallet } from './fixtures/db.js';
import { openTestStore, STORE_KINDS, type TestStore } from './fixtures/stores.js';

// VJ-11 side bets on a real database: the pool sits in the market's account, and every unit goes back out.

const SERVER = 'guild-1';
describe.each(STORE_KINDS)('on %s', (kind) => {
  let test: TestStore;

  /** Each call is one caller's transaction, as a command or a game action would run it. */
  const inTransaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => test.store.transaction(work);

  const wallet = (userId: string) => balance(test.tx, SERVER, 'wallet', userId);
  const pool = (marketId: number) => balanceOf(test.tx, marketAccountOf(SERVER, marketId));
  const ledgerTotal = () => test.value('SELECT SUM(balance) FROM accounts');
  const openStakes = (marketId: number) => test.value(`SELECT COALESCE(SUM(amount), 0) FROM bets WHERE market_id = ? AND status = 'open'`, marketId);
  const betStatuses = (marketId: number) => test.rows('SELECT user_id, player_id, status, paid FROM bets WHERE market_id = ? ORDER BY id', marketId);
  const everything = () => test.dump();

  /** The ledger sums to zero (the mint is negative) and the market holds exactly its open stakes. */
  async function expectBalanced(marketId: number): Promise<void> {
    expect(await ledgerTotal()).toBe(0);
    expect(await pool(marketId)).toBe(await openStakes(marketId));
  }

  function bet(marketId: number, bettor: string, player: string, amount: number, now = 2000) {
    return inTransaction(() => placeBet(test.tx, { marketId, bettor, player, amount, now }));
  }

  async function groupMarket(name = 'T1 group 1'): Promise<number> {
    return inTransaction(() => openMarket(test.tx, { serverId: SERVER, kind: 'group', tournamentId: 1, name, now: 1000 }));
  }

  beforeEach(async () => {
    test = await openTestStore(kind);
    await test.tx.run('INSERT INTO servers (id, created_at) VALUES (?, 1)', SERVER);
    await test.tx.run(
      `INSERT INTO tournaments (id, server_id, channel_id, game, host_id, options, settings, status, created_at, updated_at)
       VALUES (1, ?, 'chan', 'vitaji', 'host', '{}', '{}', 'running', 1, 1)`,
      SERVER,
    );
    await test.tx.run(
      `INSERT INTO game_tables (id, server_id, channel_id, game, status, host_id, options, created_at, updated_at)
       VALUES (12, ?, 'chan', 'vitaji', 'active', 'host', '{}', 1, 1)`,
      SERVER,
    );
    for (const member of ['ana', 'ben', 'cy']) await fundWallet(test.tx, SERVER, member, 100);
  });

  afterEach(() => test.close());

  describe('VJ-11 markets', () => {
    it('opens markets and finds them by id, by table and by tournament', async () => {
      const group = await groupMarket('T1 group 1');
      const final = await inTransaction(() => openMarket(test.tx, { serverId: SERVER, kind: 'tournament', tournamentId: 1, name: 'tournament', now: 1001 }));
      const table = await inTransaction(() => openMarket(test.tx, { serverId: SERVER, kind: 'table', tableId: 12, name: 'table #12', now: 1002 }));
      expect(await marketById(test.tx, group)).toEqual({
        id: group,
        serverId: SERVER,
        kind: 'group',
        tournamentId: 1,
        tableId: null,
        name: 'T1 group 1',
        status: 'open',
        winners: null,
        createdAt: 1000,
        endedAt: null,
      });
      expect((await marketOfTable(test.tx, 12))?.id).toBe(table);
      expect(await marketOfTable(test.tx, 13)).toBeNull();
      expect((await marketsOfTournament(test.tx, 1)).map((market) => market.id)).toEqual([group, final]);
      expect(await marketById(test.tx, 999)).toBeNull();
    });

    it('a bet moves the stake from the wallet into the market, opening a first-time bettor’s wallet with the starting balance', async () => {
      const market = await groupMarket();
      expect(await bet(market, 'ana', 'pia', 10)).toEqual({ ok: true, betId: expect.any(Number) });
      expect(await bet(market, 'dee', 'quin', 30)).toEqual({ ok: true, betId: expect.any(Number) });
      expect(await wallet('ana')).toBe(90);
      expect(await wallet('dee')).toBe(70); // the server's default starting balance, 100, less the stake
      expect(await pool(market)).toBe(40);
      await expectBalanced(market);
      expect(await marketView(test.tx, market)).toEqual({
        id: market,
        name: 'T1 group 1',
        kind: 'group',
        status: 'open',
        pool: 40,
        odds: [
          { player: 'pia', backed: 10, pays: 4 },
          { player: 'quin', backed: 30, pays: 1.33 },
        ],
        winners: null,
        paid: {},
      });
    });

    it('settling pays those who backed the winner in proportion to their stake, and the market ends at 0', async () => {
      const market = await groupMarket();
      await bet(market, 'ana', 'pia', 10);
      await bet(market, 'ben', 'pia', 20);
      await bet(market, 'cy', 'quin', 70);
      await inTransaction(() => closeMarket(test.tx, market, 3000));
      const settlement = await inTransaction(() => settleMarket(test.tx, market, ['pia'], 4000));
      // Pool 100 over 30 on pia: 33.3 and 66.6, the leftover unit to the larger stake.
      expect(settlement).toEqual({ void: false, paid: { ana: 33, ben: 67 } });
      expect([await wallet('ana'), await wallet('ben'), await wallet('cy')]).toEqual([123, 147, 30]);
      expect(await pool(market)).toBe(0);
      await expectBalanced(market);
      expect(await betStatuses(market)).toEqual([
        { user_id: 'ana', player_id: 'pia', status: 'won', paid: 33 },
        { user_id: 'ben', player_id: 'pia', status: 'won', paid: 67 },
        { user_id: 'cy', player_id: 'quin', status: 'lost', paid: 0 },
      ]);
      expect(await marketById(test.tx, market)).toMatchObject({ status: 'settled', winners: ['pia'], endedAt: 4000 });
      expect(await marketView(test.tx, market)).toMatchObject({ status: 'settled', pool: 100, winners: ['pia'], paid: { ana: 33, ben: 67 } });
      await expect(inTransaction(() => settleMarket(test.tx, market, ['quin'], 5000))).rejects.toThrow(/already settled/);
    });

    it('tied winners share the pool, and one bettor’s bets on both are paid in one sum', async () => {
      const market = await groupMarket();
      await bet(market, 'ana', 'pia', 10);
      await bet(market, 'ana', 'quin', 10);
      await bet(market, 'ben', 'rex', 20);
      expect(await inTransaction(() => settleMarket(test.tx, market, ['pia', 'quin'], 4000))).toEqual({ void: false, paid: { ana: 40 } });
      expect(await wallet('ana')).toBe(120);
      await expectBalanced(market);
    });

    it('voiding refunds every stake in full', async () => {
      const market = await groupMarket();
      await bet(market, 'ana', 'pia', 10);
      await bet(market, 'ben', 'quin', 25);
      await bet(market, 'ben', 'pia', 5);
      expect(await inTransaction(() => voidMarket(test.tx, market, 'cancelled', 4000))).toEqual({ ana: 10, ben: 30 });
      expect([await wallet('ana'), await wallet('ben')]).toEqual([100, 100]);
      expect(await marketById(test.tx, market)).toMatchObject({ status: 'void', winners: null, endedAt: 4000 });
      await expectBalanced(market);
      expect(await pool(market)).toBe(0);
    });

    it('a settlement nobody backed the winner of is void: every stake goes back', async () => {
      const market = await groupMarket();
      await bet(market, 'ana', 'pia', 10);
      await bet(market, 'ben', 'quin', 20);
      expect(await inTransaction(() => settleMarket(test.tx, market, ['rex'], 4000))).toEqual({ void: true, paid: { ana: 10, ben: 20 } });
      expect([await wallet('ana'), await wallet('ben')]).toEqual([100, 100]);
      expect(await marketById(test.tx, market)).toMatchObject({ status: 'void', winners: ['rex'] });
      await expectBalanced(market);
      // An empty market settles void too, moving nothing.
      const empty = await groupMarket('T1 group 2');
      expect(await inTransaction(() => settleMarket(test.tx, empty, ['pia'], 4000))).toEqual({ void: true, paid: {} });
    });

    it('a withdrawn player’s backers get their stakes back, and a later settlement splits the rest', async () => {
      const market = await groupMarket();
      await bet(market, 'ana', 'pia', 10);
      await bet(market, 'ben', 'quin', 40);
      await bet(market, 'cy', 'quin', 20);
      await bet(market, 'cy', 'rex', 30);
      expect(await inTransaction(() => refundBetsOn(test.tx, market, 'quin', 3000))).toEqual({ ben: 40, cy: 20 });
      expect([await wallet('ben'), await wallet('cy')]).toEqual([100, 70]);
      expect((await marketById(test.tx, market))?.status).toBe('open');
      expect(await pool(market)).toBe(40);
      await expectBalanced(market);
      expect((await marketView(test.tx, market)).odds.map((row) => row.player)).toEqual(['pia', 'rex']);
      // Pool 40, all on pia's 10 for ana.
      expect(await inTransaction(() => settleMarket(test.tx, market, ['pia'], 4000))).toEqual({ void: false, paid: { ana: 40 } });
      expect([await wallet('ana'), await wallet('ben'), await wallet('cy')]).toEqual([130, 100, 70]);
      expect(await betStatuses(market)).toMatchObject([{ status: 'won' }, { status: 'refunded' }, { status: 'refunded' }, { status: 'lost' }]);
      expect((await marketView(test.tx, market)).paid).toEqual({ ana: 40, ben: 40, cy: 20 });
      await expectBalanced(market);
    });

    it('a bet on a closed market is refused and changes nothing', async () => {
      const market = await groupMarket();
      await bet(market, 'ana', 'pia', 10);
      await inTransaction(() => closeMarket(test.tx, market, 3000));
      const before = await everything();
      expect(await bet(market, 'ben', 'pia', 10)).toEqual({
        ok: false,
        error: { code: 'market-not-open', key: 'market-not-open', params: { market: 'T1 group 1' } },
      });
      // A first-time bettor is refused before a wallet is opened for them.
      expect(await bet(market, 'dee', 'pia', 10)).toMatchObject({ ok: false, error: { code: 'market-not-open' } });
      expect(await everything()).toEqual(before);
      await expectBalanced(market);
    });

    it('a bet beyond the wallet, or of less than 1, is refused and changes nothing', async () => {
      const market = await groupMarket();
      const before = await everything();
      expect(await bet(market, 'ana', 'pia', 101)).toEqual({
        ok: false,
        error: {
          code: 'insufficient-funds',
          key: 'market-bet-beyond-wallet',
          params: { amount: { money: 101, in: 'wallet' }, balance: { money: 100, in: 'wallet' } },
        },
      });
      // A first-time bettor has the starting balance to stake, and no more; the refusal opens no wallet.
      expect(await bet(market, 'dee', 'pia', 101)).toMatchObject({ ok: false, error: { code: 'insufficient-funds', params: { balance: { money: 100 } } } });
      expect(await bet(market, 'ana', 'pia', 0)).toMatchObject({ ok: false, error: { code: 'bet-too-small', key: 'market-bet-too-small' } });
      expect(await bet(market, 'ana', 'pia', 2.5)).toMatchObject({ ok: false, error: { code: 'bet-too-small' } });
      expect(await everything()).toEqual(before);
      await expectBalanced(market);
    });

    it('runs only inside the caller’s transaction', async () => {
      const market = await groupMarket();
      await expect(placeBet(test.tx, { marketId: market, bettor: 'ana', player: 'pia', amount: 10, now: 2000 })).rejects.toThrow(/transaction/);
      await expect(closeMarket(test.tx, market, 2000)).rejects.toThrow(/transaction/);
      expect(await wallet('ana')).toBe(100);
    });
  });

  describe('what /wallet history says of each side bet (issue 30: never "winnings or refund")', () => {
    /** A member's history as /wallet history words it, newest first, without the funding grant. */
    const lines = (member: string, language: Language = 'en') =>
      speaking(language, async () =>
        (await walletHistory(test.tx, SERVER, member))
          .filter((entry) => entry.what.kind === 'side-bet')
          .map((entry) => wordedLine(entry.what, (game) => (game === 'vitaji' ? 'Vitaji' : game))),
      );
    const tableMarket = () => inTransaction(() => openMarket(test.tx, { serverId: SERVER, kind: 'table', tableId: 12, name: 'table #12', now: 1002 }));

    it('says a bet placed and a bet won, and on which table', async () => {
      const market = await tableMarket();
      await bet(market, 'ana', 'pia', 10);
      await bet(market, 'ben', 'quin', 10);
      await inTransaction(() => settleMarket(test.tx, market, ['pia'], 4000));
      expect(await lines('ana')).toEqual(['side bet won on Vitaji table #12', 'side bet placed on Vitaji table #12']);
      // A lost bet moves nothing back: only its placing is in the wallet.
      expect(await lines('ben')).toEqual(['side bet placed on Vitaji table #12']);
      expect(await lines('ana', 'ro')).toEqual(['pariu lateral câștigat pe masa de Vitaji #12', 'pariu lateral plasat pe masa de Vitaji #12']);
    });

    it('says why each refund was made: cancelled, split into groups, nobody backed the winner, no winner, the player backed gone', async () => {
      const cancelled = await tableMarket();
      await bet(cancelled, 'ana', 'pia', 10);
      await inTransaction(() => voidMarket(test.tx, cancelled, 'cancelled', 3000));
      const split = await groupMarket('T1 group 1');
      await bet(split, 'ana', 'pia', 10);
      await inTransaction(() => voidMarket(test.tx, split, 'groups', 3001));
      const unbacked = await groupMarket('T1 group 2');
      await bet(unbacked, 'ana', 'pia', 10);
      await inTransaction(() => settleMarket(test.tx, unbacked, ['rex'], 3002));
      const noWinner = await groupMarket('T1 group 3');
      await bet(noWinner, 'ana', 'pia', 10);
      await inTransaction(() => settleMarket(test.tx, noWinner, [], 3003));
      const withdrew = await groupMarket('T1 group 4');
      await bet(withdrew, 'ana', 'pia', 10);
      await inTransaction(() => refundBetsOn(test.tx, withdrew, 'pia', 3004));
      expect((await lines('ana')).filter((line) => line.includes('refunded'))).toEqual([
        'side bet on tournament #1 refunded: the player you backed no longer plays',
        'side bet on tournament #1 refunded: there was no winner',
        'side bet on tournament #1 refunded: nobody had backed the winner',
        'side bet on tournament #1 refunded: the table split into groups',
        'side bet on Vitaji table #12 refunded: it was cancelled',
      ]);
      expect((await lines('ana', 'ro')).filter((line) => line.includes('rambursat'))).toEqual([
        'pariu lateral pe turneul #1, rambursat: jucătorul pe care ai pariat nu mai joacă',
        'pariu lateral pe turneul #1, rambursat: nu a existat niciun câștigător',
        'pariu lateral pe turneul #1, rambursat: nimeni nu pariase pe câștigător',
        'pariu lateral pe turneul #1, rambursat: masa s-a împărțit în grupe',
        'pariu lateral pe masa de Vitaji #12, rambursat la anulare',
      ]);
    });

    it('reads a payback kept before issue 30, whose memo named only the market, from what the bets were paid for', async () => {
      const won = await groupMarket('T1 group 1');
      await bet(won, 'ana', 'pia', 10);
      await inTransaction(() => settleMarket(test.tx, won, ['pia'], 3000));
      const refunded = await groupMarket('T1 group 2');
      await bet(refunded, 'ana', 'pia', 10);
      await inTransaction(() => refundBetsOn(test.tx, refunded, 'pia', 3001));
      // As the ledger wrote them then: `market N` for the bet, the win and the refund alike.
      for (const { id, memo } of await test.rows<{ id: number; memo: string }>(`SELECT id, memo FROM transfers WHERE cause = 'side-bet'`)) {
        await test.tx.run('UPDATE transfers SET memo = ? WHERE id = ?', memo.split(':')[0], id);
      }
      expect(await lines('ana')).toEqual([
        'side bet on tournament #1 refunded',
        'side bet placed on tournament #1',
        'side bet won on tournament #1',
        'side bet placed on tournament #1',
      ]);
    });
  });
});
