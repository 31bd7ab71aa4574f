// A game's phrase for each of its own open options ("2 dice each", "ones are wild"), asked of every option by type, read by name where terms are written.
import type { SharedOpenOption } from './game-module.js';

/**
 * Issue 30: how each of a game's own open options reads among a table's
 * terms, in the reader's language — a phrase, not `name:value`. Every
 * option the game has must have one (the type asks for each); a phrase is
 * null only when the option was not given (an optional one left to the
 * table size, a preset …).
 */
export type OptionPhrases<Options> = {
  readonly [Name in Exclude<keyof Options, SharedOpenOption> & string]-?: (options: Options) => string | null;
};

/** A game module's `term`: its phrases looked up by option name (null for a name it does not have). */
export function optionTerms<Options>(phrases: OptionPhrases<Options>): (name: string, options: Options) => string | null {
  const byName = new Map(Object.entries<(options: Options) => string | null>(phrases));
  return (name, options) => byName.get(name)?.(options) ?? null;
}
