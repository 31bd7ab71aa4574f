// Tests for the dice fairness check: a scripted loaded die is flagged, fair cryptographic dice are not, and small samples are too few.
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../games/testing/replayable.js';
import { cryptoRng, rollDie } from '../dice/rng.js';
import { judgeDice } from './fairness.js';

const countFaces = (faces: readonly number[], sides: number) => {
  const counts = Array.from({ length: sides }, () => 0);
  for (const face of faces) counts[face - 1]! += 1;
  return counts;
};

describe('the fairness evidence (/stats dice)', () => {
  it('flags a scripted loaded die: sixes twice as often as any other face', () => {
    // 1,2,3,4,5,6,6 over and over: a die a cheat would love.
    const loaded = Array.from({ length: 100 }, () => [1, 2, 3, 4, 5, 6, 6]).flat();
    const rng = scriptedRng(loaded);
    const faces = loaded.map(() => rollDie(rng, 6));
    const judged = judgeDice(countFaces(faces, 6));
    expect(judged.kind).toBe('unusual');
    if (judged.kind === 'too-few') return;
    expect(judged.dice).toBe(700);
    expect(judged.furthest).toEqual({ face: 6, times: 200 });
    // Pearson's statistic by hand: five faces 100 times and one 200, against 116.67 each.
    const expected = 700 / 6;
    expect(judged.chiSquare).toBeCloseTo((5 * (100 - expected) ** 2 + (200 - expected) ** 2) / expected, 6);
    expect(judged.degrees).toBe(5);
    expect(judged.pValue).toBeLessThan(1e-10);
  });

  it('does not flag a large sample of the real dice (the bot’s cryptographic RNG)', () => {
    const faces = Array.from({ length: 60_000 }, () => rollDie(cryptoRng, 6));
    const judged = judgeDice(countFaces(faces, 6));
    // Fails by chance once in 10,000 runs, by the threshold's own definition.
    expect(judged.kind).toBe('fair');
  });

  it('reads the p-value off the chi-square distribution: 60 heads in 100 tosses', () => {
    // Chi-square 4 with one degree of freedom: P(X > 4) = 0.0455 (the two-sided z-test's |z| > 2).
    const judged = judgeDice([60, 40]);
    expect(judged.kind).toBe('fair');
    if (judged.kind === 'too-few') return;
    expect(judged.chiSquare).toBe(4);
    expect(judged.pValue).toBeCloseTo(0.0455, 4);
  });

  it('will not judge fewer dice than five expected of each face', () => {
    expect(judgeDice([3, 5, 4, 6, 2, 5])).toEqual({ kind: 'too-few', dice: 25, needed: 30 });
  });
});
