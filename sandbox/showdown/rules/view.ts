// What Showdown shows: the channel's view, one player's own, and where each player stands.
import type { PlayerSummary, UserId } from '../../../src/engine/contract.js';
import type { ShowdownAction } from './options.js';
import type { ShowdownState } from './state.js';

export interface ShowdownView {
  seats: UserId[];
  turn: UserId | null;
  /** What the player to show may do now: the table message offers exactly these. */
  choices: ShowdownAction['kind'][];
  shown: UserId[];
  out: UserId[];
  pot: number;
  winner: UserId | null;
  /** Only after the reveal. */
  dice: Record<UserId, number> | null;
}

export interface ShowdownSeatView {
  die: number;
}

/** What `player` may do now: show, on their turn. */
function choices(state: ShowdownState, player: UserId): ShowdownAction['kind'][] {
  return state.winner === null && state.turn === player ? ['show'] : [];
}

export function publicView(state: ShowdownState): ShowdownView {
  return {
    seats: [...state.order],
    turn: state.turn,
    choices: state.turn === null ? [] : choices(state, state.turn),
    shown: [...state.shown],
    out: [...state.out],
    pot: state.pot,
    winner: state.winner,
    dice: state.revealed ? { ...state.dice } : null,
  };
}

/** A player's own die, and nothing of anyone else's. */
export function seatView(state: ShowdownState, player: UserId): ShowdownSeatView | null {
  const die = state.dice[player];
  return state.order.includes(player) && die !== undefined ? { die } : null;
}

export function summary(state: ShowdownState, player: UserId): PlayerSummary {
  // The die is a score only once everyone has seen it.
  return { out: state.out.includes(player), score: state.revealed ? (state.dice[player] ?? null) : null, lives: null, dice: null };
}

/** The winner first, then everyone else, sharing one place. */
export function placings(state: ShowdownState): UserId[][] {
  if (state.winner === null) return [];
  const rest = state.order.filter((player) => player !== state.winner);
  return rest.length > 0 ? [[state.winner], rest] : [[state.winner]];
}
