// Where dice come from: the Rng interface the rules are handed (cryptographic in the bot, scripted in tests) and helpers to roll dice with it.
import { randomInt } from 'node:crypto';

/**
 * Where every die comes from. Rules never roll on their own: the caller
 * injects an Rng, cryptographic in the bot, scripted or seeded in tests and
 * the sandbox.
 */
export interface Rng {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
}

/** Which action dice are rolled for: a table, at the version the action starts from. */
export interface DiceFor {
  tableId: number;
  version: number;
}

/**
 * Where a table action's dice come from: the same source for every action
 * (production: the cryptographic RNG), or one per action, so a run that is
 * interrupted and replayed rolls what it rolled (tests).
 */
export type DiceSource = Rng | ((action: DiceFor) => Rng);

export function rollDie(rng: Rng, sides: number): number {
  return rng.int(1, sides);
}

export function rollDice(rng: Rng, count: number, sides: number): number[] {
  return Array.from({ length: count }, () => rollDie(rng, sides));
}

/** The production RNG: node's CSPRNG, unbiased over the range. */
export const cryptoRng: Rng = {
  int(min, max) {
    return randomInt(min, max + 1);
  },
};
