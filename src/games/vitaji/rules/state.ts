// Vitaji's saved game state (past rolls live in the action log): seats, teams, scores, rerolls, this round's bet and results, streaks, betting.
import type { UserId } from '../../../engine/contract.js';
import type { BettingPhase } from '../../shared/betting.js';
import { nextInOrder } from '../../shared/seating.js';
import type { VitajiSettings } from './options.js';

/**
 * Plain JSON of a size that depends on the players, never on the rounds
 * played: every roll and bet of past rounds lives in the action log, which
 * the scoresheet reads.
 */
export interface VitajiState {
  settings: VitajiSettings;
  seats: UserId[];
  /** VJ-9: each player's team (Team Vitaji only). */
  teamOf: Record<UserId, string> | null;
  dropped: UserId[];
  round: number;
  phase: 'betting' | 'rolling' | 'bonus' | 'over';
  betting: BettingPhase | null;
  /** This round's `$` (VJ-10): round 1 the ante. */
  roundBet: number;
  /** This round's result of each player still in (the last roll). */
  results: Record<UserId, number>;
  /** Issue 30: every roll of this round by each player, in order (said with the round's end). Absent from a game saved before it. */
  rolled?: Record<UserId, number[]>;
  turn: UserId | null;
  /** Who has passed in succession since the last reroll (VJ-6: the round ends when all still in have). */
  passed: UserId[];
  /**
   * Issue 30: who passes for the rest of this round (they are passed over
   * as one with no rerolls left). Absent from a game saved before it.
   */
  standing?: UserId[];
  rerolls: Record<UserId, number>;
  scores: Record<UserId, number>;
  /** VJ-8 triple: the run of equal results each player is on. */
  streak: Record<UserId, { value: number; count: number } | null>;
  doubleNext: UserId[];
  pendingBonus: { player: UserId; value: number }[];
  /** VJ-8 sweep: the result every round so far, or null once it changed. */
  sweep: Record<UserId, number | null>;
  pot: number;
  /**
   * VJ-4: everything each player has put into the pot so far (ante and
   * bets), what a drop leaves there. Absent from a game saved before
   * issue 13, which then says only what it knows (a drop's round).
   */
  paid?: Record<UserId, number>;
  winners: UserId[];
}

export const remaining = (state: Pick<VitajiState, 'seats' | 'dropped'>): UserId[] => state.seats.filter((player) => !state.dropped.includes(player));

/** The next player still in after `player` (who may just have left), seat order, wrapping; `player` again when alone. */
export function nextInSeat(state: VitajiState, player: UserId): UserId {
  return nextInOrder(state.seats, player, (candidate) => !state.dropped.includes(candidate)) ?? player;
}

/** What `player` has put into the pot so far; null in a game saved before the state counted it. */
export const paidSoFar = (state: Pick<VitajiState, 'paid'>, player: UserId): number | null => state.paid?.[player] ?? null;
