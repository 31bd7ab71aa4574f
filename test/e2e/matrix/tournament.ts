/**
 * Issue 26, the matrix: a game played as a tournament group (VJ-11). A
 * moderator opens a small tournament of the game with a prize pool,
 * entrants join, watchers back every entrant on the `tournament` market, the
 * host starts it; each group's game is started by pressing Start at its
 * table in its thread and played to its end, tier after tier, to the
 * tournament's winner; the bot restarts hard after the first game. After
 * each game, and at the end, the matrix's checks.
 */
import { expect } from 'vitest';
import { expectEveryMessageFilled, expectGameKept, expectLedgerKept } from './checks.js';
import type { Matrix, MatrixTable } from './drive.js';
import type { Options } from './players.js';

const WATCHERS = ['wes', 'vic', 'zoe', 'yan', 'uma', 'xia'];
const PRIZES = 60;

const tournamentOf = (m: Matrix) =>
  m.sandbox.db.prepare('SELECT id, status FROM tournaments ORDER BY id DESC LIMIT 1').get() as { id: number; status: string } | undefined;

/** The oldest game of the tournament still waiting in its lobby. */
const lobbyOf = (m: Matrix, tournament: number): MatrixTable | null => {
  const row = m.sandbox.db
    .prepare(`SELECT id, channel_id AS channelId FROM game_tables WHERE tournament_id = ? AND status = 'lobby' ORDER BY id LIMIT 1`)
    .get(tournament) as MatrixTable | undefined;
  return row ?? null;
};

/** `member` presses Start (Începe in Romanian) on the table's own message, in its thread (what pressing it there sends). */
async function pressStart(m: Matrix, table: MatrixTable, member: string): Promise<void> {
  const message = m.sandbox.standin.messages.get((await m.table(table)).messageId ?? '');
  expect(message, `table ${table.id} has its message`).toBeDefined();
  expect(message!.channelId).toBe(table.channelId);
  // The button by what it does (its custom id ends in its action, v1:<table>:<version>:start), whatever language its label speaks.
  const start = message!.components
    .flatMap((row) => row.components as { label?: string; custom_id?: string }[])
    .find((button) => button.custom_id?.endsWith(':start'));
  expect(start, `a Start button at table ${table.id}`).toBeDefined();
  m.scriptDice();
  await m.sandbox.forge(member, message!, start!.custom_id!);
}

/**
 * A tournament of `entrants` played to its winner in `games` games;
 * `settings`: its bracket (group_size, advance …); `language`: the server's,
 * set before it opens (its news and its tables' then speak it).
 */
export async function tournamentToItsWinner(
  m: Matrix,
  entrants: readonly string[],
  games: number,
  settings: Options = {},
  language: 'en' | 'ro' = 'en',
): Promise<void> {
  const { sandbox, e2e } = m;
  sandbox.standin.setModerator('mona');
  if (language === 'ro') await m.run('mona', ['gm', 'config', 'set'], { language });
  await m.run('mona', ['tournament', 'open'], {
    game: m.player.game,
    options: m.player.tournamentOptions,
    games_per_round: 1,
    prizes: PRIZES,
    ...settings,
  });
  const opened = tournamentOf(m);
  expect(opened?.status, `the tournament did not open: ${m.said('mona')}`).toBe('open');
  const tournament = opened!.id;
  for (const entrant of entrants) {
    await m.run(entrant, ['tournament', 'join']);
    expect(m.said(entrant), entrant).toMatch(/^You are entered in the .* tournament, seed \d+\./);
  }

  // A side bet on the tournament's market for every entrant, so that someone backs the winner.
  for (const [index, entrant] of entrants.entries()) {
    const watcher = WATCHERS[index]!;
    await m.run(watcher, ['tournament', 'bet'], { market: 'tournament', player: `@${entrant}`, amount: 10 });
    expect(m.said(watcher)).toMatch(new RegExp(`^You backed ${e2e.at(entrant)} with 10 tria in tournament\\.`));
  }

  await m.run('mona', ['tournament', 'start']);
  expect(tournamentOf(m)?.status, `the tournament did not start: ${m.said('mona')}`).toBe('running');

  let played = 0;
  for (let table = lobbyOf(m, tournament); table !== null; table = lobbyOf(m, tournament)) {
    expect(sandbox.standin.channels.get(table.channelId)?.thread, 'a group plays in a thread of its own').toBeTruthy();
    const starter = m.nameOf((await m.table(table)).seats.find((seat) => seat.role === 'player')!.userId);
    await pressStart(m, table, starter);
    expect((await m.table(table)).status, `${starter} could not start table ${table.id}: ${m.said(starter)}`).not.toBe('lobby');
    await m.playToEnd(table);
    await expectGameKept(m, table, starter);
    played += 1;
    // The bot restarts hard between two games: the bracket goes on from the database.
    if (played === 1) {
      await m.restart();
    }
    expect(played, 'a small tournament ends').toBeLessThanOrEqual(games);
  }
  expect(played, 'the games of the bracket').toBe(games);

  expect(tournamentOf(m)?.status, 'the tournament played to its winner').toBe('finished');
  expect(sandbox.db.prepare(`SELECT count(*) FROM game_tables WHERE tournament_id = ? AND status <> 'finished'`).pluck().get(tournament)).toBe(0);
  // Prize money: the pool paid out in full, to players of the tournament.
  expect(sandbox.db.prepare(`SELECT balance FROM accounts WHERE kind = 'prize-pool' AND owner = ?`).pluck().get(String(tournament))).toBe(0);
  const prizes = sandbox.db
    .prepare(
      `SELECT a.owner, sum(p.amount) AS paid FROM postings p JOIN transfers x ON x.id = p.transfer_id JOIN accounts a ON a.id = p.account_id
       WHERE x.cause = 'tournament' AND a.kind = 'wallet' AND p.amount > 0 GROUP BY a.owner`,
    )
    .all() as { owner: string; paid: number }[];
  expect(prizes.reduce((sum, row) => sum + row.paid, 0)).toBe(PRIZES);
  const entrantIds = entrants.map((entrant) => e2e.idOf(entrant));
  expect(prizes.every((row) => entrantIds.includes(row.owner))).toBe(true);
  // The side bets on the tournament were settled: someone backed the winner.
  expect(sandbox.db.prepare(`SELECT status FROM markets WHERE tournament_id = ? AND name = 'tournament'`).pluck().get(tournament)).toBe('settled');
  expect(sandbox.db.prepare(`SELECT count(*) FROM bets WHERE status = 'open'`).pluck().get()).toBe(0);
  expectLedgerKept(sandbox);
  expectEveryMessageFilled(sandbox);
}
