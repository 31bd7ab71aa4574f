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
