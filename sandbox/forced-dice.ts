// Dice a transcript or test forces (`dice: 3 5 1`), rolled in order before the real RNG: sandbox and tests only, never in production.
import type { Rng } from '../src/engine/dice/rng.js';

class ForcedDieOutOfRange extends Error {}

/**
 * Dice a transcript or test forces (`dice: 3 5 1`), taken in the order the
 * bot rolls; when none are queued, the underlying RNG rolls. This exists
 * only in the sandbox and tests: the production start path never builds it.
 */
export class ForcedDice implements Rng {
  private readonly queue: number[] = [];
  /** The first forced value that did not fit its die: the script must stop. */
  problem: ForcedDieOutOfRange | null = null;

  constructor(private readonly fallback: Rng) {}

  force(values: readonly number[]): void {
    this.queue.push(...values);
  }

  /** Drops every forced die still queued and forgets a problem (the interactive prompt goes on after one). */
  clear(): void {
    this.queue.length = 0;
    this.problem = null;
  }

  queued(): number {
    return this.queue.length;
  }

  int(min: number, max: number): number {
    const forced = this.queue.shift();
    if (forced === undefined) return this.fallback.int(min, max);
    if (!Number.isInteger(forced) || forced < min || forced > max) {
      this.problem ??= new ForcedDieOutOfRange(`forced die ${forced} does not fit a roll of ${min}–${max}`);
      throw this.problem;
    }
    return forced;
  }
}

/**
 * Forced dice as a transcript drives them (`dice:` lines): in this process
 * (the sandbox's `ForcedDice`), or in the bot's own when it runs elsewhere
 * (the clusters' test asks its clusters), hence every call a promise.
 */
export interface DiceForcing {
  force(values: readonly number[]): Promise<void>;
  /** What went wrong with the first forced die that did not fit its roll, if one did (the script stops there). */
  problem(): Promise<string | null>;
  /** Drops the dice still queued and forgets a problem. */
  clear(): Promise<void>;
  queued(): Promise<number>;
}

/** The forcing of dice rolled in this process. */
export function forcingOf(dice: ForcedDice): DiceForcing {
  return {
    force: async (values) => dice.force(values),
    problem: async () => dice.problem?.message ?? null,
    clear: async () => dice.clear(),
    queued: async () => dice.queued(),
  };
}
