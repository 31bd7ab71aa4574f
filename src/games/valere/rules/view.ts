// What a Valere table may show (no die before the reveal): scores, who has settled, betting; a player's own hand and point die; placings.
import type { PlayerSummary, UserId } from '../../../engine/contract.js';
import { type BetRange, betRange } from '../../shared/betting.js';
import { rankedBy } from '../../shared/places.js';
import type { ValereAction, Wagering } from './options.js';
import type { RoundPot, ValereState } from './state.js';
import { remaining } from './state.js';

/** One seat as anyone may see it: never a die or a point die before the reveal (VA-2), only whether they have settled. */
export interface ValereSeat {
  player: UserId;
  out: boolean;
  score: number;
  /** Plays this round (VA-5: a tie-break is only the tied leaders'). */
  playing: boolean;
  settled: boolean;
  folded: boolean;
  /** This betting phase's bet so far; null outside one. */
  put: number | null;
  paid: number;
}

export interface ValereView {
  round: number;
  target: number;
  wagering: Wagering;
  ante: number;
  phase: ValereState['phase'];
  seats: ValereSeat[];
  /** Whose turn to bet; null while hands are chosen (everyone at once). */
  turn: UserId | null;
  /** What the player to bet may do; while choosing, ['point'] (every player of the round). */
  choices: ValereAction['kind'][];
  betting: { bet: number; cap: number | null; opened: boolean; range: BetRange | null; into: 'pot' | 'round-pot' } | null;
  pot: number;
  roundPot: number;
  roundPots: RoundPot[];
  tieBreak: UserId[] | null;
  winners: UserId[];
}

export function allowedActions(state: ValereState, player: UserId): ValereAction['kind'][] {
  if (state.phase === 'over' || state.out.includes(player)) return [];
  if (state.phase === 'choosing') return state.hands[player] ? ['point'] : [];
  const betting = state.betting;
  if (!betting || betting.turn !== player) return [];
  return [
    ...(betRange(betting) ? ['bet' as const] : []),
    ...(betting.opened ? ['meet' as const] : []),
    state.phase === 'side-betting' ? ('fold' as const) : ('drop' as const),
  ];
}

export function publicView(state: ValereState): ValereView {
  const { betting } = state;
  const turn = betting?.turn ?? null;
  return {
    round: state.round,
    target: state.settings.target,
    wagering: state.settings.wagering,
    ante: state.settings.ante,
    phase: state.phase,
    seats: state.seats.map((player) => ({
      player,
      out: state.out.includes(player),
      score: state.scores[player] ?? 0,
      playing: state.playing.includes(player) && !state.out.includes(player),
      settled: state.points[player] !== undefined,
      folded: state.folded.includes(player),
      put: betting ? (betting.put[player] ?? 0) : null,
      paid: state.paid[player] ?? 0,
    })),
    turn,
    choices: state.phase === 'choosing' ? ['point'] : turn === null ? [] : allowedActions(state, turn),
    betting: betting
      ? { bet: betting.bet, cap: betting.cap, opened: betting.opened, range: betRange(betting), into: state.phase === 'side-betting' ? 'round-pot' : 'pot' }
      : null,
    pot: state.pot,
    roundPot: state.roundPot,
    roundPots: state.roundPots,
    tieBreak: state.tieBreak,
    winners: state.winners,
  };
}

/** VA-2: a player's own hand this round and the point die they chose (its position), never anyone else's. */
export function seatView(state: ValereState, player: UserId): { dice: number[]; point: number | null } | null {
  const dice = state.hands[player];
  if (!dice || state.phase === 'over') return null;
  return { dice, point: state.points[player] ?? null };
}

export function summary(state: ValereState, player: UserId): PlayerSummary {
  return { out: state.out.includes(player), score: state.scores[player] ?? 0, lives: null, dice: null };
}

/** Winners first; then by score (equal scores share a place); players out last. */
export function placings(state: ValereState): UserId[][] {
  if (state.phase !== 'over') return [];
  const others = rankedBy(
    remaining(state).filter((player) => !state.winners.includes(player)),
    (player) => state.scores[player]!,
  );
  return [[...state.winners], ...others, ...(state.out.length > 0 ? [[...state.out]] : [])];
}
