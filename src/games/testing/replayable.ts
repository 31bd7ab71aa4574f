// Dice that can be replayed, for tests and the sandbox only: seeded, keyed by action (same dice after a restart), or scripted value by value.
import { createHmac } from 'node:crypto';
import type { DiceFor, Rng } from '../../engine/dice/rng.js';

// Dice that can be replayed: for tests and the sandbox only. The production
// start path never imports this file (test/production-dice.test.ts checks).

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

/**
 * Dice keyed by the action they are rolled for: the same table at the same
 * version always rolls the same, however often the bot was killed and
 * restarted in between (the chaos test compares such runs).
 */
export function keyedDice(seed: string): (action: DiceFor) => Rng {
  return ({ tableId, version }) => seededRng(`${seed}:${tableId}:${version}`);
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
