// Valere's /odds against exact values worked out here: every way the other hands can fall, scored by the rules' own tie rule (VA-2 … VA-6).
import { describe, expect, it } from 'vitest';
import { DrivenTable, GameDriver } from '../../testing/game-driver.js';
import { sightOf } from '../../testing/house-match.js';
import { valere } from './game.js';
import { type ValereOdds, valereOdds } from './odds.js';
import { pointsMoved } from './rules.js';

// Valere, RULES.md §4: the chances each point-die choice has this round, from the asker's own sight.

const driver = new GameDriver(valere);
const table = (ids: readonly string[], options: Record<string, unknown>, dice: readonly number[]) => new DrivenTable(driver, ids, options, dice);
const oddsOf = (game: ReturnType<typeof table>, player: string): ValereOdds | null => {
  const sight = sightOf(valere, game.state, player, 0);
  return sight && valereOdds(sight);
};

/** Every hand of three dice once, as a sorted multiset with how many of the 216 ordered throws give it. */
const hands: { dice: number[]; ways: number }[] = [];
for (let low = 1; low <= 6; low += 1)
  for (let mid = low; mid <= 6; mid += 1)
    for (let high = mid; high <= 6; high += 1) {
      const ways = low === high ? 1 : low === mid || mid === high ? 3 : 6;
      hands.push({ dice: [low, mid, high], ways });
    }

interface Exact {
  win: number;
  tie: number;
  points: number[];
  reach: number;
}

/**
 * The asker's outcome for one choice by brute force: every combination of
 * the other seats' hands (each keeping its lowest die, as the odds assume),
 * the round settled as VA-3 and VA-4 settle it, in seat order.
 */
function bruteForce(seats: readonly string[], me: string, die: number, sum: number, score: number, target: number): Exact {
  const exact: Exact = { win: 0, tie: 0, points: [0, 0, 0, 0, 0, 0, 0], reach: 0 };
  const sums = seats.map(() => 0);
  const points = seats.map(() => 0);
  const mine = seats.indexOf(me);
  sums[mine] = sum;
  points[mine] = die;
  const others = seats.map((_, index) => index).filter((index) => index !== mine);
  const deal = (next: number, weight: number) => {
    if (next < others.length) {
      for (const hand of hands) {
        sums[others[next]!] = hand.dice[1]! + hand.dice[2]!;
        points[others[next]!] = hand.dice[0]!;
        deal(next + 1, weight * hand.ways);
      }
      return;
    }
    const chance = weight / 216 ** others.length;
    const best = Math.max(...sums);
    const tied = seats.filter((_, index) => sums[index] === best);
    const gained = pointsMoved(tied, (seat) => points[seats.indexOf(seat)]!).find((gain) => gain.player === me)?.points ?? 0;
    if (tied.length === 1 && tied[0] === me) exact.win += chance;
    if (tied.length > 1 && tied.includes(me)) exact.tie += chance;
    exact.points[gained]! += chance;
    if (gained > 0 && score + gained >= target) exact.reach += chance;
  };
  deal(0, 1);
  return exact;
}

function expectExact(odds: ValereOdds | null, seats: readonly string[], me: string, score: number, target: number) {
  expect(odds).not.toBeNull();
  for (const choice of odds!.choices) {
    const exact = bruteForce(seats, me, choice.die, choice.sum, score, target);
    expect(choice.chanceWin).toBeCloseTo(exact.win, 10);
    expect(choice.chanceTie).toBeCloseTo(exact.tie, 10);
    for (const [points, chance] of choice.chanceOfPoints.entries()) expect(chance).toBeCloseTo(exact.points[points]!, 10);
    expect(choice.expectedPoints).toBeCloseTo(
      exact.points.reduce((total, chance, points) => total + chance * points, 0),
      10,
    );
    expect(choice.chanceReachTarget).toBeCloseTo(exact.reach, 10);
  }
}

describe('VA-2 … VA-4 each point-die choice, against every hand the others may hold', () => {
  it('VA-3, VA-4: three of a kind, two players — hand-counted: a tie needs two sixes (16 of 216 hands), and gives their lowest die', () => {
    const game = table(['a', 'b'], {}, [6, 6, 6, 1, 2, 3]);
    const odds = oddsOf(game, 'a')!;
    expect(odds.opponents).toBe(1);
    expect(odds.choices).toHaveLength(1);
    const [six] = odds.choices;
    expect(six!.die).toBe(6);
    expect(six!.sum).toBe(12);
    expect(six!.chanceWin).toBeCloseTo(200 / 216, 10);
    expect(six!.chanceTie).toBeCloseTo(16 / 216, 10);
    // Tied: 6,6,x for x = 1 … 5 (three throws each) gives x; 6,6,6 gives 6.
    expect(six!.expectedPoints).toBeCloseTo((200 * 6 + 3 * (1 + 2 + 3 + 4 + 5) + 6) / 216, 10);
    expect(six!.chanceOfPoints[0]).toBeCloseTo(0, 10);
  });

  it('VA-2: every face of the hand once, the highest sum first, each exact against all 216 hands of the other player', () => {
    const game = table(['a', 'b'], { target: 5 }, [2, 5, 2, 3, 3, 3]);
    const odds = oddsOf(game, 'a')!;
    expect(odds.choices.map((choice) => [choice.die, choice.sum])).toEqual([
      [2, 7],
      [5, 4],
    ]);
    expectExact(odds, ['a', 'b'], 'a', 0, 5);
    // Only a 5 kept as point die can reach a target of 5 in one round (a tie gives the other's lowest die, at most 2 with a sum of 4).
    expect(odds.choices[0]!.chanceReachTarget).toBe(0);
    expect(odds.choices[1]!.chanceReachTarget).toBeGreaterThan(0);
  });

  it('VA-4: three players, ties passed one seat clockwise: exact for every seat', () => {
    const game = table(['a', 'b', 'c'], { target: 8 }, [1, 4, 6, 5, 5, 2, 3, 6, 6]);
    for (const player of ['a', 'b', 'c']) expectExact(oddsOf(game, player), ['a', 'b', 'c'], player, 0, 8);
  });

  it('VA-3, VA-5: four players, a score near the target: exact against every combination of the three other hands', () => {
    // Round 1: a keeps 6 on a sum of 12 and wins alone: 6 points of 10.
    const game = table(['a', 'b', 'c', 'd'], { target: 10 }, [6, 6, 6, 1, 1, 2, 1, 2, 2, 1, 1, 3]);
    game.act('a', { kind: 'point', die: 6 });
    game.act('b', { kind: 'point', die: 1 });
    game.act('c', { kind: 'point', die: 1 });
    game.act('d', { kind: 'point', die: 1 }, [2, 4, 5, 1, 3, 6, 6, 6, 1, 2, 2, 3]);
    expect(game.view.round).toBe(2);
    expect(game.view.seats.map((seat) => seat.score)).toEqual([6, 0, 0, 0]);
    const leader = oddsOf(game, 'a')!;
    expect(leader.opponents).toBe(3);
    expectExact(leader, ['a', 'b', 'c', 'd'], 'a', 6, 10);
    expectExact(oddsOf(game, 'c'), ['a', 'b', 'c', 'd'], 'c', 0, 10);
  });
});

describe('VA-5, VA-6 whom the round is played against, and when there are no odds', () => {
  it('VA-6 side-bets: a folded player is out of the round; the settled choice is named', () => {
    const game = table(['a', 'b', 'c'], { wagering: 'side-bets', ante: 5 }, [2, 5, 4, 6, 6, 1, 3, 3, 3]);
    game.act('a', { kind: 'point', die: 2 });
    game.act('b', { kind: 'point', die: 1 });
    expect(oddsOf(game, 'a')!.settled).toBe(2);
    game.act('c', { kind: 'point', die: 3 });
    expect(game.view.phase).toBe('side-betting');
    game.act('a', { kind: 'bet', amount: 5 });
    game.act('b', { kind: 'fold' });
    const odds = oddsOf(game, 'c')!;
    expect(odds.opponents).toBe(1);
    expect(odds.settled).toBe(3);
    expectExact(odds, ['a', 'c'], 'c', 0, 18);
    expect(oddsOf(game, 'b')).toBeNull();
  });

  it('VA-6 rounds: no odds before the dice are dealt; none for a watcher; none once the game is over', () => {
    const game = table(['a', 'b'], { wagering: 'rounds', ante: 5, target: 1 }, [2, 5, 4, 6, 6, 1]);
    expect(oddsOf(game, 'a')).not.toBeNull();
    expect(oddsOf(game, 'watcher')).toBeNull();
    game.act('a', { kind: 'point', die: 2 });
    game.act('b', { kind: 'point', die: 1 });
    expect(game.view.phase).toBe('over');
    expect(oddsOf(game, 'a')).toBeNull();

    const longer = table(['a', 'b'], { wagering: 'rounds', ante: 5, target: 30 }, [2, 5, 4, 6, 6, 1]);
    longer.act('a', { kind: 'point', die: 2 });
    longer.act('b', { kind: 'point', die: 1 });
    expect(longer.view.phase).toBe('betting');
    expect(oddsOf(longer, 'a')).toBeNull();
  });

  it('VA-5: a tie-break round is played against the tied leaders only; a player sitting it out has no odds', () => {
    // Round 1: a and b tie on 12 and swap point dice (3 and 3): both reach 3 = the target; c sits the tie-break out.
    const game = table(['a', 'b', 'c'], { target: 3 }, [3, 6, 6, 3, 6, 6, 1, 1, 1]);
    game.act('a', { kind: 'point', die: 3 });
    game.act('b', { kind: 'point', die: 3 });
    game.act('c', { kind: 'point', die: 1 }, [4, 4, 4, 5, 5, 5]);
    expect(game.view.tieBreak).toEqual(['a', 'b']);
    expect(oddsOf(game, 'c')).toBeNull();
    const odds = oddsOf(game, 'a')!;
    expect(odds.opponents).toBe(1);
    expectExact(odds, ['a', 'b'], 'a', 3, 3);
  });
});
