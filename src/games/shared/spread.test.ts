// Unit tests of picking at most 25 options spread evenly over a longer range, as a Discord menu must (first and last always kept).
import { describe, expect, it } from 'vitest';
import { spread, spreadIndexes } from './spread.js';

// A menu holds 25 options (Discord): a longer range is offered spread from its first to its last.

describe('spread', () => {
  it('keeps everything that fits, in order', () => {
    expect(spreadIndexes(4, 25)).toEqual([0, 1, 2, 3]);
    expect(spread(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the first and the last and spreads the rest evenly, at most `limit` of them', () => {
    const picked = spreadIndexes(1000, 25);
    expect(picked).toHaveLength(25);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(999);
    expect([...picked].sort((a, b) => a - b)).toEqual(picked);
    const gaps = picked.slice(1).map((index, at) => index - picked[at]!);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it('never repeats an item when the range is barely longer than the limit', () => {
    const picked = spread(
      Array.from({ length: 26 }, (_, index) => index),
      25,
    );
    expect(new Set(picked).size).toBe(picked.length);
    expect(picked).toHaveLength(25);
  });
});
