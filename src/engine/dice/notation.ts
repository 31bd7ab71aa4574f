// The /roll dice notation (RL-1: 5d6, 2d20+3, 4d6kh3): a hand-written parser with translatable refusals, plus rolling and formatting the result.
import { type Rng, rollDice } from './rng.js';

/**
 * RL-1: `/roll` dice notation such as `5d6`, `2d20+3`, `4d6kh3`, `d100`.
 * Hand-written so every refusal maps to a translatable error code with the
 * numbers the player needs, rather than a generic "bad input".
 */

const NOTATION_LIMITS = {
  maxDice: 100,
  minSides: 2,
  maxSides: 1000,
  maxTerms: 20,
  maxConstant: 100_000,
  maxLength: 200,
} as const;

/** Long enough to locate the mistake, short enough not to echo a wall of text back. */
const NEAR_LENGTH = 20;

export type NotationErrorCode =
  | 'roll-empty'
  | 'roll-syntax'
  | 'roll-too-many-dice'
  | 'roll-sides-out-of-range'
  | 'roll-zero-dice'
  | 'roll-keep-out-of-range'
  | 'roll-too-many-terms'
  | 'roll-too-long'
  | 'roll-modifier-too-large'
  | 'roll-no-dice';

export interface NotationError {
  code: NotationErrorCode;
  params: Record<string, string | number>;
}

export type Sign = 1 | -1;

export interface Keep {
  which: 'highest' | 'lowest';
  count: number;
}

export interface DiceTerm {
  kind: 'dice';
  sign: Sign;
  count: number;
  sides: number;
  keep?: Keep;
}

export interface ConstantTerm {
  kind: 'constant';
  sign: Sign;
  value: number;
}

export type Term = DiceTerm | ConstantTerm;

export interface DiceExpression {
  /** Lower-cased with whitespace removed, e.g. `4d6kh3+3`. */
  notation: string;
  terms: Term[];
}

export type ParseResult = { ok: true; expression: DiceExpression } | { ok: false; error: NotationError };

export interface RolledDiceTerm extends DiceTerm {
  rolls: number[];
  /** Parallel to rolls: false for dice dropped by kh/kl. */
  kept: boolean[];
  subtotal: number;
}

export type RolledTerm = RolledDiceTerm | ConstantTerm;

export interface RollOutcome {
  notation: string;
  terms: RolledTerm[];
  total: number;
  /** Every die rolled, in the order the rng produced them. */
  dice: number[];
}

// Sticky regexes so each term must start exactly where the previous one ended.
const DICE_TERM = /(\d*)d(\d+|%)(?:(kh|kl|k)(\d+))?/iy;
const CONSTANT_TERM = /\d+/y;
const SPACES = /\s*/y;

function fail(code: NotationErrorCode, params: Record<string, string | number> = {}): ParseResult {
  return { ok: false, error: { code, params } };
}

function skipSpaces(source: string, pos: number): number {
  SPACES.lastIndex = pos;
  SPACES.exec(source);
  return SPACES.lastIndex;
}

function syntaxError(source: string, pos: number): ParseResult {
  const fragment = source.slice(pos, pos + NEAR_LENGTH);
  // A dangling sign leaves nothing after it; show what led up to it instead.
  return fail('roll-syntax', { near: fragment !== '' ? fragment : source.slice(-NEAR_LENGTH) });
}

/** A term's numbers as typed, so a refusal quotes one past the safe integers as written, not rounded (issue 28). */
interface Typed {
  count: number | string;
  sides: number | string;
  keep: number | string;
}

/** The digits as a number when it is exact, else as typed (without leading zeros): `d9007199254740993` is refused naming that. */
function exactly(digits: string): number | string {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : digits.replace(/^0+(?=\d)/, '');
}

function readTerm(source: string, pos: number, sign: Sign): { term: Term; typed: Typed; end: number } | undefined {
  DICE_TERM.lastIndex = pos;
  const dice = DICE_TERM.exec(source);
  if (dice) {
    const [, count = '', sides = '', keepKind, keepCount] = dice;
    const term: DiceTerm = {
      kind: 'dice',
      sign,
      count: count === '' ? 1 : Number(count),
      sides: sides === '%' ? 100 : Number(sides),
    };
    const typed: Typed = { count: count === '' ? 1 : exactly(count), sides: sides === '%' ? 100 : exactly(sides), keep: 0 };
    if (keepKind !== undefined && keepCount !== undefined) {
      term.keep = { which: keepKind.toLowerCase() === 'kl' ? 'lowest' : 'highest', count: Number(keepCount) };
      typed.keep = exactly(keepCount);
    }
    return { term, typed, end: DICE_TERM.lastIndex };
  }
  CONSTANT_TERM.lastIndex = pos;
  const constant = CONSTANT_TERM.exec(source);
  if (constant) return { term: { kind: 'constant', sign, value: Number(constant[0]) }, typed: { count: 0, sides: 0, keep: 0 }, end: CONSTANT_TERM.lastIndex };
  return undefined;
}

function checkTerm(term: Term, typed: Typed): NotationError | undefined {
  const { minSides, maxSides, maxConstant, maxDice } = NOTATION_LIMITS;
  if (term.kind === 'constant') {
    return term.value > maxConstant ? { code: 'roll-modifier-too-large', params: { max: maxConstant } } : undefined;
  }
  if (term.count === 0) return { code: 'roll-zero-dice', params: {} };
  if (term.sides < minSides || term.sides > maxSides) {
    return { code: 'roll-sides-out-of-range', params: { sides: typed.sides, min: minSides, max: maxSides } };
  }
  if (term.keep && (term.keep.count < 1 || term.keep.count > term.count)) {
    return { code: 'roll-keep-out-of-range', params: { keep: typed.keep, dice: term.count } };
  }
  // Past the safe integers a count is no longer exact, nor would the roll's sum of counts be: refused here, as typed.
  if (term.count > maxDice) return { code: 'roll-too-many-dice', params: { count: typed.count, max: maxDice } };
  return undefined;
}

/**
 * Syntax is checked over the whole input before any limit, so a typo is
 * reported as a typo even when an earlier term is also out of range.
 */
export function parseNotation(text: string): ParseResult {
  const { maxLength, maxTerms, maxDice } = NOTATION_LIMITS;
  if (text.trim() === '') return fail('roll-empty');
  if (text.length > maxLength) return fail('roll-too-long', { max: maxLength });

  const source = text.trim();
  const terms: Term[] = [];
  const typed: Typed[] = [];
  let pos = 0;
  let sign: Sign = 1;
  if (source[pos] === '+' || source[pos] === '-') {
    sign = source[pos] === '-' ? -1 : 1;
    pos = skipSpaces(source, pos + 1);
  }
  for (;;) {
    const read = readTerm(source, pos, sign);
    if (!read) return syntaxError(source, pos);
    terms.push(read.term);
    typed.push(read.typed);
    pos = skipSpaces(source, read.end);
    if (pos === source.length) break;
    const next = source[pos];
    if (next !== '+' && next !== '-') return syntaxError(source, pos);
    sign = next === '-' ? -1 : 1;
    pos = skipSpaces(source, pos + 1);
  }

  if (terms.length > maxTerms) return fail('roll-too-many-terms', { max: maxTerms });
  for (const [index, term] of terms.entries()) {
    const error = checkTerm(term, typed[index]!);
    if (error) return { ok: false, error };
  }
  const count = terms.reduce((sum, term) => sum + (term.kind === 'dice' ? term.count : 0), 0);
  if (count > maxDice) return fail('roll-too-many-dice', { count, max: maxDice });
  // `/roll 3` rolls nothing: a player who typed it meant a die.
  if (count === 0) return fail('roll-no-dice');

  return { ok: true, expression: { notation: source.toLowerCase().replace(/\s+/g, ''), terms } };
}

function keptMask(rolls: readonly number[], keep: Keep | undefined): boolean[] {
  if (!keep) return rolls.map(() => true);
  const value = (i: number): number => rolls[i] ?? 0;
  // Array#sort is stable, so equal dice stay in roll order and the earlier one is kept.
  const order = rolls.map((_, i) => i).sort((a, b) => (keep.which === 'highest' ? value(b) - value(a) : value(a) - value(b)));
  const kept = rolls.map(() => false);
  for (const i of order.slice(0, keep.count)) kept[i] = true;
  return kept;
}

export function rollExpression(expression: DiceExpression, rng: Rng): RollOutcome {
  const dice: number[] = [];
  let total = 0;
  const terms = expression.terms.map((term): RolledTerm => {
    if (term.kind === 'constant') {
      total += term.sign * term.value;
      return { ...term };
    }
    const rolls = rollDice(rng, term.count, term.sides);
    const kept = keptMask(rolls, term.keep);
    const subtotal = rolls.reduce((sum, roll, i) => (kept[i] ? sum + roll : sum), 0);
    dice.push(...rolls);
    total += term.sign * subtotal;
    return { ...term, rolls, kept, subtotal };
  });
  return { notation: expression.notation, terms, total, dice };
}

function termLabel(term: RolledDiceTerm): string {
  const keep = term.keep ? `k${term.keep.which === 'highest' ? 'h' : 'l'}${term.keep.count}` : '';
  return `${term.count}d${term.sides}${keep}`;
}

/**
 * One line such as `4d6kh3 [6, 5, ~~2~~, 4] + 3 = 18`. Worst case (100 struck
 * d1000s across 20 terms) stays near 1,350 characters, inside a Discord message.
 */
export function formatOutcome(outcome: RollOutcome): string {
  const parts = outcome.terms.map((term, index) => {
    const body =
      term.kind === 'constant'
        ? String(term.value)
        : `${termLabel(term)} [${term.rolls.map((roll, i) => (term.kept[i] ? `${roll}` : `~~${roll}~~`)).join(', ')}]`;
    if (index === 0) return term.sign < 0 ? `-${body}` : body;
    return `${term.sign < 0 ? '-' : '+'} ${body}`;
  });
  return `${parts.join(' ')} = ${outcome.total}`;
}
