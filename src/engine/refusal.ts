/**
 * A refusal: a player's (or member's) mistake as a value, never an
 * exception. Rules, the table service and the economy all say no this way;
 * the Discord layer words it for the reader. Nothing here is worded yet: a
 * refusal names members, money, games and waits as values (`Named`), and
 * only the reader's side turns them into a mention, "25 tria" or a name.
 */

/** Something a sentence names that only the reader's side can word. */
export type Named =
  /** A member: a mention in a channel, their name in a file. */
  | { member: string }
  /** Several members: "A, B and C" in the reader's language. */
  | { members: string[] }
  /** An amount of money in the account it was counted in: the server's currency (a wallet), or table points (a stack). */
  | { money: number; in: 'wallet' | 'stack' }
  /** A game, by its id: its name in the reader's language. */
  | { game: string }
  /** A wait, in milliseconds: "3 h 20 min". */
  | { wait: number }
  /** A sentence inside the sentence ("The option dice is not valid: {problem}"). */
  | { sentence: { key: string; params?: RuleParams } };

/** A sentence's parameters: plain values, or values the reader's side words. */
export type RuleParams = Record<string, string | number | Named>;

export interface RuleError {
  /** What went wrong, for programs and tests: `not-your-turn`, `bid-too-low`. */
  code: string;
  /** The sentence the player reads, by catalog key. */
  key: string;
  params?: RuleParams;
}

/** A refused action, as every outcome spells it. */
export interface Refusal {
  ok: false;
  error: RuleError;
}

/** Builds refusals whose sentence keys are checked against one catalog's keys. */
export interface Refusals<Key extends string> {
  error(code: string, key: Key, params?: RuleParams): RuleError;
  refuse(code: string, key: Key, params?: RuleParams): Refusal;
}

function error(code: string, key: string, params?: RuleParams): RuleError {
  return params ? { code, key, params } : { code, key };
}

/** The refusals of whoever words with the catalog whose keys are `Key`. */
export function refusals<Key extends string>(): Refusals<Key> {
  return { error, refuse: (code, key, params) => ({ ok: false, error: error(code, key, params) }) };
}

// The core catalog's refusals: the table service, the economy, shared game parts. (Type-only import: no sentence is worded here.)
import type { MessageKey } from '../i18n/index.js';

export const { error: ruleError, refuse } = refusals<MessageKey>();
