// Tests for splitting a large table into groups (EL-1): group sizes for every player count, seat order kept, and each group's buy-in.
import { describe, expect, it } from 'vitest';
import { eleven } from '../../games/eleven/rules/game.js';
import type { AnyGame } from '../contract.js';
import { groupSizes, intoGroups, splits, stakesBySize } from './groups.js';

const EL = { min: 3, max: 5 };
// The rules module as the table service holds it: its types erased.
const game: AnyGame = eleven;

describe('EL-1: a table of 6 or more is split into groups of 3 to 5 that play at once', () => {
  it('EL-1: the fewest groups, as even as possible, larger first (6 → 3 + 3, as the rule says)', () => {
    expect(groupSizes(6, EL)).toEqual([3, 3]);
    expect(groupSizes(7, EL)).toEqual([4, 3]);
    expect(groupSizes(9, EL)).toEqual([5, 4]);
    expect(groupSizes(10, EL)).toEqual([5, 5]);
    expect(groupSizes(11, EL)).toEqual([4, 4, 3]);
    expect(groupSizes(16, EL)).toEqual([4, 4, 4, 4]);
    expect(groupSizes(50, EL)).toEqual(Array(10).fill(5));
  });

  it('EL-1: every size from 6 to 50 makes groups of 3 to 5 holding everyone', () => {
    for (let players = 6; players <= 50; players++) {
      const sizes = groupSizes(players, EL);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(players);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('EL-1: players keep their seat order, the first seats making the first group', () => {
    expect(intoGroups(['a', 'b', 'c', 'd', 'e', 'f', 'g'], EL)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g'],
    ]);
  });

  it('EL-1: up to 5 play as one game; only more split', () => {
    expect(splits(game, 5)).toBe(false);
    expect(splits(game, 6)).toBe(true);
  });

  it('EL-9 in groups: each group pays the buy-in of its own size, × multiplier', () => {
    expect(stakesBySize(game, { multiplier: 1 }, 5)).toEqual([33]);
    expect(stakesBySize(game, { multiplier: 1 }, 7)).toEqual([22, 11]);
    expect(stakesBySize(game, { multiplier: 2 }, 10)).toEqual([66, 66]);
  });
});
