// Ranks players by a score, best first, equal scores sharing a place: how games that end on points (Eleven, Vitaji, Valere) order their players.
import type { UserId } from '../../engine/contract.js';

/** Players ranked by a score, best first; those with equal scores share a place (in seat order within it). */
export function rankedBy(players: readonly UserId[], score: (player: UserId) => number): UserId[][] {
  const scores = [...new Set(players.map(score))].sort((a, b) => b - a);
  return scores.map((value) => players.filter((player) => score(player) === value));
}
