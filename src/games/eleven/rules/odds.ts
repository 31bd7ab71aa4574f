// Eleven's /odds: from the public view alone, each number a player has left, its chance of coming closest this round and of every place, and the payout it may expect (EL-3 … EL-6).
import type { UserId } from '../../../engine/contract.js';
import type { SeatSight } from '../../../engine/house.js';
import { MAX_PLAYERS, payoutTable } from './options.js';
import type { ElevenView } from './view.js';

/** What one seat sees: everything is public in Eleven; its own view is its numbers left. */
export type ElevenSight = SeatSight<ElevenView, { left: number[] }>;

export interface ElevenNumberOdds {
  number: number;
  /** The chance of coming first this round with it: nearest on the dice (EL-4), ties rolled again until decided (EL-5). */
  closest: number;
  /** The chance of each place, first to last (EL-4, EL-5). */
  places: number[];
  /** The round's payout it may expect (EL-6, × multiplier). */
  expectedPayout: number;
}

export interface ElevenOdds {
  round: number;
  /**
   * Players who have not picked yet this round: each is counted as picking
   * any of their numbers left, each as likely (their numbers are public,
   * their choice is not yet).
   */
  stillToPick: number;
  /** Each of the asker's numbers left, lowest first. */
  numbers: ElevenNumberOdds[];
}

/** A rival's target as the asker knows it: the one they picked, or any of their numbers left, each as likely. */
export type RivalTargets = readonly number[];

/** Out of 36, the ways two dice make each sum from 2 to 12. */
const WAYS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1] as const;
const FARTHEST = 10;

/**
 * Two dice are as likely to fall k above 7 as k below (EL-4), so a target's
 * distance chances depend only on how far it is from 7: targets t and
 * 14 − t (5 and 9, 2 and 12) play alike. `spread` is that distance, 0 to 5.
 */
const spreadOf = (target: number) => Math.abs(target - 7);

/** For each spread: the chance of each distance from 0 to 10, of one below each, and of one above. */
const DISTANCES = Array.from({ length: 6 }, (_, spread) => {
  const at = Array.from({ length: FARTHEST + 1 }, () => 0);
  WAYS.forEach((ways, index) => {
    at[Math.abs(index + 2 - (7 + spread))]! += ways / 36;
  });
  const below = at.map((_, distance) => at.slice(0, distance).reduce((sum, chance) => sum + chance, 0));
  const above = at.map((chance, distance) => 1 - below[distance]! - chance);
  return { at, below, above };
});

/** EL-1: at most five play one game, so at most four rivals. */
const MOST_RIVALS = MAX_PLAYERS - 1;

/** A count of rivals by spread (0 to 5), as one whole number: each count is at most four, a digit in base 5. */
const DIGIT = [1, 5, 25, 125, 625, 3125] as const;
const MINE = 5 ** 6;
const keyOf = (mine: number, counts: readonly number[]) => counts.reduce((code, count, spread) => code + count * DIGIT[spread]!, mine * MINE);

/** n choose k, for the few rivals of one spread (Pascal's triangle up to four). */
const CHOOSE = [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]] as const;

/**
 * `count` rivals of one spread against a player at `distance`: the ways so
 * many are nearer and so many as near (the rest farther), with their chance.
 */
const SPLITS = Array.from({ length: FARTHEST + 1 }, (_, distance) =>
  DISTANCES.map(({ at, below, above }) =>
    Array.from({ length: MOST_RIVALS + 1 }, (_, count) =>
      Array.from({ length: count + 1 }, (_, near) =>
        Array.from({ length: count - near + 1 }, (_, even) => ({
          near,
          even,
          chance:
            CHOOSE[count]![near]! * CHOOSE[count - near]![even]! * below[distance]! ** near * at[distance]! ** even * above[distance]! ** (count - near - even),
        })),
      )
        .flat()
        .filter((split) => split.chance > 0),
    ),
  ),
);

/**
 * The chance of each place, first to last, for a player of spread `mine`
 * against rivals counted by spread, every target known. Given the player's
 * distance, each rival is independently nearer, as near or farther (rivals
 * of one spread counted together); those as near roll again with the player
 * (EL-5): the same question on fewer rivals, already in `table`, or, when
 * every rival tied, this very question again, which the division settles.
 */
function placesAmong(mine: number, counts: readonly number[], table: ReadonlyMap<number, readonly number[]>): number[] {
  const rivals = counts.reduce((sum, count) => sum + count, 0);
  if (rivals === 0) return [1];
  const places = Array.from({ length: rivals + 1 }, () => 0);
  let allTiedAgain = 0;
  for (let distance = 0; distance <= FARTHEST; distance += 1) {
    const chance = DISTANCES[mine]!.at[distance]!;
    if (chance === 0) continue;
    const splits = SPLITS[distance]!;
    // Spread by spread, how many rivals are nearer, as near (rolling again, EL-5) or farther.
    const walk = (spread: number, so: number, nearer: number, tied: number, tiedKey: number): void => {
      if (spread === counts.length) {
        if (tied === rivals) allTiedAgain += so;
        else {
          const within = table.get(tiedKey)!;
          for (let place = 0; place < within.length; place += 1) places[nearer + place]! += so * within[place]!;
        }
        return;
      }
      for (const split of splits[spread]![counts[spread]!]!) {
        walk(spread + 1, so * split.chance, nearer + split.near, tied + split.even, tiedKey + split.even * DIGIT[spread]!);
      }
    };
    walk(0, chance, 0, 0, mine * MINE);
  }
  return places.map((chance) => chance / (1 - allTiedAgain));
}

/** Every rival count by spread with at most `most` rivals in all, fewest rivals first. */
function rivalCounts(most: number): number[][] {
  const all: number[][] = [];
  const walk = (spread: number, counts: number[], left: number): void => {
    if (spread === 6) {
      all.push([...counts]);
      return;
    }
    for (let count = 0; count <= left; count += 1) walk(spread + 1, [...counts, count], left - count);
  };
  walk(0, [], most);
  return all.sort((a, b) => a.reduce((sum, count) => sum + count, 0) - b.reduce((sum, count) => sum + count, 0));
}

/**
 * Every position with known targets, built once: each spread against every
 * count of rivals by spread up to four (EL-1). A table of fixed chances, the
 * same for every game; fewer rivals first, as more rivals' ties need them.
 */
const KNOWN_PLACES: ReadonlyMap<number, readonly number[]> = (() => {
  const table = new Map<number, readonly number[]>();
  for (const counts of rivalCounts(MOST_RIVALS)) {
    for (let mine = 0; mine < 6; mine += 1) table.set(keyOf(mine, counts), placesAmong(mine, counts, table));
  }
  return table;
})();

/**
 * The chance of each place, first to last, for each of `targets` against
 * `rivals` (EL-4, EL-5): a rival's target is known, or any of their numbers
 * left, each as likely and independently of the others.
 */
export function placeChances(targets: readonly number[], rivals: readonly RivalTargets[]): Map<number, number[]> {
  // Each rival as the spreads they may play, with their chances.
  const spreads = rivals.map((numbers) => {
    const chances = [0, 0, 0, 0, 0, 0];
    for (const number of numbers) chances[spreadOf(number)]! += 1 / numbers.length;
    return chances.flatMap((chance, spread) => (chance > 0 ? [{ spread, chance }] : []));
  });
  const bySpread = new Map<number, number[]>();
  for (const mine of new Set(targets.map(spreadOf))) {
    const places = Array.from({ length: rivals.length + 1 }, () => 0);
    const walk = (index: number, so: number, key: number): void => {
      if (index === spreads.length) {
        const known = KNOWN_PLACES.get(key)!;
        for (let place = 0; place < known.length; place += 1) places[place]! += so * known[place]!;
        return;
      }
      for (const { spread, chance } of spreads[index]!) walk(index + 1, so * chance, key + DIGIT[spread]!);
    };
    walk(0, 1, mine * MINE);
    bySpread.set(mine, places);
  }
  return new Map(targets.map((target) => [target, bySpread.get(spreadOf(target))!]));
}

/** EL-6: a round's payout by place for this many players, × multiplier. */
export function expectedPayout(places: readonly number[], multiplier: number): number {
  const table = payoutTable(places.length);
  return places.reduce((sum, chance, place) => sum + chance * table[place]! * multiplier, 0);
}

/** Every other player still in, as the asker knows their target this round: picked (EL-3), or any number they have left. */
function rivalsOf(table: ElevenView, me: UserId): RivalTargets[] {
  return table.seats.filter((seat) => !seat.out && seat.player !== me).map((seat) => (seat.pick === null ? seat.left : [seat.pick]));
}

/**
 * The odds of each number the asker has left, from `sight` alone: null when
 * the game is over or the asker has already picked this round (nothing left
 * to decide).
 */
export function elevenOdds(sight: ElevenSight): ElevenOdds | null {
  const { table, own, me } = sight;
  const mine = table.seats.find((seat) => seat.player === me);
  if (table.phase === 'over' || !mine || mine.out || mine.pick !== null || own.left.length === 0) return null;
  const rivals = rivalsOf(table, me);
  const chances = placeChances(own.left, rivals);
  return {
    round: table.round,
    stillToPick: table.seats.filter((seat) => !seat.out && seat.player !== me && seat.pick === null).length,
    numbers: [...own.left]
      .sort((a, b) => a - b)
      .map((number) => {
        const places = chances.get(number)!;
        return { number, closest: places[0]!, places, expectedPayout: expectedPayout(places, table.multiplier) };
      }),
  };
}
