// Eleven's hard house player looking ahead: for each number it may pick, its chance of finishing first by net (EL-8), from the nets, this round's picks and everyone's numbers left (EL-3 … EL-8).
import { payoutTable } from './options.js';

/** Out of 36, the ways two dice make each sum from 2 to 12. */
const WAYS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1] as const;
const FARTHEST = 10;
export const SPREADS = 6;

/**
 * Two dice fall as likely k above 7 as k below (EL-4), so targets t and
 * 14 − t play alike: a target counts only by its spread, |t − 7|, 0 to 5.
 */
export const spreadOf = (target: number) => Math.abs(target - 7);

/** For each spread: the chance of each distance from 0 to 10. */
const AT = Array.from({ length: SPREADS }, (_, spread) => {
  const at = Array.from({ length: FARTHEST + 1 }, () => 0);
  WAYS.forEach((ways, index) => {
    at[Math.abs(index + 2 - 7 - spread)]! += ways / 36;
  });
  return at;
});

/** A list of spreads as one whole number: its length, then each spread as a digit in base 6. */
const codeOf = (spreads: readonly number[]) => spreads.reduce((code, spread) => code * SPREADS + spread, spreads.length);

/** For players of these spreads: the chance that all of them land on each distance. */
const allOn = (spreads: readonly number[]) =>
  Array.from({ length: FARTHEST + 1 }, (_, distance) => spreads.reduce((chance, spread) => chance * AT[spread]![distance]!, 1));

const IN_ORDER = new Map<number, number>();

/**
 * The chance that players of these spreads finish in exactly this order,
 * first to last (EL-4, EL-5). A finish splits the order into runs of players
 * on one distance, the distances rising from run to run: their chance, times
 * each run's own order (its players roll again among themselves: the same
 * question on fewer players). All of them on one distance is this very
 * question again, which the division settles.
 */
function chanceInOrder(spreads: readonly number[]): number {
  const players = spreads.length;
  if (players === 1) return 1;
  const key = codeOf(spreads);
  const known = IN_ORDER.get(key);
  if (known !== undefined) return known;
  let split = 0;
  // For each distance, the chance that the runs so far all landed, rising, below it.
  const below = new Float64Array(FARTHEST + 1);
  // Each bit of `cuts` ends a run after that player; no cut at all is everyone on one distance.
  for (let cuts = 1; cuts < 1 << (players - 1); cuts += 1) {
    let chance = 1;
    below.fill(1);
    let start = 0;
    for (let end = 0; end < players; end += 1) {
      if (end < players - 1 && !(cuts & (1 << end))) continue;
      if (end > start) chance *= chanceInOrder(spreads.slice(start, end + 1));
      let sum = 0;
      for (let distance = 0; distance <= FARTHEST; distance += 1) {
        let here = below[distance]!;
        for (let player = start; player <= end; player += 1) here *= AT[spreads[player]!]![distance]!;
        below[distance] = sum;
        sum += here;
      }
      if (end === players - 1) chance *= sum;
      start = end + 1;
    }
    split += chance;
  }
  const chance = split / (1 - allOn(spreads).reduce((sum, here) => sum + here, 0));
  IN_ORDER.set(key, chance);
  return chance;
}

const ORDERS = new Map<number, number[][]>();

/** Every order of players 0 … n − 1, first to last. */
function ordersOf(players: number): number[][] {
  const known = ORDERS.get(players);
  if (known) return known;
  const orders =
    players === 1
      ? [[0]]
      : ordersOf(players - 1).flatMap((order) => Array.from({ length: players }, (_, at) => [...order.slice(0, at), players - 1, ...order.slice(at)]));
  ORDERS.set(players, orders);
  return orders;
}

/**
 * A round of the house (player 0) against its rivals, the rivals by spread,
 * lowest first (so rivals who swap spreads share one entry).
 */
interface Round {
  /** Each finish's payouts (EL-6, before the multiplier), `players` at a time: the house's, then each rival's. */
  payouts: Int8Array;
  chances: Float64Array;
  /** For each rival: the house's payout and theirs jointly, as cells of a grid of payouts × payouts (lowest first), and their chances. */
  pairs: { cells: Int32Array; chances: Float64Array }[];
}

const ROUNDS = new Map<number, Round>();

/** The round of players on these spreads, the house first: every finish (EL-4, EL-5) with its payouts (EL-6). */
function roundOf(spreads: readonly number[]): Round {
  const key = codeOf(spreads);
  const known = ROUNDS.get(key);
  if (known) return known;
  const players = spreads.length;
  const table = payoutTable(players);
  const lowest = table[players - 1]!;
  const width = table[0]! - lowest + 1;
  const orders = ordersOf(players);
  const payouts = new Int8Array(orders.length * players);
  const chances = new Float64Array(orders.length);
  const grids = Array.from({ length: players - 1 }, () => new Float64Array(width * width));
  orders.forEach((order, finish) => {
    order.forEach((player, place) => {
      payouts[finish * players + player] = table[place]!;
    });
    chances[finish] = chanceInOrder(order.map((player) => spreads[player]!));
    grids.forEach((grid, rival) => {
      grid[(payouts[finish * players]! - lowest) * width + payouts[finish * players + rival + 1]! - lowest]! += chances[finish]!;
    });
  });
  const pairs = grids.map((grid) => {
    const cells = [...grid.keys()].filter((cell) => grid[cell]! > 0);
    return { cells: Int32Array.from(cells), chances: Float64Array.from(cells, (cell) => grid[cell]!) };
  });
  const round = { payouts, chances, pairs };
  ROUNDS.set(key, round);
  return round;
}

const ROUNDS_WITH = new Map<number, { round: Round; seats: number[] }>();

/** A round with the house on `mine` and the rivals on `theirs` (rival by rival): the round, and where each rival sits in it. */
function roundWith(mine: number, theirs: readonly number[]): { round: Round; seats: number[] } {
  let key = theirs.length + 1;
  key = key * SPREADS + mine;
  for (const spread of theirs) key = key * SPREADS + spread;
  const known = ROUNDS_WITH.get(key);
  if (known) return known;
  const bySpread = theirs.map((_, rival) => rival).sort((a, b) => theirs[a]! - theirs[b]!);
  const seats = theirs.map(() => 0);
  bySpread.forEach((rival, at) => {
    seats[rival] = at + 1;
  });
  const found = { round: roundOf([mine, ...bySpread.map((rival) => theirs[rival]!)]), seats };
  ROUNDS_WITH.set(key, found);
  return found;
}

/** A rival as the house sees them: numbers left counted by spread, the house's net lead over them (in payouts before the multiplier), and this round's pick (a spread). */
export interface Rival {
  left: readonly number[];
  lead: number;
  pick: number | null;
}

/** EL-6: two players' payouts in one round differ by at most 4. */
const MOST_GAP = 4;
const GAPS = 2 * MOST_GAP + 1;

/** This round is played out exactly up to so many cases (the rivals' picks still to come × the finishes), which keeps a decision within some 20 ms. */
const MOST_CASES = 30_000;

const total = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

/**
 * For each spread the house holds (`mine`, counts by spread), the chance of
 * finishing first by net (EL-8, a shared first counting a share) if it
 * plays that spread this round; -1 for a spread it does not hold.
 *
 * This round is played out exactly: the picks made, each rival still to
 * pick taking any of their numbers left, each as likely, then every finish
 * with its chance (EL-4 … EL-6); only with too many cases (five at a
 * table, the house picking first) does it join the rounds after. Those are
 * a model: each of the house's numbers left is played in one of them, each
 * rival plays any of their numbers left, each as likely, the rounds
 * independent. In it, the house's payouts and each rival's are summed
 * jointly rival by rival, and the rivals are taken as independent given the
 * house's own sum.
 *
 * So a leader sees that a round it can hardly lose keeps its lead, and a
 * trailer that only a round that can swing lets it catch up.
 */
export function firstChances(mine: readonly number[], rivals: readonly Rival[]): number[] {
  const table = payoutTable(rivals.length + 1);
  const lowest = table[rivals.length]!;
  const width = table[0]! - lowest + 1;
  // Each rival's numbers left, each as likely (none left: the game ends with this round).
  const shares = rivals.map(({ left }) => left.map((count) => (count === 0 ? 0 : count / total(left))));

  /** Every pick of the rivals in `waiting` into `theirs` (each number left as likely, the others' picks as they stand), with its chance. */
  const eachPick = (waiting: readonly number[], theirs: number[], visit: (chance: number) => void, at = 0, chance = 1): void => {
    if (at === waiting.length) {
      visit(chance);
      return;
    }
    const rival = waiting[at]!;
    for (let spread = 0; spread < SPREADS; spread += 1) {
      if (shares[rival]![spread] === 0) continue;
      theirs[rival] = spread;
      eachPick(waiting, theirs, visit, at + 1, chance * shares[rival]![spread]!);
    }
  };

  // This round and the later ones: each of the house's numbers left, once.
  const rounds = total(mine);
  // A sum over them, as an index from `rounds` × the lowest payout: the house's and one rival's, jointly, in a square grid.
  const size = rounds * (width - 1) + 1;
  /** Each rival's pairs (the house's payout, theirs) with their chances, as steps in the grid. */
  const stepsOf = (grids: readonly Float64Array[]) =>
    grids.map((grid) => {
      const cells = [...grid.keys()].filter((cell) => grid[cell]! > 0);
      return {
        steps: Int32Array.from(cells, (cell) => Math.floor(cell / width) * size + (cell % width)),
        chances: Float64Array.from(cells, (cell) => grid[cell]!),
      };
    });
  /** One round with the house on `spread` and the rivals in `waiting` picking: for each rival, the house's payout and theirs, jointly. */
  const pairsWith = (spread: number, waiting: readonly number[], theirs: number[]) => {
    const grids = rivals.map(() => new Float64Array(width * width));
    eachPick(waiting, theirs, (chance) => {
      const { round, seats } = roundWith(spread, theirs);
      seats.forEach((seat, rival) => {
        const { cells, chances } = round.pairs[seat - 1]!;
        const grid = grids[rival]!;
        for (let cell = 0; cell < cells.length; cell += 1) grid[cells[cell]!]! += chance * chances[cell]!;
      });
    });
    return stepsOf(grids);
  };
  const everyone = rivals.map((_, rival) => rival);
  // One later round with each spread of the house: for each rival, every pair (the house's payout, theirs) with its chance.
  const later = mine.map((count, spread) =>
    count === 0
      ? []
      : pairsWith(
          spread,
          everyone,
          rivals.map(() => 0),
        ),
  );

  /** The sums after one more later round with this spread of the house's: `reach` is how far the sums may have got. */
  const playOne = (sums: Float64Array, reach: number, { steps, chances }: { steps: Int32Array; chances: Float64Array }): Float64Array => {
    const next = new Float64Array(size * size);
    for (let sum = 0; sum <= reach; sum += 1) {
      for (let at = sum * size, end = at + reach; at <= end; at += 1) {
        const chance = sums[at]!;
        if (chance === 0) continue;
        for (let step = 0; step < steps.length; step += 1) next[at + steps[step]!]! += chance * chances[step]!;
      }
    }
    return next;
  };

  // Playing a spread now leaves all the others for later. The numbers held
  // but one of each spread are later anyway; then each spread held is left
  // out of its own sums and played in all the others', half the spreads at
  // a time (each played some log₂ 6 times, not 5).
  const held = mine.flatMap((count, spread) => (count > 0 ? [spread] : []));
  const sumsWithout = rivals.map((_, rival) => {
    let sums: Float64Array = new Float64Array(size * size);
    sums[0] = 1;
    let played = 0;
    for (const spread of held) {
      for (let copy = 1; copy < mine[spread]!; copy += 1) sums = playOne(sums, played++ * (width - 1), later[spread]![rival]!);
    }
    const without = new Map<number, Float64Array>();
    const leaveOut = (spreads: readonly number[], base: Float64Array, done: number): void => {
      if (spreads.length === 1) {
        without.set(spreads[0]!, base);
        return;
      }
      const half = Math.ceil(spreads.length / 2);
      const halves = [spreads.slice(0, half), spreads.slice(half)] as const;
      for (const [out, kept] of [halves, [halves[1], halves[0]]] as const) {
        let sums: Float64Array = base;
        kept.forEach((spread, index) => {
          sums = playOne(sums, (done + index) * (width - 1), later[spread]![rival]!);
        });
        leaveOut(out, sums, done + kept.length);
      }
    };
    leaveOut(held, sums, played);
    return without;
  });

  const stillToPick = rivals.flatMap((rival, index) => (rival.pick === null ? [index] : []));
  // This round is played out exactly unless too many rivals are still to pick: then it joins the model, rival by rival.
  const cases = stillToPick.reduce((count, rival) => count * shares[rival]!.filter((share) => share > 0).length, ordersOf(rivals.length + 1).length);
  const exactly = cases <= MOST_CASES;
  const chances = mine.map(() => -1);
  for (const now of held) {
    const withNow = exactly
      ? null
      : pairsWith(
          now,
          stillToPick,
          rivals.map((rival) => rival.pick ?? 0),
        );
    // For each of the house's sums: its chance, and for each rival the chance of theirs falling below each index.
    const stride = size + 1;
    const ownSums = new Float64Array(size);
    const below = sumsWithout.map((without, rival) => {
      const sums = withNow ? playOne(without.get(now)!, (rounds - 1) * (width - 1), withNow[rival]!) : without.get(now)!;
      const cumulative = new Float64Array(size * stride);
      for (let sum = 0; sum < size; sum += 1) {
        let so = 0;
        for (let other = 0; other < size; other += 1) {
          so += sums[sum * size + other]!;
          cumulative[sum * stride + other + 1] = so;
        }
        ownSums[sum] = so;
      }
      return cumulative;
    });
    /** The chance of first with these leads after this round: ahead of a rival when the house's later sum beats theirs by more than it trails by; level counts half. */
    const firstWith = (leads: readonly number[]): number => {
      let chance = 0;
      for (let sum = 0; sum < size; sum += 1) {
        const own = ownSums[sum]!;
        if (own === 0) continue;
        let so = own;
        for (let rival = 0; rival < leads.length && so > 0; rival += 1) {
          // Beaten: their sum's index below the house's plus the lead; level: equal to it.
          const edge = sum + leads[rival]!;
          const row = below[rival]!;
          const beaten = edge <= 0 ? 0 : row[sum * stride + Math.min(size, edge)]!;
          const orLevel = edge + 1 <= 0 ? 0 : row[sum * stride + Math.min(size, edge + 1)]!;
          so *= (beaten + orLevel) / 2 / own;
        }
        chance += so;
      }
      return chance;
    };

    if (withNow) {
      chances[now] = firstWith(rivals.map((rival) => rival.lead));
      continue;
    }
    // This round: every way its payouts may move the leads, with its chance (each digit of a code: a payout gap shifted by 4).
    const moves = new Float64Array(GAPS ** rivals.length);
    const theirs = rivals.map((rival) => rival.pick ?? 0);
    eachPick(stillToPick, theirs, (chance) => {
      const { round, seats } = roundWith(now, theirs);
      const players = rivals.length + 1;
      for (let finish = 0; finish < round.chances.length; finish += 1) {
        let code = 0;
        for (const seat of seats) code = code * GAPS + round.payouts[finish * players]! - round.payouts[finish * players + seat]! + MOST_GAP;
        moves[code]! += chance * round.chances[finish]!;
      }
    });
    let value = 0;
    const leads = rivals.map(() => 0);
    moves.forEach((chance, code) => {
      if (chance === 0) return;
      let rest = code;
      for (let rival = rivals.length - 1; rival >= 0; rival -= 1) {
        leads[rival] = rivals[rival]!.lead + (rest % GAPS) - MOST_GAP;
        rest = Math.floor(rest / GAPS);
      }
      value += chance * firstWith(leads);
    });
    chances[now] = value;
  }
  return chances;
}
