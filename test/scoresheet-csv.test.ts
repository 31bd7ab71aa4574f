/**
 * Every game's scoresheet as CSV (issue 18), after a scripted game through
 * the table service on a real SQLite file: parsed back, row by row, it says
 * what happened in the order it happened; names are quoted (RFC 4180).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf } from '../src/db/sqlite-store.js';
import { filesThatFit } from '../src/discord/commands/scoresheet-files.js';
import type { AnyGameModule } from '../src/discord/kit/game-module.js';
import { playing } from '../src/discord/render/table.js';
import { createEngine } from '../src/engine/index.js';
import type { TableService } from '../src/engine/tables/service.js';
import { elevenModule } from '../src/games/eleven/index.js';
import { liarsModule } from '../src/games/liars/index.js';
import { csvCell, parseCsv } from '../src/games/shared/csv.js';
import { inOrder } from '../src/games/testing/eleven.js';
import { tokyoModule } from '../src/games/tokyo/index.js';
import { valereModule } from '../src/games/valere/index.js';
import { vitajiModule } from '../src/games/vitaji/index.js';
import { openTestDb, type TestDb } from './fixtures/db.js';
import { reloadableRng } from './fixtures/showdown.js';

const MODULES: AnyGameModule[] = [liarsModule, tokyoModule, valereModule, vitajiModule, elevenModule];
/** How the server calls its members: alice chose a name a spreadsheet must be told is one cell. */
const NAMES: Record<string, string> = { alice: 'Smith, "Doc"', bob: 'bob', carol: 'carol', dave: 'dave' };
const DOC = NAMES.alice!;

let testDb: TestDb;
let service: TableService;
const rng = reloadableRng();
let clock = 1_000_000;
let interaction = 0;

beforeEach(() => {
  testDb = openTestDb();
  service = createEngine(
    storeOf(testDb.db),
    MODULES.map((module) => module.game),
    rng,
  ).tables;
});

afterEach(() => testDb.close());

/** Every step must go through, using exactly the dice it is given. */
async function act(tableId: number, player: string, command: Parameters<TableService['act']>[0]['command'], dice: readonly number[] = []): Promise<void> {
  rng.load(dice);
  clock += 5_000;
  const result = await service.act({ tableId, actor: { userId: player, isModerator: false }, command, interactionId: `i-${++interaction}`, now: clock });
  if (!result.ok) throw new Error(`${player} ${JSON.stringify(command)}: ${result.error.code}`);
  expect(rng.remaining()).toBe(0);
}

const play = async (tableId: number, player: string, action: Record<string, unknown>, dice: readonly number[] = []) =>
  await act(tableId, player, { kind: 'play', action }, dice);

/** A table of `game` with these players seated in order, started with these dice. */
async function started(game: string, players: readonly string[], options: Record<string, unknown>, dice: readonly number[]): Promise<number> {
  const opened = await service.open({
    serverId: 'guild-1',
    channelId: 'channel-1',
    game,
    host: players[0]!,
    options,
    interactionId: `i-${++interaction}`,
    now: ++clock,
  });
  if (!opened.ok) throw new Error(opened.error.code);
  const tableId = opened.table.id;
  for (const player of players.slice(1)) await act(tableId, player, { kind: 'join' });
  await act(tableId, players[0]!, { kind: 'start' }, dice);
  return tableId;
}

/** The table's CSV as its game writes it, members by their plain names, and parsed back. */
async function csvOf(tableId: number): Promise<{ raw: string; rows: string[][] }> {
  const table = playing((await service.publicTable(tableId))!)!;
  const module = MODULES.find((candidate) => candidate.game.id === table.game)!;
  const plain = (userId: string) => NAMES[userId] ?? userId;
  const sheet = module.render.scoresheet!(table, await service.publicLog(tableId), { inText: plain, plain, money: (amount) => `${amount} tria` });
  const files = (sheet.files ?? []).filter((file) => file.name.endsWith('.csv'));
  expect(files.map((file) => file.name)).toEqual([`${table.game}-${tableId}.csv`]);
  const raw = files[0]!.content;
  return { raw, rows: parseCsv(raw) };
}

const turn = async (tableId: number): Promise<string> => {
  const view = (await service.publicTable(tableId))!.view as { turn: string | null };
  return view.turn!;
};

describe('the CSV quoting (RFC 4180)', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes, and reads back the same', () => {
    expect(csvCell('Smith, "Doc"')).toBe('"Smith, ""Doc"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
    expect(parseCsv('"Smith, ""Doc""",x\n"two\r\nlines",\n')).toEqual([
      ['Smith, "Doc"', 'x'],
      ['two\r\nlines', ''],
    ]);
  });

  it('keeps a member’s name from running as a spreadsheet formula, and a signed score a number', () => {
    expect(csvCell('=HYPERLINK("http://x","win")')).toBe('"\'=HYPERLINK(""http://x"",""win"")"');
    expect(csvCell('@bob')).toBe("'@bob");
    expect(csvCell('-rm')).toBe("'-rm");
    expect(csvCell('+12')).toBe('+12');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe("Liar's Dice as CSV", () => {
  it('LD-6 … LD-18: a row per bid, call (count, verdict), loss, leave and elimination, then the winner', async () => {
    const tableId = await started('liars', ['alice', 'bob', 'carol', 'dave'], { dice: 1, call_window: 0, buy_in: 0 }, [2, 5, 5, 1]);
    await play(tableId, 'alice', { kind: 'bid', quantity: 1, face: 5 });
    await play(tableId, 'bob', { kind: 'bid', quantity: 3, face: 5 });
    await act(tableId, 'dave', { kind: 'leave' }, [3, 3, 6]);
    // LD-18: round 1 is void; carol, who was to bid, opens round 2 with new dice: alice 3, bob 3, carol 6.
    expect(await turn(tableId)).toBe('carol');
    await play(tableId, 'carol', { kind: 'bid', quantity: 3, face: 3 });
    // Two threes, not three: carol loses her die and is out, alice eliminating her (LD-14). Round 3: alice 4, bob 4.
    await play(tableId, 'alice', { kind: 'call' }, [4, 4]);
    const opener = await turn(tableId);
    const other = opener === 'alice' ? 'bob' : 'alice';
    await play(tableId, opener, { kind: 'bid', quantity: 1, face: 4 });
    await play(tableId, other, { kind: 'bid', quantity: 2, face: 5 });
    // No five at all: the bidder is out and the game is over (LD-16).
    await play(tableId, opener, { kind: 'call' });
    const name = (userId: string) => NAMES[userId]!;
    const { raw, rows } = await csvOf(tableId);
    expect(raw).toContain('"Smith, ""Doc"""');
    expect(rows).toEqual([
      ['Round', 'What', 'Player', 'Against or by', 'Quantity', 'Face', 'Counted', 'Of them ones', 'Verdict', 'Dice lost', 'Amount'],
      ['1', 'bid', DOC, '', '1', '5', '', '', '', '', ''],
      ['1', 'bid', 'bob', '', '3', '5', '', '', '', '', ''],
      ['1', 'left', 'dave', '', '', '', '', '', '', '', ''],
      ['2', 'bid', 'carol', '', '3', '3', '', '', '', '', ''],
      ['2', 'call', DOC, 'carol', '3', '3', '2', '', 'incorrect', '', ''],
      ['2', 'lost dice', 'carol', '', '', '', '', '', '', '1', ''],
      ['2', 'out', 'carol', DOC, '', '', '', '', '', '', ''],
      ['3', 'bid', name(opener), '', '1', '4', '', '', '', '', ''],
      ['3', 'bid', name(other), '', '2', '5', '', '', '', '', ''],
      ['3', 'call', name(opener), name(other), '2', '5', '0', '', 'incorrect', '', ''],
      ['3', 'lost dice', name(other), '', '', '', '', '', '', '1', ''],
      ['3', 'out', name(other), name(opener), '', '', '', '', '', '', ''],
      ['', 'winner', name(opener), '', '', '', '', '', '', '', ''],
      // Played for no buy-in: no money rows (issue 30).
    ]);
    // The losses sum to the dice lost: one each for carol and the last bidder.
    expect(rows.slice(1).reduce((sum, row) => sum + Number(row[9] || 0), 0)).toBe(2);
  });
});

describe('Tokyo as CSV', () => {
  it('TK-3 … TK-6, TK-2: a row per hand, announcement (blind ones marked), roll, doubt (what was under the cup), life lost and player out', async () => {
    // TK-3: alice's cup 3+1.
    const tableId = await started('tokyo', ['alice', 'bob', 'carol'], { lives: 1, buy_in: 0 }, [3, 1]);
    await play(tableId, 'alice', { kind: 'announce', value: 43 });
    // TK-4a: bob believes, rolls 5+2 and announces 51 (he has 52); TK-4c: carol raises blind to 53.
    await play(tableId, 'bob', { kind: 'roll' }, [5, 2]);
    await play(tableId, 'bob', { kind: 'announce', value: 51 });
    await play(tableId, 'carol', { kind: 'raise', value: 53 });
    // TK-4b: alice doubts: 52 is under the cup, below 53: carol, the raiser, loses her life; alice starts hand 2 with 6+5.
    await play(tableId, 'alice', { kind: 'doubt' }, [6, 5]);
    await play(tableId, 'alice', { kind: 'announce', value: 65 });
    // 65 it is: bob, who doubted, loses his life, and alice is the last with lives (TK-2).
    await play(tableId, 'bob', { kind: 'doubt' });
    expect((await service.publicTable(tableId))!.status).toBe('finished');
    const { rows } = await csvOf(tableId);
    expect(rows).toEqual([
      ['Hand', 'What', 'Player', 'Announced by', 'Value', 'Blind', 'Under the cup', 'Verdict', 'Lives lost', 'Lives left', 'Amount'],
      ['1', 'starts', DOC, '', '', '', '', '', '', '', ''],
      ['1', 'announce', DOC, '', '43', '', '', '', '', '', ''],
      ['1', 'believe and roll', 'bob', '', '', '', '', '', '', '', ''],
      ['1', 'announce', 'bob', '', '51', '', '', '', '', '', ''],
      ['1', 'announce', 'carol', '', '53', 'yes', '', '', '', '', ''],
      ['1', 'doubt', DOC, 'carol', '53', '', '52', 'a bluff', '', '', ''],
      ['1', 'lives lost', 'carol', '', '', '', '', '', '1', '0', ''],
      ['1', 'out', 'carol', '', '', '', '', '', '', '', ''],
      ['2', 'starts', DOC, '', '', '', '', '', '', '', ''],
      ['2', 'announce', DOC, '', '65', '', '', '', '', '', ''],
      ['2', 'doubt', 'bob', DOC, '65', '', '65', 'true', '', '', ''],
      ['2', 'lives lost', 'bob', '', '', '', '', '', '1', '0', ''],
      ['2', 'out', 'bob', '', '', '', '', '', '', '', ''],
      // Issue 30: the winner named, as every game's sheet does (no buy-in: no money rows).
      ['', 'winner', DOC, '', '', '', '', '', '', '', ''],
    ]);
  });
});

describe('Valere as CSV', () => {
  it('VA-2 … VA-5: a row per round revealed — each hand (sum dice | point die), the winner, the points moved — then the totals', async () => {
    // Round 1: alice 6, 6, 5 and bob 1, 2, 4.
    const tableId = await started('valere', ['alice', 'bob'], { target: 6 }, [6, 6, 5, 1, 2, 4]);
    await play(tableId, 'alice', { kind: 'point', die: 5 });
    // Round 2 is dealt once bob settles: 1, 1, 1 each.
    await play(tableId, 'bob', { kind: 'point', die: 4 }, [1, 1, 1, 1, 1, 1]);
    await play(tableId, 'alice', { kind: 'point', die: 1 });
    // VA-4: a two-way tie, each receives the other's 1; alice reaches the target 6 (VA-5).
    await play(tableId, 'bob', { kind: 'point', die: 1 });
    expect((await service.publicTable(tableId))!.status).toBe('finished');
    expect((await csvOf(tableId)).rows).toEqual([
      ['Round', DOC, 'bob', 'Winner', 'Points', 'Bets'],
      ['1', '6+6 | 5', '1+2 | 4', DOC, '+5', ''],
      ['2', '1+1 | 1', '1+1 | 1', `${DOC}, bob`, `${DOC} +1, bob +1`, ''],
      ['Total', '6*', '1', '', '', ''],
      // Issue 30: the winner named; played for nothing, no pots.
      ['winner', '', '', DOC, '', ''],
    ]);
  });
});

describe('Vitaji as CSV', () => {
  it('VJ-10: the community sheet — a row per round with its bet and each roll, the totals, the pot', async () => {
    const tableId = await started('vitaji', ['alice', 'bob'], { preset: 'casual' }, [3, 5]);
    // VJ-6: alice rerolls her 3 into a 6; round 1 has no betting.
    await play(tableId, 'alice', { kind: 'reroll' }, [6]);
    await play(tableId, 'bob', { kind: 'pass' }); // alice's 6 cannot improve: she is passed over (issue 30)
    const rounds: [number[], number[]][] = [
      [[5], [2, 2]],
      [
        [3, 6, 9],
        [4, 1],
      ],
      [[0], [1, 6]],
      [[2], [5, 3]],
    ];
    for (const [bets, dice] of rounds) {
      // Bets alternate, alice first; the last is met and the round rolls.
      for (const [index, amount] of bets.entries()) await play(tableId, index % 2 === 0 ? 'alice' : 'bob', { kind: 'bet', amount });
      await play(tableId, bets.length % 2 === 0 ? 'alice' : 'bob', { kind: 'meet' }, dice);
      // A player on the d6's 6 is passed over (issue 30).
      if (dice[0] !== 6) await play(tableId, 'alice', { kind: 'pass' });
      if (dice[1] !== 6) await play(tableId, 'bob', { kind: 'pass' });
    }
    expect((await service.publicTable(tableId))!.status).toBe('finished');
    expect((await csvOf(tableId)).rows).toEqual([
      ['Round', '$', `${DOC}*`, 'bob'],
      ['1', '10', '3,6', '5'],
      ['2', '5', '2', '2'],
      ['3', '9', '4', '1'],
      ['4', '0', '1', '6'],
      ['5', '2', '5', '3'],
      ['Total', '', '18', '17'],
      ['Pot:', '26+26=52'],
      // Issue 30: what the pot paid each player, under their column.
      ['paid', '', '52', ''],
    ]);
  });
});

describe('Eleven as CSV', () => {
  it('EL-3 … EL-6: a row per round and player — target, dice, distance, place, payout — then the totals', async () => {
    const tableId = await started('eleven', ['alice', 'bob', 'carol'], { order_roll: false }, []);
    for (let number = 2; number <= 12; number += 1) {
      await play(tableId, 'alice', { kind: 'pick', number });
      await play(tableId, 'bob', { kind: 'pick', number });
      // alice exactly on her target, bob one away, carol two: the order holds (EL-7).
      await play(tableId, 'carol', { kind: 'pick', number }, inOrder(number, 3));
    }
    expect((await service.publicTable(tableId))!.status).toBe('finished');
    const rows = (await csvOf(tableId)).rows;
    expect(rows[0]).toEqual(['round', 'player', 'target', 'dice', 'rerolls', 'distance', 'place', 'payout']);
    expect(rows.slice(1, 7)).toEqual([
      ['1', DOC, '2', '1+1', '', '0', '1', '1'],
      ['1', 'bob', '2', '2+1', '', '1', '2', '0'],
      ['1', 'carol', '2', '3+1', '', '2', '3', '-1'],
      ['2', DOC, '3', '2+1', '', '0', '1', '1'],
      ['2', 'bob', '3', '3+1', '', '1', '2', '0'],
      ['2', 'carol', '3', '4+1', '', '2', '3', '-1'],
    ]);
    // The rounds, the totals, then (issue 30) the winner, the buy-ins held and each payback (carol's net -11 leaves her nothing).
    expect(rows).toHaveLength(1 + 33 + 3 + 4);
    // The payouts sum to each player's total.
    const payouts = (name: string) =>
      rows
        .slice(1, 34)
        .filter((row) => row[1] === name)
        .reduce((sum, row) => sum + Number(row[7]), 0);
    expect(rows.slice(-7)).toEqual([
      ['total', DOC, '', '', '', '', '', String(payouts(DOC))],
      ['total', 'bob', '', '', '', '', '', String(payouts('bob'))],
      ['total', 'carol', '', '', '', '', '', String(payouts('carol'))],
      ['winner', DOC, '', '', '', '', '', ''],
      // EL-9: 3 × 11 held; each paid back their buy-in plus their net.
      ['buy-ins', '', '', '', '', '', '', '33'],
      ['paid', DOC, '', '', '', '', '', String(11 + payouts(DOC))],
      ['paid', 'bob', '', '', '', '', '', String(11 + payouts('bob'))],
    ]);
    expect(payouts(DOC)).toBe(11);
  });
});

describe("a scoresheet reply within Discord's limits", () => {
  const file = (name: string, bytes: number) => ({ name, content: 'x'.repeat(bytes) });
  const names = (files: ReturnType<typeof filesThatFit>) => files.attachments.map((attachment) => attachment.name);

  it('takes 10 files at most, in order, and counts the rest', () => {
    const fitted = filesThatFit(Array.from({ length: 12 }, (_, index) => file(`group-${index + 1}.csv`, 10)));
    expect(names(fitted)).toEqual(Array.from({ length: 10 }, (_, index) => `group-${index + 1}.csv`));
    expect(fitted.leftOut).toBe(2);
  });

  it('leaves out a file over 10 MiB, and files past what one request carries, trying the next ones', () => {
    const MiB = 1024 * 1024;
    const fitted = filesThatFit([file('a.csv', 9 * MiB), file('huge.csv', 11 * MiB), file('b.csv', 9 * MiB), file('c.csv', 9 * MiB), file('d.csv', 1000)]);
    expect(names(fitted)).toEqual(['a.csv', 'b.csv', 'd.csv']);
    expect(fitted.leftOut).toBe(2);
  });
});
