// Tests for tournament prize money (VJ-11): the pool split by stage, a stage's prize among its players, and the default rising split.
import { describe, expect, it } from 'vitest';
import { defaultSplit, splitAmong, stageShares } from './prizes.js';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('VJ-11: the prize pool by stage', () => {
  it('VJ-11: one entry per stage, first tier first', () => {
    expect(stageShares(1000, [20, 30, 50], 3)).toEqual([200, 300, 500]);
  });

  it('VJ-11: more stages than entries: the split is read from the final back, the earliest tiers pay nothing', () => {
    expect(stageShares(1000, [20, 30, 50], 5)).toEqual([0, 0, 200, 300, 500]);
  });

  it('VJ-11: fewer stages than entries: the entries no stage uses go to the final', () => {
    expect(stageShares(1000, [20, 30, 50], 2)).toEqual([300, 700]);
    expect(stageShares(1000, [20, 30, 50], 1)).toEqual([1000]);
  });

  it('VJ-11: amounts are floored and the rounding goes to the final, so the pool is paid exactly', () => {
    expect(stageShares(999, [20, 30, 50], 3)).toEqual([199, 299, 501]);
    expect(stageShares(7, [33, 33, 34], 3)).toEqual([2, 2, 3]);
    for (const pool of [0, 1, 7, 99, 1001, 123_457]) {
      for (let stages = 1; stages <= 6; stages++) expect(sum(stageShares(pool, [10, 15, 25, 50], stages))).toBe(pool);
    }
  });

  it('VJ-11: no stages is a program error', () => {
    expect(() => stageShares(100, [100], 0)).toThrow();
  });
});

describe('VJ-11: a stage’s prize among its players', () => {
  it('VJ-11: equal shares, the tria left over one each to the first seeds', () => {
    expect(splitAmong(10, ['a', 'b', 'c'])).toEqual({ a: 4, b: 3, c: 3 });
    expect(splitAmong(11, ['a', 'b', 'c'])).toEqual({ a: 4, b: 4, c: 3 });
    expect(splitAmong(9, ['a', 'b', 'c'])).toEqual({ a: 3, b: 3, c: 3 });
    expect(splitAmong(2, ['a', 'b', 'c'])).toEqual({ a: 1, b: 1, c: 0 });
  });

  it('VJ-11: the shares add up to the amount exactly', () => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (let amount = 0; amount <= 50; amount++) expect(sum(Object.values(splitAmong(amount, players)))).toBe(amount);
  });

  it('VJ-11: nobody to pay is nothing paid (the caller refunds)', () => {
    expect(splitAmong(100, [])).toEqual({});
  });
});

describe('VJ-11: the default split, rising with each tier', () => {
  it('VJ-11: weights 1, 2, … as whole percentages, the rest to the final', () => {
    expect(defaultSplit(1)).toEqual([100]);
    expect(defaultSplit(2)).toEqual([33, 67]);
    expect(defaultSplit(3)).toEqual([16, 33, 51]);
    expect(defaultSplit(4)).toEqual([10, 20, 30, 40]);
  });

  it('VJ-11: sums to exactly 100 and never falls from one tier to the next', () => {
    for (let stages = 1; stages <= 10; stages++) {
      const split = defaultSplit(stages);
      expect(split).toHaveLength(stages);
      expect(sum(split)).toBe(100);
      split.slice(1).forEach((percent, index) => {
        expect(percent).toBeGreaterThanOrEqual(split[index] ?? 0);
      });
    }
  });

  it('VJ-11: the default split pays the pool exactly through stageShares', () => {
    expect(stageShares(1000, defaultSplit(3), 3)).toEqual([160, 330, 510]);
  });
});
