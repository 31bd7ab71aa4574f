// Rolls parsed /roll notation (RL-1) with the injected Rng: rerolls, explosions, keep and drop, successes, sets; every die rolled kept in order for the commitment (RL-2).
import type { DiceTerm } from './modifiers.js';
import { type ConstantTerm, type DiceExpression, NOTATION_LIMITS } from './notation.js';
import { type Rng, rollDie } from './rng.js';

/** One die as the player reads it. */
export interface RolledDie {
  /** What it showed, first to last: more than one when it was rerolled (`r`, `ir`). */
  rolls: number[];
  /** Its last roll: what it counts as. */
  value: number;
  /** It reached the explosion number and brought the die after it. */
  exploded: boolean;
  /** A die an explosion brought. */
  fromExplosion: boolean;
  /** False for a die dropped, or not kept. */
  kept: boolean;
  success: boolean;
  failure: boolean;
}

export interface RolledDiceTerm extends DiceTerm {
  dice: RolledDie[];
  /** The kept dice added up; for a term that counts successes, its successes less its failures. */
  subtotal: number;
  successes: number;
  failures: number;
}

export type RolledTerm = RolledDiceTerm | ConstantTerm;

export interface RolledSet {
  terms: RolledTerm[];
  total: number;
}

export interface RollOutcome {
  notation: string;
  label?: string;
  countsSuccesses: boolean;
  /** One per set; a roll without sets has one. */
  sets: RolledSet[];
  /** Every die rolled, in the order the rng produced them: what a hidden roll commits to (RL-2). */
  dice: number[];
  /** Explosions and rerolls stopped at NOTATION_LIMITS.maxExtraRolls. */
  capped: boolean;
}

/** How many explosions and rerolls the roll may still make. */
interface ExtraRolls {
  left: number;
  capped: boolean;
}

function takeExtra(extra: ExtraRolls): boolean {
  if (extra.left === 0) {
    extra.capped = true;
    return false;
  }
  extra.left -= 1;
  return true;
}

/** Which dice count: the highest (or lowest) `count`; Array#sort is stable, so of equal dice the earlier one is kept. */
function keepOnly(dice: RolledDie[], which: 'highest' | 'lowest', count: number): void {
  const order = dice.map((_, i) => i).sort((a, b) => (which === 'highest' ? dice[b]!.value - dice[a]!.value : dice[a]!.value - dice[b]!.value));
  for (const [rank, i] of order.entries()) dice[i]!.kept = rank < count;
}

/**
 * Each die is rolled, then rerolled (`r` once, `ir` until it shows more,
 * as Dice Maiden does), then, if it reached the explosion number, the die
 * it brings is rolled the same way right after it (`e`: only the dice
 * first rolled explode; `ie`: the brought dice too). Drop and keep then
 * look at every die, brought ones included, by its last roll.
 */
function rollTerm(term: DiceTerm, rng: Rng, extra: ExtraRolls, rolled: number[]): RolledDiceTerm {
  const dice: RolledDie[] = [];
  const throwDie = (fromExplosion: boolean): RolledDie => {
    const rolls = [rollDie(rng, term.sides)];
    if (term.reroll) {
      const { atMost, indefinitely } = term.reroll;
      while (rolls.at(-1)! <= atMost && (indefinitely || rolls.length === 1) && takeExtra(extra)) rolls.push(rollDie(rng, term.sides));
    }
    rolled.push(...rolls);
    const die: RolledDie = { rolls, value: rolls.at(-1)!, exploded: false, fromExplosion, kept: true, success: false, failure: false };
    dice.push(die);
    return die;
  };
  for (let i = 0; i < term.count; i += 1) {
    let die = throwDie(false);
    const explode = term.explode;
    while (explode && die.value >= explode.from && (explode.indefinitely || !die.fromExplosion) && takeExtra(extra)) {
      die.exploded = true;
      die = throwDie(true);
    }
  }
  if (term.drop) keepOnly(dice, term.drop.which === 'lowest' ? 'highest' : 'lowest', dice.length - term.drop.count);
  if (term.keep) keepOnly(dice, term.keep.which, term.keep.count);
  let successes = 0;
  let failures = 0;
  for (const die of dice) {
    if (!die.kept) continue;
    die.success = term.successFrom !== undefined && die.value >= term.successFrom;
    die.failure = term.failureAtMost !== undefined && die.value <= term.failureAtMost;
    if (die.success) successes += 1;
    if (die.failure) failures += 1;
  }
  const subtotal = term.countsSuccesses ? successes - failures : dice.reduce((sum, die) => (die.kept ? sum + die.value : sum), 0);
  return { ...term, dice, subtotal, successes, failures };
}

/** Rolls every set in turn, each term left to right; constants add to the total (or to the successes). */
export function rollExpression(expression: DiceExpression, rng: Rng): RollOutcome {
  const rolled: number[] = [];
  const extra: ExtraRolls = { left: NOTATION_LIMITS.maxExtraRolls, capped: false };
  const sets = Array.from({ length: expression.sets }, (): RolledSet => {
    let total = 0;
    const terms = expression.terms.map((term): RolledTerm => {
      if (term.kind === 'constant') {
        total += term.sign * term.value;
        return { ...term };
      }
      const done = rollTerm(term, rng, extra, rolled);
      total += term.sign * done.subtotal;
      return done;
    });
    return { terms, total };
  });
  return {
    notation: expression.notation,
    ...(expression.label === undefined ? {} : { label: expression.label }),
    countsSuccesses: expression.countsSuccesses,
    sets,
    dice: rolled,
    capped: extra.capped,
  };
}
