/**
 * Discord's deadline for an interaction's first answer (docs: Receiving and
 * Responding, "you must send an initial response within 3 seconds"). Past
 * it the token's callback is refused (10062) and the member has already
 * seen "This interaction failed".
 */
const INTERACTION_DEADLINE_MS = 3000;

/**
 * How far the bot's clock and Discord's may disagree. The age is read from
 * the interaction's snowflake (Discord's clock) against the bot's clock, so
 * a skewed host shifts it either way. NTP keeps both within tens of
 * milliseconds in practice; half a second covers a sloppier host and the
 * time discord.js takes to hand the event over.
 */
const CLOCK_SKEW_ALLOWANCE_MS = 500;

/** Milliseconds since Discord created the interaction (its snowflake time), on the bot's clock. */
export function interactionAge(createdTimestamp: number, now: number): number {
  return now - createdTimestamp;
}

/**
 * Whether it is too late to act on an interaction: its member may already
 * have seen "This interaction failed" and tried again, so acting would act
 * twice (a gift, a bet, a grant). The allowance is taken on the safe side:
 * an interaction that reaches the bot 2.5 s after Discord made it is not
 * acted on. Its answer could hardly arrive within the 3 s anyway, and a
 * member who sees it fail and tries again gets it done once; acting on one
 * already failed would do it twice.
 */
export function tooLateToAct(createdTimestamp: number, now: number): boolean {
  return interactionAge(createdTimestamp, now) > INTERACTION_DEADLINE_MS - CLOCK_SKEW_ALLOWANCE_MS;
}

/**
 * Whether an answer can no longer reach the member (Discord refuses it,
 * 10062). An action already saved is answered while it may still land: the
 * allowance is taken on the other side, a refused answer costing only itself.
 */
export function tooLateToAnswer(createdTimestamp: number, now: number): boolean {
  return interactionAge(createdTimestamp, now) > INTERACTION_DEADLINE_MS + CLOCK_SKEW_ALLOWANCE_MS;
}
