/**
 * Issue 18: every picture drawn from a real game state — a table played
 * through the table service on a real SQLite file, the picture built from
 * the action's public events as the bot builds it — is a valid PNG of the
 * size its layout computes, under 200 KB, and its text alternative says
 * what the announcement's text says.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeOf, txOf } from '../src/db/sqlite-store.js';
import { mention } from '../src/discord/kit/wording.js';
import { announcementLines, handsFile } from '../src/discord/render/announcements.js';
import { serverLines } from '../src/discord/render/elimination-lines.js';
import { playing } from '../src/discord/render/table.js';
import { InstalledGames } from '../src/discord/runtime/installed-games.js';
import type { Rng } from '../src/engine/dice/rng.js';
import { createEngine } from '../src/engine/index.js';
import { serverSettings } from '../src/engine/servers/settings.js';
import type { RevealedEvent } from '../src/engine/tables/recorded.js';
import type { ActResult, Applied, TableService } from '../src/engine/tables/service.js';
import { bracketPicture, changesBracket } from '../src/engine/tournaments/picture.js';
import type { TournamentService } from '../src/engine/tournaments/service.js';
import { gameModules } from '../src/games/index.js';
import { parseCsv } from '../src/games/shared/csv.js';
import { speaking } from '../src/i18n/language.js';
import { ALT_LIMIT } from '../src/pictures/alt.js';
import { type Picture, type PictureSpec, Pictures, pictureSize } from '../src/pictures/index.js';
import type { DiceBoard, ScoreGrid } from '../src/pictures/spec.js';
import { openTestDb, type TestDb } from './fixtures/db.js';
import { pngSize } from './pictures-png.js';

const SERVER = 'guild-1';
const LIMIT = 200 * 1024;
const games = new InstalledGames(gameModules);

let testDb: TestDb;
let clock = 1_000;
let interaction = 0;
let service: TableService;
let tournaments: TournamentService;
let pictures: Pictures;
/** Dice as a test script gives them, then (when it runs out) faces in turn, 1 to the highest. */
let script: number[] = [];
let turn = 0;
const rng: Rng = { int: (min, max) => script.shift() ?? min + (turn++ % (max - min + 1)) };

beforeEach(() => {
  testDb = openTestDb();
  ({ tables: service, tournaments } = createEngine(
    storeOf(testDb.db),
    gameModules.map((module) => module.game),
    rng,
  ));
  pictures = new Pictures();
  script = [];
  turn = 0;
});
afterEach(() => testDb.close());

const ok = (result: ActResult): Applied => {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result;
};

/** A table of `game` with these players seated in order, started with these dice first. */
async function started(game: string, players: readonly string[], options: Record<string, unknown>, dice: number[]): Promise<number> {
  const opened = ok(
    await service.open({
      serverId: SERVER,
      channelId: 'channel-1',
      game,
      host: players[0]!,
      options: { buy_in: 0, ...options },
      interactionId: `i${++interaction}`,
      now: ++clock,
    }),
  );
  const tableId = opened.table.id;
  for (const player of players.slice(1)) await act(tableId, player, { kind: 'join' });
  script = [...dice];
  await act(tableId, players[0]!, { kind: 'start' });
  return tableId;
}

async function act(tableId: number, userId: string, command: Parameters<TableService['act']>[0]['command'], at = ++clock): Promise<Applied> {
  clock = at;
  return ok(await service.act({ tableId, actor: { userId, isModerator: false }, command, interactionId: `i${++interaction}`, now: at }));
}

const play = (tableId: number, userId: string, action: Record<string, unknown>, at?: number) => act(tableId, userId, { kind: 'play', action }, at);

/** The picture the bot attaches to this action's announcement, as its game builds it (names: the ids themselves). */
async function specOf(result: Applied): Promise<PictureSpec | null> {
  const table = playing(result.table);
  const { render } = games.module(result.table.game);
  if (!table || !render.picture) return null;
  // The rules draw synchronously: the log is read before, as the bot reads it (publish.ts).
  const log = await service.publicLog(result.table.id);
  return render.picture(result.events, table, { name: (userId) => userId, log: () => log, money: (amount) => `${amount} tria` });
}

/** The announcement's text, as the channel reads it. */
async function textOf(result: Applied): Promise<string> {
  return announcementLines(result.events, result.table, games, serverLines(await serverSettings(txOf(testDb.db), SERVER))).lines.join('\n');
}

/** Drawn, and checked as Discord will receive it: a PNG of its layout's size, under 200 KB, its alt text within 1024. */
async function drawn(spec: PictureSpec): Promise<Picture> {
  const picture = await pictures.draw(spec);
  expect(pngSize(picture.png)).toEqual({ width: picture.width, height: picture.height });
  const layout = pictureSize(spec);
  expect({ width: picture.width, height: picture.height }).toEqual({ width: layout.width, height: layout.height });
  expect(picture.png.length).toBeLessThan(LIMIT);
  expect(picture.alt.length).toBeLessThanOrEqual(ALT_LIMIT);
  return picture;
}

const revealed = (result: Applied) => result.events.filter((event): event is RevealedEvent => event.type === 'revealed');

describe("Liar's Dice: the reveal at a call", () => {
  it('LD-15/LD-17: every revealed hand drawn, the bid face and wild ones highlighted; alt text and message say each hand, the bid and the count', async () => {
    // alice 1 2 · bob 3 3 · carol 6 6; ones wild: four 3s bid, three counted (one of them a one).
    const tableId = await started('liars', ['alice', 'bob', 'carol'], { dice: 2, wild_ones: true }, [1, 2, 3, 3, 6, 6]);
    await play(tableId, 'alice', { kind: 'bid', quantity: 4, face: 3 });
    const call = await play(tableId, 'carol', { kind: 'call' });
    const spec = await specOf(call);
    expect(spec).toMatchObject({ kind: 'dice', highlight: [3, 1] });
    const picture = await drawn(spec!);
    const text = await textOf(call);
    expect(revealed(call)).toHaveLength(3);
    for (const hand of revealed(call)) {
      expect(picture.alt).toContain(`${hand.owner}: ${hand.dice.join(', ')}`);
      // Issue 30: the hands in one line after the verdict.
      expect(text).toContain(`${mention(hand.owner)} **${hand.dice.join(', ')}**`);
    }
    expect(picture.alt).toContain('carol called alice’s bid of 4 × 3');
    expect(text).toContain(`${mention('carol')} calls ${mention('alice')}'s bid of 4 × 3`);
    expect(picture.alt).toContain('Counted: 3 (ones wild: 1 of them)');
    expect(text).toContain('one of them a one');
    expect(text).toMatch(/there are \*\*3\*\*/);
    // Issue 30: the picture says the verdict and who loses, as the message does (LD-10: a bid that was too high costs its bettor a die).
    expect(picture.alt).toContain('The bid was incorrect: alice loses a die.');
    expect(text).toContain(`The bid was incorrect: ${mention('alice')} loses a die.`);
  });

  it("LD-10, LD-16, issue 30: the picture of the last call says the verdict, who loses and who is out, in the channel's language", async () => {
    // One die each: alice 2, bob 3; alice bids one 5, bob calls: none, so alice loses her last die and is out.
    const tableId = await started('liars', ['alice', 'bob'], { dice: 1 }, [2, 3]);
    await play(tableId, 'alice', { kind: 'bid', quantity: 1, face: 5 });
    const call = await play(tableId, 'bob', { kind: 'call' });
    const spec = (await specOf(call)) as DiceBoard;
    expect(spec.caption.slice(-2)).toEqual(['The bid was incorrect: alice loses a die.', 'Out of the game: alice']);
    await drawn(spec);
    const romanian = (await speaking('ro', () => specOf(call))) as DiceBoard;
    expect(romanian.caption.slice(-2)).toEqual(['Licitația era greșită: alice pierde un zar.', 'Eliminare: alice']);
  });

  it('LD-1: at 150 seats the board draws the first rows and "… and N more", still under 200 KB; the text and the hands file carry every hand', async () => {
    const players = Array.from({ length: 150 }, (_, index) => `player-${index + 1}`);
    const tableId = await started('liars', players, { dice: 1 }, []);
    await play(tableId, 'player-1', { kind: 'bid', quantity: 40, face: 6 });
    const call = await play(tableId, 'player-2', { kind: 'call' });
    const spec = await specOf(call);
    expect(spec?.kind === 'dice' ? spec.rows : []).toHaveLength(150);
    const picture = await drawn(spec!);
    expect(picture.height).toBeLessThan(1400);
    expect(picture.alt).toMatch(/… and \d+ more$/);
    expect(await textOf(call)).toContain('40 × 6');
    // Past a message's worth, every hand is in the file the announcement carries beside the picture (RL-2).
    const { hands } = announcementLines(call.events, call.table, games, serverLines(await serverSettings(txOf(testDb.db), SERVER)));
    const file = handsFile(hands, (userId) => userId)!.content;
    for (const hand of revealed(call)) expect(file).toContain(`${hand.owner}: 1d6 was ${hand.dice.join(', ')},`);
    expect(revealed(call)).toHaveLength(150);
  });

  it('a bid draws nothing: only an action that revealed dice has a picture', async () => {
    const tableId = await started('liars', ['alice', 'bob'], { dice: 2 }, [1, 2, 3, 4]);
    expect(await specOf(await play(tableId, 'alice', { kind: 'bid', quantity: 1, face: 3 }))).toBeNull();
  });
});

describe('Tokyo: a doubt', () => {
  it('TK-4b: the cup lifted — its two dice, announced and rolled; the same in the text', async () => {
    // alice rolls 3 and 1 under the cup (31) and announces 42.
    const tableId = await started('tokyo', ['alice', 'bob'], {}, [3, 1]);
    await play(tableId, 'alice', { kind: 'announce', value: 42 });
    const doubt = await play(tableId, 'bob', { kind: 'doubt' });
    const spec = await specOf(doubt);
    expect(spec).toMatchObject({ kind: 'dice', rows: [{ name: 'alice', dice: [3, 1], note: 'a bluff' }] });
    const picture = await drawn(spec!);
    expect(picture.alt).toContain('alice: 3, 1 (a bluff)');
    expect(picture.alt).toContain('Announced 42, rolled 31');
    const text = await textOf(doubt);
    expect(text).toContain('**3, 1**');
    expect(text).toContain(`${mention('bob')} lifts the cup on ${mention('alice')}'s 42: it shows 31.`);
  });
});

describe('Valere: the reveal', () => {
  it("VA-2: every player's three dice at the round's end, the point die marked; the text says each hand", async () => {
    const tableId = await started('valere', ['alice', 'bob', 'carol'], {}, [6, 5, 1, 4, 4, 2, 3, 6, 6]);
    await play(tableId, 'alice', { kind: 'point' });
    await play(tableId, 'bob', { kind: 'point' });
    const reveal = await play(tableId, 'carol', { kind: 'point' });
    const spec = await specOf(reveal);
    expect(spec?.kind).toBe('dice');
    const picture = await drawn(spec!);
    // The lowest die is the default point die (VA-2): alice keeps 6+5, point 1.
    expect(picture.alt).toContain('alice: 6, 5, 1 (sum 11, point 1)');
    expect(picture.alt).toContain('bob: 4, 4, 2 (sum 8, point 2)');
    expect(picture.alt).toContain('carol: 6, 6, 3 (sum 12, point 3)');
    expect(picture.alt).toContain('Highest sum: carol');
    const text = await textOf(reveal);
    expect(text).toContain(`${mention('alice')}: 6+5 | 1 (sum 11)`);
    expect(text).toContain(`${mention('carol')}: 6+6 | 3 (sum 12)`);
  });

  it('VA-5, VA-6, issue 30: the reveal that ends the game says who won it, the game pot and the round pot, and the payout', async () => {
    // alice 6 6 | 5 beats bob 1 1 | 2 and reaches the target of 5: the antes (2 × 20) and the round pot (2 × 22) are hers.
    const tableId = await started('valere', ['alice', 'bob'], { wagering: 'side-bets', ante: 20, target: 5 }, [6, 6, 5, 1, 1, 2]);
    await play(tableId, 'alice', { kind: 'point', die: 5 });
    await play(tableId, 'bob', { kind: 'point', die: 2 });
    await play(tableId, 'alice', { kind: 'bet', amount: 22 });
    const reveal = await play(tableId, 'bob', { kind: 'meet' });
    expect(reveal.table.status).toBe('finished');
    const spec = (await specOf(reveal)) as DiceBoard;
    expect(spec.caption).toEqual([
      'Highest sum: alice',
      'The game is won by alice',
      'Pot: 40 tria; round pots: round 1 44 tria to alice',
      'Paid out: alice 84 tria',
    ]);
    await drawn(spec);
  });
});

describe('Vitaji: the scoresheet at the end', () => {
  it("VJ-10, issue 30: laid out as the seed's sheet (a row per round with its $, a column per player), totals bold and read aloud, the pot and the payout, drawn once", async () => {
    const players = ['alice', 'bob', 'carol'];
    const tableId = await started('vitaji', players, { preset: 'casual' }, []);
    let last: Applied | null = null;
    for (let step = 0; step < 500 && (await service.publicTable(tableId))?.status === 'active'; step += 1) {
      const { view } = (await service.publicTable(tableId))!;
      const vitajiView = view as { turn: string | null; pendingBonus: string[]; choices: string[]; betting: { range: { min: number } | null } | null };
      const actor = vitajiView.turn ?? vitajiView.pendingBonus[0]!;
      const { choices } = vitajiView;
      const action = choices.includes('meet')
        ? { kind: 'meet' }
        : choices.includes('bet')
          ? { kind: 'bet', amount: vitajiView.betting?.range?.min ?? 0 }
          : choices.includes('bonus')
            ? { kind: 'bonus', choice: 'add' }
            : { kind: 'pass' };
      last = await play(tableId, actor, action);
    }
    expect((await service.publicTable(tableId))?.status).toBe('finished');
    const spec = await specOf(last!);
    expect(spec?.kind).toBe('grid');
    const picture = await drawn(spec!);
    const seats = ((await service.publicTable(tableId))!.view as { seats: { player: string; score: number }[] }).seats;
    // The picture is /table scoresheet's sheet, cell for cell: the same header (the winner's column marked *), a row per round with its $ first.
    const table = playing((await service.publicTable(tableId))!)!;
    const names = { inText: (userId: string) => userId, plain: (userId: string) => userId, money: (amount: number) => `${amount} tria` };
    const csv = parseCsv(games.module('vitaji').render.scoresheet!(table, await service.publicLog(tableId), names).files![0]!.content);
    const grid = spec as ScoreGrid;
    expect(grid.header).toEqual(['Round', '$', 'alice', 'bob', 'carol*']);
    expect([grid.header, ...grid.rows]).toEqual(csv.slice(0, grid.rows.length + 1));
    expect(grid.rows.slice(0, 5).map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
    // Round 1's $ is the ante (VJ-10): casual's 10.
    expect(grid.rows[0]![1]).toBe('10');
    expect(grid.rows[5]![0]).toBe('Total');
    expect(grid.marked).toEqual([5]);
    expect(picture.alt).toContain(`Total: ${seats.map((seat) => `${seat.player}${seat.player === 'carol' ? '*' : ''} ${seat.score}`).join(', ')}`);
    // Issue 30: under the sheet, the pot as VJ-10 sums it and who took it.
    const pot = csv.find((row) => row[0] === 'Pot:')![1]!;
    expect(grid.caption).toEqual(['Won by carol', `Pot: ${pot}`, `Paid out: carol ${pot.split('=')[1]} tria`]);
    // The text says the same: the winner and every final score, best first, in the announcement itself.
    expect(await textOf(last!)).toContain(`Winner: ${mention('carol')}`);
    expect(picture.alt).toContain('Won by carol');
    const best = [...seats].sort((a, b) => b.score - a.score);
    expect(await textOf(last!)).toContain(`Final scores: ${best.map((seat) => `${mention(seat.player)} ${seat.score}`).join(', ')}.`);
    await pictures.draw(spec!);
    expect(pictures.rendered).toBe(1);
  });
});

describe('a tournament: the bracket', () => {
  /** A Vitaji tournament of these entrants, started: its first tier drawn. */
  async function startedTournament(entrants: readonly string[]) {
    const opened = await tournaments.open({
      serverId: SERVER,
      channelId: 'channel-1',
      game: 'vitaji',
      host: 'mona',
      gameOptions: {},
      options: {},
      now: ++clock,
    });
    if (!opened.ok) throw new Error('not opened');
    for (const entrant of entrants) if (!(await tournaments.join(opened.tournament.id, entrant, ++clock)).ok) throw new Error(`${entrant} not joined`);
    const start = await tournaments.start(opened.tournament.id, { userId: 'mona', isModerator: true }, { interactionId: `i${++interaction}`, now: ++clock });
    if (!start.ok) throw new Error('not started');
    return { tournament: (await tournaments.read(opened.tournament.id))!, events: start.events };
  }

  it('VJ-11: the tier drawn changes the bracket; each group and its players drawn, the alt text naming them', async () => {
    const { tournament, events } = await startedTournament(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']);
    expect(changesBracket(events)).toBe(true);
    const spec = bracketPicture(tournament, (userId) => userId)!;
    const picture = await drawn(spec);
    for (const group of tournament.bracket!.tiers[0]!.groups) {
      expect(picture.alt).toContain(`Tier 1, Group ${group.number}: ${group.players.join(', ')}`);
    }
  });

  it('VJ-11, issue 30: a final is drawn as the final and its finalists, never as "Group 1"', async () => {
    const { tournament } = await startedTournament(['p1', 'p2', 'p3']);
    expect(tournament.bracket!.tiers[0]!.final).toBe(true);
    const picture = await drawn(bracketPicture(tournament, (userId) => userId)!);
    expect(picture.alt).toContain(`Final, Finalists: ${tournament.bracket!.tiers[0]!.groups[0]!.players.join(', ')}`);
    expect(picture.alt).not.toContain('Group');
  });

  it('VJ-11: 150 entrants — the first tier drawn to its first groups and "… and N more", under 200 KB', async () => {
    const { tournament } = await startedTournament(Array.from({ length: 150 }, (_, index) => `p${index + 1}`));
    const spec = bracketPicture(tournament, (userId) => userId)!;
    expect(spec.tiers[0]!.groups.length).toBeGreaterThan(10);
    const picture = await drawn(spec);
    expect(picture.height).toBeLessThan(2000);
  });
});
