// Eleven's `/eleven open` options and pick action, and its fixed numbers: 3–5 players, eleven rounds, payouts by place and buy-ins (EL-1 … EL-9).
import { z } from 'zod';
import { stakesOptions } from '../../../engine/stake-options.js';

/** `/eleven open` options, spelled as RULES.md and COMMANDS.md spell them (EL-2, EL-6). */
export const elevenOptionsSchema = z.object({
  ...stakesOptions,
  // EL-2: the public order roll [on]; off uses seat order.
  order_roll: z.boolean().default(true),
  // EL-6: every payout × this ("up the ante") [1].
  multiplier: z.number().int().min(1).max(1_000_000).default(1),
});

export type ElevenOptions = z.output<typeof elevenOptionsSchema>;

/** EL-3: a target from 2 to 12. */
export const targetNumber = z.number().int().min(2).max(12);

export const elevenActionSchema = z.discriminatedUnion('kind', [
  // EL-3: without a number, the default move: the lowest number left.
  // `round`: the round the table message's menu was drawn for: a pick from an older round is refused.
  z.object({ kind: z.literal('pick'), number: targetNumber.optional(), round: z.number().int().min(1).optional() }),
]);

export type ElevenAction = z.output<typeof elevenActionSchema>;

/** EL-1: 3 to 5 players play one game (a table of more is split into groups of these sizes by the core: tables/groups.ts). */
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;

/** EL-8: eleven rounds, every number from 2 to 12 once. */
export const ROUNDS = 11;
export const NUMBERS: readonly number[] = Array.from({ length: ROUNDS }, (_, index) => index + 2);

/** EL-6: the payout by place for 3, 4 and 5 players, before the multiplier. */
const PAYOUTS: Readonly<Record<number, readonly number[]>> = {
  3: [1, 0, -1],
  4: [2, 1, -1, -2],
  5: [2, 1, 0, -1, -2],
};

/** EL-6: the table for this many players (3 to 5; fewer or more count as the nearest). */
export function payoutTable(players: number): readonly number[] {
  return PAYOUTS[Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, players))]!;
}

/** EL-9: the buy-in, the community's entrance fee: 3 players 11, 4 players 22, 5 players 33 (fewer or more count as the nearest), × multiplier. */
const BUY_INS: Readonly<Record<number, number>> = { 3: 11, 4: 22, 5: 33 };

export function buyInFor(options: Pick<ElevenOptions, 'multiplier'>, players: number): number {
  return BUY_INS[Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, players))]! * options.multiplier;
}
