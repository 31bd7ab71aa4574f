import type { UserId } from '../contract.js';
import type { BettingEvent } from '../shared/betting.js';

/** What the channel and the VJ-10 scoresheet learn of a Vitaji game (everything is public in Vitaji). */
export type VitajiEvent =
  | BettingEvent
  /** A round begins: whether it has a betting phase, its `$` so far (round 1: the ante). */
  | { name: 'round'; data: { round: number; betting: boolean; bet: number; ante: number } }
  /** VJ-3, VJ-10: the betting phase is over; the round's `$`. */
  | { name: 'round-bet'; data: { round: number; bet: number } }
  /** VJ-6: a roll, the round's first or a reroll. */
  | { name: 'roll'; data: { round: number; player: UserId; value: number; reroll: boolean } }
  /** VJ-6, VJ-8: results added to the scores (`added`: doubled where a triple chose so). */
  | { name: 'round-end'; data: { round: number; results: Record<UserId, number>; added: Record<UserId, number>; scores: Record<UserId, number> } }
  /** VJ-8: triples to choose a bonus for. */
  | { name: 'triple'; data: { round: number; players: UserId[] } }
  | { name: 'bonus'; data: { round: number; player: UserId; choice: 'add' | 'double' | 'reroll'; value: number } }
  | { name: 'sweep'; data: { players: UserId[] } }
  /** VJ-7: one round of sudden-death rolls among the tied. */
  | { name: 'sudden-death'; data: { rolls: Record<UserId, number> } }
  | { name: 'winner'; data: { winners: UserId[] } };
