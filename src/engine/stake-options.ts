// The open options every game shares: what the table plays for (points or tria), each player's points stack, and the buy-in.
import { z } from 'zod';

/**
 * The open options every game shares (COMMANDS.md): what the table plays
 * for, and at a points table each player's stack. A shape to spread into a
 * game's `z.object({...})`.
 */
export const stakesOptions = {
  stakes: z.enum(['points', 'tria']).default('points'),
  stack: z.number().int().min(0).max(1_000_000_000).default(1000),
};

/** What each player pays into the pot at the start, in games that have a buy-in. */
export const buyInOption = z.number().int().min(0).max(1_000_000).default(10);

/** `stakes` and `stack` read from any game's options, with the same defaults; the game's other options pass through. */
export const stakesSchema = z.object(stakesOptions).loose();

export type Stakes = z.output<typeof stakesSchema>;
