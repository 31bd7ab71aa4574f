// What a Vitaji game tells the channel and the scoresheet: rounds, bets, drops, rolls, round results, triples, bonuses, sweeps, sudden death, winner.
import type { UserId } from '../../../engine/contract.js';
import type { BettingEvent } from '../../shared/betting.js';

/** What the channel and the VJ-10 scoresheet learn of a Vitaji game (everything is public in Vitaji). */
export type VitajiEvent =
  | Exclude<BettingEvent, { name: 'drop' }>
  /**
   * VJ-4: a player drops out (or leaves). `put`: what they had put in this
   * round's betting (VJ-10's parentheses); `paid`: everything they leave in
   * the pot, ante and every bet (null in a game saved before it was counted).
   */
  | { name: 'drop'; data: { round: number; player: UserId; put: number; paid: number | null } }
  /** A round begins: whether it has a betting phase, its `$` so far (round 1: the ante). */
  | { name: 'round'; data: { round: number; betting: boolean; bet: number; ante: number } }
  /** VJ-3, VJ-10: the betting phase is over; the round's `$`. */
  | { name: 'round-bet'; data: { round: number; bet: number } }
  /** VJ-6: a roll, the round's first or a reroll. */
  | { name: 'roll'; data: { round: number; player: UserId; value: number; reroll: boolean } }
  /** VJ-6, VJ-8: results added to the scores (`added`: doubled where a triple chose so). */
  /** `rolls`: each player's rolls this round, in order, when they rerolled (issue 30; absent in older logs). */
  | {
      name: 'round-end';
      data: { round: number; results: Record<UserId, number>; added: Record<UserId, number>; scores: Record<UserId, number>; rolls?: Record<UserId, number[]> };
    }
  /** VJ-8: triples to choose a bonus for, and each one's number (what adding it is worth). */
  | { name: 'triple'; data: { round: number; players: UserId[]; values: Record<UserId, number> } }
  /** VJ-8: a triple's bonus; `automatic`: completed in the last round, added without asking (VJ-10 ruling). */
  | { name: 'bonus'; data: { round: number; player: UserId; choice: 'add' | 'double' | 'reroll'; value: number; automatic: boolean } }
  | { name: 'sweep'; data: { players: UserId[] } }
  /** VJ-7: one round of sudden-death rolls among the tied. */
  | { name: 'sudden-death'; data: { rolls: Record<UserId, number> } }
  | { name: 'winner'; data: { winners: UserId[] } };
