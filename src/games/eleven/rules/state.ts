// Eleven's saved game state (all public): seats, round, pick order, picks, numbers left, nets and every finished round's results.
import type { UserId } from '../../../engine/contract.js';

/** One player's round (EL-4, EL-5): the target picked, the two dice, the distance, any tie re-rolls, the place and the payout. */
export interface RoundResult {
  player: UserId;
  target: number;
  dice: number[];
  distance: number;
  /** EL-5: each re-roll's two dice, in order. */
  rerolls: number[][];
  /** 1-based. */
  place: number;
  /** EL-6 × multiplier. */
  payout: number;
}

/** Plain JSON: every roll in Eleven is public (EL-2, EL-4), so the whole state may be shown. */
export interface ElevenState {
  multiplier: number;
  /** EL-9: what each player paid into escrow. */
  buyIn: number;
  seats: UserId[];
  /** Players who left: paid back their buy-in and net at once, out of the rest of the game. */
  out: UserId[];
  round: number;
  phase: 'picking' | 'over';
  /** EL-2, EL-7: this round's pick order. */
  order: UserId[];
  /** EL-3: this round's picks so far, in pick order. */
  picks: { player: UserId; number: number }[];
  /** EL-3: the numbers each player has not picked yet. */
  left: Record<UserId, number[]>;
  /** EL-6: each player's winnings so far (within the escrow, EL-9). */
  net: Record<UserId, number>;
  /** Every finished round, for the table and the scoresheet. */
  results: RoundResult[][];
}

export const remaining = (state: Pick<ElevenState, 'seats' | 'out'>): UserId[] => state.seats.filter((player) => !state.out.includes(player));

/** EL-3: whose pick it is; null when the game is over. */
export function picker(state: ElevenState): UserId | null {
  if (state.phase === 'over') return null;
  return state.order.find((player) => !state.out.includes(player) && !state.picks.some((pick) => pick.player === player)) ?? null;
}
