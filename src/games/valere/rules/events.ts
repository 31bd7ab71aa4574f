// What a Valere game tells the channel and the scoresheet (no point die before the reveal): rounds, bets, folds, the reveal, round wins, the winner.
import type { UserId } from '../../../engine/contract.js';
import type { BettingEvent } from '../../shared/betting.js';

/** A hand as the reveal shows it (VA-2): the sum dice, their sum and the point die; `folded`: out of this round (VA-6 side-bets). */
export interface RevealedHand {
  player: UserId;
  dice: number[];
  sumDice: number[];
  sum: number;
  point: number;
  folded: boolean;
}

/** What the channel and the scoresheet learn of a Valere game: never a point die before the reveal (VA-2). */
export type ValereEvent =
  | Exclude<BettingEvent, { name: 'drop' }>
  /** VA-6 rounds: a drop forfeits the game; `paid`: everything they leave in the pot. */
  | { name: 'drop'; data: { round: number; player: UserId; put: number; paid: number } }
  /** VA-6 side-bets: a fold sits out this round only; what they bet stays in the round pot. */
  | { name: 'fold'; data: { round: number; player: UserId; put: number } }
  /** A round begins: who plays it, whether it opens with betting (VA-6 rounds), and whether it breaks a tie (VA-5). */
  | { name: 'round'; data: { round: number; players: UserId[]; betting: boolean; tieBreak: boolean } }
  /** VA-2: someone has settled (or changed) their point die; which one is secret. */
  | { name: 'settled'; data: { round: number; player: UserId; changed: boolean } }
  /** VA-6 side-bets: every hand is settled; the side betting opens. */
  | { name: 'side-betting'; data: { round: number } }
  /** VA-2: every hand shown, in seat order. */
  | { name: 'reveal'; data: { round: number; hands: RevealedHand[] } }
  /**
   * VA-3, VA-4: the round's winners (several when tied for the highest sum),
   * what each received, the scores after; VA-6 side-bets: the round pot and
   * each winner's share of it.
   */
  | {
      name: 'round-won';
      data: {
        round: number;
        winners: UserId[];
        /** VA-4: who gave each winner their points (their own point die, or a tied player's). */
        gains: { player: UserId; points: number; from: UserId }[];
        scores: Record<UserId, number>;
        roundPot: number;
        shares: Record<UserId, number>;
      };
    }
  /** VA-5: several reached the target with the same highest score: they play further rounds. */
  | { name: 'tie-break'; data: { players: UserId[]; score: number } }
  /** VA-5: the game's winner; every round pot is paid now with the game pot. */
  | { name: 'winner'; data: { winners: UserId[]; pot: number; roundPots: { round: number; amount: number; winners: UserId[] }[] } };
