// Tests for rolling /roll notation (RL-1) with scripted dice: rerolls, explosions and their cap, keep and drop, successes, sets, and every die kept in order for the commitment (RL-2).
import { describe, expect, it } from 'vitest';
import { ScriptExhaustedError, ScriptedValueOutOfRangeError, scriptedRng } from '../../games/testing/replayable.js';
import { NOTATION_LIMITS, parseNotation } from './notation.js';
import type { Rng } from './rng.js';
import { type RolledDiceTerm, type RollOutcome, rollExpression } from './roller.js';

function parse(text: string) {
  const result = parseNotation(text);
  if (!result.ok) throw new Error(`expected ${text} to parse, got ${result.error.code}`);
  return result.expression;
}

/** Rolls with exactly these dice: a leftover value fails the test as surely as a missing one. */
function roll(text: string, values: number[]): RollOutcome {
  const rng = scriptedRng(values);
  const outcome = rollExpression(parse(text), rng);
  expect(rng.remaining()).toBe(0);
  return outcome;
}

function firstTerm(outcome: RollOutcome): RolledDiceTerm {
  const term = outcome.sets[0]!.terms[0]!;
  if (term.kind !== 'dice') throw new Error('expected dice first');
  return term;
}

/** Each die of the first term as `rolls` joined, with its marks: `1>5`, `6!`, `(2)` dropped, `8+` success, `1-` failure. */
function marks(outcome: RollOutcome): string[] {
  return firstTerm(outcome).dice.map((die) => {
    const shown = `${die.rolls.join('>')}${die.exploded ? '!' : ''}${die.success ? '+' : ''}${die.failure ? '-' : ''}`;
    return die.kept ? shown : `(${shown})`;
  });
}

describe('RL-1 rollExpression, the forms of before', () => {
  it('RL-1 rolls 5d6, 2d20+3, 4d6kh3, d100 and d%', () => {
    expect(roll('5d6', [1, 2, 3, 4, 5])).toMatchObject({ sets: [{ total: 15 }], dice: [1, 2, 3, 4, 5], capped: false });
    const plus = roll('2d20+3', [14, 7]);
    expect(plus.sets).toHaveLength(1);
    expect(plus.sets[0]!.total).toBe(24);
    expect(plus.sets[0]!.terms[1]).toEqual({ kind: 'constant', sign: 1, value: 3 });
    expect(firstTerm(plus)).toMatchObject({
      subtotal: 21,
      dice: [
        { rolls: [14], value: 14, kept: true },
        { rolls: [7], value: 7, kept: true },
      ],
    });
    const keep = roll('4d6kh3', [6, 5, 2, 4]);
    expect(marks(keep)).toEqual(['6', '5', '(2)', '4']);
    expect(keep.sets[0]!.total).toBe(15);
    expect(roll('d100', [57]).sets[0]!.total).toBe(57);
    expect(roll('d%', [100]).sets[0]!.total).toBe(100);
  });

  it('RL-1 minus terms subtract', () => {
    const outcome = roll('2d6 - 1d4 - 3', [3, 5, 2]);
    expect(outcome.sets[0]!.total).toBe(3);
    expect(outcome.dice).toEqual([3, 5, 2]);
    expect(roll('-d4 + 5', [4]).sets[0]!.total).toBe(1);
    expect(roll('1d6 - 2d6kl1', [2, 6, 5]).sets[0]!.total).toBe(-3);
  });

  it('RL-1 keep highest and lowest break ties by keeping the earlier die', () => {
    expect(marks(roll('4d6kh2', [5, 6, 5, 5]))).toEqual(['5', '6', '(5)', '(5)']);
    expect(marks(roll('3d6kh1', [4, 4, 4]))).toEqual(['4', '(4)', '(4)']);
    expect(marks(roll('4d6kl2', [2, 4, 2, 2]))).toEqual(['2', '(4)', '2', '(2)']);
    expect(marks(roll('3d6k2', [1, 6, 3]))).toEqual(['(1)', '6', '3']);
  });

  it('RL-1 asks the rng for exactly one die per die, left to right, with its sides', () => {
    const calls: Array<[number, number]> = [];
    const spy: Rng = {
      int(min, max) {
        calls.push([min, max]);
        return max;
      },
    };
    const outcome = rollExpression(parse('2d20 + 7 + 3d6kh1 - d%'), spy);
    expect(calls).toEqual([
      [1, 20],
      [1, 20],
      [1, 6],
      [1, 6],
      [1, 6],
      [1, 100],
    ]);
    expect(outcome.dice).toEqual([20, 20, 6, 6, 6, 100]);
    expect(outcome.sets[0]!.total).toBe(40 + 7 + 6 - 100);
  });

  it('RL-1 a scripted value the die cannot show, or too few values, throws', () => {
    expect(() => rollExpression(parse('1d6'), scriptedRng([7]))).toThrow(ScriptedValueOutOfRangeError);
    expect(() => rollExpression(parse('2d6'), scriptedRng([1]))).toThrow(ScriptExhaustedError);
    expect(() => rollExpression(parse('3d6e6'), scriptedRng([6, 1, 2]))).toThrow(ScriptExhaustedError);
  });
});

describe("RL-1 rollExpression, Dice Maiden's forms (issue 30)", () => {
  it('RL-1 e: a die reaching the number brings one more die, right after it; the brought die does not explode again', () => {
    const outcome = roll('3d6e6', [6, 6, 4, 2]);
    expect(marks(outcome)).toEqual(['6!', '6', '4', '2']);
    expect(firstTerm(outcome).dice[1]).toMatchObject({ fromExplosion: true, exploded: false });
    expect(outcome.sets[0]!.total).toBe(18);
    expect(outcome.dice).toEqual([6, 6, 4, 2]);
    expect(marks(roll('2d10e8', [9, 3, 8, 10]))).toEqual(['9!', '3', '8!', '10']);
  });

  it('RL-1 ie: brought dice explode too, and so on', () => {
    const outcome = roll('2d6ie', [6, 6, 6, 1, 3]);
    expect(marks(outcome)).toEqual(['6!', '6!', '6!', '1', '3']);
    expect(outcome.sets[0]!.total).toBe(22);
  });

  it('RL-1 r: a die showing the number or less is rolled once more, and counts as its new roll even if as low', () => {
    const outcome = roll('4d6r2', [1, 5, 3, 2, 2, 6]);
    expect(marks(outcome)).toEqual(['1>5', '3', '2>2', '6']);
    expect(outcome.sets[0]!.total).toBe(5 + 3 + 2 + 6);
    expect(outcome.dice).toEqual([1, 5, 3, 2, 2, 6]);
  });

  it('RL-1 ir: rolled again until it shows more than the number', () => {
    const outcome = roll('2d6ir2', [1, 2, 1, 4, 5]);
    expect(marks(outcome)).toEqual(['1>2>1>4', '5']);
    expect(outcome.sets[0]!.total).toBe(9);
  });

  it('RL-1 a rerolled die that then explodes brings its die after its rerolls, rolled the same way', () => {
    const outcome = roll('1d6r1e6', [1, 6, 1, 3]);
    expect(marks(outcome)).toEqual(['1>6!', '1>3']);
    expect(outcome.dice).toEqual([1, 6, 1, 3]);
    expect(outcome.sets[0]!.total).toBe(9);
  });

  it('RL-1 t: each die reaching the target is a success; the dice are not added', () => {
    const outcome = roll('6d10t7', [8, 3, 10, 1, 7, 5]);
    expect(marks(outcome)).toEqual(['8+', '3', '10+', '1', '7+', '5']);
    expect(outcome.countsSuccesses).toBe(true);
    expect(firstTerm(outcome)).toMatchObject({ successes: 3, failures: 0, subtotal: 3 });
    expect(outcome.sets[0]!.total).toBe(3);
  });

  it('RL-1 f: each die at the failure number or below takes a success away; the total may be negative', () => {
    const outcome = roll('5d10 t8 f1', [9, 1, 8, 3, 10]);
    expect(marks(outcome)).toEqual(['9+', '1-', '8+', '3', '10+']);
    expect(outcome.sets[0]!.total).toBe(2);
    expect(roll('3d10t8f2', [1, 2, 9]).sets[0]!.total).toBe(-1);
    expect(roll('6d10t7+1', [8, 1, 1, 1, 1, 1]).sets[0]!.total).toBe(2);
  });

  it('RL-1 successes on exploded dice count too (Chronicles of Darkness: 4d10 t8 ie10)', () => {
    const outcome = roll('4d10 t8 ie10', [10, 10, 3, 8, 2, 9]);
    expect(marks(outcome)).toEqual(['10!+', '10!+', '3', '8+', '2', '9+']);
    expect(outcome.sets[0]!.total).toBe(4);
  });

  it('RL-1 dl drops the lowest, dh the highest; dropped dice are neither added nor counted', () => {
    expect(marks(roll('4d6dl1', [3, 1, 6, 4]))).toEqual(['3', '(1)', '6', '4']);
    expect(roll('4d6dl1', [3, 1, 6, 4]).sets[0]!.total).toBe(13);
    expect(marks(roll('4d6dh1', [3, 1, 6, 4]))).toEqual(['3', '1', '(6)', '4']);
    expect(marks(roll('3d10 d1 t5', [4, 9, 6]))).toEqual(['(4)', '9+', '6+']);
  });

  it('RL-1 keep and drop look at exploded dice as well (Dice Maiden: 10d6 e6 k8)', () => {
    const outcome = roll('3d6e6k2', [6, 2, 1, 5]);
    expect(marks(outcome)).toEqual(['6!', '(2)', '(1)', '5']);
    expect(outcome.sets[0]!.total).toBe(11);
    expect(marks(roll('2d6e6dl1', [6, 1, 4]))).toEqual(['6!', '(1)', '4']);
  });

  it('RL-1 sets: each set rolled and totalled on its own, in order', () => {
    const outcome = roll('3 4d6dl1', [1, 2, 3, 4, 6, 6, 6, 6, 5, 2, 2, 1]);
    expect(outcome.sets.map((set) => set.total)).toEqual([9, 18, 9]);
    expect(outcome.dice).toEqual([1, 2, 3, 4, 6, 6, 6, 6, 5, 2, 2, 1]);
    expect(roll('2 d20+1', [4, 17]).sets.map((set) => set.total)).toEqual([5, 18]);
  });

  it('RL-1 the label rides along', () => {
    expect(roll('4d6 ! attack', [1, 2, 3, 4])).toMatchObject({ label: 'attack', notation: '4d6 ! attack' });
  });

  it(`RL-1 explosions and rerolls stop at ${NOTATION_LIMITS.maxExtraRolls} extra dice across the roll, and say so`, () => {
    const max = NOTATION_LIMITS.maxExtraRolls;
    // A d2 exploding on 2 every time: the first die and exactly `max` more, then it stops.
    const exploding = roll('1d2ie2', Array<number>(max + 1).fill(2));
    expect(exploding.capped).toBe(true);
    expect(exploding.dice).toHaveLength(max + 1);
    expect(firstTerm(exploding).dice.at(-1)!.exploded).toBe(false);
    // Rerolls share the same allowance, across terms and sets.
    const rerolling = roll('2 1d6ir5', [...Array<number>(max + 1).fill(1), 1]);
    expect(rerolling.capped).toBe(true);
    expect(rerolling.sets.map((set) => set.total)).toEqual([1, 1]);
    expect(roll('1d2ie2', [2, 2, 1]).capped).toBe(false);
  });

  it('RL-1 every die rolled is in the commitment, in the order rolled: rerolled-away and brought dice too (RL-2)', () => {
    // Set 1: 1 rerolled to 6, which brings a 2; then 3. Set 2: 4; then 6, which brings a 1 rerolled to 1.
    const outcome = roll('2 2d6r1e6 + 1', [1, 6, 2, 3, 4, 6, 1, 1]);
    expect(outcome.dice).toEqual([1, 6, 2, 3, 4, 6, 1, 1]);
    expect(outcome.sets.map((set) => set.total)).toEqual([12, 12]);
    expect(outcome.sets.flatMap((set) => set.terms.flatMap((term) => (term.kind === 'dice' ? term.dice.flatMap((die) => die.rolls) : [])))).toEqual(
      outcome.dice,
    );
  });
});
