import type { UserId } from '../games/contract.js';

/**
 * Seeds for the draw (VJ-11): the best rated first, by the rating players
 * see (records/ratings.ts), so the strongest are spread across the groups
 * by the snake draw; players without a rating at the game follow in the
 * order they joined. With nobody rated, the seeds are the join order.
 */
export function seedByRating(joined: readonly UserId[], shown: ReadonlyMap<UserId, number>): UserId[] {
  const order = new Map(joined.map((userId, index) => [userId, index]));
  const rated = joined.filter((userId) => shown.has(userId)).sort((a, b) => shown.get(b)! - shown.get(a)! || order.get(a)! - order.get(b)!);
  return [...rated, ...joined.filter((userId) => !shown.has(userId))];
}
