// Unit: the rating players read (issue 30) — a newcomer at 1500, a first loss under it and far from 0, and only the skill estimate moving it.
import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { newcomer, RATING_SCALE, shownRating } from './ratings.js';

describe('the rating shown (issue 30)', () => {
  it('reads 1500 for a newcomer, in whole points', () => {
    expect(shownRating(newcomer())).toBe(RATING_SCALE.newcomer);
    expect(Number.isInteger(shownRating({ mu: 26.123, sigma: 7.9 }))).toBe(true);
  });

  it('reads a first loss a little under 1500, never near 0: two players, and the last of four', () => {
    const [[winner], [loser]] = rate([[rating()], [rating()]]);
    expect(shownRating(winner!)).toBeGreaterThan(1500);
    expect(shownRating(loser!)).toBeLessThan(1500);
    expect(shownRating(loser!)).toBeGreaterThan(1400);
    const fourth = rate([[rating()], [rating()], [rating()], [rating()]])[3]![0]!;
    expect(shownRating(fourth)).toBeGreaterThan(1350);
  });

  it('moves with the skill estimate alone: the same estimate reads the same however sure the bot is, so playing more lifts no one', () => {
    expect(shownRating({ mu: 25, sigma: 2 })).toBe(shownRating({ mu: 25, sigma: 25 / 3 }));
    // One prior standard deviation of skill is 200 points (OpenSkill's Elo-like scale).
    expect(shownRating({ mu: 25 + 25 / 3, sigma: 5 }) - shownRating(newcomer())).toBe(RATING_SCALE.perPriorSigma);
  });
});
