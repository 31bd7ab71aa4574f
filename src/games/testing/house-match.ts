// House players against each other, on the pure rules alone: whole games played by deciders of given levels, for the house tests and the win-rate bench.
import type { EventShape, Game, SeatInfo } from '../../engine/contract.js';
import type { Rng } from '../../engine/dice/rng.js';
import type { PlayingLevel, SeatSight } from '../../engine/house.js';

/** A game's own sight-taking: the only way a decider here sees a table (as the engine's, house.ts). */
export function sightOf<Options, State, Action, View, SeatView, Event extends EventShape>(
  game: Game<Options, State, Action, View, SeatView, Event>,
  state: State,
  me: string,
  now: number,
): SeatSight<View, SeatView> | null {
  const own = game.seatView(state, me);
  return own === null ? null : { me, table: game.publicView(state), own, now };
}

export interface MatchResult {
  /** The players in first place (a shared first place lists several). */
  winners: string[];
  /** Moves the rules refused (the default move was played instead): a good decider makes none. */
  refused: number;
  moves: number;
}

/** Longer than any game here runs: a decider that never ends a game is a failure, not a hang. */
const MOST_MOVES = 5_000;

/**
 * One whole game: `levels` gives each seat's level, in seat order (seat ids
 * are `p1`, `p2`, …). Time moves a minute a move, past any call window.
 */
export function playMatch<Options, State, Action, View, SeatView, Event extends EventShape>(
  game: Game<Options, State, Action, View, SeatView, Event>,
  options: Options,
  levels: readonly PlayingLevel[],
  dice: Rng,
  choices: Rng,
): MatchResult {
  const house = game.house;
  if (!house) throw new Error(`${game.id} has no house player`);
  const seats: SeatInfo[] = levels.map((_, index) => ({ userId: `p${index + 1}`, position: index + 1, tag: null, team: null }));
  const levelOf = new Map(seats.map((seat, index) => [seat.userId, levels[index]!]));
  let now = 1_000_000;
  const set = game.setup({ seats, options, rng: dice, now });
  if (!set.ok) throw new Error(`${game.id} setup refused: ${set.error.code}`);
  let state = set.state;
  let refused = 0;
  let moves = 0;
  while (!game.isOver(state)) {
    if (moves >= MOST_MOVES) throw new Error(`${game.id}: no end after ${MOST_MOVES} moves`);
    const turn = game.awaited(state);
    if (!turn) throw new Error(`${game.id}: waits for nobody but is not over`);
    now += 60_000;
    moves += 1;
    const sight = sightOf(game, state, turn.player, now);
    if (!sight) throw new Error(`${game.id}: ${turn.player} is awaited but has no seat view`);
    const outcome = game.apply(state, turn.player, house.decide(sight, levelOf.get(turn.player)!, choices), dice, now);
    if (outcome.ok) {
      state = outcome.state;
      continue;
    }
    refused += 1;
    const fallback = turn.onTimeout.map((action) => game.apply(state, turn.player, action, dice, now)).find((played) => played.ok);
    if (!fallback?.ok) throw new Error(`${game.id}: neither the move nor the default move went through for ${turn.player}`);
    state = fallback.state;
  }
  return { winners: game.placings(state)[0] ?? [], refused, moves };
}

export interface LevelTally {
  games: number;
  /** Wins by level; a shared first place counts a share to each winner's level. */
  wins: Record<string, number>;
  refused: number;
}

/**
 * `games` games of `a` against `b`, seats alternating a, b, a, b … and the
 * first seat alternating between the two from game to game, so neither
 * level always opens.
 */
export function playLevels<Options, State, Action, View, SeatView, Event extends EventShape>(
  game: Game<Options, State, Action, View, SeatView, Event>,
  options: Options,
  a: PlayingLevel,
  b: PlayingLevel,
  players: number,
  games: number,
  rngFor: (game: number) => { dice: Rng; choices: Rng },
): LevelTally {
  const tally: LevelTally = { games, wins: { [a]: 0, [b]: 0 }, refused: 0 };
  for (let index = 0; index < games; index += 1) {
    const first = index % 2 === 0 ? a : b;
    const second = first === a ? b : a;
    const levels = Array.from({ length: players }, (_, seat) => (seat % 2 === 0 ? first : second));
    const { dice, choices } = rngFor(index);
    const result = playMatch(game, options, levels, dice, choices);
    tally.refused += result.refused;
    for (const winner of result.winners) {
      const level = levels[Number(winner.slice(1)) - 1]!;
      tally.wins[level] = (tally.wins[level] ?? 0) + 1 / result.winners.length;
    }
  }
  return tally;
}
