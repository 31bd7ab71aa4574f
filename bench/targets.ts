// The targets for the bench's figures (issue 31), and how each is judged: printed as met or not met, never asserted in a test.
import type { LoadRecord } from './load.js';

/**
 * First response is judged as latency Croupier adds over the floor paced
 * like it (the same run): a ratio over a floor of ~0.5 ms said more about
 * the denominator than about what a member waits.
 */
export const FIRST_RESPONSE = { addedP50Ms: 3, addedP99Ms: 30 } as const;

/** The table service as a regression guard: its actions per second ÷ the plain UPDATE loop's, in the same run. */
export const SERVICE_GUARD_RATIO = 0.035;
/** The table service's real meaning: this many times the visible actions per second Discord's global limit lets one bot show. */
export const SERVICE_OVER_GLOBAL_LIMIT = 20;
/** Discord's global limit: requests per second per bot, the interaction endpoints aside (DISCORD-STANDIN.md). */
export const GLOBAL_LIMIT_PER_SECOND = 50;

/**
 * `met` / `not met`; `not judged` when the machine was busy (a target is
 * about a quiet machine); `no target` for a scenario the issue sets none.
 */
export type Verdict = 'met' | 'not met' | 'not judged (busy)' | 'no target';

export function verdict(met: boolean, options: { targeted: boolean; loads: LoadRecord[] }): Verdict {
  if (!options.targeted) return 'no target';
  if (options.loads.some((load) => load.busy)) return 'not judged (busy)';
  return met ? 'met' : 'not met';
}
