// What may follow a dice term in /roll notation (RL-1, Dice Maiden's forms): explode, reroll, keep, drop, successes, failures; each checked against its die, refusals naming the part.
import type { NotationError, NotationErrorCode } from './notation.js';

export type Sign = 1 | -1;

export interface Keep {
  which: 'highest' | 'lowest';
  count: number;
}

/** The letters a modifier is typed with, longest first so `kh` is never read as `k` then `h`. */
export const MODIFIER_KINDS = ['ie', 'ir', 'kh', 'kl', 'dl', 'dh', 'e', 'r', 't', 'f', 'k', 'd'] as const;
export type ModifierKind = (typeof MODIFIER_KINDS)[number];

/** One modifier as typed (`e6`, `kh3`): its number as typed, null when left out (`e`). */
export interface Modifier {
  kind: ModifierKind;
  typed: string;
  value: number | string | null;
}

export interface DiceTerm {
  kind: 'dice';
  sign: Sign;
  count: number;
  sides: number;
  /** The term as typed, lower-cased without spaces (`6d10t7f1`): what a refusal about the whole term quotes. */
  text: string;
  /** `kh3`, `kl1`, `k3` (highest): how many dice count. */
  keep?: Keep;
  /** `dl1`, `dh1`, `d1` (lowest): how many dice do not count, of all rolled (explosions too). */
  drop?: { which: 'lowest' | 'highest'; count: number };
  /** `r2`: a die showing 2 or less is rolled again, once; `ir2`: until it shows more. */
  reroll?: { atMost: number; indefinitely: boolean };
  /** `e6`: a die showing 6 or more brings one extra die; `ie6`: extra dice explode too. */
  explode?: { from: number; indefinitely: boolean };
  /** `t7`: each kept die of 7 or more is a success. */
  successFrom?: number;
  /** `f1`: each kept die of 1 or less is a failure, taken off the successes. */
  failureAtMost?: number;
  countsSuccesses: boolean;
}

/** Which modifiers do the same job: a term takes one of each. */
const JOB: Record<ModifierKind, 'explode' | 'reroll' | 'keep' | 'drop' | 'target' | 'failure'> = {
  e: 'explode',
  ie: 'explode',
  r: 'reroll',
  ir: 'reroll',
  k: 'keep',
  kh: 'keep',
  kl: 'keep',
  d: 'drop',
  dl: 'drop',
  dh: 'drop',
  t: 'target',
  f: 'failure',
};

type Checked = { ok: true; term: DiceTerm } | { ok: false; error: NotationError };

function refuse(code: NotationErrorCode, params: Record<string, string | number>): Checked {
  return { ok: false, error: { code, params } };
}

/** A number within [min, max], as typed when it is not (a number past the safe integers stays a string). */
function within(value: number | string, min: number, max: number): value is number {
  return typeof value === 'number' && value >= min && value <= max;
}

/**
 * Checks a term's modifiers against its die and builds the term. The ranges
 * keep every roll finite and meaningful: an explosion on a face every die
 * shows (`ie1`) or a reroll of every face (`ir6` on a d6) would never end,
 * so they are refused with the range that works.
 */
export function readModifiers(dice: { sign: Sign; count: number; sides: number; text: string }, modifiers: readonly Modifier[]): Checked {
  const term: DiceTerm = { kind: 'dice', ...dice, countsSuccesses: false };
  const seen = new Map<string, Modifier>();
  for (const modifier of modifiers) {
    const job = JOB[modifier.kind];
    if (seen.has(job)) return refuse('roll-modifier-twice', { part: modifier.typed, first: seen.get(job)!.typed });
    seen.set(job, modifier);
  }
  const keep = seen.get('keep');
  const drop = seen.get('drop');
  if (keep && drop) return refuse('roll-keep-and-drop', { keep: keep.typed, drop: drop.typed });

  for (const modifier of seen.values()) {
    const value = modifier.value ?? dice.sides;
    const part = modifier.typed;
    switch (JOB[modifier.kind]) {
      case 'explode':
        if (!within(value, 2, dice.sides)) return refuse('roll-explode-out-of-range', { part, sides: dice.sides });
        term.explode = { from: value, indefinitely: modifier.kind === 'ie' };
        break;
      case 'reroll':
        if (!within(value, 1, dice.sides - 1)) return refuse('roll-reroll-out-of-range', { part, sides: dice.sides, max: dice.sides - 1 });
        term.reroll = { atMost: value, indefinitely: modifier.kind === 'ir' };
        break;
      case 'keep':
        if (!within(value, 1, dice.count)) return refuse('roll-keep-out-of-range', { keep: value, dice: dice.count });
        term.keep = { which: modifier.kind === 'kl' ? 'lowest' : 'highest', count: value };
        break;
      case 'drop': {
        if (!within(value, 1, dice.count - 1)) return refuse('roll-drop-out-of-range', { drop: value, dice: dice.count });
        // Dice Maiden's `d` drops the lowest.
        term.drop = { which: modifier.kind === 'dh' ? 'highest' : 'lowest', count: value };
        break;
      }
      case 'target':
        if (!within(value, 1, dice.sides)) return refuse('roll-target-out-of-range', { part, sides: dice.sides });
        term.successFrom = value;
        break;
      case 'failure':
        if (!within(value, 1, dice.sides)) return refuse('roll-target-out-of-range', { part, sides: dice.sides });
        term.failureAtMost = value;
        break;
    }
  }
  const target = seen.get('target');
  const failure = seen.get('failure');
  if (term.successFrom !== undefined && term.failureAtMost !== undefined && term.failureAtMost >= term.successFrom) {
    return refuse('roll-failure-not-below-target', { failure: failure!.typed, target: target!.typed });
  }
  term.countsSuccesses = target !== undefined || failure !== undefined;
  return { ok: true, term };
}
