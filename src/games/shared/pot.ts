// Pot helpers every game shares: everyone paying in, splitting a pot among winners (remainder to the first), the leaders, and placings by who went out.
import type { MoveEvent, UserId } from '../../engine/contract.js';

/** Every player pays `amount` into the pot, in seat order; nothing moves when it is 0. */
export function buyIns(players: readonly UserId[], amount: number): MoveEvent[] {
  if (amount <= 0) return [];
  return players.map((userId): MoveEvent => ({ type: 'move', from: { kind: 'player', userId }, to: { kind: 'pot' }, amount }));
}

/** A pot split among its winners: equal shares, the remainder to the first of them (VJ-9, VA-6). */
export function potShares(pot: number, winners: readonly UserId[]): Record<UserId, number> {
  if (winners.length === 0) return {};
  const share = Math.floor(pot / winners.length);
  return Object.fromEntries(winners.map((userId, index) => [userId, share + (index === 0 ? pot - share * winners.length : 0)]));
}

/** The pot to its winners in those shares; no move of 0. */
export function payPot(pot: number, winners: readonly UserId[]): MoveEvent[] {
  return Object.entries(potShares(pot, winners)).flatMap(([userId, amount]): MoveEvent[] =>
    amount > 0 ? [{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId }, amount }] : [],
  );
}

/** The players with the top score among `candidates` (one leader, or the tied ones). */
export function leaders(candidates: readonly UserId[], score: (player: UserId) => number): UserId[] {
  const best = Math.max(...candidates.map(score));
  return candidates.filter((player) => score(player) === best);
}

/**
 * Placings for a game played down to its last players: the winners share
 * first place, then the others by when they went out, last out first
 * (players out at the same moment share a place).
 */
export function placingsFrom(winners: readonly UserId[], outOrder: readonly (readonly UserId[])[]): UserId[][] {
  return [[...winners], ...[...outOrder].reverse().map((group) => [...group])];
}
