// Unit: what /wallet history says each wallet entry was (issue 30): every cause the ledger keeps, worded in English and Romanian, on real SQLite.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { wordedLine } from '../src/discord/commands/wallet-history-words.js';
import { walletHistory } from '../src/engine/economy/history.js';
import { type AccountKind, postTransfer, walletOf } from '../src/engine/economy/ledger.js';
import { type TournamentMove, tournamentMemo } from '../src/engine/economy/memos.js';
import { claimDaily, give, grant, openWallet, take } from '../src/engine/economy/wallets.js';
import type { ActResult, TableCommand, TableService } from '../src/engine/tables/service.js';
import { type Language, speaking } from '../src/i18n/language.js';
import { fundWallet, openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng, showdownService } from './fixtures/showdown.js';

// The finding: a ledger line said "a side bet paid back (winnings or refund)". Every line now says what it
// was; side bets are in test/markets.test.ts, the rest here.

const SERVER = 'guild-1';
const SHOW = { kind: 'play', action: { kind: 'show' } } as const;

let testDb: TestDb;
let service: TableService;
const rng = reloadableRng();
let clock = 1_000;
let interaction = 0;

/** A member's history as /wallet history words it, newest first. */
const lines = (member: string, language: Language = 'en') =>
  speaking(language, async () => (await walletHistory(txOf(testDb.db), SERVER, member, 50)).map((entry) => wordedLine(entry.what, () => 'Showdown')));

const request = (actor: string) => ({ serverId: SERVER, actor, interactionId: `i-${++interaction}`, now: ++clock });

async function act(tableId: number, userId: string, command: TableCommand, isModerator = false): Promise<ActResult> {
  return await service.act({ tableId, actor: { userId, isModerator }, command, interactionId: `i-${++interaction}`, now: ++clock });
}

function ok(result: ActResult): Extract<ActResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}`);
  return result;
}

/** A Showdown table for tria: opened by the first player, joined by the rest, started with these dice. */
async function started(players: string[], dice: number[]): Promise<number> {
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: `channel-${++interaction}`,
      game: 'showdown',
      host: players[0]!,
      options: { stakes: 'tria', buy_in: 10 },
      interactionId: `i-${++interaction}`,
      now: ++clock,
    }),
  );
  for (const member of players.slice(1)) ok(await act(opened.table.id, member, { kind: 'join' }));
  rng.load(dice);
  ok(await act(opened.table.id, players[0]!, { kind: 'start' }));
  return opened.table.id;
}

beforeEach(() => {
  testDb = openTestDb();
  service = showdownService(storeOf(testDb.db), rng);
});

afterEach(() => testDb.close());

describe('/wallet history: what each entry was (issue 30)', () => {
  it('wallet commands: the starting balance, the daily allowance, gifts both ways, a grant and a take', async () => {
    await openWallet(txOf(testDb.db), SERVER, 'bob', ++clock);
    expect((await claimDaily(txOf(testDb.db), request('bob'))).ok).toBe(true);
    expect((await give(txOf(testDb.db), { ...request('bob'), to: 'carol', amount: 5 })).ok).toBe(true);
    expect((await give(txOf(testDb.db), { ...request('carol'), to: 'bob', amount: 3 })).ok).toBe(true);
    expect((await grant(txOf(testDb.db), { ...request('mona'), to: 'bob', amount: 50 })).ok).toBe(true);
    expect((await take(txOf(testDb.db), { ...request('mona'), from: 'bob', amount: 20 })).ok).toBe(true);
    expect(await lines('bob')).toEqual(['taken by <@mona>', 'granted by <@mona>', 'from <@carol>', 'given to <@carol>', 'daily allowance', 'starting balance']);
    expect(await lines('bob', 'ro')).toEqual([
      'luat de <@mona>',
      'acordat de <@mona>',
      'de la <@carol>',
      'trimis către <@carol>',
      'bonus zilnic',
      'sold inițial',
    ]);
  });

  it('a table: the buy-in at the start, then the pot paid out to the winner', async () => {
    for (const member of ['alice', 'bob']) await fundWallet(txOf(testDb.db), SERVER, member, 10, clock);
    const tableId = await started(['alice', 'bob'], [6, 1]);
    for (const member of ['alice', 'bob']) ok(await act(tableId, member, SHOW));
    expect((await lines('alice')).slice(0, 2)).toEqual([`paid out of the pot of Showdown table #${tableId}`, `buy-in at Showdown table #${tableId}`]);
    // The loser's only move at the table is his buy-in.
    expect((await lines('bob'))[0]).toBe(`buy-in at Showdown table #${tableId}`);
    expect((await lines('alice', 'ro')).slice(0, 2)).toEqual([
      `plătit din potul de la masa de Showdown #${tableId}`,
      `taxa de intrare la masa de Showdown #${tableId}`,
    ]);
  });

  it('a table cancelled: the refund says so', async () => {
    for (const member of ['alice', 'bob']) await fundWallet(txOf(testDb.db), SERVER, member, 10, clock);
    const tableId = await started(['alice', 'bob'], [6, 1]);
    ok(await act(tableId, 'mona', { kind: 'end' }, true));
    expect((await lines('bob')).slice(0, 2)).toEqual([`refund: Showdown table #${tableId} was cancelled`, `buy-in at Showdown table #${tableId}`]);
    expect((await lines('bob', 'ro'))[0]).toBe(`rambursare: masa de Showdown #${tableId} a fost anulată`);
  });

  it('the moves Showdown never makes, posted as the table service posts them: a bet in play, an escrow, a round pot, a leftover', async () => {
    // Eleven holds buy-ins in an escrow and pays each back with the net (EL-9); Valere's round pots (VA-6); bets in
    // play go to the pot; what a game's rules left in a table goes back at its end (issue 28). Moves outside a start.
    await fundWallet(txOf(testDb.db), SERVER, 'alice', 100, clock);
    const tableId = await started(['alice', 'bob'], [6, 1]);
    const move = (kind: AccountKind, amount: number, memo = '') =>
      storeOf(testDb.db).transaction(async (tx) =>
        postTransfer(tx, {
          serverId: SERVER,
          cause: 'table-action',
          tableId,
          memo,
          postings: [
            { account: walletOf(SERVER, 'alice'), amount },
            { account: { serverId: SERVER, kind, owner: String(tableId) }, amount: -amount },
          ],
          now: ++clock,
        }),
      );
    await move('pot', -5);
    await move('escrow', -10);
    await move('round-pot', -4);
    await move('round-pot', 4);
    await move('escrow', 10);
    await move('pot', 3, 'leftover');
    expect((await lines('alice')).slice(0, 6)).toEqual([
      `returned: what Showdown table #${tableId} still held when it ended`,
      `buy-in and net paid back at Showdown table #${tableId}`,
      `a round pot won at Showdown table #${tableId}`,
      `bet into a round pot at Showdown table #${tableId}`,
      `buy-in at Showdown table #${tableId}, held to be paid back at the end`,
      `bet into the pot at Showdown table #${tableId}`,
    ]);
    expect((await lines('alice', 'ro')).slice(0, 6)).toEqual([
      `returnat: ce mai conținea masa de Showdown #${tableId} când s-a încheiat`,
      `taxa de intrare și câștigul net, returnate la masa de Showdown #${tableId}`,
      `pot de rundă câștigat la masa de Showdown #${tableId}`,
      `pariu în potul rundei la masa de Showdown #${tableId}`,
      `taxa de intrare la masa de Showdown #${tableId}, păstrată ca să fie returnată la final`,
      `pariu în pot la masa de Showdown #${tableId}`,
    ]);
  });

  it('a tournament: the prize pool put up, a prize, and the pool returned, saying why (a pool returned before issue 30 too)', async () => {
    testDb.db.prepare('INSERT OR IGNORE INTO servers (id, created_at) VALUES (?, 1)').run(SERVER);
    await fundWallet(txOf(testDb.db), SERVER, 'host', 200, clock);
    const tournament = (id: number, status: string) =>
      testDb.db
        .prepare(
          `INSERT INTO tournaments (id, server_id, channel_id, game, host_id, options, settings, status, created_at, updated_at)
           VALUES (?, ?, 'chan', 'vitaji', 'host', '{}', '{}', ?, 1, 1)`,
        )
        .run(id, SERVER, status);
    tournament(4, 'finished');
    tournament(5, 'cancelled');
    const pool = (id: number) => ({ serverId: SERVER, kind: 'prize-pool' as const, owner: String(id) });
    const moved = (id: number, amount: number, memo: string) =>
      storeOf(testDb.db).transaction(async (tx) =>
        postTransfer(tx, {
          serverId: SERVER,
          cause: 'tournament',
          memo,
          postings: [
            { account: walletOf(SERVER, 'host'), amount },
            { account: pool(id), amount: -amount },
          ],
          now: ++clock,
        }),
      );
    const memo = (id: number, what: TournamentMove, tier?: number) => tournamentMemo(id, what, tier);
    await moved(4, -60, memo(4, 'pool'));
    await moved(4, 45, memo(4, 'prize', 2));
    await moved(4, 15, memo(4, 'returned-no-winner'));
    await moved(5, -30, memo(5, 'pool'));
    await moved(5, 30, memo(5, 'returned-cancelled'));
    // As a cancelled tournament's pool was returned before issue 30: the memo did not say why; the tournament does.
    await moved(5, -1, memo(5, 'pool'));
    await moved(5, 1, 'tournament 5: prize pool returned');
    expect((await lines('host')).slice(0, 7)).toEqual([
      'prize pool returned: tournament #5 was cancelled',
      'prize pool put up for tournament #5',
      'prize pool returned: tournament #5 was cancelled',
      'prize pool put up for tournament #5',
      'prize pool returned: tournament #4 ended with no winner',
      'prize money from tournament #4',
      'prize pool put up for tournament #4',
    ]);
    expect((await lines('host', 'ro')).slice(4, 7)).toEqual([
      'fondul de premii returnat: turneul #4 s-a încheiat fără câștigător',
      'premiu din turneul #4',
      'fond de premii depus pentru turneul #4',
    ]);
  });
});
