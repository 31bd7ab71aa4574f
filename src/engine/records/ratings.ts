// Player ratings per game (Weng-Lin/OpenSkill): the rating players read, rating a finished game, and storing the results.
import { rate, rating } from 'openskill';
import type { Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';

/** A Weng-Lin (OpenSkill) rating: the skill estimate and how unsure of it we are. */
export interface Rating {
  mu: number;
  sigma: number;
}

/** A newcomer's rating: the library's own prior (mu 25, sigma 25/3). */
export const newcomer = (): Rating => rating();

/**
 * The scale players read (issue 30): the skill estimate mu, on an Elo-like
 * scale with the numbers OpenSkill's own FAQ suggests (1500 to start, 200
 * points to one prior standard deviation; the FAQ applies them to the
 * ordinal, here to mu), in whole points. An honest shift and
 * stretch of the estimate, never clamped: a newcomer reads 1500 and a first
 * loss reads a little under it, far from 0.
 *
 * Why mu and not the conservative mu − 3·sigma the library calls ordinal:
 * sigma shrinks with every game played, whatever the result, so ranking by
 * mu − 3·sigma lifts a player for turning up. A player who finishes third
 * of four every night, never winning, passes one who won their only game
 * after nine games (test/records.test.ts works it through). Ranked by mu, a
 * player climbs only by beating players; how sure the bot is shows beside
 * it, as the number of games the rating rests on.
 */
export const RATING_SCALE = { newcomer: 1500, perPriorSigma: 200 } as const;

export const shownRating = (rated: Rating): number => {
  const prior = newcomer();
  return Math.round(RATING_SCALE.newcomer + (RATING_SCALE.perPriorSigma / prior.sigma) * (rated.mu - prior.mu));
};

/** One side of a finished game as the ratings see it: a player alone, or a team (VJ-9); rank 1 won, equal ranks tied. */
export interface RankedSide {
  players: readonly UserId[];
  rank: number;
}

/**
 * Each player's new rating after one game, from its sides and their ranks.
 * A pure function of the ratings before and the result, so the same game
 * always moves ratings the same way.
 */
function ratedGame(before: ReadonlyMap<UserId, Rating>, sides: readonly RankedSide[]): Map<UserId, Rating> {
  if (sides.length < 2) return new Map();
  const teams = sides.map((side) => side.players.map((userId) => before.get(userId) ?? newcomer()));
  const after = rate(teams, { rank: sides.map((side) => side.rank) });
  const rated = new Map<UserId, Rating>();
  sides.forEach((side, index) => {
    side.players.forEach((userId, member) => {
      const { mu, sigma } = after[index]![member]!;
      // A rating the library could not compute is left as it was, never written as NaN.
      if (Number.isFinite(mu) && Number.isFinite(sigma)) rated.set(userId, { mu, sigma });
    });
  });
  return rated;
}

export interface StoredRating extends Rating {
  userId: UserId;
  games: number;
}

/** The stored ratings of these players at a game on a server (absent: never rated). */
export async function ratingsOf(db: Tx, serverId: string, game: string, players: readonly UserId[]): Promise<Map<UserId, StoredRating>> {
  const found = new Map<UserId, StoredRating>();
  for (const userId of players) {
    const row = (await db.get(
      'SELECT user_id AS "userId", mu, sigma, games FROM ratings WHERE server_id = ? AND game = ? AND user_id = ?',
      serverId,
      game,
      userId,
    )) as StoredRating | undefined;
    if (row) found.set(userId, row);
  }
  return found;
}

/** Rates one finished game: read, rate, write, in the caller's transaction (the one that finishes the table). */
export async function rateFinishedGame(db: Tx, game: { serverId: string; game: string; sides: readonly RankedSide[]; now: number }): Promise<void> {
  const players = game.sides.flatMap((side) => side.players);
  const before = await ratingsOf(db, game.serverId, game.game, players);
  for (const [userId, after] of ratedGame(before, game.sides)) {
    await db.run(
      `INSERT INTO ratings (server_id, game, user_id, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)
     ON CONFLICT (server_id, game, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1, updated_at = excluded.updated_at`,
      game.serverId,
      game.game,
      userId,
      after.mu,
      after.sigma,
      game.now,
    );
  }
}
