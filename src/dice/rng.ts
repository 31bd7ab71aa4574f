import { createHmac, randomInt } from 'node:crypto';

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

/**
 * Deterministic but cryptographically mixed: HMAC-SHA256 of a counter under
 * the seed. Used by the sandbox's --seed so a demo replays the same dice.
 * Rejection sampling keeps every face equally likely.
 */
export function seededRng(seed: string | number): Rng {
  const key = String(seed);
  let counter = 0;
  return {
    int(min, max) {
      const span = max - min + 1;
      const limit = Math.floor(0x1_0000_0000 / span) * span;
      for (;;) {
        const digest = createHmac('sha256', key).update(String(counter++)).digest();
        const value = digest.readUInt32BE(0);
        if (value < limit) return min + (value % span);
      }
    },
  };
}

export class ScriptExhaustedError extends Error {}
export class ScriptedValueOutOfRangeError extends Error {}

/**
 * Hands out exactly the values given, in order. A value outside the die
 * being rolled is a mistake in the test or transcript, so it throws.
 */
export function scriptedRng(values: readonly number[]): Rng & { remaining(): number } {
  const queue = [...values];
  return {
    int(min, max) {
      const value = queue.shift();
      if (value === undefined) throw new ScriptExhaustedError(`scripted dice ran out (wanted ${min}–${max})`);
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new ScriptedValueOutOfRangeError(`scripted die ${value} is outside ${min}–${max}`);
      }
      return value;
    },
    remaining: () => queue.length,
  };
}
