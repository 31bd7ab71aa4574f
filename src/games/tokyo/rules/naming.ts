// How Tokyo values are said: Tokyo, double and triple Tokyo, a value with its sum under sum_values, and the lowest value allowed (TK-10, TK-11, TK-17).
import type { RuleParams } from '../../../engine/refusal.js';
import type { TokyoKey } from '../words/index.js';
import { DOUBLE_TOKYO, isDouble, rank, TOKYO, TRIPLE_TOKYO, type Variants } from './values.js';

/** Parameters a value's sentence takes: plain numbers and digits, nothing the reader's side words. */
type PlainParams = Record<string, string | number>;

/** A sentence by key, not yet worded: the renderer words it, a refusal carries it (`{ sentence }`). */
export interface TokyoSentence<Params extends RuleParams = RuleParams> {
  key: TokyoKey;
  params?: Params;
}

/**
 * TK-11: the sum a value counts as, or null where it keeps its own place:
 * doubles, 21, 31 under tokyetto (TK-8), 42 and 63 once they are double and
 * triple Tokyo (TK-10).
 */
function sumOf(value: number, variants: Variants, tokyoAnnounced: boolean): number | null {
  if (!variants.sumValues || value === TOKYO || isDouble(value)) return null;
  if (variants.tokyetto && value === 31) return null;
  if (variants.doubleTokyo && tokyoAnnounced && (value === DOUBLE_TOKYO || value === TRIPLE_TOKYO)) return null;
  return Math.floor(value / 10) + (value % 10);
}

/**
 * A value as players say it: 21 is Tokyo; with double_tokyo, 42 and 63
 * after a 21 are double and triple Tokyo (TK-10); with sum_values every
 * other non-double shows its sum beside it, `62 (8)` (TK-17).
 */
export function valueSentence(value: number, variants: Variants, tokyoAnnounced: boolean): TokyoSentence<PlainParams> {
  if (value === TOKYO) return { key: 'tokyo-value-tokyo' };
  if (variants.doubleTokyo && tokyoAnnounced && value === DOUBLE_TOKYO) return { key: 'tokyo-value-double' };
  if (variants.doubleTokyo && tokyoAnnounced && value === TRIPLE_TOKYO) return { key: 'tokyo-value-triple' };
  const sum = sumOf(value, variants, tokyoAnnounced);
  return sum === null ? { key: 'tokyo-value-plain', params: { value } } : { key: 'tokyo-value-sum', params: { value, sum } };
}

/**
 * TK-17: the lowest that may be announced, out of `legal` (lowest first).
 * Under sum_values the lowest rank may be a sum several values share
 * ("a sum of 9 (54, 63)"); otherwise it is one value.
 */
export function lowestSentence(legal: readonly number[], variants: Variants, tokyoAnnounced: boolean): TokyoSentence<PlainParams> | null {
  const lowest = legal[0];
  if (lowest === undefined) return null;
  const sum = sumOf(lowest, variants, tokyoAnnounced);
  if (sum === null) return valueSentence(lowest, variants, tokyoAnnounced);
  const tied = legal.filter((value) => rank(value, variants, tokyoAnnounced) === rank(lowest, variants, tokyoAnnounced));
  return { key: 'tokyo-value-sum-group', params: { sum, values: tied.join(', ') } };
}

/** What the cup holder may do now, as a list ("roll, doubt or raise blind"), each choice in the words of the table message. */
export function choicesSentence(choices: readonly ('announce' | 'roll' | 'doubt' | 'raise' | 'accept')[]): TokyoSentence {
  const words = choices.map((choice) => ({ sentence: { key: `tokyo-choice-${choice}` satisfies TokyoKey } }));
  const [first, second, third] = words;
  if (words.length === 3) return { key: 'tokyo-list-three', params: { first: first!, second: second!, third: third! } };
  if (words.length === 2) return { key: 'tokyo-list-two', params: { first: first!, second: second! } };
  return { key: 'tokyo-list-one', params: first ? { first } : {} };
}
