/**
 * Issue 26, done when: a tournament of each of the five games, opened with
 * `/tournament open game:<g>` and no options (only a prize pool), plays to
 * its winner through Discord, prize money paid. Three entrants make one
 * group that is the final, which plays the default three games (VJ-11),
 * each with the game's own defaults; the games are played by the matrix's
 * players (test/e2e/matrix/players.ts).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.js';
import { expectEveryMessageFilled, expectLedgerKept } from './matrix/checks.js';
import { Matrix } from './matrix/drive.js';
import { elevenPlayer, type GamePlayer, liarsPlayer, tokyoPlayer, valerePlayer, vitajiPlayer } from './matrix/players.js';

const e2e = useSandbox();
const ENTRANTS = ['alice', 'bob', 'carol'];
const PRIZES = 30;

async function defaultTournament(player: GamePlayer): Promise<void> {
  const m = new Matrix(e2e, player);
  const { sandbox } = m;
  sandbox.standin.setModerator('mona');
  await m.run('mona', ['tournament', 'open'], { game: player.game, prizes: PRIZES });
  const tournament = sandbox.db.prepare('SELECT id FROM tournaments ORDER BY id DESC LIMIT 1').pluck().get() as number | undefined;
  expect(tournament, `the tournament did not open: ${m.said('mona')}`).toBeDefined();
  for (const entrant of ENTRANTS) await m.run(entrant, ['tournament', 'join']);
  await m.run('wes', ['tournament', 'bet'], { market: 'tournament', player: '@alice', amount: 10 });
  await m.run('mona', ['tournament', 'start']);
  expect(m.said('mona')).toBe('The tournament has started: 1 group, each at its own table.');

  // The final's first game waits in its lobby; any of its players presses Start on the table's message in its thread.
  const first = sandbox.db.prepare(`SELECT id, channel_id AS channelId FROM game_tables WHERE tournament_id = ? ORDER BY id`).get(tournament) as {
    id: number;
    channelId: string;
  };
  const message = sandbox.standin.messages.get((await m.table(first)).messageId ?? '')!;
  // No placeholder, NaN or undefined in what the lobby says is played (the stand-in refuses them too).
  expect(JSON.stringify(message.embeds)).toMatch(/For points: a stack of 1000 each/);
  const start = message.components.flatMap((row) => row.components as { label?: string; custom_id?: string }[]).find((button) => button.label === 'Start')!;
  m.scriptDice();
  await sandbox.forge('alice', message, start.custom_id!);

  // The group's three games, each started by the bot when the last ends, played to their ends.
  for (let game = 1; game <= 3; game++) {
    const table = sandbox.db
      .prepare(`SELECT id, channel_id AS channelId FROM game_tables WHERE tournament_id = ? ORDER BY id LIMIT 1 OFFSET ?`)
      .get(tournament, game - 1) as { id: number; channelId: string } | undefined;
    expect(table, `game ${game} of the final was made`).toBeDefined();
    for (let moves = 0; moves < 400 && (await m.nextMove(table!)) !== null; moves++) {
      // LD-9's default call window (3 s): a raise waits it out, as players do.
      const view = (await m.table(table!)).view as { standingBid?: { bettor: string | null }; callWindowMs?: number };
      if (view.standingBid?.bettor) await m.wait(view.callWindowMs ?? 0);
      await m.step(table!);
    }
    expect((await m.table(table!)).status).toBe('finished');
  }
  const row = sandbox.db.prepare('SELECT status, bracket FROM tournaments WHERE id = ?').get(tournament) as { status: string; bracket: string };
  expect(row.status).toBe('finished');
  const winner = (JSON.parse(row.bracket) as { winner: string | null }).winner;
  expect(ENTRANTS.map((name) => e2e.idOf(name))).toContain(winner);
  // The whole prize pool went to the winner's wallet (a new wallet opens with 100).
  await m.run(m.nameOf(winner!), ['wallet', 'balance']);
  expect(m.said(m.nameOf(winner!))).toBe(`You have ${100 + PRIZES} tria.`);
  expect(sandbox.db.prepare(`SELECT status FROM markets WHERE tournament_id = ? AND name = 'tournament'`).pluck().get(tournament)).toMatch(/^(settled|void)$/);
  expectLedgerKept(sandbox);
  expectEveryMessageFilled(sandbox);
}

describe('a tournament of each game with no options, to its winner (issue 26)', () => {
  it.each([liarsPlayer, tokyoPlayer, vitajiPlayer, valerePlayer, elevenPlayer].map((player) => [player.name, player] as const))(
    '%s: /tournament open game and prizes only; three entrants play the final’s three games; the prize is paid',
    async (_, player) => {
      await defaultTournament(player);
    },
  );
});
