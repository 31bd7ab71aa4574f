// The /roll dice notation (RL-1, Dice Maiden's everyday forms): a hand-written parser whose every refusal is a translatable code naming the part it could not take.
import { type DiceTerm, MODIFIER_KINDS, type Modifier, readModifiers } from './modifiers.js';

/**
 * RL-1: `/roll` dice notation: `5d6`, `2d20+3`, `4d6kh3`, `d100`, and the
 * forms players bring from Dice Maiden: `3d6e6` (explode), `4d6r2`
 * (reroll), `6d10t7 f1` (successes, failures), `4d6dl1` (drop), `6 4d6`
 * (six sets), `4d6 ! attack` (a label). Hand-written rather than a library
 * (issue 30): dice come from the injected Rng, every die rolled is known
 * for the commitment, and each refusal is a code with the part it names.
 */
export const NOTATION_LIMITS = {
  maxDice: 100,
  minSides: 2,
  maxSides: 1000,
  maxTerms: 20,
  maxConstant: 100_000,
  maxLength: 200,
  maxSets: 20,
  /** Explosions and rerolls across the whole roll: one roll cannot explode forever, and /verify still fits a message. */
  maxExtraRolls: 50,
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
  | 'roll-drop-out-of-range'
  | 'roll-keep-and-drop'
  | 'roll-modifier-twice'
  | 'roll-explode-out-of-range'
  | 'roll-reroll-out-of-range'
  | 'roll-target-out-of-range'
  | 'roll-failure-not-below-target'
  | 'roll-successes-and-sums'
  | 'roll-sets-out-of-range'
  | 'roll-too-many-terms'
  | 'roll-too-long'
  | 'roll-modifier-too-large'
  | 'roll-no-dice';

export interface NotationError {
  code: NotationErrorCode;
  params: Record<string, string | number>;
}

export interface ConstantTerm {
  kind: 'constant';
  sign: 1 | -1;
  value: number;
}

export type Term = DiceTerm | ConstantTerm;

export interface DiceExpression {
  /** The roll as a commitment names it: lower-cased, spaces only after the sets and around the label (`6 4d6dl1 ! Stats`). */
  notation: string;
  /** How many times the terms are rolled, each set on its own (`6 4d6`); 1 without sets. */
  sets: number;
  terms: Term[];
  /** The player's words after `!`, as typed. */
  label?: string;
  /** `t`/`f` terms count successes instead of adding dice up. */
  countsSuccesses: boolean;
}

export type ParseResult = { ok: true; expression: DiceExpression } | Refused;

// Sticky regexes so each term must start exactly where the previous one ended.
const DICE_TERM = /(\d*)d(\d+|%)/iy;
const CONSTANT_TERM = /\d+/y;
const SPACES = /\s*/y;
/** `6 4d6`: a number, spaces, then a roll (Dice Maiden's sets). */
const SETS = /^(\d+)\s+(?=[\dd])/i;

/** A refusal, as every step of the parse returns it. */
export type Refused = { ok: false; error: NotationError };

function fail(code: NotationErrorCode, params: Record<string, string | number> = {}): Refused {
  return { ok: false, error: { code, params } };
}

function skipSpaces(source: string, pos: number): number {
  SPACES.lastIndex = pos;
  SPACES.exec(source);
  return SPACES.lastIndex;
}

function syntaxError(source: string, pos: number): Refused {
  const fragment = source.slice(pos, pos + NEAR_LENGTH);
  // A dangling sign leaves nothing after it; show what led up to it instead.
  return fail('roll-syntax', { near: fragment !== '' ? fragment : source.slice(-NEAR_LENGTH) });
}

/** The digits as a number when it is exact, else as typed (without leading zeros): `d9007199254740993` is refused naming that. */
function exactly(digits: string): number | string {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : digits.replace(/^0+(?=\d)/, '');
}

/** A dice term as read, before its numbers are checked: the text the refusals quote. */
interface ReadDice {
  kind: 'dice';
  sign: 1 | -1;
  text: string;
  count: number | string;
  sides: number | string;
  modifiers: Modifier[];
}

type ReadTerm = ReadDice | ConstantTerm;

const MODIFIER = new RegExp(`(${MODIFIER_KINDS.join('|')})(\\d*)`, 'iy');

function readTerm(source: string, pos: number, sign: 1 | -1): { term: ReadTerm; end: number } | { syntaxAt: number } | undefined {
  DICE_TERM.lastIndex = pos;
  const dice = DICE_TERM.exec(source);
  if (dice) {
    const [, count = '', sides = ''] = dice;
    const modifiers: Modifier[] = [];
    let end = DICE_TERM.lastIndex;
    // Dice Maiden lets modifiers stand apart (`6d10 t7 f1`): spaces count only when a modifier follows them.
    for (;;) {
      const at = skipSpaces(source, end);
      MODIFIER.lastIndex = at;
      const found = MODIFIER.exec(source);
      if (!found) break;
      const [typed, letters = '', digits = ''] = found;
      const kind = MODIFIER_KINDS.find((known) => known === letters.toLowerCase());
      // Only an explosion may leave its number out (it then explodes on the highest face).
      if (kind === undefined || (digits === '' && kind !== 'e' && kind !== 'ie')) return { syntaxAt: at };
      modifiers.push({ kind, typed: typed.toLowerCase(), value: digits === '' ? null : exactly(digits) });
      end = MODIFIER.lastIndex;
    }
    const term: ReadDice = {
      kind: 'dice',
      sign,
      text: source.slice(pos, end).toLowerCase().replace(/\s+/g, ''),
      count: count === '' ? 1 : exactly(count),
      sides: sides === '%' ? 100 : exactly(sides),
      modifiers,
    };
    return { term, end };
  }
  CONSTANT_TERM.lastIndex = pos;
  const constant = CONSTANT_TERM.exec(source);
  if (constant) return { term: { kind: 'constant', sign, value: Number(constant[0]) }, end: CONSTANT_TERM.lastIndex };
  return undefined;
}

/** Reads the terms of one set (`2d20 + 3`); syntax only, every number as typed. */
function readTerms(source: string): { ok: true; terms: ReadTerm[] } | Refused {
  const terms: ReadTerm[] = [];
  let pos = 0;
  let sign: 1 | -1 = 1;
  if (source[pos] === '+' || source[pos] === '-') {
    sign = source[pos] === '-' ? -1 : 1;
    pos = skipSpaces(source, pos + 1);
  }
  for (;;) {
    const read = readTerm(source, pos, sign);
    if (!read) return syntaxError(source, pos);
    if ('syntaxAt' in read) return syntaxError(source, read.syntaxAt);
    terms.push(read.term);
    pos = skipSpaces(source, read.end);
    if (pos === source.length) return { ok: true, terms };
    const next = source[pos];
    if (next !== '+' && next !== '-') return syntaxError(source, pos);
    sign = next === '-' ? -1 : 1;
    pos = skipSpaces(source, pos + 1);
  }
}

function checkDice(read: ReadDice): { ok: true; term: DiceTerm } | Refused {
  const { minSides, maxSides, maxDice } = NOTATION_LIMITS;
  if (read.count === 0) return fail('roll-zero-dice');
  if (typeof read.sides !== 'number' || read.sides < minSides || read.sides > maxSides) {
    return fail('roll-sides-out-of-range', { sides: read.sides, min: minSides, max: maxSides });
  }
  // Past the safe integers a count is no longer exact, nor would the roll's sum of counts be: refused here, as typed.
  if (typeof read.count !== 'number' || read.count > maxDice) return fail('roll-too-many-dice', { count: read.count, max: maxDice });
  return readModifiers({ sign: read.sign, count: read.count, sides: read.sides, text: read.text }, read.modifiers);
}

/** Splits `6 4d6dl1 ! Stats` into its sets, its roll and its label. */
function pieces(text: string): { sets: number | string | null; roll: string; label: string | undefined } {
  const bang = text.indexOf('!');
  const label = bang < 0 ? undefined : text.slice(bang + 1).trim() || undefined;
  const roll = (bang < 0 ? text : text.slice(0, bang)).trim();
  const sets = SETS.exec(roll);
  if (!sets) return { sets: null, roll, label };
  return { sets: exactly(sets[1]!), roll: roll.slice(sets[0].length), label };
}

/**
 * Syntax is checked over the whole input before any limit, so a typo is
 * reported as a typo even when an earlier term is also out of range.
 */
export function parseNotation(text: string): ParseResult {
  const { maxLength, maxTerms, maxDice, maxConstant, maxSets } = NOTATION_LIMITS;
  if (text.trim() === '') return fail('roll-empty');
  if (text.length > maxLength) return fail('roll-too-long', { max: maxLength });
  const { sets: typedSets, roll, label } = pieces(text);
  if (roll === '') return fail('roll-empty');
  const read = readTerms(roll);
  if (!read.ok) return read;

  if (typedSets !== null && (typeof typedSets !== 'number' || typedSets < 1 || typedSets > maxSets)) {
    return fail('roll-sets-out-of-range', { sets: typedSets, max: maxSets });
  }
  const sets = typedSets ?? 1;
  if (read.terms.length > maxTerms) return fail('roll-too-many-terms', { max: maxTerms });
  const terms: Term[] = [];
  for (const term of read.terms) {
    if (term.kind === 'constant') {
      if (term.value > maxConstant) return fail('roll-modifier-too-large', { max: maxConstant });
      terms.push(term);
      continue;
    }
    const checked = checkDice(term);
    if (!checked.ok) return checked;
    terms.push(checked.term);
  }
  const dice = terms.filter((term) => term.kind === 'dice');
  const count = sets * dice.reduce((sum, term) => sum + term.count, 0);
  if (count > maxDice) return fail('roll-too-many-dice', { count, max: maxDice });
  // `/roll 3` rolls nothing: a player who typed it meant a die.
  if (count === 0) return fail('roll-no-dice');
  // A total of sixes and successes means nothing: a roll counts one or the other (constants add to either).
  const counting = dice.find((term) => term.countsSuccesses);
  const summing = dice.find((term) => !term.countsSuccesses);
  if (counting && summing) return fail('roll-successes-and-sums', { counting: counting.text, summing: summing.text });

  const notation = `${typedSets === null ? '' : `${sets} `}${roll.toLowerCase().replace(/\s+/g, '')}${label === undefined ? '' : ` ! ${label}`}`;
  return {
    ok: true,
    expression: { notation, sets, terms, ...(label === undefined ? {} : { label }), countsSuccesses: counting !== undefined },
  };
}
