// Eleven's house player: picks from its numbers left by the 2d6 distribution and what the others have picked this round and have left, from the public view alone (EL-3 … EL-7).
import type { Rng } from '../../../engine/dice/rng.js';
import type { HousePlayer, PlayingLevel } from '../../../engine/house.js';
import { type ElevenSight, elevenOdds, expectedPayout, placeChances } from './odds.js';
import type { ElevenAction } from './options.js';
import type { ElevenView } from './view.js';

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]!;

/** Scores this close count as equal: 5 and 9 (or 2 and 12) always play alike (EL-4), and a coin decides between them. */
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

/**
 * What each number is worth in a later round: its payout against every
 * other player playing any of their numbers left, each as likely. Every
 * number is played once (EL-3, EL-8), so playing one now gives up that.
 */
function laterWorth(sight: ElevenSight): Map<number, number> {
  const { table, me, own } = sight;
  const later = table.seats
    .filter((seat) => !seat.out && seat.player !== me)
    .map((seat) => seat.left)
    .filter((left) => left.length > 0);
  const chances = placeChances(own.left, later);
  return new Map(own.left.map((number) => [number, expectedPayout(chances.get(number)!, table.multiplier)]));
}

/**
 * Hard: the number whose payout this round (EL-6, against the picks made and
 * the numbers the others still to pick have left) most exceeds what it is
 * worth in a later round: it spends a strong number when it can win with
 * it, and a weak one where the round looks lost.
 */
function hardPick(sight: ElevenSight, rng: Rng): number {
  const odds = elevenOdds(sight)!;
  if (odds.numbers.length === 1) return odds.numbers[0]!.number;
  const worth = laterWorth(sight);
  const now = new Map(odds.numbers.map((entry) => [entry.number, entry.expectedPayout]));
  return best(sight.own.left, (number) => now.get(number)! - worth.get(number)!, rng);
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
  const spread = (number: number) => Math.abs(number - 7);
  const picked = table.seats.flatMap((seat) => (seat.out || seat.player === me || seat.pick === null ? [] : [spread(seat.pick)]));
  if (picked.length === 0) return pick(rng, own.left);
  const strongest = Math.min(...picked);
  const nearer = own.left.filter((number) => spread(number) < strongest);
  return best(nearer.length > 0 ? nearer : own.left, spread, rng);
}

function decide(sight: ElevenSight, level: PlayingLevel, rng: Rng): ElevenAction {
  const { table, own } = sight;
  const number = level === 'random' ? pick(rng, own.left) : level === 'hard' ? hardPick(sight, rng) : easyPick(sight, rng);
  // The round the pick is for: a move decided for an older round is refused, not played late.
  return { kind: 'pick', number, round: table.round };
}

/** Eleven's house player (EL-3): one number from its own numbers left, every round. */
export const elevenHouse: HousePlayer<ElevenView, { left: number[] }, ElevenAction> = { decide };
