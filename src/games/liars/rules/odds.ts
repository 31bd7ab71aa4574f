// Liar's Dice's /odds: from one seat's own hand and the public view alone, the chance the standing bid and each raise is true, and spot on (LD-10 … LD-12, LD-17).
import type { SeatSight } from '../../../engine/house.js';
import type { LiarsView } from './view.js';

/** What one seat sees: the table's public view and its own hand. */
export type LiarsSight = SeatSight<LiarsView, { hand: number[] }>;

/** One bid's chances, over the dice the asker cannot see. */
export interface LiarsBidOdds {
  quantity: number;
  face: number;
  /** At least `quantity` dice show `face` (wild ones counted, LD-17): the bid is true, and its caller loses (LD-10, LD-11). */
  chanceTrue: number;
  /** Exactly `quantity`: a call of it is spot on (LD-11). */
  chanceSpotOn: number;
}

export interface LiarsOdds {
  /** The standing bid's chances; null while it is the opening "one 1" that nobody bid and nobody may call (LD-5). */
  standingBid: LiarsBidOdds | null;
  /** Each raise the table lists (LD-6, the view's `raises`), lowest first. */
  raises: LiarsBidOdds[];
  /** The dice in play the asker cannot see: what the chances are over. */
  unseenDice: number;
}

/**
 * The chance that `successes` of `trials` dice come up, each with chance
 * `p`, for every count from 0 to `trials`. Summed in logarithms and scaled by
 * the largest term, so a table of hundreds of dice (LD-1 has no upper limit)
 * neither underflows nor loses the tail.
 */
export function binomial(trials: number, p: number): number[] {
  if (p <= 0) return Array.from({ length: trials + 1 }, (_, count) => (count === 0 ? 1 : 0));
  if (p >= 1) return Array.from({ length: trials + 1 }, (_, count) => (count === trials ? 1 : 0));
  const logs = [0];
  const ratio = Math.log(p / (1 - p));
  for (let count = 1; count <= trials; count += 1) logs.push(logs[count - 1]! + Math.log((trials - count + 1) / count) + ratio);
  const largest = Math.max(...logs);
  const weights = logs.map((log) => Math.exp(log - largest));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** LD-17: with wild ones a one counts for every face but a bid on ones. */
const counts = (die: number, face: number, wildOnes: boolean): boolean => die === face || (wildOnes && face !== 1 && die === 1);

/**
 * Bids' chances when `known` dice are taken as seen and `unseen` others are
 * not: at least and exactly `quantity` of `face`, the binomial over the
 * unseen dice (each shows the face one time in six, or with wild ones, a one
 * as well, two in six: LD-17). Each spread is worked out once for all bids.
 */
export function chancesGiven(known: readonly number[], unseen: number, wildOnes: boolean): (bid: { quantity: number; face: number }) => LiarsBidOdds {
  const spreads = new Map<number, number[]>();
  return ({ quantity, face }) => {
    const p = wildOnes && face !== 1 ? 2 / 6 : 1 / 6;
    const spread = spreads.get(p) ?? binomial(unseen, p);
    spreads.set(p, spread);
    const needed = quantity - known.filter((die) => counts(die, face, wildOnes)).length;
    const chanceTrue = needed <= 0 ? 1 : spread.slice(needed).reduce((sum, chance) => sum + chance, 0);
    const chanceSpotOn = needed < 0 ? 0 : (spread[needed] ?? 0);
    return { quantity, face, chanceTrue: Math.min(1, chanceTrue), chanceSpotOn };
  };
}

/** The asker's own chances: their hand seen, every other die in play not. */
const ownChances = (sight: LiarsSight) => chancesGiven(sight.own.hand, sight.table.diceInPlay - sight.own.hand.length, sight.table.wildOnes);

/** The asker's odds now; null once the game is over or when they hold no dice this round. */
export function liarsOdds(sight: LiarsSight): LiarsOdds | null {
  const { table, own } = sight;
  if (table.winner !== null || own.hand.length === 0) return null;
  const chances = ownChances(sight);
  return {
    standingBid: table.standingBid.bettor === null ? null : chances(table.standingBid),
    raises: table.raises.map(chances),
    unseenDice: table.diceInPlay - own.hand.length,
  };
}
