// What an Eleven game tells the channel and the scoresheet: order rolls, picks, round rolls, tie rolls, payouts, leaves and the end.
import type { UserId } from '../../../engine/contract.js';
import type { RoundResult } from './state.js';

/** One public roll (EL-2, EL-4, EL-5). */
export interface PublicRoll {
  player: UserId;
  dice: number[];
}

/** What the channel and the scoresheet learn of an Eleven game: every roll is public. */
export type ElevenEvent =
  /** EL-2: one die each (`among`: the tied players rolling again; the first roll is everyone's); `order`: the pick order once decided. */
  | { name: 'order-roll'; data: { rolls: PublicRoll[]; again: boolean } }
  /** EL-2, EL-7: round `round` starts; its pick order; `rolled`: decided by the order roll (round 1), else seat order or the last placing. */
  | { name: 'round'; data: { round: number; order: UserId[]; rolled: boolean } }
  /** EL-3: a public pick. */
  | { name: 'pick'; data: { round: number; player: UserId; number: number } }
  /** EL-4: everyone's two dice, sum and distance, in pick order. */
  | { name: 'round-roll'; data: { round: number; rolls: { player: UserId; target: number; dice: number[]; sum: number; distance: number }[] } }
  /** EL-5: players tied on distance roll again, keeping their targets. */
  | { name: 'tie-roll'; data: { round: number; rolls: { player: UserId; target: number; dice: number[]; sum: number; distance: number }[] } }
  /** EL-5, EL-6: the round's places and payouts (× multiplier), and everyone's net after. */
  | { name: 'round-result'; data: { round: number; results: RoundResult[]; net: Record<UserId, number> } }
  /** A player left: paid back buy-in plus net so far (EL-9). */
  | { name: 'left'; data: { player: UserId; paid: number; net: number } }
  /**
   * EL-8, EL-9: the game is over; each player's net and what they are paid back from the escrow.
   * `rounds`: how many rounds were played (fewer than eleven when leaves left fewer than 3; absent in older logs: all eleven).
   */
  | { name: 'end'; data: { net: Record<UserId, number>; paid: Record<UserId, number>; rounds?: number } };
