// Unit tests of Tokyo's roll values and their ranking (TK-1) under every variant (TK-8 … TK-13), and the options switching them on.
import { describe, expect, it } from 'vitest';
import { settle, tokyoActionSchema, tokyoOptionsSchema } from './options.js';
import { ALL_VALUES, beats, isDouble, legalAnnouncements, rank, ranking, rollValue, type Variants } from './values.js';

// Tokyo, RULES.md §2: values and their ranking (TK-1) under every variant
// (TK-8 … TK-11, TK-13), and the options that switch them on (TK-2, TK-14).
// Play itself is in rules-hand.test.ts and rules-variants.test.ts.

const NONE: Variants = {
  tokyetto: false,
  reversedDoubles: false,
  doubleTokyo: false,
  sumValues: false,
  bluffPenaltyTwo: false,
  allowEqual: false,
  beghel: false,
};
const v = (over: Partial<Variants> = {}): Variants => ({ ...NONE, ...over });

const NON_DOUBLES = [31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65];
const DOUBLES = [11, 22, 33, 44, 55, 66];
const singles = (values: number[]) => values.map((value) => [value]);

describe('TK-1 a roll’s value', () => {
  it('TK-1 is the higher die × 10 + the lower die, whichever order the dice fall in', () => {
    expect(rollValue([3, 1])).toBe(31);
    expect(rollValue([1, 3])).toBe(31);
    expect(rollValue([5, 6])).toBe(65);
    expect(rollValue([2, 2])).toBe(22);
    expect(rollValue([1, 2])).toBe(21);
    expect(rollValue([6, 6])).toBe(66);
  });

  it('TK-1 the 36 rolls of two dice give exactly the 21 ranked values', () => {
    const seen = new Set<number>();
    for (let a = 1; a <= 6; a += 1) for (let b = 1; b <= 6; b += 1) seen.add(rollValue([a, b]));
    expect([...seen].sort((x, y) => x - y)).toEqual([...ALL_VALUES].sort((x, y) => x - y));
    expect(ALL_VALUES).toHaveLength(21);
  });

  it('TK-1 doubles are 11, 22 … 66 and nothing else', () => {
    expect(ALL_VALUES.filter(isDouble)).toEqual(DOUBLES);
  });
});

describe('TK-1 ranking without variants', () => {
  it('TK-1 is 31 … 65, then the doubles 11 … 66, then 21 (Tokyo) on top', () => {
    expect(ranking(v(), false)).toEqual([...singles(NON_DOUBLES), ...singles(DOUBLES), [21]]);
  });

  it('TK-1 is the same once 21 was announced when double_tokyo is off', () => {
    expect(ranking(v(), true)).toEqual(ranking(v(), false));
  });

  it('TK-1 is not changed by the variants that touch only penalties or equality (TK-12, TK-13, TK-14)', () => {
    const plain = ranking(v(), false);
    expect(ranking(v({ bluffPenaltyTwo: true }), false)).toEqual(plain);
    expect(ranking(v({ allowEqual: true }), false)).toEqual(plain);
    expect(ranking(v({ beghel: true, allowEqual: true }), true)).toEqual(plain);
  });

  it('TK-1 every double beats every non-double and 21 beats every double', () => {
    for (const single of NON_DOUBLES) for (const double of DOUBLES) expect(rank(double, v(), false)).toBeGreaterThan(rank(single, v(), false));
    for (const double of DOUBLES) expect(rank(21, v(), false)).toBeGreaterThan(rank(double, v(), false));
  });
});

describe('TK-8 … TK-11 ranking under each variant, as a whole ordered list', () => {
  it('TK-8 tokyetto: 31 is second best, just below 21', () => {
    expect(ranking(v({ tokyetto: true }), false)).toEqual([...singles(NON_DOUBLES.slice(1)), ...singles(DOUBLES), [31], [21]]);
  });

  it('TK-9 reversed_doubles: 66 is the lowest double, 11 the highest, 21 still on top', () => {
    expect(ranking(v({ reversedDoubles: true }), false)).toEqual([...singles(NON_DOUBLES), [66], [55], [44], [33], [22], [11], [21]]);
  });

  it('TK-10 double_tokyo before 21 is announced: the plain order (42 and 63 in their usual places)', () => {
    expect(ranking(v({ doubleTokyo: true }), false)).toEqual([...singles(NON_DOUBLES), ...singles(DOUBLES), [21]]);
  });

  it('TK-10 double_tokyo once 21 is announced: … 21, then 42, then 63 on top', () => {
    const rest = NON_DOUBLES.filter((value) => value !== 42 && value !== 63);
    expect(ranking(v({ doubleTokyo: true }), true)).toEqual([...singles(rest), ...singles(DOUBLES), [21], [42], [63]]);
  });

  it('TK-11 sum_values: non-doubles grouped by the sum of their dice, then the doubles, then 21', () => {
    expect(ranking(v({ sumValues: true }), false)).toEqual([
      [31], // 4
      [32, 41], // 5
      [42, 51], // 6
      [43, 52, 61], // 7
      [53, 62], // 8
      [54, 63], // 9
      [64], // 10
      [65], // 11
      ...singles(DOUBLES),
      [21],
    ]);
  });

  it('TK-8 + TK-11 tokyetto with sum_values: 31 leaves the sums and sits just below 21', () => {
    expect(ranking(v({ tokyetto: true, sumValues: true }), false)).toEqual([
      [32, 41],
      [42, 51],
      [43, 52, 61],
      [53, 62],
      [54, 63],
      [64],
      [65],
      ...singles(DOUBLES),
      [31],
      [21],
    ]);
  });

  it('TK-9 + TK-10 reversed doubles with double_tokyo after a 21', () => {
    const rest = NON_DOUBLES.filter((value) => value !== 42 && value !== 63);
    expect(ranking(v({ reversedDoubles: true, doubleTokyo: true }), true)).toEqual([...singles(rest), [66], [55], [44], [33], [22], [11], [21], [42], [63]]);
  });
});

describe('TK-5 / TK-13 what may follow an announcement', () => {
  it('TK-5 any value opens a hand', () => {
    for (const value of ALL_VALUES) expect(beats(value, null, v(), false)).toBe(true);
    expect(legalAnnouncements(null, v(), false)).toEqual([...NON_DOUBLES, ...DOUBLES, 21]);
  });

  it('TK-5 only strictly higher values follow; an equal one is refused', () => {
    expect(beats(32, 31, v(), false)).toBe(true);
    expect(beats(31, 31, v(), false)).toBe(false);
    expect(beats(31, 32, v(), false)).toBe(false);
    expect(beats(11, 65, v(), false)).toBe(true);
    expect(legalAnnouncements(63, v(), false)).toEqual([64, 65, ...DOUBLES, 21]);
    expect(legalAnnouncements(66, v(), false)).toEqual([21]);
    expect(legalAnnouncements(21, v(), true)).toEqual([]);
  });

  it('TK-13 allow_equal: an equal value may follow, a lower one still not', () => {
    const equal = v({ allowEqual: true });
    expect(beats(43, 43, equal, false)).toBe(true);
    expect(beats(42, 43, equal, false)).toBe(false);
    expect(legalAnnouncements(66, equal, false)).toEqual([66, 21]);
    expect(legalAnnouncements(21, equal, true)).toEqual([21]);
  });

  it('TK-8 tokyetto: after 66 come 31 and 21; after 31 only 21', () => {
    expect(legalAnnouncements(66, v({ tokyetto: true }), false)).toEqual([31, 21]);
    expect(legalAnnouncements(31, v({ tokyetto: true }), false)).toEqual([21]);
  });

  it('TK-9 reversed_doubles: after 66 every other double and 21; after 11 only 21', () => {
    expect(legalAnnouncements(66, v({ reversedDoubles: true }), false)).toEqual([55, 44, 33, 22, 11, 21]);
    expect(legalAnnouncements(11, v({ reversedDoubles: true }), false)).toEqual([21]);
  });

  it('TK-10 double_tokyo: after 21 come 42 then 63; after 42 only 63; after 63 nothing', () => {
    const dt = v({ doubleTokyo: true });
    expect(legalAnnouncements(21, dt, true)).toEqual([42, 63]);
    expect(legalAnnouncements(42, dt, true)).toEqual([63]);
    expect(legalAnnouncements(63, dt, true)).toEqual([]);
    // Before any 21, 42 is a low value: 43 beats it.
    expect(beats(43, 42, dt, false)).toBe(true);
    expect(legalAnnouncements(66, dt, false)).toEqual([21]);
  });

  it('TK-11 sum_values: 62 does not beat 53 (both 8), 54 does', () => {
    const sum = v({ sumValues: true });
    expect(beats(62, 53, sum, false)).toBe(false);
    expect(beats(53, 62, sum, false)).toBe(false);
    expect(beats(54, 53, sum, false)).toBe(true);
    expect(legalAnnouncements(53, sum, false)).toEqual([54, 63, 64, 65, ...DOUBLES, 21]);
  });

  it('TK-11 + TK-13 sum_values with allow_equal: an equal sum may follow', () => {
    const both = v({ sumValues: true, allowEqual: true });
    expect(beats(62, 53, both, false)).toBe(true);
    expect(legalAnnouncements(53, both, false)).toEqual([53, 62, 54, 63, 64, 65, ...DOUBLES, 21]);
  });
});

describe('TK-2 / TK-14 options', () => {
  const parse = (options: Record<string, unknown>) => settle(tokyoOptionsSchema.parse(options));

  it('TK-2 lives default to 6 and every variant is off', () => {
    expect(parse({})).toEqual({ lives: 6, variants: NONE });
  });

  it('TK-2 the lives option sets the starting lives', () => {
    expect(parse({ lives: 3 }).lives).toBe(3);
    expect(tokyoOptionsSchema.safeParse({ lives: 0 }).success).toBe(false);
  });

  it('TK-8 … TK-13 variants come as one comma-separated string', () => {
    expect(parse({ variant: 'tokyetto, double_tokyo' }).variants).toEqual(v({ tokyetto: true, doubleTokyo: true }));
    expect(parse({ variant: 'reversed_doubles,sum_values,bluff_penalty_two,allow_equal' }).variants).toEqual(
      v({ reversedDoubles: true, sumValues: true, bluffPenaltyTwo: true, allowEqual: true }),
    );
    expect(tokyoOptionsSchema.safeParse({ variant: 'tokyetto,nonsense' }).success).toBe(false);
  });

  it('TK-14 preset beghel: lives 9 and allow_equal (an explicit lives option still wins)', () => {
    expect(parse({ preset: 'beghel' })).toEqual({ lives: 9, variants: v({ allowEqual: true, beghel: true }) });
    expect(parse({ preset: 'beghel', lives: 4 }).lives).toBe(4);
    expect(tokyoOptionsSchema.safeParse({ preset: 'other' }).success).toBe(false);
  });

  it('TK-1 announced values must be real two-dice values', () => {
    for (const value of ALL_VALUES) expect(tokyoActionSchema.safeParse({ kind: 'announce', value }).success).toBe(true);
    for (const value of [0, 7, 10, 12, 20, 36, 67, 70, 77, 21.5]) {
      expect(tokyoActionSchema.safeParse({ kind: 'announce', value }).success).toBe(false);
      expect(tokyoActionSchema.safeParse({ kind: 'raise', value }).success).toBe(false);
    }
  });
});
