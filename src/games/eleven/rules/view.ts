// What an Eleven table shows: each seat's pick, numbers left and net, whose pick it is, the rounds played, and the final ranking by net (EL-8).
import type { PlayerSummary, UserId } from '../../../engine/contract.js';
import { rankedBy } from '../../shared/places.js';
import type { ElevenAction } from './options.js';
import { type ElevenState, picker, type RoundResult, remaining } from './state.js';

/** One seat as everyone sees it: every roll and pick in Eleven is public. */
export interface ElevenSeat {
  player: UserId;
  out: boolean;
  /** EL-3: this round's pick, once made. */
  pick: number | null;
  /** EL-3: the numbers not picked yet. */
  left: number[];
  /** EL-6: winnings so far. */
  net: number;
}

export interface ElevenView {
  round: number;
  phase: ElevenState['phase'];
  multiplier: number;
  buyIn: number;
  /** EL-2, EL-7: this round's pick order. */
  order: UserId[];
  seats: ElevenSeat[];
  /** EL-3: whose pick it is. */
  picker: UserId | null;
  /** The picker's numbers left: the pick menu offers exactly these. */
  options: number[];
  choices: ElevenAction['kind'][];
  /** The last finished round, best place first. */
  last: RoundResult[] | null;
  results: RoundResult[][];
}

export function publicView(state: ElevenState): ElevenView {
  const turn = picker(state);
  return {
    round: state.round,
    phase: state.phase,
    multiplier: state.multiplier,
    buyIn: state.buyIn,
    order: state.order,
    seats: state.seats.map((player) => ({
      player,
      out: state.out.includes(player),
      pick: state.picks.find((entry) => entry.player === player)?.number ?? null,
      left: state.left[player] ?? [],
      net: state.net[player] ?? 0,
    })),
    picker: turn,
    options: turn ? (state.left[turn] ?? []) : [],
    choices: turn ? ['pick'] : [],
    last: state.results.at(-1) ?? null,
    results: state.results,
  };
}

/** Nothing is hidden in Eleven: a player's own view is their numbers left. */
export function seatView(state: ElevenState, player: UserId): { left: number[] } | null {
  const left = state.left[player];
  return left && !state.out.includes(player) ? { left } : null;
}

export function summary(state: ElevenState, player: UserId): PlayerSummary {
  return { out: state.out.includes(player), score: state.net[player] ?? 0, lives: null, dice: null };
}

/** EL-8: net winnings rank the players (equal nets share a place); players who left last. */
export function placings(state: ElevenState): UserId[][] {
  // A game that ended (by leaves) before any round was played has no places: nobody won or lost anything.
  if (state.phase !== 'over' || state.results.length === 0) return [];
  const ranked = rankedBy(remaining(state), (player) => state.net[player]!);
  return [...ranked, ...(state.out.length > 0 ? [[...state.out]] : [])];
}
