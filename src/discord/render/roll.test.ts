// Tests for how a /roll result reads (RL-1): the marks on each die, totals per set, successes, the label, the caps; in English and Romanian; always inside one message.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTATION_LIMITS, parseNotation } from '../../engine/dice/notation.js';
import { type RollOutcome, rollExpression } from '../../engine/dice/roller.js';
import { scriptedRng, seededRng } from '../../games/testing/replayable.js';
import { speaking } from '../../i18n/language.js';
import { describeRoll, RESULT_BUDGET } from './roll.js';

function roll(text: string, values: number[]): RollOutcome {
  const parsed = parseNotation(text);
  if (!parsed.ok) throw new Error(`expected ${text} to parse, got ${parsed.error.code}`);
  const rng = scriptedRng(values);
  const outcome = rollExpression(parsed.expression, rng);
  expect(rng.remaining()).toBe(0);
  return outcome;
}

const read = (text: string, values: number[]) => describeRoll(roll(text, values)).text;
const readRo = (text: string, values: number[]) => speaking('ro', () => describeRoll(roll(text, values)).text);

describe('RL-1 a roll as the channel reads it', () => {
  it('RL-1 strikes dropped dice and shows the modifier and total', () => {
    expect(read('4d6kh3+3', [6, 5, 2, 4])).toBe('4d6kh3 [6, 5, ~~2~~, 4] + 3 = 18');
    expect(read('4d6k3', [1, 2, 3, 4])).toBe('4d6kh3 [~~1~~, 2, 3, 4] = 9');
    expect(read('4d6dl1', [3, 1, 6, 4])).toBe('4d6dl1 [3, ~~1~~, 6, 4] = 13');
    expect(read('3d10 d1', [3, 1, 6])).toBe('3d10dl1 [3, ~~1~~, 6] = 9');
  });

  it('RL-1 shows minus terms, a leading minus and a negative total', () => {
    expect(read('2d20-1', [14, 7])).toBe('2d20 [14, 7] - 1 = 20');
    expect(read('-d4+2-1d6', [3, 2])).toBe('-1d4 [3] + 2 - 1d6 [2] = -3');
  });

  it('RL-1 marks an exploding die with ! and shows the die it brought right after it', () => {
    expect(read('3d6e6', [6, 5, 4, 2])).toBe('3d6e6 [6!, 5, 4, 2] = 17');
    expect(read('3d6ie', [6, 6, 1, 2, 3])).toBe('3d6ie6 [6!, 6!, 1, 2, 3] = 18');
  });

  it('RL-1 shows each reroll as an arrow from what the die showed to what it shows', () => {
    expect(read('4d6r2', [1, 5, 3, 2, 2, 6])).toBe('4d6r2 [1→5, 3, 2→2, 6] = 16');
    expect(read('2d6ir2', [1, 2, 1, 4, 5])).toBe('2d6ir2 [1→2→1→4, 5] = 9');
  });

  it('RL-1 marks successes ✓ and failures ✗ and counts them instead of adding', () => {
    expect(read('6d10t7', [8, 3, 10, 1, 7, 5])).toBe('6d10t7 [8✓, 3, 10✓, 1, 7✓, 5] = 3 successes');
    expect(read('5d10 t8 f1', [9, 1, 8, 3, 10])).toBe('5d10t8f1 [9✓, 1✗, 8✓, 3, 10✓] = 2 successes (3✓ 1✗)');
    expect(read('2d10t8', [9, 1])).toBe('2d10t8 [9✓, 1] = 1 success');
    expect(read('3d10 d1 t5', [4, 9, 6])).toBe('3d10dl1t5 [~~4~~, 9✓, 6✓] = 2 successes');
  });

  it('RL-1 puts the label first', () => {
    expect(read('4d6 ! attack', [1, 2, 3, 4])).toBe('attack: 4d6 [1, 2, 3, 4] = 10');
  });

  it('RL-1 gives every set its own line and total', () => {
    expect(read('3 4d6dl1 ! Stats', [1, 2, 3, 4, 6, 6, 6, 6, 5, 2, 2, 1])).toBe(
      ['Stats: 3 sets of 4d6dl1:', 'Set 1: 4d6dl1 [~~1~~, 2, 3, 4] = 9', 'Set 2: 4d6dl1 [6, 6, 6, ~~6~~] = 18', 'Set 3: 4d6dl1 [5, 2, 2, ~~1~~] = 9'].join(
        '\n',
      ),
    );
    expect(read('2 d20+1', [4, 17])).toBe(['2 sets of 1d20 + 1:', 'Set 1: 1d20 [4] + 1 = 5', 'Set 2: 1d20 [17] + 1 = 18'].join('\n'));
  });

  it('RL-1 says when explosions and rerolls stopped at their cap', () => {
    const max = NOTATION_LIMITS.maxExtraRolls;
    const text = read('1d2ie2', Array<number>(max + 1).fill(2));
    expect(text).toMatch(new RegExp(`^1d2ie2 \\[(2!, ){${max}}2\\] = ${2 * (max + 1)} \\(explosions and rerolls stopped at ${max} extra dice\\)$`));
  });

  it('RL-1 reads in Romanian: successes, sets and caps in its words, the dice the same', () => {
    expect(readRo('6d10t7', [8, 3, 10, 1, 7, 5])).toBe('6d10t7 [8✓, 3, 10✓, 1, 7✓, 5] = 3 reușite');
    expect(readRo('2d10t8', [9, 1])).toBe('2d10t8 [9✓, 1] = 1 reușită');
    expect(readRo('2 d20 ! Inițiativă', [4, 17])).toBe(['Inițiativă: 2 seturi de 1d20:', 'Setul 1: 1d20 [4] = 4', 'Setul 2: 1d20 [17] = 17'].join('\n'));
    expect(readRo('20 d6', Array<number>(20).fill(3))).toMatch(/^20 de seturi de 1d6:\nSetul 1: 1d6 \[3\] = 3\n/);
    const max = NOTATION_LIMITS.maxExtraRolls;
    expect(readRo('1d2ie2', Array<number>(max + 1).fill(2))).toMatch(/\(exploziile și rearuncările s-au oprit la 50 zaruri în plus\)$/);
  });
});

describe('RL-1 a roll always fits a message', () => {
  it('RL-1 the largest rolls allowed list every die and stay inside the budget', () => {
    const thousands = Array<number>(100).fill(1000);
    expect(describeRoll(roll('100d1000kl1', thousands))).toMatchObject({ listed: true });
    expect(describeRoll(roll('100d1000kl1', thousands)).text.length).toBeLessThanOrEqual(RESULT_BUDGET);
    const twentyTerms = Array.from({ length: 20 }, () => '5d1000kl1').join('+');
    expect(describeRoll(roll(twentyTerms, thousands)).text.length).toBeLessThanOrEqual(RESULT_BUDGET);
  });

  it('RL-1 a roll too long to list says each total and how many dice fell instead, in either language', () => {
    // Ten terms of ten d1000s exploding to the cap, most of them struck: every die and every mark would pass the budget.
    const notation = Array<string>(10).fill('10d1000e1000dl9').join('+');
    const outcome = roll(notation, Array<number>(150).fill(1000));
    const { text, listed } = describeRoll(outcome);
    expect(listed).toBe(false);
    const terms = [...Array<string>(5).fill('10d1000e1000dl9 (11000)'), ...Array<string>(5).fill('10d1000e1000dl9 (1000)')].join(' + ');
    expect(text).toBe(`${terms} = 60000 (explosions and rerolls stopped at 50 extra dice) (150 dice: too many to list here)`);
    expect(speaking('ro', () => describeRoll(outcome).text)).toMatch(
      / = 60000 \(exploziile și rearuncările s-au oprit la 50 zaruri în plus\) \(150 de zaruri: prea multe ca să le înșir aici\)$/,
    );
  });

  it('RL-1 twenty sets of twenty terms unlisted: each set its total alone', () => {
    const terms = ['5d1000ie1000', ...Array<string>(19).fill('100000')].join('+');
    const { text, listed } = describeRoll(roll(`20 ${terms}`, Array<number>(100).fill(999)));
    expect(listed).toBe(false);
    expect(text.length).toBeLessThanOrEqual(RESULT_BUDGET);
    expect(text.split('\n')[1]).toBe(`Set 1: ${5 * 999 + 19 * 100000}`);
  });
});

describe('RL-1 any notation a player can type', () => {
  // Notation built the way players write it, with numbers anywhere in range or past it: much is refused, and whatever is not must roll within the caps and fit.
  const modifier = fc
    .tuple(
      fc.constantFrom('e', 'ie', 'r', 'ir', 't', 'f', 'k', 'kh', 'kl', 'd', 'dl', 'dh'),
      fc.constantFrom('', '1', '2', '3', '5', '6', '9', '10', '99', '999'),
    )
    .map(([letters, number]) => `${letters}${number}`);
  const count = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 10 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 100 }) });
  const dice = fc
    .tuple(count, fc.constantFrom('2', '6', '10', '20', '100', '%', '1000'), fc.array(modifier, { maxLength: 2 }), fc.boolean())
    .map(([number, sides, modifiers, spaced]) => `${number}d${sides}${spaced ? ' ' : ''}${modifiers.join(spaced ? ' ' : '')}`);
  const term = fc.oneof({ weight: 4, arbitrary: dice }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 100_000 }).map(String) });
  const notation = fc
    .tuple(
      fc.option(fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) }), { freq: 2 }),
      fc.array(fc.tuple(fc.constantFrom('+', '-'), term), { minLength: 1, maxLength: 4 }),
      fc.option(fc.string()),
    )
    .map(([sets, terms, label]) => {
      const roll = terms.map(([sign, text], index) => (index === 0 ? text : `${sign}${text}`)).join('');
      return `${sets === null ? '' : `${sets} `}${roll}${label === null ? '' : ` ! ${label}`}`;
    });

  it('RL-1 is refused or rolled: never more than the dice allowed plus the extra rolls, and always inside the budget', () => {
    let rolled = 0;
    fc.assert(
      fc.property(notation, fc.integer(), (text, seed) => {
        const parsed = parseNotation(text);
        if (!parsed.ok) return;
        const outcome = rollExpression(parsed.expression, seededRng(seed));
        expect(outcome.dice.length).toBeLessThanOrEqual(NOTATION_LIMITS.maxDice + NOTATION_LIMITS.maxExtraRolls);
        expect(describeRoll(outcome).text.length).toBeLessThanOrEqual(RESULT_BUDGET);
        expect(speaking('ro', () => describeRoll(outcome).text).length).toBeLessThanOrEqual(RESULT_BUDGET);
        rolled += 1;
      }),
      { numRuns: 3000 },
    );
    // Not a vacuous property: a good share of them are rolls.
    expect(rolled).toBeGreaterThan(400);
  });
});
