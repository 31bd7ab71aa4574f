// Tests for /roll dice notation (RL-1): reading every form (Dice Maiden's too), and every refusal naming the part it could not take.
import { describe, expect, it } from 'vitest';
import { rollMessages } from '../../i18n/en/roll.js';
import { type NotationErrorCode, parseNotation } from './notation.js';

function parse(text: string) {
  const result = parseNotation(text);
  if (!result.ok) throw new Error(`expected ${text} to parse, got ${result.error.code} ${JSON.stringify(result.error.params)}`);
  return result.expression;
}

function errorOf(text: string) {
  const result = parseNotation(text);
  if (result.ok) throw new Error(`expected ${text} to be refused`);
  return result.error;
}

const plain = { countsSuccesses: false } as const;

describe('RL-1 parseNotation reads dice notation', () => {
  it('RL-1 reads 5d6, 2d20+3, 4d6kh3 and d100', () => {
    expect(parse('5d6')).toEqual({
      notation: '5d6',
      sets: 1,
      countsSuccesses: false,
      terms: [{ kind: 'dice', sign: 1, count: 5, sides: 6, text: '5d6', ...plain }],
    });
    expect(parse('2d20+3').terms).toEqual([
      { kind: 'dice', sign: 1, count: 2, sides: 20, text: '2d20', ...plain },
      { kind: 'constant', sign: 1, value: 3 },
    ]);
    expect(parse('4d6kh3').terms).toEqual([{ kind: 'dice', sign: 1, count: 4, sides: 6, text: '4d6kh3', keep: { which: 'highest', count: 3 }, ...plain }]);
    expect(parse('d100').terms).toMatchObject([{ kind: 'dice', sign: 1, count: 1, sides: 100 }]);
  });

  it('RL-1 d% is a d100', () => {
    expect(parse('d%')).toMatchObject({ notation: 'd%', terms: [{ kind: 'dice', sign: 1, count: 1, sides: 100 }] });
    expect(parse('3d%').terms).toMatchObject([{ kind: 'dice', sign: 1, count: 3, sides: 100 }]);
  });

  it('RL-1 kl keeps lowest and k alone keeps highest', () => {
    expect(parse('4d6kl1').terms[0]).toMatchObject({ keep: { which: 'lowest', count: 1 } });
    expect(parse('4d6k3').terms[0]).toMatchObject({ keep: { which: 'highest', count: 3 } });
  });

  it('RL-1 signs apply per term, including a leading sign', () => {
    expect(parse('-1d4 + 2d6 - 3').terms).toMatchObject([
      { kind: 'dice', sign: -1, count: 1, sides: 4 },
      { kind: 'dice', sign: 1, count: 2, sides: 6 },
      { kind: 'constant', sign: -1, value: 3 },
    ]);
    expect(parse('+2d6').terms).toMatchObject([{ kind: 'dice', sign: 1, count: 2, sides: 6 }]);
  });

  it('RL-1 ignores case and spaces around signs, and normalises the notation', () => {
    expect(parse('  2D20 +   3 ')).toEqual(parse('2d20+3'));
    expect(parse(' 4D6KH3 - D% ')).toMatchObject({
      notation: '4d6kh3-d%',
      terms: [
        { kind: 'dice', sign: 1, count: 4, sides: 6, keep: { which: 'highest', count: 3 } },
        { kind: 'dice', sign: -1, count: 1, sides: 100 },
      ],
    });
  });
});

describe("RL-1 Dice Maiden's everyday forms (issue 30)", () => {
  it('RL-1 e explodes once on the number given, or on the highest face; ie explodes again and again', () => {
    expect(parse('3d6e6').terms[0]).toMatchObject({ explode: { from: 6, indefinitely: false } });
    expect(parse('3d6e').terms[0]).toMatchObject({ explode: { from: 6, indefinitely: false } });
    expect(parse('3d10 e8').terms[0]).toMatchObject({ explode: { from: 8, indefinitely: false } });
    expect(parse('3d6ie6').terms[0]).toMatchObject({ explode: { from: 6, indefinitely: true } });
    expect(parse('1d4 IE').terms[0]).toMatchObject({ explode: { from: 4, indefinitely: true } });
  });

  it('RL-1 r rerolls once a die showing the number or less; ir rerolls until it shows more', () => {
    expect(parse('4d6r2').terms[0]).toMatchObject({ reroll: { atMost: 2, indefinitely: false } });
    expect(parse('4d6 ir2').terms[0]).toMatchObject({ reroll: { atMost: 2, indefinitely: true } });
  });

  it('RL-1 t counts successes, f failures; the roll then counts rather than adds', () => {
    expect(parse('6d10t7')).toMatchObject({ countsSuccesses: true, terms: [{ successFrom: 7, countsSuccesses: true }] });
    expect(parse('5d10 t8 f1').terms[0]).toMatchObject({ successFrom: 8, failureAtMost: 1, countsSuccesses: true });
    expect(parse('5d10f1').terms[0]).toMatchObject({ failureAtMost: 1, countsSuccesses: true });
    // A constant adds successes.
    expect(parse('6d10t7+1')).toMatchObject({ countsSuccesses: true, terms: [{ successFrom: 7 }, { kind: 'constant', value: 1 }] });
  });

  it('RL-1 d and dl drop the lowest, dh the highest', () => {
    expect(parse('4d6dl1').terms[0]).toMatchObject({ drop: { which: 'lowest', count: 1 } });
    expect(parse('3d10 d1').terms[0]).toMatchObject({ drop: { which: 'lowest', count: 1 } });
    expect(parse('4d6dh1').terms[0]).toMatchObject({ drop: { which: 'highest', count: 1 } });
    expect(parse('4d6dl1').terms[0]).not.toHaveProperty('keep');
  });

  it('RL-1 a number and spaces before the roll roll it as that many sets', () => {
    expect(parse('6 4d6')).toMatchObject({ notation: '6 4d6', sets: 6, terms: [{ count: 4, sides: 6 }] });
    expect(parse('  3   2d20 + 1 ')).toMatchObject({ notation: '3 2d20+1', sets: 3, terms: [{ count: 2 }, { value: 1 }] });
    expect(parse('2 d6')).toMatchObject({ sets: 2, terms: [{ count: 1, sides: 6 }] });
    expect(parse('1 d6').sets).toBe(1);
    expect(parse('20 5d6').sets).toBe(20);
    // Without a space it is the number of dice, as ever.
    expect(parse('64d6')).toMatchObject({ sets: 1, terms: [{ count: 64 }] });
  });

  it('RL-1 everything after ! is the label, as typed', () => {
    expect(parse('4d6 ! attack')).toMatchObject({ notation: '4d6 ! attack', label: 'attack', terms: [{ count: 4, sides: 6 }] });
    expect(parse('4d6 ! Hello World!')).toMatchObject({ label: 'Hello World!' });
    expect(parse('6 4D6 D1 !  Stats for Ana ')).toMatchObject({ notation: '6 4d6d1 ! Stats for Ana', sets: 6, label: 'Stats for Ana' });
    expect(parse('d20!')).not.toHaveProperty('label');
  });

  it('RL-1 modifiers combine, in any order, with or without spaces (Dice Maiden: 10d6 e6 k8 +4)', () => {
    expect(parse('10d6 e6 k8 +4')).toMatchObject({
      notation: '10d6e6k8+4',
      terms: [{ count: 10, explode: { from: 6 }, keep: { which: 'highest', count: 8 } }, { value: 4 }],
    });
    expect(parse('4d10 ie10 ir1 t8 f1').terms[0]).toMatchObject({
      explode: { from: 10, indefinitely: true },
      reroll: { atMost: 1, indefinitely: true },
      successFrom: 8,
      failureAtMost: 1,
    });
    expect(parse('3d6 e +2').terms).toMatchObject([{ explode: { from: 6 } }, { value: 2 }]);
  });
});

describe('RL-1 parseNotation refusals', () => {
  it('RL-1 roll-empty for blank input, or a label with no roll', () => {
    expect(errorOf('')).toEqual({ code: 'roll-empty', params: {} });
    expect(errorOf('  \t ')).toEqual({ code: 'roll-empty', params: {} });
    expect(errorOf(' ! attack')).toEqual({ code: 'roll-empty', params: {} });
  });

  it.each([
    ['2d', 'd'],
    ['abc', 'abc'],
    ['2d6+', '2d6+'],
    ['2d6 3', '3'],
    ['4d6kh', 'kh'],
    ['2d6++3', '+3'],
    ['1d-6', 'd-6'],
    ['3d6x', 'x'],
    ['1.5d6', '.5d6'],
    ['4d6 r', 'r'],
    ['6d10 t', 't'],
    ['4d6 dl', 'dl'],
    ['4d6 e 6', '6'],
    ['6 4d6 x ! attack', 'x'],
    ['x'.repeat(50), 'x'.repeat(20)],
  ])('RL-1 roll-syntax for %j near %j', (text, near) => {
    expect(errorOf(text)).toEqual({ code: 'roll-syntax', params: { near } });
  });

  it('RL-1 a typo is reported before a limit elsewhere in the roll', () => {
    expect(errorOf('101d6+x').code).toBe('roll-syntax');
    expect(errorOf('21 d6+x').code).toBe('roll-syntax');
  });

  it('RL-1 at most 100 dice across the whole roll, sets included', () => {
    expect(parse('100d6').terms).toHaveLength(1);
    expect(parse('50d6+50d6').terms).toHaveLength(2);
    expect(errorOf('101d6')).toEqual({ code: 'roll-too-many-dice', params: { count: 101, max: 100 } });
    expect(errorOf('60d6 - 41d4')).toEqual({ code: 'roll-too-many-dice', params: { count: 101, max: 100 } });
    expect(parse('20 5d6').sets).toBe(20);
    expect(errorOf('20 5d6+1d4')).toEqual({ code: 'roll-too-many-dice', params: { count: 120, max: 100 } });
  });

  it('RL-1 from 1 to 20 sets', () => {
    expect(errorOf('21 d6')).toEqual({ code: 'roll-sets-out-of-range', params: { sets: 21, max: 20 } });
    expect(errorOf('0 d6')).toEqual({ code: 'roll-sets-out-of-range', params: { sets: 0, max: 20 } });
    expect(errorOf('99999999999999999999 d6')).toEqual({ code: 'roll-sets-out-of-range', params: { sets: '99999999999999999999', max: 20 } });
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
    expect(errorOf('4d6e99999999999999999999')).toEqual({ code: 'roll-explode-out-of-range', params: { part: 'e99999999999999999999', sides: 6 } });
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

  it('RL-1 drop count from 1 to one less than the number of dice: at least one die counts', () => {
    expect(parse('4d6dl3').terms[0]).toMatchObject({ drop: { count: 3 } });
    expect(errorOf('4d6dl4')).toEqual({ code: 'roll-drop-out-of-range', params: { drop: 4, dice: 4 } });
    expect(errorOf('4d6 d0')).toEqual({ code: 'roll-drop-out-of-range', params: { drop: 0, dice: 4 } });
    expect(errorOf('d20dh1')).toEqual({ code: 'roll-drop-out-of-range', params: { drop: 1, dice: 1 } });
  });

  it('RL-1 an explosion on 2 to the sides: ie1 would never end', () => {
    expect(parse('2d2ie2').terms[0]).toMatchObject({ explode: { from: 2 } });
    expect(errorOf('3d6e1')).toEqual({ code: 'roll-explode-out-of-range', params: { part: 'e1', sides: 6 } });
    expect(errorOf('3d6 ie1')).toEqual({ code: 'roll-explode-out-of-range', params: { part: 'ie1', sides: 6 } });
    expect(errorOf('3d6e7')).toEqual({ code: 'roll-explode-out-of-range', params: { part: 'e7', sides: 6 } });
  });

  it('RL-1 a reroll of 1 to one less than the sides: ir6 on a d6 would never end', () => {
    expect(parse('4d6ir5').terms[0]).toMatchObject({ reroll: { atMost: 5 } });
    expect(errorOf('4d6ir6')).toEqual({ code: 'roll-reroll-out-of-range', params: { part: 'ir6', sides: 6, max: 5 } });
    expect(errorOf('4d6 r0')).toEqual({ code: 'roll-reroll-out-of-range', params: { part: 'r0', sides: 6, max: 5 } });
  });

  it('RL-1 successes and failures on a face of the die, failures below successes', () => {
    expect(errorOf('6d10t11')).toEqual({ code: 'roll-target-out-of-range', params: { part: 't11', sides: 10 } });
    expect(errorOf('6d10 t7 f0')).toEqual({ code: 'roll-target-out-of-range', params: { part: 'f0', sides: 10 } });
    expect(errorOf('6d10 t5 f5')).toEqual({ code: 'roll-failure-not-below-target', params: { failure: 'f5', target: 't5' } });
    expect(parse('6d10 t5 f4').terms[0]).toMatchObject({ successFrom: 5, failureAtMost: 4 });
  });

  it('RL-1 one of each modifier, and keep or drop but not both', () => {
    expect(errorOf('4d6e6e5')).toEqual({ code: 'roll-modifier-twice', params: { part: 'e5', first: 'e6' } });
    expect(errorOf('4d6 e ie')).toEqual({ code: 'roll-modifier-twice', params: { part: 'ie', first: 'e' } });
    expect(errorOf('4d6r1ir2')).toEqual({ code: 'roll-modifier-twice', params: { part: 'ir2', first: 'r1' } });
    expect(errorOf('4d6kh3 kl1')).toEqual({ code: 'roll-modifier-twice', params: { part: 'kl1', first: 'kh3' } });
    expect(errorOf('4d6 k3 d1')).toEqual({ code: 'roll-keep-and-drop', params: { keep: 'k3', drop: 'd1' } });
  });

  it('RL-1 a roll counts successes or adds up, naming the two terms', () => {
    expect(errorOf('2d6 + 6d10 t7')).toEqual({ code: 'roll-successes-and-sums', params: { counting: '6d10t7', summing: '2d6' } });
    expect(parse('6d10t7 + 2d6t5').countsSuccesses).toBe(true);
  });

  it('RL-1 at most 20 terms', () => {
    expect(parse(`1d6${'+1'.repeat(19)}`).terms).toHaveLength(20);
    expect(errorOf(`1d6${'+1'.repeat(20)}`)).toEqual({ code: 'roll-too-many-terms', params: { max: 20 } });
  });

  it('RL-1 input of at most 200 characters, the label included', () => {
    const exactly200 = `1d6+${'7'.padStart(196, '0')}`;
    expect(exactly200).toHaveLength(200);
    expect(parse(exactly200).terms[1]).toEqual({ kind: 'constant', sign: 1, value: 7 });
    expect(errorOf(`1d6+${'7'.padStart(197, '0')}`)).toEqual({ code: 'roll-too-long', params: { max: 200 } });
    expect(errorOf(`1d6 ! ${'a'.repeat(195)}`)).toEqual({ code: 'roll-too-long', params: { max: 200 } });
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
    expect(errorOf('6 3')).toEqual({ code: 'roll-no-dice', params: {} });
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
      'roll-drop-out-of-range': '2d6dl2',
      'roll-keep-and-drop': '4d6k3d1',
      'roll-modifier-twice': '4d6t3t4',
      'roll-explode-out-of-range': '3d6e1',
      'roll-reroll-out-of-range': '3d6r6',
      'roll-target-out-of-range': '3d6t7',
      'roll-failure-not-below-target': '3d6t3f4',
      'roll-successes-and-sums': 'd6t4+d6',
      'roll-sets-out-of-range': '21 d6',
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
    expect(rollMessages['roll-syntax']).toMatch(/5d6.*2d20\+3.*4d6kh3.*d100.*3d6e6.*4d6r2.*6d10t7.*4d6dl1.*6 4d6.*d20 ! attack/);
  });
});
