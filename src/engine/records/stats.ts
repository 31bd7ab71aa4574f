// Read-only stats queries: a member's record (games, wins, places, net winnings, ratings) and a game's leaderboard.

import type { Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import { type Rating, shownRating } from './ratings.js';

/** One member's record on a server, at one game or at all of them. */
export interface PlayerRecord {
  games: number;
  wins: number;
  /** How often they finished in each place: [place, times], best place first. */
  places: [number, number][];
  /** Tria won or lost at tria tables; null when they played none. */
  net: number | null;
  /** The game they played most (ties: the one played last). */
  favourite: string | null;
  /** Their rating at each game they were rated in, best first. */
  ratings: { game: string; rating: number; games: number }[];
}

const gameFilter = '(? IS NULL OR game = ?)';

export async function playerRecord(db: Tx, serverId: string, userId: UserId, game?: string): Promise<PlayerRecord> {
  const filter = [serverId, userId, game ?? null, game ?? null] as const;
  const totals = (await db.get(
    `SELECT count(*) AS games, coalesce(sum(CASE WHEN place = 1 THEN 1 ELSE 0 END), 0) AS wins, sum(net) AS net
     FROM results WHERE server_id = ? AND user_id = ? AND ${gameFilter}`,
    ...filter,
  )) as { games: number; wins: number; net: number | null };
  const places = (
    (await db.all(
      `SELECT place, count(*) AS times FROM results WHERE server_id = ? AND user_id = ? AND ${gameFilter} GROUP BY place ORDER BY place`,
      ...filter,
    )) as { place: number; times: number }[]
  ).map(({ place, times }): [number, number] => [place, times]);
  const favourite = (await db.get(
    `SELECT game FROM results WHERE server_id = ? AND user_id = ? AND ${gameFilter} GROUP BY game ORDER BY count(*) DESC, max(finished_at) DESC LIMIT 1`,
    ...filter,
  )) as { game: string } | undefined;
  const ratings = (
    (await db.all(`SELECT game, mu, sigma, games FROM ratings WHERE server_id = ? AND user_id = ? AND ${gameFilter}`, ...filter)) as (Rating & {
      game: string;
      games: number;
    })[]
  )
    .map((row) => ({ game: row.game, rating: shownRating(row), games: row.games }))
    .sort((a, b) => b.rating - a.rating);
  return { games: totals.games, wins: totals.wins, places, net: totals.net, favourite: favourite?.game ?? null, ratings };
}

export type LeaderboardBy = 'rating' | 'wins' | 'net';

export interface LeaderboardRow {
  userId: UserId;
  /** The rating shown, the wins, or the net tria: what the board is ranked by. */
  value: number;
  games: number;
}

/**
 * A game's best players on a server. `since`: only games finished since
 * then count (wins and net over the period; by rating, the players who
 * played in it, by their rating now: a rating has no period of its own).
 */
export async function leaderboard(
  db: Tx,
  query: { serverId: string; game: string; by: LeaderboardBy; since: number | null; limit: number },
): Promise<LeaderboardRow[]> {
  const since = query.since ?? 0;
  if (query.by === 'rating') {
    const rows = (await db.all(
      `SELECT r.user_id AS "userId", r.mu, r.sigma, count(x.table_id) AS games FROM ratings r
       JOIN results x ON x.server_id = r.server_id AND x.game = r.game AND x.user_id = r.user_id AND x.finished_at >= ?
       WHERE r.server_id = ? AND r.game = ? GROUP BY r.user_id, r.mu, r.sigma`,
      since,
      query.serverId,
      query.game,
    )) as (Rating & { userId: UserId; games: number })[];
    // Ranked by exactly the rating shown, as the board's footnote says; equal ratings, more games first.
    return rows
      .map((row) => ({ userId: row.userId, value: shownRating(row), games: row.games }))
      .sort((a, b) => b.value - a.value || b.games - a.games)
      .slice(0, query.limit);
  }
  const value = query.by === 'wins' ? 'sum(CASE WHEN place = 1 THEN 1 ELSE 0 END)' : 'sum(net)';
  return (await db.all(
    `SELECT user_id AS "userId", ${value} AS value, count(*) AS games FROM results
     WHERE server_id = ? AND game = ? AND finished_at >= ? ${query.by === 'net' ? 'AND net IS NOT NULL' : ''}
     GROUP BY user_id ORDER BY value DESC, games ASC, min(finished_at) LIMIT ?`,
    query.serverId,
    query.game,
    since,
    query.limit,
  )) as LeaderboardRow[];
}
