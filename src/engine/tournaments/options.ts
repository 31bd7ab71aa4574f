// The /tournament open options (VJ-11): games per tier, points, prize pool and split, and group sizes defaulted to fit the game's table.
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
 * three games a tier, every player starts each tier with 1000 points; a
 * prize pool from the opener's wallet. The group size and how many advance
 * depend on the game's table (`bracketDefaults`): groups of 4 and the top 2
 * where its final fits.
 */
export const tournamentOptionsSchema = z.object({
  group_size: z.number().int().min(2).max(12).optional(),
  games_per_round: z.number().int().min(1).max(9).default(3),
  advance: z.number().int().min(1).max(11).optional(),
  points: z.number().int().min(1).max(1_000_000_000).default(1000),
  prizes: z.number().int().min(0).max(1_000_000_000).default(0),
  prize_split: percentages.optional(),
});

/** The options as typed: the group size and advance only where the moderator gave them. */
export type TypedTournamentOptions = z.output<typeof tournamentOptionsSchema>;

/** The tournament's settings as stored: every number decided. */
export type TournamentOptions = Omit<TypedTournamentOptions, 'group_size' | 'advance'> & { group_size: number; advance: number };

/** What a table of the game seats (VJ-11 brackets are cut to it). */
export interface TableSeats {
  minPlayers: number;
  /** The most one table seats; none: no limit. */
  maxPlayers: number | null;
}

/**
 * The fewest a group may hold (the game's minimum, and one more than
 * advance, or nobody would be left out), and the largest final the draw can
 * make: a full group plus the players a last group would leave over (bracket.ts).
 */
export const smallestGroup = (seats: TableSeats, advance: number) => Math.max(seats.minPlayers, advance + 1);
export const largestFinal = (seats: TableSeats, groupSize: number, advance: number) => groupSize + smallestGroup(seats, advance) - 1;

/**
 * The group size and advance a moderator left out: groups of 4 (VJ-11) and
 * the top 2, or the largest groups up to 4 whose final still fits one table
 * of the game (Eleven seats 3 to 5: groups of 3, the top 2 go on).
 */
export function bracketDefaults(typed: TypedTournamentOptions, seats: TableSeats): TournamentOptions {
  const fits = (size: number, advance: number) => seats.maxPlayers === null || largestFinal(seats, size, advance) <= seats.maxPlayers;
  const advanceFor = (size: number) => typed.advance ?? Math.max(1, Math.min(2, size - 1));
  let groupSize = typed.group_size;
  if (groupSize === undefined) {
    groupSize = Math.max(4, seats.minPlayers);
    while (groupSize > seats.minPlayers && !fits(groupSize, advanceFor(groupSize))) groupSize -= 1;
  }
  return { ...typed, group_size: groupSize, advance: advanceFor(groupSize) };
}
