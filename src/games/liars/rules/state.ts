// Liar's Dice's saved game state: seats, tags, dice left, this round's hidden hands, the standing bid and recent bids, turn, pot and who went out.
import type { UserId } from '../../../engine/contract.js';
import { nextInOrder } from '../../shared/seating.js';

export interface Bid {
  quantity: number;
  face: number;
  /** null for the opening "one 1" that belongs to nobody (LD-5). */
  bettor: UserId | null;
  /** When it was made: the call window (LD-9) runs from here. */
  at: number;
  /** `<round>.<n>`: which bid a Call button meant. */
  ref: string;
}

/** A bid as the table message lists it among the round's bids so far. */
export interface RecentBid {
  quantity: number;
  face: number;
  bettor: UserId;
}

/** The round's bids kept for the table message: the standing one and the five before it. */
export const RECENT_BIDS = 6;

/** Plain JSON: the table service stores it as such. Per-round history lives in the action log, not here. */
export interface LiarsState {
  spotOn: 'everyone' | 'caller-two';
  wildOnes: boolean;
  callWindowMs: number;
  /** Seat order (LD-7 clockwise). */
  seats: UserId[];
  tags: Record<UserId, string | null>;
  /** Dice each player still has; 0 = out. */
  dice: Record<UserId, number>;
  /** This round's hidden hands. */
  hands: Record<UserId, number[]>;
  round: number;
  bidsThisRound: number;
  /**
   * This round's last bids, oldest first, the standing one last (at most
   * RECENT_BIDS); the table message lists them. Absent in a state saved
   * before it was kept: read it as none.
   */
  recentBids?: RecentBid[];
  standingBid: Bid;
  turn: UserId | null;
  /** The last call, so a second caller is told the bid was already called (LD-8). */
  lastCall: { ref: string; caller: UserId; at: number } | null;
  pot: number;
  winner: UserId | null;
  /** Who went out, call by call (players out on the same call share a place): the placings read it backwards. */
  outOrder: UserId[][];
}

export const handleOf = (round: number, player: UserId): string => `r${round}:${player}`;

export function inPlay(state: LiarsState): UserId[] {
  return state.seats.filter((player) => (state.dice[player] ?? 0) > 0);
}

export function diceInPlay(state: LiarsState): number {
  return inPlay(state).reduce((sum, player) => sum + state.dice[player]!, 0);
}

/** The next player clockwise after `player` who still has dice (LD-7), whether or not `player` does. */
export function nextAfter(state: LiarsState, player: UserId): UserId | null {
  return nextInOrder(state.seats, player, (candidate) => (state.dice[candidate] ?? 0) > 0);
}
