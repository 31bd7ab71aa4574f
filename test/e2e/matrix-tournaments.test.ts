/**
 * Issue 26, the matrix: each game played as a tournament group (VJ-11),
 * a small tournament to its winner with a side bet on it; and the
 * combination refused on purpose, Team Vitaji in a tournament.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.js';
import { Matrix } from './matrix/drive.js';
import { elevenPlayer, type GamePlayer, liarsPlayer, tokyoPlayer, valerePlayer, vitajiPlayer } from './matrix/players.js';
import { tournamentToItsWinner } from './matrix/tournament.js';

const e2e = useSandbox();
const FOUR = ['alice', 'bob', 'carol', 'dave'];
/** The games played by four entrants; two with the server in Romanian (the tournament's news and its tables then speak it). */
const FOUR_ENTRANTS: [GamePlayer, 'en' | 'ro'][] = [
  [liarsPlayer, 'en'],
  [tokyoPlayer, 'ro'],
  [vitajiPlayer, 'en'],
  [valerePlayer, 'ro'],
];

describe('the matrix: a tournament group of each game', () => {
  // Four entrants in two groups of two; the winner of each goes on to a final of two.
  it.each(FOUR_ENTRANTS.map(([player, language]) => [player.name, language, player] as const))(
    '%s: four entrants, two groups and a final, a side bet, prize money; the server speaks %s',
    async (_, language, player) => {
      await tournamentToItsWinner(new Matrix(e2e, player), FOUR, 3, { group_size: 2, advance: 1 }, language);
    },
  );

  // EL-1: a table of Eleven seats 3 to 5; three entrants play the final at once.
  it('Eleven: three entrants, one group that is the final, a side bet, prize money; the server speaks ro', async () => {
    await tournamentToItsWinner(new Matrix(e2e, elevenPlayer), ['alice', 'bob', 'carol'], 1, {}, 'ro');
  });

  it('Team Vitaji in a tournament is refused in one sentence, and nothing is opened', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'tournament', 'open', { game: 'vitaji', options: 'teams=true' });
    expect(e2e.said('mona')).toBe('Team games cannot be played in tournaments yet: open it without teams.');
    expect(e2e.sandbox.db.prepare('SELECT count(*) FROM tournaments').pluck().get()).toBe(0);
    await e2e.run('mona', 'wallet', 'balance');
    expect(e2e.said('mona')).toBe('You have 100 tria.');
  });
});
