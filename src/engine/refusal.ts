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

export interface RuleError<Code extends string = string> {
  /** What went wrong, for programs and tests: `not-your-turn`, `bid-too-low`. */
  code: Code;
  /** The sentence the player reads, by catalog key. */
  key: string;
  params?: RuleParams;
}

/** A refused action, as every outcome spells it. */
export interface Refusal<Code extends string = string> {
  ok: false;
  error: RuleError<Code>;
}

/**
 * Builds refusals whose sentence keys are checked against one catalog's keys
 * and whose codes against one list: a misspelt code is a compile error. What
 * they build is a plain `RuleError`/`Refusal` wherever codes are only read.
 */
export interface Refusals<Key extends string, Code extends string> {
  error(code: Code, key: Key, params?: RuleParams): RuleError<Code>;
  refuse(code: Code, key: Key, params?: RuleParams): Refusal<Code>;
}

/** The refusals of whoever words with the catalog whose keys are `Key` and refuses with the codes `Code` (a game: its own, in its rules). */
export function refusals<Key extends string, Code extends string>(): Refusals<Key, Code> {
  const error = (code: Code, key: Key, params?: RuleParams): RuleError<Code> => (params ? { code, key, params } : { code, key });
  return { error, refuse: (code, key, params) => ({ ok: false, error: error(code, key, params) }) };
}

/** The codes the core refuses with, by who says them; each game's own are typed in its rules, the shared betting round's in games/shared/betting.ts. */
export type CoreRefusalCode =
  // A table: its lobby, seats and watchers, hosts and moderators, a stale button, another writer (engine/tables).
  | 'already-seated'
  | 'already-watching'
  | 'bettor-joins'
  | 'game-not-started'
  | 'game-started'
  | 'host-end-after-start'
  | 'kicked'
  | 'member-not-seated'
  | 'no-house-players'
  | 'no-house-seated'
  | 'not-host-or-moderator'
  | 'not-moderator'
  | 'not-seated'
  | 'paused'
  | 'plays-in-groups'
  | 'stack-too-small'
  | 'stale-button'
  | 'table-changed'
  | 'table-closed'
  | 'table-exists'
  | 'table-full'
  | 'table-not-found'
  | 'tag-not-allowed'
  | 'tags-off'
  | 'team-not-allowed'
  | 'too-few-players'
  | 'tournament-table'
  | 'watcher-cannot-act'
  | 'watchers-full'
  // The table's clock: pauses, and a turn played for whoever ran out of time (engine/tables/clock-plans.ts).
  | 'already-paused'
  | 'no-default-move'
  | 'nobody-awaited'
  | 'not-due'
  | 'not-paused'
  // Side bets on a table (engine/tables/side-bets.ts) and markets (engine/markets).
  | 'bets-closed'
  | 'bets-own-table'
  | 'bets-points'
  | 'bet-too-small'
  | 'market-not-open'
  // Tournaments (engine/tournaments).
  | 'advance-too-big'
  | 'already-entered'
  | 'bettor-plays'
  | 'final-too-small'
  | 'group-too-big'
  | 'group-too-small'
  | 'market-closed'
  | 'no-market'
  | 'no-tournament'
  | 'not-entered'
  | 'not-in-market'
  | 'too-few-entries'
  | 'tournament-exists'
  | 'tournament-no-wagering'
  | 'tournament-over'
  | 'tournament-started'
  | 'tournament-teams'
  // Wallets (engine/economy).
  | 'daily-off'
  | 'daily-too-soon'
  | 'give-self'
  | 'insufficient-funds'
  // An open option only the game's schema could judge (discord/options/invalid-option.ts).
  | 'invalid-option';

// The core catalog's refusals: the table service, tournaments, markets, the economy. (Type-only import: no sentence is worded here.)
import type { MessageKey } from '../i18n/index.js';

export const { error: ruleError } = refusals<MessageKey, CoreRefusalCode>();
