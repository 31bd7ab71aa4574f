// Vitaji's /odds against exact values counted face by face, and the reroll arithmetic against a brute-force search of every roll (VJ-6).
import { describe, expect, it } from 'vitest';
import { sightOf } from '../../testing/house-match.js';
import { drop, pass, reroll, Table } from '../../testing/vitaji.js';
import { vitaji } from './game.js';
import { chanceHighest, expectedTotals, rerollPays, vitajiOdds } from './odds.js';

// Vitaji, RULES.md §3: the chance a reroll improves the die, from the asker's own sight.

const oddsOf = (game: Table, player: string) => {
  const sight = sightOf(vitaji, game.state, player, 0);
  return sight && vitajiOdds(sight);
};

/** Every face of a fair die once: how many beat, equal and fall short of `result`, and their average. */
function countFaces(sides: number, result: number) {
  let higher = 0;
  let same = 0;
  let lower = 0;
  let total = 0;
  for (let face = 1; face <= sides; face += 1) {
    if (face > result) higher += 1;
    else if (face === result) same += 1;
    else lower += 1;
    total += face;
  }
  return { higher: higher / sides, same: same / sides, lower: lower / sides, mean: total / sides };
}

function expectCounted(game: Table, player: string, sides: number, result: number, rerollsLeft: number) {
  const odds = oddsOf(game, player);
  const counted = countFaces(sides, result);
  expect(odds).toEqual({
    result,
    sides,
    rerollsLeft,
    chanceHigher: counted.higher,
    chanceSame: counted.same,
    chanceLower: counted.lower,
    expectedResult: counted.mean,
    expectedGain: counted.mean - result,
  });
}

describe('VJ-6 the chance a reroll improves the die', () => {
  it('VJ-6: d6 (casual): each player’s die against all six faces (a 2 improves 4 times in 6)', () => {
    const game = new Table(['a', 'b', 'c'], {}, [2, 5, 1]);
    expectCounted(game, 'a', 6, 2, 2);
    expectCounted(game, 'b', 6, 5, 2);
    expectCounted(game, 'c', 6, 1, 2);
    expect(oddsOf(game, 'a')!.chanceHigher).toBe(4 / 6);
  });

  it('VJ-1, VJ-6: d20 (standard) and d100: a 13 improves 7 times in 20; a 99 once in 100', () => {
    const standard = new Table(['a', 'b'], { preset: 'standard' }, [13, 20]);
    expectCounted(standard, 'a', 20, 13, 4);
    expect(oddsOf(standard, 'a')!.chanceHigher).toBe(7 / 20);
    const hundred = new Table(['a', 'b'], { sides: 100, rounds: 3 }, [99, 4]);
    expectCounted(hundred, 'a', 100, 99, 1);
    expectCounted(hundred, 'b', 100, 4, 1);
  });

  it('VJ-6: after a reroll the new die is what the odds are about, with one reroll fewer', () => {
    const game = new Table(['a', 'b'], {}, [1, 3]);
    game.act('a', reroll, [4]);
    expectCounted(game, 'a', 6, 4, 1);
  });

  it('VJ-6: no odds without a reroll to decide: out of rerolls, on the highest face, betting, dropped, watching', () => {
    const game = new Table(['a', 'b', 'c'], { rerolls: 1, rounds: 3 }, [2, 6, 3]);
    expect(oddsOf(game, 'b')).toBeNull(); // a 6 cannot improve: the rules pass for b
    expect(oddsOf(game, 'watcher')).toBeNull();
    game.act('a', reroll, [3]);
    expect(oddsOf(game, 'a')).toBeNull(); // no rerolls left
    game.act('c', pass); // a and b pass by themselves: the round ends
    expect(game.view.phase).toBe('betting');
    expect(oddsOf(game, 'c')).toBeNull();
    game.act('a', { kind: 'bet', amount: 2 });
    game.act('b', drop);
    game.act('c', { kind: 'meet' }, [4, 5]);
    expect(oddsOf(game, 'b')).toBeNull();
    expectCounted(game, 'c', 6, 5, 1);
  });
});

/**
 * The most points on average, by brute force: every roll and every
 * reroll-or-keep choice searched, nothing remembered between branches.
 */
function bestAverage(sides: number, rounds: number, rerolls: number): number {
  if (rounds === 0) return 0;
  let total = 0;
  for (let face = 1; face <= sides; face += 1) total += holding(sides, face, rerolls, rounds - 1);
  return total / sides;
}

/** Holding `face` with `rerolls` and `roundsAfter` rounds after this one: the better of keeping it and rerolling. */
function holding(sides: number, face: number, rerolls: number, roundsAfter: number): number {
  const kept = face + bestAverage(sides, roundsAfter, rerolls);
  return Math.max(kept, rerolls > 0 ? rerolledAverage(sides, rerolls, roundsAfter) : kept);
}

function rerolledAverage(sides: number, rerolls: number, roundsAfter: number): number {
  let total = 0;
  for (let face = 1; face <= sides; face += 1) total += holding(sides, face, rerolls - 1, roundsAfter);
  return total / sides;
}

describe('VJ-6 what rerolls are worth (the house player’s arithmetic)', () => {
  it('VJ-6: the expected total of the rounds left, rerolls spent best, equals a search of every roll (d4 and d6)', () => {
    for (const sides of [4, 6]) {
      const totals = expectedTotals(sides, 2, 3);
      for (let rerolls = 0; rerolls <= 2; rerolls += 1)
        for (let rounds = 0; rounds <= 3; rounds += 1) expect(totals[rerolls]![rounds]).toBeCloseTo(bestAverage(sides, rounds, rerolls), 12);
    }
  });

  it('VJ-6: a reroll pays exactly when the search says rerolling is worth more than keeping', () => {
    for (const sides of [4, 6])
      for (let rerolls = 1; rerolls <= 2; rerolls += 1)
        for (let roundsAfter = 0; roundsAfter <= 2; roundsAfter += 1)
          for (let face = 1; face <= sides; face += 1) {
            const kept = face + bestAverage(sides, roundsAfter, rerolls);
            expect(rerollPays(sides, face, rerolls, roundsAfter)).toBe(rerolledAverage(sides, rerolls, roundsAfter) > kept + 1e-12);
          }
    // Hand-worked: d6, the last round, one reroll: a reroll (3.5 on average) pays on 1, 2 and 3.
    expect([1, 2, 3, 4, 5, 6].map((face) => rerollPays(6, face, 1, 0))).toEqual([true, true, true, false, false, false]);
  });

  it('VJ-7: the position estimate is fair between equals and orders the favourite first', () => {
    const even = { mean: 50, variance: 40 };
    expect(chanceHighest(even, [even])).toBeCloseTo(1 / 2, 4);
    expect(chanceHighest(even, [even, even, even])).toBeCloseTo(1 / 4, 4);
    // Two: the difference is normal, mean 10 and variance 80: Φ(10 / √80) = 0.868223…
    expect(chanceHighest({ mean: 60, variance: 40 }, [even])).toBeCloseTo(0.868223, 4);
    expect(chanceHighest({ mean: 60, variance: 0 }, [{ mean: 59, variance: 0 }])).toBe(1);
  });
});
