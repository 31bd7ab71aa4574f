// Liar's Dice's `/liars open` options (dice, spot on, wild ones, call window), its bid and call actions, and the dice each player starts with (LD-2).
import { z } from 'zod';
import { buyInOption, stakesOptions } from '../../../engine/stake-options.js';

/** `/liars open` options, spelled as RULES.md and COMMANDS.md spell them. */
export const liarsOptionsSchema = z.object({
  ...stakesOptions,
  buy_in: buyInOption,
  // LD-2: without `dice`, the table size decides.
  dice: z.number().int().min(1).max(20).optional(),
  spot_on: z.enum(['everyone', 'caller-two']).default('everyone'),
  wild_ones: z.boolean().default(false),
  // LD-9, in seconds.
  call_window: z.number().int().min(0).max(60).default(3),
});

export type LiarsOptions = z.output<typeof liarsOptionsSchema>;

/** A bid's numbers (LD-6): the rules check the quantity against the dice in play. */
export const bidFields = {
  quantity: z.number().int().min(1),
  face: z.number().int().min(1).max(6),
};

export const liarsActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bid'), ...bidFields }),
  z.object({
    kind: z.literal('call'),
    /** The bid the caller saw (`<round>.<bid number>`), from the Call button; a typed /liars call calls the standing bid. */
    bid: z
      .string()
      .regex(/^\d+\.\d+$/)
      .optional(),
  }),
]);

export type LiarsAction = z.output<typeof liarsActionSchema>;

/** LD-2: 5 dice up to 6 players, 4 for 7–9, then about 30 dice in play in all. */
export function dicePerPlayer(players: number, override?: number): number {
  if (override !== undefined) return override;
  if (players <= 6) return 5;
  if (players <= 9) return 4;
  return Math.max(1, Math.floor(30 / players));
}
