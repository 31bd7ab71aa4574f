// Valere's saved game state: seats, round and phase, secret hands and point dice, betting, scores, game and round pots; splitting a hand (VA-2).
import type { UserId } from '../../../engine/contract.js';
import type { BettingPhase } from '../../shared/betting.js';
import type { ValereSettings } from './options.js';

/** A round pot won (VA-6 side-bets): it stays in the table's round pot until the game ends, then goes to its winners. */
export interface RoundPot {
  round: number;
  amount: number;
  winners: UserId[];
}

/**
 * Plain JSON. The hands and the chosen point dice are secret until the
 * reveal (VA-2): only the seat view and the reveal's events carry them.
 */
export interface ValereState {
  settings: ValereSettings;
  seats: UserId[];
  /** Players out of the game: dropped out (VA-6 rounds) or left. */
  out: UserId[];
  round: number;
  /** betting: VA-6 rounds, before the dice; choosing: VA-2; side-betting: VA-6 side-bets, after every hand is settled. */
  phase: 'betting' | 'choosing' | 'side-betting' | 'over';
  /** Who plays this round (VA-5: only the tied leaders in a tie-break round). */
  playing: UserId[];
  /** VA-5: the tied leaders playing further rounds; null before the target is reached. */
  tieBreak: UserId[] | null;
  /** This round's hidden hands (secret until the reveal). */
  hands: Record<UserId, number[]>;
  /** Each player's point die this round: its position in the hand, 0-based (secret until the reveal). */
  points: Record<UserId, number>;
  betting: BettingPhase | null;
  /** VA-6 side-bets: who folded this round. */
  folded: UserId[];
  scores: Record<UserId, number>;
  /** The game pot (antes, VA-6 rounds bets). */
  pot: number;
  /** VA-6 side-bets: this round's pot, while it is bet. */
  roundPot: number;
  /** Round pots won, held until the game ends. */
  roundPots: RoundPot[];
  /** Everything each player put in (ante, bets): what a drop leaves behind. */
  paid: Record<UserId, number>;
  winners: UserId[];
}

export const handleOf = (round: number, player: UserId): string => `r${round}:${player}`;

export const remaining = (state: Pick<ValereState, 'seats' | 'out'>): UserId[] => state.seats.filter((player) => !state.out.includes(player));

/** VA-2: the sum dice and the point die of a settled hand. */
export function splitHand(hand: readonly number[], point: number): { sum: number; sumDice: number[]; point: number } {
  const sumDice = hand.filter((_, index) => index !== point);
  return { sum: sumDice.reduce((total, die) => total + die, 0), sumDice, point: hand[point]! };
}
