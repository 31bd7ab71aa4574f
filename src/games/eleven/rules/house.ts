// Eleven's house player: picks from its numbers left by what the others have picked this round, have left and have won so far, from the public view alone (EL-3 … EL-8).
import type { Rng } from '../../../engine/dice/rng.js';
import type { HousePlayer, PlayingLevel } from '../../../engine/house.js';
import { firstChances, SPREADS, spreadOf } from './house-chances.js';
import type { ElevenSight } from './odds.js';
import type { ElevenAction } from './options.js';
import type { ElevenView } from './view.js';

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]!;

/** Chances this close count as equal: 5 and 9 (or 2 and 12) always play alike (EL-4), and a coin decides between them. */
const SAME = 1e-9;

/** The number of `numbers` with the best score, equal bests decided by the RNG. */
function best(numbers: readonly number[], score: (number: number) => number, rng: Rng): number {
  const scored = numbers.map((number) => ({ number, score: score(number) }));
  const top = Math.max(...scored.map((entry) => entry.score));
  return pick(
    rng,
    scored.filter((entry) => entry.score >= top - SAME),
  ).number;
}

/** Numbers left counted by spread (|number − 7|): the look ahead tells numbers apart by that alone (EL-4). */
const bySpread = (numbers: readonly number[]) => {
  const counts = Array.from({ length: SPREADS }, () => 0);
  for (const number of numbers) counts[spreadOf(number)]! += 1;
  return counts;
};

/**
 * Hard: the number with the best chance of finishing first by net (EL-8),
 * not the best payout: the nets, this round's picks and everyone's numbers
 * left say how much a round may swing the standings (house-chances.ts).
 * A leader plays the pairing it can hardly lose, or spends a weak number
 * where the round is lost anyway; a trailer plays the pairing that can
 * swing, such as the number a leader picked.
 */
function hardPick(sight: ElevenSight, rng: Rng): number {
  const { table, me, own } = sight;
  // One spread left (5 and 9, or a last number): nothing to weigh.
  if (new Set(own.left.map(spreadOf)).size === 1) return pick(rng, own.left);
  const mine = table.seats.find((seat) => seat.player === me)!;
  const rivals = table.seats
    .filter((seat) => !seat.out && seat.player !== me)
    .map((seat) => ({ left: bySpread(seat.left), lead: (mine.net - seat.net) / table.multiplier, pick: seat.pick === null ? null : spreadOf(seat.pick) }));
  const chances = firstChances(bySpread(own.left), rivals);
  return best(own.left, (number) => chances[spreadOf(number)]!, rng);
}

/**
 * Easy: wins cheaply or loses cheaply, by how far a number is from 7 (the
 * likeliest sum of two dice). Against the nearest-to-7 pick made so far this
 * round it plays the farthest number it has that is still nearer to 7, or,
 * having none, its farthest number: a round it would likely lose costs it
 * its worst. Picking first, it has nothing to go on and any number will do.
 */
function easyPick(sight: ElevenSight, rng: Rng): number {
  const { table, me, own } = sight;
  const picked = table.seats.flatMap((seat) => (seat.out || seat.player === me || seat.pick === null ? [] : [spreadOf(seat.pick)]));
  if (picked.length === 0) return pick(rng, own.left);
  const strongest = Math.min(...picked);
  const nearer = own.left.filter((number) => spreadOf(number) < strongest);
  return best(nearer.length > 0 ? nearer : own.left, spreadOf, rng);
}

function decide(sight: ElevenSight, level: PlayingLevel, rng: Rng): ElevenAction {
  const { table, own } = sight;
  const number = level === 'random' ? pick(rng, own.left) : level === 'hard' ? hardPick(sight, rng) : easyPick(sight, rng);
  // The round the pick is for: a move decided for an older round is refused, not played late.
  return { kind: 'pick', number, round: table.round };
}

/** Eleven's house player (EL-3): one number from its own numbers left, every round. */
export const elevenHouse: HousePlayer<ElevenView, { left: number[] }, ElevenAction> = { decide };
