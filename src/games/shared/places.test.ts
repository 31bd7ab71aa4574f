// Unit tests of ranking players by score, best first, with equal scores sharing a place.
import { describe, expect, it } from 'vitest';
import { rankedBy } from './places.js';

describe('places by score (Eleven EL-8, Vitaji, Valere)', () => {
  it('ranks best first, equal scores sharing a place in seat order', () => {
    const scores: Record<string, number> = { a: 3, b: 7, c: 3, d: -2, e: 7 };
    expect(rankedBy(['a', 'b', 'c', 'd', 'e'], (player) => scores[player]!)).toEqual([['b', 'e'], ['a', 'c'], ['d']]);
  });

  it('gives nothing for nobody', () => {
    expect(rankedBy([], () => 0)).toEqual([]);
  });
});
