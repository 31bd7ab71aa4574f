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

export interface ServiceMeanings {
  /** The regression guard: service ÷ plain UPDATE loop ≥ SERVICE_GUARD_RATIO. */
  guard: { minimumRatio: number; target: Verdict };
  /**
   * What the figure means for players: Discord lets a bot make 50 globally
   * limited requests a second, and each action cost `globalPerAction` of
   * them in this run's load scenarios (all actions, weighted), so one bot
   * shows at most `visibleActionsPerSecond`; the service does `times` that.
   */
  overGlobalLimit: { globalPerAction: number; visibleActionsPerSecond: number; times: number; minimumTimes: number; target: Verdict };
}

export function serviceMeanings(
  service: { serviceActionsPerSecond: number; ratio: number; load: LoadRecord },
  scenarios: { actions: number; global: number }[],
): ServiceMeanings {
  const actions = scenarios.reduce((sum, scenario) => sum + scenario.actions, 0);
  const measured = scenarios.reduce((sum, scenario) => sum + scenario.global * scenario.actions, 0) / actions;
  // No action measured, or none globally limited: count one request an action (a typed command's table edit), the bound the issue reasons from.
  const globalPerAction = Number.isFinite(measured) && measured > 0 ? measured : 1;
  const visibleActionsPerSecond = GLOBAL_LIMIT_PER_SECOND / globalPerAction;
  const times = service.serviceActionsPerSecond / visibleActionsPerSecond;
  const judged = { targeted: true, loads: [service.load] };
  return {
    guard: { minimumRatio: SERVICE_GUARD_RATIO, target: verdict(service.ratio >= SERVICE_GUARD_RATIO, judged) },
    overGlobalLimit: {
      globalPerAction,
      visibleActionsPerSecond,
      times,
      minimumTimes: SERVICE_OVER_GLOBAL_LIMIT,
      target: verdict(times >= SERVICE_OVER_GLOBAL_LIMIT, judged),
    },
  };
}
