// Unit tests of Eleven's /odds against chances counted here by brute force over every roll of every player's two dice, ties rolled again (EL-3 … EL-6).
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../testing/eleven.js';
import { GameDriver } from '../../testing/game-driver.js';
import { eleven } from './game.js';
import { type ElevenSight, elevenOdds } from './odds.js';
import type { ElevenState } from './state.js';

// Eleven, RULES.md §5. Every player rolls two dice of their own (EL-4); the
// nearest sum comes first; players tied on distance roll again, keeping their
// targets, until every place is decided (EL-5). Counted here the long way:
// every player's sum over the 36 rolls of two dice, ties settled by the same
// count on the tied players alone.

/** Out of 36, how often two dice make each sum (counted over the 36 rolls). */
const SUM_CHANCES = (() => {
  const chances = new Map<number, number>();
  for (let first = 1; first <= 6; first += 1)
    for (let second = 1; second <= 6; second += 1) chances.set(first + second, (chances.get(first + second) ?? 0) + 1 / 36);
  return [...chances.entries()];
})();

const counted = new Map<string, number[][]>();

/** Every player's chance of each place, for targets all known: `places[player][place]` (each count kept: ties ask it again). */
function bruteForce(targets: readonly number[]): number[][] {
  const key = targets.join(',');
  const known = counted.get(key);
  if (known) return known;
  const players = targets.length;
  if (players === 1) return [[1]];
  const places = targets.map(() => targets.map(() => 0));
  let everyoneTied = 0;
  const roll = (sums: number[], chance: number): void => {
    if (sums.length < players) {
      for (const [sum, sumChance] of SUM_CHANCES) roll([...sums, sum], chance * sumChance);
      return;
    }
    const distances = sums.map((sum, player) => Math.abs(sum - targets[player]!));
    if (distances.every((distance) => distance === distances[0])) {
      everyoneTied += chance;
      return;
    }
    let place = 0;
    for (const distance of [...new Set(distances)].sort((a, b) => a - b)) {
      const tied = distances.flatMap((each, player) => (each === distance ? [player] : []));
      // EL-5: the tied players' own count decides their places among themselves.
      const among = bruteForce(tied.map((player) => targets[player]!));
      tied.forEach((player, index) => {
        among[index]!.forEach((within, offset) => {
          places[player]![place + offset]! += chance * within;
        });
      });
      place += tied.length;
    }
  };
  roll([], 1);
  const settled = places.map((row) => row.map((chance) => chance / (1 - everyoneTied)));
  counted.set(key, settled);
  return settled;
}

/** The asker's chance of each place with `target`, its rivals' targets known or any of a list, each as likely. */
function bruteForceAgainst(target: number, rivals: readonly (readonly number[])[]): number[] {
  const places = [target, ...rivals].map(() => 0);
  const choose = (chosen: number[], chance: number): void => {
    if (chosen.length === rivals.length) {
      bruteForce([target, ...chosen])[0]!.forEach((within, place) => {
        places[place]! += chance * within;
      });
      return;
    }
    const options = rivals[chosen.length]!;
    for (const option of options) choose([...chosen, option], chance / options.length);
  };
  choose([], 1);
  return places;
}

const PAYOUTS: Record<number, number[]> = { 3: [1, 0, -1], 4: [2, 1, -1, -2] }; // EL-6
const payoutOf = (places: readonly number[], multiplier = 1) =>
  places.reduce((sum, chance, place) => sum + chance * PAYOUTS[places.length]![place]! * multiplier, 0);

const driver = new GameDriver(eleven);
const ALL = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** A table in seat order (order_roll off, EL-2) with these picks made this round (none of them the last). */
function picked(ids: readonly string[], picks: readonly number[], options: Record<string, unknown> = {}): ElevenState {
  let { state } = driver.start(ids, { order_roll: false, ...options }, []);
  picks.forEach((number, index) => {
    state = driver.play(state, ids[index]!, { kind: 'pick', number }).state;
  });
  return state;
}

const sightOf = (state: ElevenState, me: string): ElevenSight => ({ me, table: eleven.publicView(state), own: eleven.seatView(state, me)!, now: 0 });

describe('the brute force itself (EL-4, EL-5)', () => {
  it('EL-5 every place is someone’s: each place’s chances over the players sum to 1', () => {
    for (const targets of [
      [7, 4, 10],
      [2, 12, 7],
      [6, 6, 8, 11],
    ]) {
      const places = bruteForce(targets);
      for (let place = 0; place < targets.length; place += 1) expect(places.reduce((sum, row) => sum + row[place]!, 0)).toBeCloseTo(1, 12);
    }
  });
});

describe('EL-4, EL-5 each number’s chance of coming closest, every pick known', () => {
  it('EL-4 the last to pick: every number it has, against 7 and 4, as the brute force counts', () => {
    const state = picked(['a', 'b', 'c'], [7, 4]);
    const odds = elevenOdds(sightOf(state, 'c'))!;
    expect(odds.round).toBe(1);
    expect(odds.stillToPick).toBe(0);
    expect(odds.numbers.map((entry) => entry.number)).toEqual(ALL);
    for (const entry of odds.numbers) {
      const places = bruteForce([entry.number, 7, 4])[0]!;
      expect(entry.closest).toBeCloseTo(places[0]!, 12);
      for (const [place, chance] of entry.places.entries()) expect(chance).toBeCloseTo(places[place]!, 12);
      expect(entry.expectedPayout).toBeCloseTo(payoutOf(places), 12);
    }
  });

  it('EL-5 by hand: three on one number, or on numbers as far from 7 (5 and 9), each come first a third of the time', () => {
    for (const [picks, mine] of [
      [[7, 7], 7],
      [[9, 9], 5],
      [[2, 12], 12],
    ] as const) {
      const entry = elevenOdds(sightOf(picked(['a', 'b', 'c'], picks), 'c'))!.numbers.find((each) => each.number === mine)!;
      for (const chance of entry.places) expect(chance).toBeCloseTo(1 / 3, 12);
      expect(entry.expectedPayout).toBeCloseTo(0, 12);
    }
  });

  it('EL-6 four players: payouts +2 +1 −1 −2, times the multiplier', () => {
    const state = picked(['a', 'b', 'c', 'd'], [7, 6, 12], { multiplier: 3 });
    const odds = elevenOdds(sightOf(state, 'd'))!;
    for (const number of [2, 7, 9]) {
      const entry = odds.numbers.find((each) => each.number === number)!;
      const places = bruteForce([number, 7, 6, 12])[0]!;
      expect(entry.closest).toBeCloseTo(places[0]!, 12);
      expect(entry.expectedPayout).toBeCloseTo(payoutOf(places, 3), 12);
    }
  });
});

describe('EL-3 players still to pick: any of their numbers left, each as likely', () => {
  it('EL-3 the second to pick, against a 7 and a player with all eleven numbers left', () => {
    const state = picked(['a', 'b', 'c'], [7]);
    const odds = elevenOdds(sightOf(state, 'b'))!;
    expect(odds.stillToPick).toBe(1);
    for (const number of [2, 6, 7, 10]) {
      const entry = odds.numbers.find((each) => each.number === number)!;
      const places = bruteForceAgainst(number, [[7], ALL]);
      for (const [place, chance] of entry.places.entries()) expect(chance).toBeCloseTo(places[place]!, 12);
    }
  });

  it('EL-3 later rounds: the numbers each has left, after picks made in earlier rounds', () => {
    let state = picked(['a', 'b', 'c'], [7, 8]);
    // Round 1's rolls: a 7, b 9, c 6, distances 0, 1, 4 → a, b, c (EL-7: the next order).
    state = driver.play(state, 'c', { kind: 'pick', number: 2 }, [3, 4, 4, 5, 3, 3]).state;
    state = driver.play(state, 'a', { kind: 'pick', number: 12 }).state;
    const view = eleven.publicView(state);
    expect(view.round).toBe(2);
    expect(view.picker).toBe('b');
    const odds = elevenOdds(sightOf(state, 'b'))!;
    expect(odds.numbers.map((entry) => entry.number)).toEqual(ALL.filter((number) => number !== 8));
    const cLeft = ALL.filter((number) => number !== 2);
    for (const entry of odds.numbers) {
      const places = bruteForceAgainst(entry.number, [[12], cLeft]);
      expect(entry.closest).toBeCloseTo(places[0]!, 12);
      expect(entry.expectedPayout).toBeCloseTo(payoutOf(places), 12);
    }
  });

  it('EL-3 asked before one’s turn: everyone not yet picked counts as any of their numbers', () => {
    const state = picked(['a', 'b', 'c'], []);
    const odds = elevenOdds(sightOf(state, 'c'))!;
    expect(odds.stillToPick).toBe(2);
    const entry = odds.numbers.find((each) => each.number === 7)!;
    expect(entry.places).toHaveLength(3);
    const places = bruteForceAgainst(7, [ALL, ALL]);
    for (const [place, chance] of entry.places.entries()) expect(chance).toBeCloseTo(places[place]!, 12);
  });
});

describe('no odds when nothing is left to decide', () => {
  it('EL-3 once the asker has picked this round', () => {
    expect(elevenOdds(sightOf(picked(['a', 'b', 'c'], [7]), 'a'))).toBeNull();
  });

  it('(ruling) a player who left is not counted: three left of four play for the three-player payouts', () => {
    let state = picked(['a', 'b', 'c', 'd'], [7, 6]);
    state = driver.leave(state, 'b').state;
    const odds = elevenOdds(sightOf(state, 'd'))!;
    const entry = odds.numbers.find((each) => each.number === 8)!;
    expect(entry.places).toHaveLength(3);
    expect(entry.expectedPayout).toBeCloseTo(payoutOf(bruteForceAgainst(8, [[7], ALL])), 12);
  });

  it('EL-8 after the eleventh round', () => {
    const ids = ['a', 'b', 'c'];
    let { state } = driver.start(ids, { order_roll: false }, []);
    for (let round = 0; round < 11; round += 1) {
      for (let index = 0; index < 3; index += 1) {
        const player = eleven.awaited(state)!.player;
        // Everyone picks their lowest; the dice put the pickers in pick order (EL-7 keeps it).
        state = driver.play(state, player, { kind: 'pick' }, index === 2 ? inOrder(round + 2, 3) : []).state;
      }
    }
    expect(eleven.isOver(state)).toBe(true);
    expect(elevenOdds({ me: 'a', table: eleven.publicView(state), own: { left: [] }, now: 0 })).toBeNull();
  });
});
