// Vitaji's /odds and the house player's arithmetic, from the public table alone (nothing in Vitaji is hidden): what a reroll does to the die, what rerolls and rounds left are worth, and each player's chance of the pot (VJ-3, VJ-6, VJ-7).
import type { SeatSight } from '../../../engine/house.js';
import type { VitajiView } from './view.js';

/** Every roll is public (VJ-6): a seat's own view holds nothing the table does not show; it only says the seat is theirs. */
export type VitajiSeatView = Record<string, never>;

/** What one seat sees of a Vitaji table. */
export type VitajiSight = SeatSight<VitajiView, VitajiSeatView>;

/**
 * What a reroll would do to the asker's die, this round's result (a player
 * has the one die, VJ-6): the new result replaces the old even if lower.
 */
export interface VitajiOdds {
  /** The die as it stands. */
  result: number;
  sides: number;
  rerollsLeft: number;
  /** The reroll shows more than `result`: it improves the die. */
  chanceHigher: number;
  /** The same face again. */
  chanceSame: number;
  /** Less than `result`, which then stands (VJ-6). */
  chanceLower: number;
  /** The reroll's result on average, (sides + 1) / 2. */
  expectedResult: number;
  /** What the reroll adds to the result on average (negative: it costs on average). */
  expectedGain: number;
}

/**
 * The asker's reroll odds; null when they have no reroll to decide on: not
 * the rolling phase, out of the game, no rerolls left, or a die on its
 * highest face (the rules pass for them, as nothing can improve it).
 */
export function vitajiOdds(sight: VitajiSight): VitajiOdds | null {
  const { table } = sight;
  const seat = table.seats.find((candidate) => candidate.player === sight.me);
  if (table.phase !== 'rolling' || !seat || seat.dropped || seat.result === null || seat.rerolls === 0) return null;
  const { sides } = table;
  const result = seat.result;
  if (result >= sides) return null;
  const expectedResult = (sides + 1) / 2;
  return {
    result,
    sides,
    rerollsLeft: seat.rerolls,
    chanceHigher: (sides - result) / sides,
    chanceSame: 1 / sides,
    chanceLower: (result - 1) / sides,
    expectedResult,
    expectedGain: expectedResult - result,
  };
}

/**
 * The most table cells the reroll arithmetic fills for one decision: a
 * championship (VJ-1: 200 rerolls over 500 rounds) fits whole; beyond, the
 * rerolls are counted only up to what fits, so the house rerolls a little
 * less readily than it could.
 */
const MOST_CELLS = 400_000;

/**
 * The average of max(x + keep, reroll) over a fair die's faces x: the better
 * of keeping a result x (worth `keep` more afterwards) and rerolling (worth
 * `reroll`).
 */
function averageBest(sides: number, keep: number, reroll: number): number {
  const rerolled = Math.min(sides, Math.max(0, Math.floor(reroll - keep)));
  return (rerolled * reroll + (sides - rerolled) * keep + (sides * (sides + 1) - rerolled * (rerolled + 1)) / 2) / sides;
}

/**
 * VJ-6 played for the most points on average: `totals[k][m]` is the expected
 * sum of m rounds still to be rolled by a player holding k rerolls who spends
 * them best. Holding x with k rerolls and m rounds after this one is worth
 * x + totals[k][m] if kept and totals[k − 1][m + 1] if rerolled (the reroll
 * is a fresh die with one reroll fewer), so
 * totals[k][m] = average over x of max(x + totals[k][m − 1], totals[k − 1][m]).
 */
export function expectedTotals(sides: number, rerolls: number, rounds: number): number[][] {
  const counted = Math.min(rerolls, Math.max(1, Math.floor(MOST_CELLS / (rounds + 1)) - 1));
  const mean = (sides + 1) / 2;
  const totals = [Array.from({ length: rounds + 1 }, (_, round) => round * mean)];
  for (let held = 1; held <= counted; held += 1) {
    const fewer = totals[held - 1]!;
    const row = [0];
    for (let round = 1; round <= rounds; round += 1) row.push(averageBest(sides, row[round - 1]!, fewer[round]!));
    totals.push(row);
  }
  return totals;
}

/** totals[k][m], with rerolls beyond those counted taken as the most counted. */
export const totalOf = (totals: number[][], rerolls: number, rounds: number): number => totals[Math.min(rerolls, totals.length - 1)]![rounds]!;

/**
 * VJ-6 for the most points on average: whether a reroll of `result` pays,
 * holding `rerolls` with `roundsAfter` rounds to roll after this one.
 */
export function rerollPays(sides: number, result: number, rerolls: number, roundsAfter: number): boolean {
  if (rerolls <= 0 || result >= sides) return false;
  const totals = expectedTotals(sides, rerolls, roundsAfter + 1);
  return totalOf(totals, rerolls - 1, roundsAfter + 1) > result + totalOf(totals, rerolls, roundsAfter);
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, within 1.5e-7). */
export function normalBelow(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const tail = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? 1 - tail / 2 : tail / 2;
}

/** One side of the table's final count (a player, or a team, VJ-9): its expected final score and the spread of it. */
export interface Contender {
  mean: number;
  variance: number;
}

/**
 * The chance `mine` ends highest, each final score taken as normal and
 * independent: a position estimate for betting (VJ-3), not exact odds.
 */
export function chanceHighest(mine: Contender, others: readonly Contender[]): number {
  if (others.length === 0) return 1;
  const spreads = others.map((other) => Math.sqrt(other.variance));
  const beats = (score: number) =>
    others.reduce((chance, other, index) => {
      const spread = spreads[index]!;
      const below = spread === 0 ? (other.mean < score ? 1 : other.mean === score ? 0.5 : 0) : normalBelow((score - other.mean) / spread);
      return chance * below;
    }, 1);
  const spread = Math.sqrt(mine.variance);
  if (spread === 0) return beats(mine.mean);
  // The trapezoid rule over five spreads either side: finer than any betting or rerolling decision needs.
  let chance = 0;
  for (let step = 0; step <= STEPS; step += 1) {
    const z = -5 + (10 * step) / STEPS;
    const weight = step === 0 || step === STEPS ? 0.5 : 1;
    chance += weight * Math.exp((-z * z) / 2) * beats(mine.mean + z * spread);
  }
  return Math.min(1, Math.max(0, (chance * 10) / STEPS / Math.sqrt(2 * Math.PI)));
}

const STEPS = 64;
