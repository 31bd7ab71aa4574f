// Tests for /roll dice notation (RL-1): parsing, every refusal, rolling with scripted dice, and the printed result.
import { describe, expect, it } from 'vitest';
import { ScriptExhaustedError, ScriptedValueOutOfRangeError, scriptedRng } from '../../games/testing/replayable.js';
import { rollMessages } from '../../i18n/en/roll.js';
import { formatOutcome, type NotationErrorCode, parseNotation, type RollOutcome, rollExpression } from './notation.js';
import type { Rng } from './rng.js';

function parse(text: string) {
  const result = parseNotation(text);
  if (!result.ok) throw new Error(`expected ${text} to parse, got ${result.error.code}`);
  return result.expression;
}

function errorOf(text: string) {
  const result = parseNotation(text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return result.error;
}

function roll(text: string, values: number[]): RollOutcome {
  const rng = scriptedRng(values);
  const outcome = rollExpression(parse(text), rng);
  expect(rng.remaining()).toBe(0);
  return outcome;
}

describe('RL-1 parseNotation reads dice notation', () => {
  it('RL-1 reads 5d6, 2d20+3, 4d6kh3 and d100', () => {
    expect(parse('5d6')).toEqual({ notation: '5d6', terms: [{ kind: 'dice', sign: 1, count: 5, sides: 6 }] });
    expect(parse('2d20+3').terms).toEqual([
      { kind: 'dice', sign: 1, count: 2, sides: 20 },
      { kind: 'constant', sign: 1, value: 3 },
    ]);
    expect(parse('4d6kh3').terms).toEqual([{ kind: 'dice', sign: 1, count: 4, sides: 6, keep: { which: 'highest', count: 3 } }]);
    expect(parse('d100').terms).toEqual([{ kind: 'dice', sign: 1, count: 1, sides: 100 }]);
  });

  it('RL-1 d% is a d100', () => {
    expect(parse('d%')).toEqual({ notation: 'd%', terms: [{ kind: 'dice', sign: 1, count: 1, sides: 100 }] });
    expect(parse('3d%').terms).toEqual([{ kind: 'dice', sign: 1, count: 3, sides: 100 }]);
  });

  it('RL-1 kl keeps lowest and k alone keeps highest', () => {
    expect(parse('4d6kl1').terms[0]).toMatchObject({ keep: { which: 'lowest', count: 1 } });
    expect(parse('4d6k3').terms[0]).toMatchObject({ keep: { which: 'highest', count: 3 } });
  });

  it('RL-1 signs apply per term, including a leading sign', () => {
    expect(parse('-1d4 + 2d6 - 3').terms).toEqual([
      { kind: 'dice', sign: -1, count: 1, sides: 4 },
      { kind: 'dice', sign: 1, count: 2, sides: 6 },
      { kind: 'constant', sign: -1, value: 3 },
    ]);
    expect(parse('+2d6').terms).toEqual([{ kind: 'dice', sign: 1, count: 2, sides: 6 }]);
  });

  it('RL-1 ignores case and spaces around signs, and normalises the notation', () => {
    expect(parse('  2D20 +   3 ')).toEqual(parse('2d20+3'));
    expect(parse(' 4D6KH3 - D% ')).toEqual({
      notation: '4d6kh3-d%',
      terms: [
        { kind: 'dice', sign: 1, count: 4, sides: 6, keep: { which: 'highest', count: 3 } },
        { kind: 'dice', sign: -1, count: 1, sides: 100 },
      ],
    });
  });
});

describe('RL-1 parseNotation refusals', () => {
  it('RL-1 roll-empty for blank input', () => {
    expect(errorOf('')).toEqual({ code: 'roll-empty', params: {} });
    expect(errorOf('  \t ')).toEqual({ code: 'roll-empty', params: {} });
  });

  it.each([
    ['2d', 'd'],
    ['abc', 'abc'],
    ['2d6+', '2d6+'],
    ['2d6 3', '3'],
    ['4d6kh', 'kh'],
    ['2 d6', 'd6'],
    ['2d6++3', '+3'],
    ['1d-6', 'd-6'],
    ['3d6x', 'x'],
    ['1.5d6', '.5d6'],
    ['x'.repeat(50), 'x'.repeat(20)],
  ])('RL-1 roll-syntax for %j near %j', (text, near) => {
    expect(errorOf(text)).toEqual({ code: 'roll-syntax', params: { near } });
  });

  it('RL-1 a typo is reported before a limit elsewhere in the roll', () => {
    expect(errorOf('101d6+x').code).toBe('roll-syntax');
  });

  it('RL-1 at most 100 dice across the whole roll', () => {
    expect(parse('100d6').terms).toHaveLength(1);
    expect(parse('50d6+50d6').terms).toHaveLength(2);
    expect(errorOf('101d6')).toEqual({ code: 'roll-too-many-dice', params: { count: 101, max: 100 } });
    expect(errorOf('60d6 - 41d4')).toEqual({ code: 'roll-too-many-dice', params: { count: 101, max: 100 } });
  });

  it('RL-1 sides from 2 to 1000', () => {
    expect(parse('d2').terms[0]).toMatchObject({ sides: 2 });
    expect(parse('d1000').terms[0]).toMatchObject({ sides: 1000 });
    const range = { min: 2, max: 1000 };
    expect(errorOf('d1')).toEqual({ code: 'roll-sides-out-of-range', params: { sides: 1, ...range } });
    expect(errorOf('2d1001')).toEqual({ code: 'roll-sides-out-of-range', params: { sides: 1001, ...range } });
    expect(errorOf('d0')).toEqual({ code: 'roll-sides-out-of-range', params: { sides: 0, ...range } });
  });

  it('RL-1 (issue 28) a number past the safe integers is refused as typed, never rounded', () => {
    const range = { min: 2, max: 1000 };
    expect(errorOf('d9007199254740993')).toEqual({ code: 'roll-sides-out-of-range', params: { sides: '9007199254740993', ...range } });
    expect(errorOf('2d0099999999999999999999')).toEqual({ code: 'roll-sides-out-of-range', params: { sides: '99999999999999999999', ...range } });
    expect(errorOf('99999999999999999999d6')).toEqual({ code: 'roll-too-many-dice', params: { count: '99999999999999999999', max: 100 } });
    expect(errorOf('d6+9007199254740993d6')).toEqual({ code: 'roll-too-many-dice', params: { count: '9007199254740993', max: 100 } });
    expect(errorOf('4d6kh99999999999999999999')).toEqual({ code: 'roll-keep-out-of-range', params: { keep: '99999999999999999999', dice: 4 } });
  });

  it('RL-1 roll-zero-dice for a 0dM term', () => {
    expect(errorOf('0d6')).toEqual({ code: 'roll-zero-dice', params: {} });
    expect(errorOf('2d6+0d4')).toEqual({ code: 'roll-zero-dice', params: {} });
  });

  it('RL-1 keep count from 1 to the number of dice', () => {
    expect(parse('4d6kh4').terms[0]).toMatchObject({ keep: { count: 4 } });
    expect(parse('4d6kl1').terms[0]).toMatchObject({ keep: { count: 1 } });
    expect(errorOf('4d6kh5')).toEqual({ code: 'roll-keep-out-of-range', params: { keep: 5, dice: 4 } });
    expect(errorOf('4d6kl0')).toEqual({ code: 'roll-keep-out-of-range', params: { keep: 0, dice: 4 } });
    expect(errorOf('d20k2')).toEqual({ code: 'roll-keep-out-of-range', params: { keep: 2, dice: 1 } });
  });

  it('RL-1 at most 20 terms', () => {
    expect(parse(`1d6${'+1'.repeat(19)}`).terms).toHaveLength(20);
    expect(errorOf(`1d6${'+1'.repeat(20)}`)).toEqual({ code: 'roll-too-many-terms', params: { max: 20 } });
  });

  it('RL-1 input of at most 200 characters', () => {
    const exactly200 = `1d6+${'7'.padStart(196, '0')}`;
    expect(exactly200).toHaveLength(200);
    expect(parse(exactly200).terms[1]).toEqual({ kind: 'constant', sign: 1, value: 7 });
    expect(errorOf(`1d6+${'7'.padStart(197, '0')}`)).toEqual({ code: 'roll-too-long', params: { max: 200 } });
  });

  it('RL-1 constants from 0 to 100000', () => {
    expect(parse('1d6+100000').terms[1]).toEqual({ kind: 'constant', sign: 1, value: 100000 });
    expect(parse('1d6-0').terms[1]).toEqual({ kind: 'constant', sign: -1, value: 0 });
    const tooLarge = { code: 'roll-modifier-too-large', params: { max: 100000 } };
    expect(errorOf('1d6+100001')).toEqual(tooLarge);
    expect(errorOf('-100001 + d6')).toEqual(tooLarge);
  });

  it('RL-1 a roll without any die is refused', () => {
    expect(errorOf('3')).toEqual({ code: 'roll-no-dice', params: {} });
    expect(errorOf('-2 + 5')).toEqual({ code: 'roll-no-dice', params: {} });
    expect(parse('d20+3').terms).toHaveLength(2);
  });

  it('RL-1 every error code has an English message using exactly its params', () => {
    const examples: Record<NotationErrorCode, string> = {
      'roll-empty': '',
      'roll-syntax': '2d6?',
      'roll-too-many-dice': '101d6',
      'roll-sides-out-of-range': 'd1',
      'roll-zero-dice': '0d6',
      'roll-keep-out-of-range': '2d6kh3',
      'roll-too-many-terms': `1${'+1'.repeat(20)}`,
      'roll-too-long': 'd6'.repeat(101),
      'roll-modifier-too-large': '999999',
      'roll-no-dice': '3+4',
    };
    expect(Object.keys(rollMessages).sort()).toEqual(Object.keys(examples).sort());
    for (const [code, text] of Object.entries(examples)) {
      const error = errorOf(text);
      expect(error.code).toBe(code);
      const placeholders = [...rollMessages[error.code].matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(new Set(placeholders), code).toEqual(new Set(Object.keys(error.params)));
    }
    expect(rollMessages['roll-syntax']).toMatch(/5d6.*2d20\+3.*4d6kh3.*d100/);
  });
});

describe('RL-1 rollExpression', () => {
  it('RL-1 rolls 5d6, 2d20+3, 4d6kh3, d100 and d%', () => {
    expect(roll('5d6', [1, 2, 3, 4, 5])).toMatchObject({ total: 15, dice: [1, 2, 3, 4, 5] });
    expect(roll('2d20+3', [14, 7])).toEqual({
      notation: '2d20+3',
      terms: [
        { kind: 'dice', sign: 1, count: 2, sides: 20, rolls: [14, 7], kept: [true, true], subtotal: 21 },
        { kind: 'constant', sign: 1, value: 3 },
      ],
      total: 24,
      dice: [14, 7],
    });
    const keep = roll('4d6kh3', [6, 5, 2, 4]);
    expect(keep.terms[0]).toMatchObject({ rolls: [6, 5, 2, 4], kept: [true, true, false, true], subtotal: 15 });
    expect(keep.total).toBe(15);
    expect(roll('d100', [57]).total).toBe(57);
    expect(roll('d%', [100]).total).toBe(100);
  });

  it('RL-1 minus terms subtract', () => {
    const outcome = roll('2d6 - 1d4 - 3', [3, 5, 2]);
    expect(outcome.total).toBe(3);
    expect(outcome.dice).toEqual([3, 5, 2]);
    expect(roll('-d4 + 5', [4]).total).toBe(1);
    expect(roll('1d6 - 2d6kl1', [2, 6, 5]).total).toBe(-3);
  });

  it('RL-1 keep highest and lowest break ties by keeping the earlier die', () => {
    expect(roll('4d6kh2', [5, 6, 5, 5]).terms[0]).toMatchObject({ kept: [true, true, false, false], subtotal: 11 });
    expect(roll('3d6kh1', [4, 4, 4]).terms[0]).toMatchObject({ kept: [true, false, false], subtotal: 4 });
    expect(roll('4d6kl2', [2, 4, 2, 2]).terms[0]).toMatchObject({ kept: [true, false, true, false], subtotal: 4 });
    expect(roll('4d6kl1', [3, 1, 6, 2]).terms[0]).toMatchObject({ kept: [false, true, false, false], subtotal: 1 });
  });

  it('RL-1 k alone keeps the highest', () => {
    expect(roll('3d6k2', [1, 6, 3]).terms[0]).toMatchObject({ kept: [false, true, true], subtotal: 9 });
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
    expect(outcome.total).toBe(40 + 7 + 6 - 100);
  });

  it('RL-1 a scripted value the die cannot show, or too few values, throws', () => {
    expect(() => rollExpression(parse('1d6'), scriptedRng([7]))).toThrow(ScriptedValueOutOfRangeError);
    expect(() => rollExpression(parse('d2'), scriptedRng([3]))).toThrow(ScriptedValueOutOfRangeError);
    expect(() => rollExpression(parse('2d6'), scriptedRng([1]))).toThrow(ScriptExhaustedError);
    expect(roll('d1000', [1000]).total).toBe(1000);
  });
});

describe('RL-1 formatOutcome', () => {
  it('RL-1 strikes dropped dice and shows the modifier and total', () => {
    expect(formatOutcome(roll('4d6kh3+3', [6, 5, 2, 4]))).toBe('4d6kh3 [6, 5, ~~2~~, 4] + 3 = 18');
    expect(formatOutcome(roll('4d6k3', [1, 2, 3, 4]))).toBe('4d6kh3 [~~1~~, 2, 3, 4] = 9');
  });

  it('RL-1 shows minus terms, a leading minus and a negative total', () => {
    expect(formatOutcome(roll('2d20-1', [14, 7]))).toBe('2d20 [14, 7] - 1 = 20');
    expect(formatOutcome(roll('-d4+2-1d6', [3, 2]))).toBe('-1d4 [3] + 2 - 1d6 [2] = -3');
  });

  it('RL-1 stays under 1500 characters for the largest rolls allowed', () => {
    const thousands = Array<number>(100).fill(1000);
    expect(formatOutcome(roll('100d1000kl1', thousands)).length).toBeLessThan(1500);
    const twentyTerms = Array.from({ length: 20 }, () => '5d1000kl1').join('+');
    expect(formatOutcome(roll(twentyTerms, thousands)).length).toBeLessThan(1500);
  });
});
