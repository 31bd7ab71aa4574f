// Splitting a table with more players than one game takes into groups of playable size (EL-1), keeping seat order, pure arithmetic.
import type { AnyGame } from '../contract.js';

/**
 * EL-1: how a table of more players than one game takes is split at its
 * start — the fewest groups that fit, as even as possible (7 → 4 and 3,
 * 6 → 3 and 3, 11 → 4, 4 and 3), larger groups first. Players keep their
 * seat order: the first seats make the first group, so the lobby already
 * shows who plays with whom.
 */
export function groupSizes(players: number, limits: { min: number; max: number }): number[] {
  const count = Math.ceil(players / limits.max);
  const base = Math.floor(players / count);
  const larger = players % count;
  const sizes = Array.from({ length: count }, (_, index) => base + (index < larger ? 1 : 0));
  // Never smaller than the game allows: with min ≤ max/2 + 1 (EL-1's 3 and 5) every split fits.
  if (sizes.some((size) => size < limits.min)) throw new Error(`${players} players cannot be split into groups of ${limits.min} to ${limits.max}`);
  return sizes;
}

/** Whether this many players at the start make groups instead of one game. */
export function splits(game: AnyGame, players: number): boolean {
  return game.groups !== undefined && players > game.groups.max;
}

/** The members, in seat order, cut into the groups `groupSizes` gives. */
export function intoGroups<Seat>(seats: readonly Seat[], limits: { min: number; max: number }): Seat[][] {
  const sizes = groupSizes(seats.length, limits);
  return sizes.map((size, index) => {
    const first = sizes.slice(0, index).reduce((sum, before) => sum + before, 0);
    return seats.slice(first, first + size);
  });
}

/**
 * What each player puts in at the start, when this many start: in groups,
 * each group's own stake (EL-9's buy-in by group size); the most of those
 * is what a member joining must be able to cover.
 */
export function stakesBySize(game: AnyGame, options: unknown, players: number): number[] {
  if (!game.groups || !splits(game, players)) return [game.stakeAtStart(options, players)];
  return groupSizes(players, game.groups).map((size) => game.stakeAtStart(options, size));
}
