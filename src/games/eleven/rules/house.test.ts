// Eleven's house player: legal at every level over whole seeded games, deciding from the public view alone, easy's picks worth more than random's, and hard keeping the better chance of finishing first (EL-3 … EL-8).
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../engine/dice/rng.js';
import type { PlayingLevel } from '../../../engine/house.js';
import { playMatch, sightOf } from '../../testing/house-match.js';
import { seededRng } from '../../testing/replayable.js';
import { eleven } from './game.js';
import { elevenHouse } from './house.js';
import { expectedPayout, placeChances } from './odds.js';
import { type ElevenOptions, elevenOptionsSchema, NUMBERS, payoutTable } from './options.js';
import type { ElevenState } from './state.js';

const options = (given: Record<string, unknown> = {}) => elevenOptionsSchema.parse({ ...given });
const rngs = (name: string, game: number) => ({ dice: seededRng(`eleven-${name}-dice-${game}`), choices: seededRng(`eleven-${name}-moves-${game}`) });

describe('every level plays only legal moves (EL-3)', () => {
  const mixes: PlayingLevel[][] = [
    ['random', 'easy', 'hard'],
    ['hard', 'hard', 'hard', 'hard'],
    ['easy', 'random', 'hard', 'easy', 'random'],
  ];
  for (const [index, levels] of mixes.entries()) {
    it(`${levels.join(', ')}: whole games, every number used once, none refused`, () => {
      for (let game = 0; game < 8; game += 1) {
        const { dice, choices } = rngs(`legal-${index}`, game);
        const result = playMatch(eleven, options({ multiplier: 1 + game, order_roll: game % 2 === 0 }), levels, dice, choices);
        expect(result.refused).toBe(0);
        expect(result.moves).toBe(11 * levels.length);
      }
    });
  }
});

describe('the house decides from the public view alone (EL-3: every pick and roll is public)', () => {
  it('EL-3 its own view is its numbers left, which every seat sees anyway: Eleven hides nothing to leak', () => {
    const { dice, choices } = rngs('sight', 0);
    let state = eleven.setup({
      seats: ['a', 'b', 'c'].map((userId, index) => ({ userId, position: index + 1, tag: null, team: null })),
      options: options(),
      rng: dice,
      now: 0,
    });
    if (!state.ok) throw new Error('setup refused');
    let table = state.state;
    for (let move = 0; move < 10; move += 1) {
      const player = eleven.awaited(table)!.player;
      const sight = sightOf(eleven, table, player, 0)!;
      expect(sight.own.left).toEqual(sight.table.seats.find((seat) => seat.player === player)!.left);
      // Only the sight reaches the decider: the same sight, the same move.
      const again = JSON.parse(JSON.stringify(sight));
      for (const level of ['random', 'easy', 'hard'] as const)
        expect(elevenHouse.decide(again, level, seededRng(move))).toEqual(elevenHouse.decide(sight, level, seededRng(move)));
      state = eleven.apply(table, player, elevenHouse.decide(sight, 'hard', choices), dice, 0);
      if (!state.ok) throw new Error('move refused');
      table = state.state;
    }
  });
});

/**
 * What a game's picks were worth, without the dice's luck: each round's
 * payout expected from everyone's picks (EL-4 … EL-6), summed over the
 * rounds. Who wins an Eleven game is mostly the dice (each player's net over
 * eleven rounds spreads by some ±3); what the players chose is this.
 */
function pickedWorth(state: ElevenState): Map<string, number> {
  const worth = new Map<string, number>();
  for (const round of state.results) {
    for (const result of round) {
      const rivals = round.filter((other) => other.player !== result.player).map((other) => [other.target]);
      const places = placeChances([result.target], rivals).get(result.target)!;
      worth.set(result.player, (worth.get(result.player) ?? 0) + expectedPayout(places, state.multiplier));
    }
  }
  return worth;
}

/** One whole game by the house players of these levels, as playMatch plays it (each seat deciding from its sight), to its last state. */
function playOut(settings: ElevenOptions, levels: readonly PlayingLevel[], dice: Rng, choices: Rng): ElevenState {
  const seats = levels.map((_, index) => ({ userId: `p${index + 1}`, position: index + 1, tag: null, team: null }));
  const set = eleven.setup({ seats, options: settings, rng: dice, now: 0 });
  if (!set.ok) throw new Error('setup refused');
  let state = set.state;
  while (!eleven.isOver(state)) {
    const player = eleven.awaited(state)!.player;
    const level = levels[Number(player.slice(1)) - 1]!;
    const played = eleven.apply(state, player, elevenHouse.decide(sightOf(eleven, state, player, 0)!, level, choices), dice, 0);
    if (!played.ok) throw new Error(`refused: ${played.error.code}`);
    state = played.state;
  }
  return state;
}

/** A sample's mean and its standard error. */
function meanOf(values: readonly number[]): { mean: number; error: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1));
  return { mean, error: spread / Math.sqrt(values.length) };
}

/**
 * `games` games of `a` against `b`, seated as playLevels seats them (a, b,
 * a, b …, the first seat alternating): per game, what `a`'s picks were worth
 * on average per seat, less what `b`'s were. Its mean and standard error.
 */
function edge(a: PlayingLevel, b: PlayingLevel, players: number, games: number): { mean: number; error: number } {
  const edges: number[] = [];
  for (let game = 0; game < games; game += 1) {
    const first = game % 2 === 0 ? a : b;
    const levels = Array.from({ length: players }, (_, seat) => (seat % 2 === 0 ? first : first === a ? b : a));
    const { dice, choices } = rngs(`${a}-${b}-${players}`, game);
    const worth = pickedWorth(playOut(options(), levels, dice, choices));
    const average = (level: PlayingLevel) => {
      const mine = levels.flatMap((each, seat) => (each === level ? [worth.get(`p${seat + 1}`)!] : []));
      return mine.reduce((sum, value) => sum + value, 0) / mine.length;
    };
    edges.push(average(a) - average(b));
  }
  return meanOf(edges);
}

// Hard is not held to this: it gives up some payout for its chance of
// finishing first (below). Win shares over whole games are the bench's
// (bench/house-levels.ts): the dice leave the levels a few points of share,
// which takes thousands of games to tell from luck.
describe("easy's picks are worth more than random's (EL-6), three and four at a table", () => {
  for (const players of [3, 4]) {
    it(`${players} players: easy wins cheaply and loses cheaply, random spends its numbers blindly`, () => {
      const easyRandom = edge('easy', 'random', players, 150);
      // At least four standard errors above nothing.
      expect(easyRandom.mean).toBeGreaterThan(4 * easyRandom.error);
    });
  }
});

// Counted here the long way, as odds.test.ts counts: every player's sum over
// the 36 rolls of two dice, ties settled by the same count on the tied players
// alone (EL-4, EL-5); then whole placings, not one player's places.

/** Out of 36, how often two dice land each distance from a target: two dice fall as likely k above 7 as k below, so t and 14 − t share them. */
const distanceChances = (target: number) => {
  const chances = new Map<number, number>();
  for (let first = 1; first <= 6; first += 1) {
    for (let second = 1; second <= 6; second += 1) {
      const distance = Math.abs(first + second - target);
      chances.set(distance, (chances.get(distance) ?? 0) + 1 / 36);
    }
  }
  return [...chances.entries()];
};

interface Placing {
  /** Players (by index) best first. */
  order: number[];
  chance: number;
}

const counted = new Map<string, Placing[]>();

/** Every placing of players with these targets, with its chance (EL-4, EL-5). */
function placingsOf(targets: readonly number[]): Placing[] {
  const mirrored = targets.map((target) => Math.min(target, 14 - target));
  const key = mirrored.join(',');
  const known = counted.get(key);
  if (known) return known;
  if (targets.length === 1) return [{ order: [0], chance: 1 }];
  const chances = mirrored.map(distanceChances);
  const found = new Map<string, Placing>();
  let everyoneTied = 0;
  const distances: number[] = [];
  const roll = (player: number, chance: number): void => {
    if (player < targets.length) {
      for (const [distance, distanceChance] of chances[player]!) {
        distances[player] = distance;
        roll(player + 1, chance * distanceChance);
      }
      return;
    }
    if (distances.every((distance) => distance === distances[0])) {
      everyoneTied += chance;
      return;
    }
    let partial: Placing[] = [{ order: [], chance }];
    for (const distance of [...new Set(distances)].sort((a, b) => a - b)) {
      const tied = distances.flatMap((each, at) => (each === distance ? [at] : []));
      // EL-5: the tied players' own count decides their places among themselves.
      const among = placingsOf(tied.map((at) => mirrored[at]!));
      partial = partial.flatMap((so) =>
        among.map((within) => ({ order: [...so.order, ...within.order.map((at) => tied[at]!)], chance: so.chance * within.chance })),
      );
    }
    for (const { order, chance: placed } of partial) {
      const entry = found.get(order.join(','));
      if (entry) entry.chance += placed;
      else found.set(order.join(','), { order, chance: placed });
    }
  };
  roll(0, 1);
  const placings = [...found.values()].map(({ order, chance }) => ({ order, chance: chance / (1 - everyoneTied) }));
  counted.set(key, placings);
  return placings;
}

/** Two rounds before the end (round 10): each seat's two numbers left and net, the pick order, and the picks made so far (seat by seat). */
interface LastTwo {
  left: number[][];
  net: number[];
  order: number[];
  picks: (number | null)[];
}

const seatId = (seat: number) => `p${seat}`;

function lastTwoState({ left, net, order, picks }: LastTwo): ElevenState {
  const seats = left.map((_, seat) => seatId(seat));
  return {
    multiplier: 1,
    buyIn: 11,
    seats,
    out: [],
    round: 10,
    phase: 'picking',
    order: order.map(seatId),
    picks: order.flatMap((seat) => (picks[seat] === null ? [] : [{ player: seatId(seat), number: picks[seat]! }])),
    left: Object.fromEntries(seats.map((player, seat) => [player, left[seat]!.filter((number) => number !== picks[seat])])),
    net: Object.fromEntries(seats.map((player, seat) => [player, net[seat]!])),
    results: [],
  };
}

/** Seat 0's share of first place (EL-8: equal nets share it). */
const firstShare = (net: readonly number[]) => {
  const top = Math.max(...net);
  return net[0] === top ? 1 / net.filter((each) => each === top).length : 0;
};

/** Seat 0's pick at its turn: one number, or several each as likely. */
type SeatZero = (position: LastTwo) => readonly number[];

const playing =
  (level: PlayingLevel, rng: Rng): SeatZero =>
  (position) =>
    level === 'random'
      ? position.left[0]!.filter((number) => number !== position.picks[0])
      : [elevenHouse.decide(sightOf(eleven, lastTwoState(position), seatId(0), 0)!, level, rng).number!];

/**
 * Seat 0's exact chance of finishing first from two rounds before the end,
 * every other seat that has not picked yet taking any of its numbers left,
 * each as likely: every pick, every placing of round 10, then of round 11
 * with the numbers that are left (EL-3 … EL-8).
 */
function chanceOfFirst(position: LastTwo, seatZero: SeatZero): number {
  const players = position.left.length;
  const payouts = payoutTable(players);
  const placed = (net: readonly number[], order: readonly number[]) => net.map((each, seat) => each + payouts[order.indexOf(seat)]!);
  const pickFrom = (at: number, picks: (number | null)[]): number => {
    if (at === players) {
      const last = position.left.map((numbers, seat) => numbers.find((number) => number !== picks[seat])!);
      let chance = 0;
      for (const now of placingsOf(picks as number[])) {
        const net = placed(position.net, now.order);
        for (const then of placingsOf(last)) chance += now.chance * then.chance * firstShare(placed(net, then.order));
      }
      return chance;
    }
    const seat = position.order[at]!;
    const made = picks[seat];
    const choices = made !== null && made !== undefined ? [made] : seat === 0 ? seatZero({ ...position, picks }) : position.left[seat]!;
    let chance = 0;
    for (const number of choices)
      chance +=
        pickFrom(
          at + 1,
          picks.map((each, other) => (other === seat ? number : each)),
        ) / choices.length;
    return chance;
  };
  return pickFrom(0, position.picks);
}

describe('the look ahead: the chance of finishing first, not the payout (EL-8)', () => {
  // Seat 0 picks last; both others picked 12 and keep 7 for the last round. Playing 7 now nearly
  // wins this round and nearly loses the last; 12 now, then 7, is a coin against each of them twice.
  const sevenOrTwelve = (net: number[]): LastTwo => ({
    left: [
      [7, 12],
      [7, 12],
      [7, 12],
    ],
    net,
    order: [1, 2, 0],
    picks: [null, 12, 12],
  });
  const pickOf = (position: LastTwo, level: PlayingLevel) =>
    elevenHouse.decide(sightOf(eleven, lastTwoState(position), seatId(0), 0)!, level, seededRng('seven-or-twelve')).number;
  const chanceWith = (position: LastTwo, number: number) => chanceOfFirst(position, () => [number]);

  it('EL-8 leading by one, hard takes the round it can hardly lose and gives the last away: its lead stays', () => {
    const leading = sevenOrTwelve([1, 0, -1]);
    expect(pickOf(leading, 'hard')).toBe(7);
    expect(chanceWith(leading, 7)).toBeGreaterThan(chanceWith(leading, 12) + 0.1);
  });

  it('EL-8 trailing by one, hard plays the same 12 as the leader: two coins against them are its way to the top', () => {
    const trailing = sevenOrTwelve([0, 1, -1]);
    expect(pickOf(trailing, 'hard')).toBe(12);
    expect(chanceWith(trailing, 12)).toBeGreaterThan(chanceWith(trailing, 7) + 0.1);
    // Easy only sees a round it can win cheaply.
    expect(pickOf(trailing, 'easy')).toBe(7);
  });
});

describe('the last two rounds, without the luck of the dice: hard keeps the best chance of finishing first (EL-8)', () => {
  // Three at a table: counting every roll of four players the long way takes too long for a unit test (the bench plays four).
  it('3 players: over seeded positions, its exact chance of first beats easy’s and random’s by four standard errors each', () => {
    const players = 3;
    const rng = seededRng(`eleven-last-two-${players}`);
    const seats = Array.from({ length: players }, (_, seat) => seat);
    const shuffled = <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let at = copy.length - 1; at > 0; at -= 1) {
        const other = rng.int(0, at);
        [copy[at], copy[other]] = [copy[other]!, copy[at]!];
      }
      return copy;
    };
    const edges = { easy: [] as number[], random: [] as number[] };
    for (let index = 0; index < 150; index += 1) {
      // Round 10 of a close game: each seat's two numbers left, nets within two of each other, any pick order.
      const position: LastTwo = {
        left: seats.map(() => shuffled(NUMBERS).slice(0, 2)),
        net: seats.map(() => rng.int(-1, 1)),
        order: shuffled(seats),
        picks: seats.map(() => null),
      };
      const chance = (level: PlayingLevel) => chanceOfFirst(position, playing(level, seededRng(`eleven-last-two-${players}-${index}`)));
      const hard = chance('hard');
      edges.easy.push(hard - chance('easy'));
      edges.random.push(hard - chance('random'));
    }
    for (const edge of [meanOf(edges.easy), meanOf(edges.random)]) expect(edge.mean).toBeGreaterThan(4 * edge.error);
  });
});
