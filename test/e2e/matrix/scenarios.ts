/**
 * Issue 26, the matrix: the settings each game is played in, walked through
 * as two short games, each in a sandbox of its own. Together they cover
 * every setting but the tournament group (matrix/tournament.ts):
 *
 * | game 1                                        | game 2                                    |
 * |-----------------------------------------------|-------------------------------------------|
 * | tria stakes, a plain table                    | points stakes, a table in a thread        |
 * | /table bet by watchers before the start       | the server in Romanian                    |
 * | a member whose DMs are closed                 | a leave                                   |
 * | a member whose Discord speaks Romanian        | a hard restart                            |
 * | a turn that runs out (its default move)       |                                           |
 * | /table pause and /table resume                |                                           |
 * | a kick (moderator): the bets on them refunded |                                           |
 * | a hard restart in the middle                  |                                           |
 *
 * After each game: expectGameKept (checks.ts), then /stats player and
 * /leaderboard for the game, read as the server's language has them.
 */

import { expect } from 'vitest';
import { txOf } from '../../../src/db/sqlite-store.js';
import { storedSeatView } from '../../fixtures/seat-view.js';
import { expectEveryMessageFilled, expectGameKept } from './checks.js';
import type { Matrix, MatrixTable } from './drive.js';

const MINUTE = 60_000;

/** Everything said in the table's channel or thread so far. */
const said = (m: Matrix, table: MatrixTable) =>
  m.sandbox.standin
    .channelMessages()
    .filter((message) => message.channelId === table.channelId)
    .map((message) => message.content)
    .join('\n');

/** Plays `moves` moves, or fewer if the game ends first. */
async function play(m: Matrix, table: MatrixTable, moves: number): Promise<void> {
  for (let move = 0; move < moves; move++) if (!(await m.step(table))) return;
}

/** The game's records as members ask for them: both answered in public, with the reader among the players. */
async function readRecords(m: Matrix, reader: string): Promise<void> {
  await m.run(reader, ['stats', 'player'], { game: m.player.game });
  expect(m.sandbox.standin.channelMessages().at(-1)!.content).toContain(m.e2e.at(reader));
  await m.run(reader, ['leaderboard'], { game: m.player.game });
  expect(m.sandbox.standin.channelMessages().at(-1)!.content).toContain(m.e2e.at(reader));
}

/**
 * Game 1: four players (five at Eleven, which needs three to go on) for
 * tria at a plain table with a one-minute turn timer; alice's Discord
 * speaks Romanian, bob's DMs are closed; watchers back every player before
 * the start. One move, then a turn runs out (its default move), the host
 * pauses (no time passes for the table) and resumes, a moderator kicks the
 * last player (the bet on them is refunded), the bot restarts hard in the
 * middle, and the game is played to its end.
 */
export async function triaAtAPlainTable(m: Matrix): Promise<void> {
  const { sandbox, e2e } = m;
  sandbox.standin.member('alice').locale = 'ro';
  sandbox.standin.setDmsClosed('bob');
  sandbox.standin.setModerator('mona');
  const seated = m.player.minPlayers > 2 ? ['bob', 'carol', 'dave', 'erin'] : ['bob', 'carol', 'dave'];
  const table = await m.open('alice', 'tria', { turn_timeout: '1m' });
  expect(table.channelId).toBe(sandbox.standin.generalChannelId);
  await m.join(table, seated);

  // VJ-11 /table bet: a watcher backs each player before the start (so someone backs the winner).
  const players = ['alice', ...seated];
  const watchers = ['wes', 'vic', 'zoe', 'yan', 'uma'];
  for (const [index, player] of players.entries()) {
    await m.run(watchers[index]!, ['table', 'watch'], {}, table.channelId);
    await m.run(watchers[index]!, ['table', 'bet'], { player: `@${player}`, amount: 10 }, table.channelId);
    expect(m.said(watchers[index]!)).toMatch(new RegExp(`^You backed ${e2e.at(player)} with 10 tria to win this table\\.`));
  }
  expect((await m.table(table)).bets?.pool).toBe(10 * players.length);

  await m.start(table, 'alice');
  // The member whose DMs are closed: nothing reaches their DMs; a member in Romanian gets her dice in Romanian.
  if (m.player.hiddenDice) expect(e2e.said('alice', 'dm')).toMatch(/^Zarurile tale \(\d+d6\) în <#\d+>: \*\*/);
  await play(m, table, 1);

  // A turn runs out: its default move is played for the player awaited (README, Turn timers).
  const awaited = await m.nextMove(table);
  expect(awaited, 'a turn to run out').not.toBeNull();
  const expired = m.expiries(table);
  // Issue 30: a choice made at once (Valere's point die) runs out for everyone still choosing, on one deadline.
  const together = (await m.table(table)).deadline?.together?.length ?? 1;
  await m.wait(MINUTE);
  expect(m.expiries(table)).toBe(expired + together);
  // Issue 30: the line names the move the table made for them.
  expect(said(m, table)).toMatch(new RegExp(`⌛ ${e2e.at(awaited!.member)} ran out of time; the table played for them: [^\\n]+\\.`));
  expect((await m.table(table)).status, 'the game goes on after the runout').toBe('active');

  // Pause and resume: nothing runs out while paused, however long.
  await m.run('alice', ['table', 'pause'], {}, table.channelId);
  expect((await m.table(table)).paused, m.said('alice')).not.toBeNull();
  await m.wait(10 * MINUTE);
  expect(m.expiries(table)).toBe(expired + together);
  await m.run('alice', ['table', 'resume'], {}, table.channelId);
  expect((await m.table(table)).paused, m.said('alice')).toBeNull();

  // The member whose DMs are closed sees their hidden dice by asking.
  if (m.player.hiddenDice && (await storedSeatView(txOf(m.sandbox.db), m.tables, table.id, e2e.idOf('bob')))) {
    await m.run('bob', ['table', 'dice'], {}, table.channelId);
    expect(m.said('bob')).toMatch(/^Your dice \(\d+d6\): \*\*[1-6]/);
  }
  expect(sandbox.standin.visibleTo('bob').filter((message) => message.audience.to === 'dm')).toEqual([]);

  // A kick: the stake stays in the pot; the side bet on the kicked player is refunded.
  const kicked = seated.at(-1)!;
  await m.run('mona', ['table', 'kick'], { member: `@${kicked}` }, table.channelId);
  expect((await m.seatOf(table, kicked))?.status, m.said('mona')).toBe('kicked');
  expect(said(m, table)).toMatch(new RegExp(`${e2e.at(kicked)}( \\[\\w+\\])? was kicked from the table by ${e2e.at('mona')}\\.`));
  expect(sandbox.db.prepare(`SELECT status FROM bets WHERE player_id = ?`).pluck().all(e2e.idOf(kicked))).toEqual(['refunded']);
  expect(said(m, table)).toContain(`The side bets on ${e2e.at(kicked)} are refunded: they no longer play at this table.`);
  expect((await m.table(table)).status, 'the game goes on after the kick').toBe('active');

  // A hard restart in the middle: the game goes on, on the same database.
  await m.restart();
  await m.playToEnd(table);

  expect(said(m, table)).toMatch(/The game is over\. Winner/);
  // Every side bet was settled (someone backed the winner) or refunded.
  expect(sandbox.db.prepare('SELECT status FROM markets WHERE table_id = ?').pluck().get(table.id)).toBe('settled');
  expect(sandbox.db.prepare(`SELECT count(*) FROM bets WHERE status = 'open'`).pluck().get()).toBe(0);
  // alice reads the sheet in Romanian (her Discord's language); a sheet that lists who went says the kick was a kick.
  const sheet = await expectGameKept(m, table, 'alice');
  if (m.player.sheetNamesKicks) expect(sheet).toContain(`${e2e.at(kicked)} a fost dat afară de ${e2e.at('mona')}`);
  await m.run('alice', ['wallet', 'balance']);
  expect(m.said('alice')).toMatch(/^Ai \d+ tria\.$/);
  await readRecords(m, 'carol');
  expectEveryMessageFilled(sandbox);
}

/**
 * Game 2: three players (four at Eleven) for points, at a table in a
 * thread, with the server in Romanian; one leaves after the first move, the
 * bot restarts, and the rest play to the end.
 */
export async function pointsInAThreadInRomanian(m: Matrix): Promise<void> {
  const { sandbox, e2e } = m;
  sandbox.standin.setModerator('mona');
  await m.run('mona', ['gm', 'config', 'set'], { language: 'ro' });
  const seated = m.player.minPlayers > 2 ? ['bob', 'carol', 'dave'] : ['bob', 'carol'];
  const table = await m.open('alice', 'points', { thread: true });
  expect(sandbox.standin.channels.get(table.channelId)?.thread, 'the table is in a thread').toBeTruthy();
  await m.join(table, seated);
  await m.start(table, 'alice');
  await play(m, table, 1);

  const leaving = seated.at(-1)!;
  await m.run(leaving, ['table', 'leave'], {}, table.channelId);
  expect((await m.seatOf(table, leaving))?.status, m.said(leaving)).toBe('left');
  expect(said(m, table)).toMatch(new RegExp(`${e2e.at(leaving)}( \\[\\w+\\])? a plecat de la masă\\.`));
  // A restart here too: the thread's table and the server's language are kept.
  if ((await m.table(table)).status === 'active') {
    await m.restart();
  }
  await m.playToEnd(table);

  // The server speaks Romanian: the thread's news is in Romanian.
  expect(said(m, table)).not.toContain('The game is over');
  await expectGameKept(m, table, 'bob');
  await readRecords(m, 'bob');
  expectEveryMessageFilled(sandbox);
}
