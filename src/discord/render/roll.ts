// How a /roll result reads (RL-1): each die with its marks (rerolled, exploded, dropped, success, failure), each set's total, the label; short enough for one message.
import type { DiceTerm } from '../../engine/dice/modifiers.js';
import { NOTATION_LIMITS } from '../../engine/dice/notation.js';
import type { RolledDie, RolledSet, RolledTerm, RollOutcome } from '../../engine/dice/roller.js';
import { t } from '../../i18n/index.js';

/**
 * The most a result may take of a message: the hidden reply wraps it with
 * its code, salt and a sentence, and Discord takes 2000 characters. A roll
 * too long to list die by die (a hundred exploding d1000s) shows each
 * term's total and how many dice fell instead.
 */
export const RESULT_BUDGET = 1500;

/** What a roll's result reads, and whether it listed every die (only listed dice were shown to anyone). */
export interface RollText {
  text: string;
  listed: boolean;
}

/** The term in canonical notation: `4d6kh3`, `3d6ie6`, `6d10t7f1`. */
function termNotation(term: DiceTerm): string {
  const parts = [`${term.count}d${term.sides}`];
  if (term.reroll) parts.push(`${term.reroll.indefinitely ? 'ir' : 'r'}${term.reroll.atMost}`);
  if (term.explode) parts.push(`${term.explode.indefinitely ? 'ie' : 'e'}${term.explode.from}`);
  if (term.keep) parts.push(`k${term.keep.which === 'highest' ? 'h' : 'l'}${term.keep.count}`);
  if (term.drop) parts.push(`d${term.drop.which === 'highest' ? 'h' : 'l'}${term.drop.count}`);
  if (term.successFrom !== undefined) parts.push(`t${term.successFrom}`);
  if (term.failureAtMost !== undefined) parts.push(`f${term.failureAtMost}`);
  return parts.join('');
}

/**
 * A die: `1→5` rerolled from 1 to 5, `6!` exploded (the die after it is the
 * one it brought), `8✓` a success, `1✗` a failure, `~~2~~` not counted.
 * Marks rather than bold, which a GM's DM already wraps the result in.
 */
function dieText(die: RolledDie): string {
  const shown = `${die.rolls.join('→')}${die.exploded ? '!' : ''}${die.success ? '✓' : ''}${die.failure ? '✗' : ''}`;
  return die.kept ? shown : `~~${shown}~~`;
}

function termText(term: RolledTerm, listed: boolean): string {
  if (term.kind === 'constant') return String(term.value);
  if (!listed) return `${termNotation(term)} (${term.subtotal})`;
  return `${termNotation(term)} [${term.dice.map(dieText).join(', ')}]`;
}

function totalText(set: RolledSet, countsSuccesses: boolean): string {
  if (!countsSuccesses) return String(set.total);
  const dice = set.terms.flatMap((term) => (term.kind === 'dice' ? [term] : []));
  const failures = dice.reduce((sum, term) => sum + term.failures, 0);
  const successes = t('roll-successes', { count: set.total });
  if (!dice.some((term) => term.failureAtMost !== undefined)) return successes;
  return `${successes} (${dice.reduce((sum, term) => sum + term.successes, 0)}✓ ${failures}✗)`;
}

/** One set: `4d6kh3 [6, 5, ~~2~~, 4] + 3 = 18`. */
function setText(set: RolledSet, countsSuccesses: boolean, listed: boolean): string {
  const parts = set.terms.map((term, index) => {
    const body = termText(term, listed);
    if (index === 0) return term.sign < 0 ? `-${body}` : body;
    return `${term.sign < 0 ? '-' : '+'} ${body}`;
  });
  return `${parts.join(' ')} = ${totalText(set, countsSuccesses)}`;
}

function resultText(outcome: RollOutcome, listed: boolean): string {
  const { sets, countsSuccesses } = outcome;
  const head = outcome.label === undefined ? '' : `${outcome.label}: `;
  let body: string;
  if (sets.length === 1) body = setText(sets[0]!, countsSuccesses, listed);
  else {
    const roll = sets[0]!.terms.map(
      (term, index) => `${index === 0 ? (term.sign < 0 ? '-' : '') : term.sign < 0 ? ' - ' : ' + '}${term.kind === 'dice' ? termNotation(term) : term.value}`,
    );
    // Unlisted, a set says its total alone: twenty sets of twenty terms would otherwise still be a wall.
    const lines = sets.map((set, index) =>
      t('roll-set', { number: index + 1, result: listed ? setText(set, countsSuccesses, true) : totalText(set, countsSuccesses) }),
    );
    body = [t('roll-sets', { count: sets.length, roll: roll.join('') }), ...lines].join('\n');
  }
  const notes = [
    ...(outcome.capped ? [t('roll-capped', { max: NOTATION_LIMITS.maxExtraRolls })] : []),
    ...(listed ? [] : [t('roll-not-listed', { count: outcome.dice.length })]),
  ];
  // Under sets, a note is a line of its own rather than the last set's tail.
  return [`${head}${body}`, ...notes].join(sets.length === 1 ? ' ' : '\n');
}

/** The result as the language being spoken reads it: every die when it fits, else each term's total. */
export function describeRoll(outcome: RollOutcome): RollText {
  const full = resultText(outcome, true);
  if (full.length <= RESULT_BUDGET) return { text: full, listed: true };
  return { text: resultText(outcome, false), listed: false };
}
