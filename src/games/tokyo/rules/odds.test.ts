// Unit tests of Tokyo's /odds against chances counted here over the 36 rolls, or by hand: the cup holding the announcement, a roll beating it, the roller's certainty (TK-1, TK-4, TK-6, TK-10, TK-11, TK-13).
import { describe, expect, it } from 'vitest';
import { announce, DOUBT, play, ROLL, raise, start } from '../../testing/tokyo.js';
import { tokyo } from './game.js';
import { type TokyoSight, tokyoOdds } from './odds.js';
import type { TokyoState } from './state.js';

// Tokyo, RULES.md §2. The ranking is written out again here from TK-1, not
// taken from values.ts, and every chance is counted over the 36 rolls.

/** TK-1, lowest first. */
const TK1 = [31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21];
const ROLLS = Array.from({ length: 36 }, (_, index) => [Math.floor(index / 6) + 1, (index % 6) + 1] as const);
const rolled = ([a, b]: readonly [number, number]) => Math.max(a, b) * 10 + Math.min(a, b);

/** Out of 36: the rolls whose value `holds` says yes to. */
const count = (holds: (value: number) => boolean) => ROLLS.filter((dice) => holds(rolled(dice))).length / 36;
const atLeast = (announced: number) => count((value) => TK1.indexOf(value) >= TK1.indexOf(announced));
const above = (announced: number) => count((value) => TK1.indexOf(value) > TK1.indexOf(announced));

function sightOf(state: TokyoState, me: string): TokyoSight {
  return { me, table: tokyo.publicView(state), own: tokyo.seatView(state, me), now: 0 };
}

const ABCD = ['a', 'b', 'c', 'd'] as const;
/** `a` rolls `dice` under the cup and announces `value`; the cup passes to `b` (TK-3). */
function announced(dice: [number, number], value: number, options: Record<string, unknown> = {}): TokyoState {
  const { state } = start(ABCD, { lives: 3, buy_in: 0, ...options }, dice);
  return play(state, 'a', announce(value)).state;
}

describe('TK-4b the chance the cup holds the announcement, for one who has not seen it', () => {
  it('TK-1 counted by hand: 31 always, 61 half the time, 11 in 8 of 36, 66 in 3, 21 in 2', () => {
    const hand: [number, number][] = [
      [31, 36],
      [61, 18],
      [65, 10],
      [11, 8],
      [66, 3],
      [21, 2],
    ];
    for (const [value, outOf36] of hand) {
      const odds = tokyoOdds(sightOf(announced([1, 3], value), 'b'))!;
      expect(odds.announcement).toBe(value);
      expect(odds.seen).toBe(false);
      expect(odds.cupHolds).toBeCloseTo(outOf36 / 36, 12);
    }
  });

  it('TK-4b, TK-4a every value: the cup holds it, and a roll of one’s own beats it, as counted over the 36 rolls', () => {
    for (const value of TK1.filter((value) => value !== 21)) {
      const odds = tokyoOdds(sightOf(announced([2, 5], value), 'b'))!;
      expect(odds.cupHolds).toBeCloseTo(atLeast(value), 12);
      expect(odds.rollBeats).toBeCloseTo(above(value), 12);
    }
  });

  it('TK-4b every seat but the roller gets the same chance: none of them saw the dice', () => {
    const state = announced([6, 5], 43);
    for (const seat of ['b', 'c', 'd'])
      expect(tokyoOdds(sightOf(state, seat))).toEqual({ announcement: 43, cupHolds: atLeast(43), seen: false, rollBeats: above(43) });
  });

  it('TK-6 at 21 the cup is only accepted or doubted: no roll to beat it, the cup holds it in 2 of 36', () => {
    const odds = tokyoOdds(sightOf(announced([2, 1], 21), 'b'))!;
    expect(odds).toEqual({ announcement: 21, cupHolds: 2 / 36, seen: false, rollBeats: null });
  });

  it('TK-4a after a believed roll the cup is new: the chance is over the new dice, the new announcement', () => {
    let state = announced([4, 1], 41);
    state = play(state, 'b', ROLL, [6, 6]).state;
    state = play(state, 'b', announce(66)).state;
    expect(tokyoOdds(sightOf(state, 'c'))).toEqual({ announcement: 66, cupHolds: 3 / 36, seen: false, rollBeats: 2 / 36 });
  });
});

describe('TK-3 the roller saw the dice: certainty', () => {
  it('TK-3 the announcer of the truth knows the cup holds it; of a bluff, that it does not', () => {
    expect(tokyoOdds(sightOf(announced([5, 4], 54), 'a'))).toMatchObject({ cupHolds: 1, seen: true });
    expect(tokyoOdds(sightOf(announced([5, 4], 62), 'a'))).toMatchObject({ cupHolds: 0, seen: true });
  });

  it('TK-4c after blind raises the roller, handed the cup again, still knows its own dice', () => {
    let state = announced([5, 4], 54); // a rolled 54 and told the truth
    state = play(state, 'b', raise(61)).state;
    state = play(state, 'c', raise(62)).state;
    state = play(state, 'd', raise(63)).state;
    expect(tokyo.publicView(state).holder).toBe('a');
    expect(tokyoOdds(sightOf(state, 'a'))).toEqual({ announcement: 63, cupHolds: 0, seen: true, rollBeats: above(63) });
    // b, who raised blind and never saw the cup, has only the 36 rolls to go by.
    expect(tokyoOdds(sightOf(state, 'b'))).toMatchObject({ cupHolds: atLeast(63), seen: false });
  });
});

describe('TK-8 … TK-13 the variants count as a doubt counts', () => {
  it('TK-11 sum_values: 53 is held by every non-double summing 8 or more, every double and 21', () => {
    const sumRank = (value: number) => (value === 21 ? 100 : value % 11 === 0 ? 50 + value / 11 : Math.floor(value / 10) + (value % 10));
    const odds = tokyoOdds(sightOf(announced([1, 3], 53, { variant: 'sum_values' }), 'b'))!;
    expect(odds.cupHolds).toBeCloseTo(
      count((value) => sumRank(value) >= 8),
      12,
    );
    // By hand: sums 8–11 of non-doubles are 62 53 63 54 64 65 (12 of 36), the doubles 6, Tokyo 2.
    expect(odds.cupHolds).toBeCloseTo(20 / 36, 12);
    // A roll must beat 8 outright (TK-5): 63 54 64 65, the doubles and 21.
    expect(odds.rollBeats).toBeCloseTo(16 / 36, 12);
  });

  it('TK-13 allow_equal: a roll may equal the announcement, so 21 may still be answered by rolling one', () => {
    const odds = tokyoOdds(sightOf(announced([1, 3], 21, { variant: 'allow_equal' }), 'b'))!;
    expect(odds).toEqual({ announcement: 21, cupHolds: 2 / 36, seen: false, rollBeats: 2 / 36 });
  });

  it('TK-10 double_tokyo: once 21 was announced, a 42 is double Tokyo, held only by 42 and 63', () => {
    let state = announced([1, 3], 21, { variant: 'double_tokyo' });
    state = play(state, 'b', ROLL, [4, 2]).state;
    state = play(state, 'b', announce(42)).state;
    expect(tokyoOdds(sightOf(state, 'c'))).toEqual({ announcement: 42, cupHolds: 4 / 36, seen: false, rollBeats: 2 / 36 });
  });

  it('TK-10 double_tokyo: a 21 announced is held by 21, and by 42 and 63 now ranked above it', () => {
    const odds = tokyoOdds(sightOf(announced([1, 3], 21, { variant: 'double_tokyo' }), 'b'))!;
    // 21 may still be answered by rolling (TK-16): only 42 or 63 follow it.
    expect(odds).toEqual({ announcement: 21, cupHolds: 6 / 36, seen: false, rollBeats: 4 / 36 });
  });

  it('TK-8 tokyetto: 31 ranks just below 21, so only 31 and 21 hold it', () => {
    const odds = tokyoOdds(sightOf(announced([1, 3], 31, { variant: 'tokyetto' }), 'b'))!;
    expect(odds.cupHolds).toBeCloseTo(4 / 36, 12);
  });

  it('TK-9 reversed_doubles: 11 is the best double, held only by 11 and 21', () => {
    const odds = tokyoOdds(sightOf(announced([1, 3], 11, { variant: 'reversed_doubles' }), 'b'))!;
    expect(odds.cupHolds).toBeCloseTo(3 / 36, 12);
  });
});

describe('no odds where nothing is announced', () => {
  it('TK-3 before the first announcement of a hand, and once the game is over', () => {
    const { state } = start(ABCD, { lives: 1, buy_in: 0 }, [1, 3]);
    expect(tokyoOdds(sightOf(state, 'a'))).toBeNull();
    expect(tokyoOdds(sightOf(state, 'b'))).toBeNull();
    // Two players, one life: a doubt ends the game.
    const duel = start(['a', 'b'], { lives: 1, buy_in: 0 }, [1, 3]).state;
    const over = play(play(duel, 'a', announce(66)).state, 'b', DOUBT).state;
    expect(tokyo.isOver(over)).toBe(true);
    expect(tokyoOdds(sightOf(over, 'b'))).toBeNull();
  });
});
