// Seeds the tournament draw by each player's shown rating, best first, with unrated players counted as newcomers (VJ-11).
import type { UserId } from '../contract.js';

/**
 * Seeds for the draw (VJ-11): by the rating players see at the game
 * (records/ratings.ts), best first, so the snake draw spreads the strongest
 * across the groups. A player never rated counts as the newcomer they are
 * (`newcomer`: the rating everyone starts with), so one who has lost more
 * than won seeds below them; equal ratings keep the join order. With
 * nobody rated, the seeds are the join order.
 */
export function seedByRating(joined: readonly UserId[], shown: ReadonlyMap<UserId, number>, newcomer: number): UserId[] {
  const rating = (userId: UserId) => shown.get(userId) ?? newcomer;
  const order = new Map(joined.map((userId, index) => [userId, index]));
  return [...joined].sort((a, b) => rating(b) - rating(a) || order.get(a)! - order.get(b)!);
}
