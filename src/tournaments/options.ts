import { z } from 'zod';

/** A prize split as typed: percentages for the stages, first tier first, that sum to 100 ("20,30,50"). */
const percentages = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\s*,\s*\d{1,3})*$/, 'give whole percentages separated by commas, like 20,30,50')
  .transform((text) => text.split(',').map((part) => Number(part.trim())))
  .refine((parts) => parts.reduce((sum, part) => sum + part, 0) === 100, 'the percentages must add up to 100')
  .refine((parts) => parts.length <= 10, 'at most 10 stages');

/**
 * `/tournament open` options (VJ-11), spelled as COMMANDS.md spells them:
 * groups of 4, three games a round, the top 2 advance, every player starts
 * each game with 1000 points; a prize pool from the opener's wallet.
 */
export const tournamentOptionsSchema = z
  .object({
    group_size: z.number().int().min(2).max(12).default(4),
    games_per_round: z.number().int().min(1).max(9).default(3),
    advance: z.number().int().min(1).max(11).default(2),
    points: z.number().int().min(1).max(1_000_000_000).default(1000),
    prizes: z.number().int().min(0).max(1_000_000_000).default(0),
    prize_split: percentages.optional(),
  })
  .refine((options) => options.advance < options.group_size, { message: 'advance must be smaller than group_size', path: ['advance'] });

export type TournamentOptions = z.output<typeof tournamentOptionsSchema>;
