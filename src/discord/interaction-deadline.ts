/**
 * Discord's deadline for an interaction's first answer (docs: Receiving and
 * Responding, "you must send an initial response within 3 seconds"). Past
 * it the token's callback is refused (10062) and the member has already
 * seen "This interaction failed".
 */
export const INTERACTION_DEADLINE_MS = 3000;

/**
 * How far the bot's clock may run ahead of Discord's before a fresh
 * interaction looks late. The age is read from the interaction's snowflake
 * (Discord's clock) against the bot's clock, so a skewed host shifts it.
 * Both clocks are kept by NTP in practice, within tens of milliseconds;
 * half a second covers a sloppier host and the time discord.js takes to
 * hand the event over, while an interaction replayed after a resume (a
 * reconnect takes seconds) or a member's retry after "This interaction
 * failed" is still caught. A larger allowance would let a replay 3.5–4 s
 * old act twice; a smaller one would drop a fresh action on a skewed host.
 */
export const CLOCK_SKEW_ALLOWANCE_MS = 500;

/** Milliseconds since Discord created the interaction (its snowflake time), on the bot's clock. */
export function interactionAge(createdTimestamp: number, now: number): number {
  return now - createdTimestamp;
}

/**
 * Whether Discord's deadline has passed for an interaction created then:
 * nothing may be done for it (the member saw it fail and may try again, so
 * acting would act twice), and no answer can reach them.
 */
export function pastDeadline(createdTimestamp: number, now: number): boolean {
  return interactionAge(createdTimestamp, now) > INTERACTION_DEADLINE_MS + CLOCK_SKEW_ALLOWANCE_MS;
}
