import type { MoveEvent, UserId } from '../contract.js';

/** Every player pays `amount` into the pot, in seat order; nothing moves when it is 0. */
export function buyIns(players: readonly UserId[], amount: number): MoveEvent[] {
  if (amount <= 0) return [];
  return players.map((userId): MoveEvent => ({ type: 'move', from: { kind: 'player', userId }, to: { kind: 'pot' }, amount }));
}

/** The pot to its winners in equal shares, the remainder to the first of them (VJ-9); no move of 0. */
export function payPot(pot: number, winners: readonly UserId[]): MoveEvent[] {
  if (winners.length === 0) return [];
  const share = Math.floor(pot / winners.length);
  const remainder = pot - share * winners.length;
  return winners.flatMap((userId, index): MoveEvent[] => {
    const amount = share + (index === 0 ? remainder : 0);
    return amount > 0 ? [{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId }, amount }] : [];
  });
}

/**
 * Placings for a game played down to its last players: the winners share
 * first place, then the others by when they went out, last out first
 * (players out at the same moment share a place).
 */
export function placingsFrom(winners: readonly UserId[], outOrder: readonly (readonly UserId[])[]): UserId[][] {
  return [[...winners], ...[...outOrder].reverse().map((group) => [...group])];
}
