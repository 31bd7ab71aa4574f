import { ordinal, rate, rating } from 'openskill';
import { type Db, prepared } from '../db/connection.js';
import type { UserId } from '../games/contract.js';

/** A Weng-Lin (OpenSkill) rating: the skill estimate and how unsure of it we are. */
export interface Rating {
  mu: number;
  sigma: number;
}

/** A newcomer's rating: the library's own prior (mu 25, sigma 25/3). */
export const newcomer = (): Rating => rating();

/**
 * What players see and rank by: the conservative estimate mu − 3·sigma,
 * which starts at 0 and climbs as games make the bot surer. A newcomer who
 * wins once does not leap past a player who has won for months.
 */
export const shownRating = (rated: Rating): number => ordinal(rated);

/**
 * Each player's new rating after one free-for-all game (placings: best
 * first, several in one place tied). A pure function of the ratings before
 * and the placings, so the same game always moves ratings the same way.
 */
export function ratedGame(before: ReadonlyMap<UserId, Rating>, placings: readonly (readonly UserId[])[]): Map<UserId, Rating> {
  const players = placings.flatMap((place, index) => place.map((userId) => ({ userId, rank: index + 1 })));
  if (players.length < 2) return new Map();
  const teams = players.map(({ userId }) => [before.get(userId) ?? newcomer()]);
  const after = rate(teams, { rank: players.map(({ rank }) => rank) });
  return new Map(players.map(({ userId }, index) => [userId, { mu: after[index]![0]!.mu, sigma: after[index]![0]!.sigma }]));
}

export interface StoredRating extends Rating {
  userId: UserId;
  games: number;
}

/** The stored ratings of these players at a game on a server (absent: never rated). */
export function ratingsOf(db: Db, serverId: string, game: string, players: readonly UserId[]): Map<UserId, StoredRating> {
  const found = new Map<UserId, StoredRating>();
  const read = prepared(db, 'SELECT user_id AS userId, mu, sigma, games FROM ratings WHERE server_id = ? AND game = ? AND user_id = ?');
  for (const userId of players) {
    const row = read.get(serverId, game, userId) as StoredRating | undefined;
    if (row) found.set(userId, row);
  }
  return found;
}

/** Rates one finished game: read, rate, write, in the caller's transaction (the one that finishes the table). */
export function rateFinishedGame(db: Db, game: { serverId: string; game: string; placings: readonly (readonly UserId[])[]; now: number }): void {
  const players = game.placings.flat();
  const before = ratingsOf(db, game.serverId, game.game, players);
  const write = prepared(
    db,
    `INSERT INTO ratings (server_id, game, user_id, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)
     ON CONFLICT (server_id, game, user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = games + 1, updated_at = excluded.updated_at`,
  );
  for (const [userId, after] of ratedGame(before, game.placings)) write.run(game.serverId, game.game, userId, after.mu, after.sigma, game.now);
}
