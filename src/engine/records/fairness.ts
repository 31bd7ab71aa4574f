// The dice fairness check behind /stats dice: a chi-square test of face counts, calling a sample fair, unusual, or too small to judge.
import jstat from 'jstat';

/**
 * Below this p-value a sample is called unusual. Strict on purpose: players
 * ask about many slices (each member, each game, each die), and at the
 * usual 5% one slice in twenty of perfectly fair dice would be called
 * suspicious. At 1 in 10,000, a flag means something.
 */
const UNUSUAL_BELOW = 0.0001;

/** Chi-square wants at least this many expected of each face before its p-value means much. */
const EXPECTED_PER_FACE = 5;

export type FairnessJudgement =
  | { kind: 'too-few'; dice: number; needed: number }
  | {
      kind: 'fair' | 'unusual';
      dice: number;
      expected: number;
      chiSquare: number;
      degrees: number;
      pValue: number;
      /** The face furthest from what a fair die gives, and how often it fell. */
      furthest: { face: number; times: number };
    };

/**
 * How a sample of faces (counts[i]: how often face i+1 fell) compares with
 * a fair die: Pearson's chi-square goodness of fit against equal
 * frequencies, its p-value from jstat's chi-square distribution.
 */
export function judgeDice(counts: readonly number[]): FairnessJudgement {
  const sides = counts.length;
  const dice = counts.reduce((sum, times) => sum + times, 0);
  const needed = EXPECTED_PER_FACE * sides;
  if (sides < 2 || dice < needed) return { kind: 'too-few', dice, needed };
  const expected = dice / sides;
  const chiSquare = counts.reduce((sum, times) => sum + (times - expected) ** 2 / expected, 0);
  const degrees = sides - 1;
  const pValue = Math.min(1, Math.max(0, 1 - jstat.jStat.chisquare.cdf(chiSquare, degrees)));
  let furthest = { face: 1, times: counts[0]! };
  counts.forEach((times, index) => {
    if (Math.abs(times - expected) > Math.abs(furthest.times - expected)) furthest = { face: index + 1, times };
  });
  return { kind: pValue < UNUSUAL_BELOW ? 'unusual' : 'fair', dice, expected, chiSquare, degrees, pValue, furthest };
}
