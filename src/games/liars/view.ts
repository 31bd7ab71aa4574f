import type { Standing, UserId } from '../contract.js';
import { diceInPlay, type LiarsState } from './state.js';

export interface LiarsSeat {
  player: UserId;
  tag: string | null;
  dice: number;
}

/** What the channel may know: no die of any hand until it is revealed. */
export interface LiarsView {
  round: number;
  seats: LiarsSeat[];
  standing: { quantity: number; face: number; bettor: UserId | null; ref: string };
  turn: UserId | null;
  diceInPlay: number;
  /** When the next bid may be made (LD-9). */
  biddingOpensAt: number;
  spotOn: LiarsState['spotOn'];
  wildOnes: boolean;
  pot: number;
  winner: UserId | null;
}

export function publicView(state: LiarsState): LiarsView {
  return {
    round: state.round,
    seats: state.seats.map((player) => ({ player, tag: state.tags[player] ?? null, dice: state.dice[player] ?? 0 })),
    standing: { quantity: state.standing.quantity, face: state.standing.face, bettor: state.standing.bettor, ref: state.standing.ref },
    turn: state.turn,
    diceInPlay: diceInPlay(state),
    biddingOpensAt: state.standing.bettor === null ? state.standing.at : state.standing.at + state.callWindowMs,
    spotOn: state.spotOn,
    wildOnes: state.wildOnes,
    pot: state.pot,
    winner: state.winner,
  };
}

/** One player's own hand, and nothing of anyone else's. */
export function seatView(state: LiarsState, player: UserId): { hand: number[] } | null {
  const hand = state.hands[player];
  return hand ? { hand: [...hand] } : null;
}

export function standing(state: LiarsState, player: UserId): Standing {
  const dice = state.dice[player] ?? 0;
  return { out: dice === 0, score: null, lives: null, dice };
}

export function allowedActions(state: LiarsState, player: UserId): string[] {
  if (state.winner !== null || (state.dice[player] ?? 0) === 0) return [];
  const actions: string[] = [];
  if (state.turn === player) actions.push('bid');
  if (state.standing.bettor !== null && state.standing.bettor !== player) actions.push('call');
  return actions;
}

/** LD-16: the winner first, then the others, last out first. */
export function placings(state: LiarsState): UserId[][] {
  if (state.winner === null) return [];
  return [[state.winner], ...[...state.outOrder].reverse().map((group) => [...group])];
}
