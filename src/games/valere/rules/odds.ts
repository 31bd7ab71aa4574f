// Valere's /odds: from one seat's own hand and the public view alone, what each point-die choice scores this round against the others' unseen hands (VA-2 … VA-5).
import type { SeatSight } from '../../../engine/house.js';
import type { ValereView } from './view.js';

/** A player's own sight of their hand (VA-2): the three dice and the point die chosen, by its position (null: not settled; no dice before the deal). */
export interface ValereSeatView {
  dice: number[];
  point: number | null;
}

/** What one seat sees of a Valere table. */
export type ValereSight = SeatSight<ValereView, ValereSeatView>;

/** One point-die choice this round: the chances of its sum and what it scores (VA-3, VA-4). */
export interface ValerePointOdds {
  /** The point die's face (the rules take the first die of that face). */
  die: number;
  /** The two sum dice's total. */
  sum: number;
  /** Every other hand's sum is lower: the round is won and the point die scored (VA-3). */
  chanceWin: number;
  /** Tied for the highest sum: a tied player's point die is scored instead (VA-4). */
  chanceTie: number;
  /** The chance of scoring exactly n points this round, for n = 0 … 6. */
  chanceOfPoints: number[];
  /** Points scored this round, on average. */
  expectedPoints: number;
  /** The score reaches the target this round (VA-5). */
  chanceReachTarget: number;
}

export interface ValereOdds {
  /**
   * The other hands the round is played against (VA-5: in a tie-break only
   * the tied leaders'; VA-6: the folded are out of it). The chances take
   * each as three fair dice unseen, kept for the highest sum: its lowest
   * die as point die (the default move's choice).
   */
  opponents: number;
  /** Each face of the hand as point die, once, the highest sum first. */
  choices: ValerePointOdds[];
  /** The point die settled on so far (its face); null before settling. */
  settled: number | null;
}

/** One hand of three fair dice as the odds take the others' (lowest die kept as point die): its sum and its point die. */
export interface HandLaw {
  /** Of the 216 hands, how many have each sum (index 0 … 12). */
  sums: number[];
  /** pointsAt[sum][die]: of those, how many keep `die` as point die. */
  pointsAt: number[][];
}

/** VA-2: all 216 ways three dice fall, each other hand keeping its lowest die, counted once. */
export const otherHand: HandLaw = (() => {
  const sums = new Array<number>(13).fill(0);
  const pointsAt = Array.from({ length: 13 }, () => new Array<number>(7).fill(0));
  for (let first = 1; first <= 6; first += 1)
    for (let second = 1; second <= 6; second += 1)
      for (let third = 1; third <= 6; third += 1) {
        const point = Math.min(first, second, third);
        const sum = first + second + third - point;
        sums[sum]! += 1;
        pointsAt[sum]![point]! += 1;
      }
  return { sums, pointsAt };
})();

/**
 * One choice's outcome against `opponents` others: it wins alone when every
 * other sum is lower; tied, whichever tied player's point die it receives
 * (VA-4: the other one's, or the one seated before), that die is some
 * other hand's point die with this sum, so the law of what is received is
 * the same whoever gives it.
 */
export function pointOdds(die: number, sum: number, opponents: number, score: number, target: number): ValerePointOdds {
  const below = otherHand.sums.slice(0, sum).reduce((total, count) => total + count, 0) / 216;
  const level = (otherHand.sums[sum] ?? 0) / 216;
  const chanceWin = below ** opponents;
  const chanceTie = (below + level) ** opponents - chanceWin;
  const chanceOfPoints = new Array<number>(7).fill(0);
  chanceOfPoints[die]! += chanceWin;
  const tiedHands = otherHand.sums[sum] ?? 0;
  if (tiedHands > 0) for (let point = 1; point <= 6; point += 1) chanceOfPoints[point]! += (chanceTie * otherHand.pointsAt[sum]![point]!) / tiedHands;
  chanceOfPoints[0] = 1 - chanceWin - chanceTie;
  const expectedPoints = chanceOfPoints.reduce((total, chance, points) => total + chance * points, 0);
  const chanceReachTarget = chanceOfPoints.reduce((total, chance, points) => total + (points > 0 && score + points >= target ? chance : 0), 0);
  return { die, sum, chanceWin, chanceTie, chanceOfPoints, expectedPoints, chanceReachTarget };
}

/**
 * The asker's odds while there is a point die to choose (VA-2) or a side
 * bet to make on it (VA-6 side-bets); null otherwise: no hand (not
 * dealt, not playing this round, watching), folded, or the game over.
 */
export function valereOdds(sight: ValereSight): ValereOdds | null {
  const { table, own } = sight;
  const me = table.seats.find((seat) => seat.player === sight.me);
  if (!me?.playing || me.folded || own.dice.length === 0) return null;
  if (table.phase !== 'choosing' && table.phase !== 'side-betting') return null;
  const opponents = table.seats.filter((seat) => seat.player !== sight.me && seat.playing && !seat.folded).length;
  const faces = [...new Set(own.dice)].sort((a, b) => a - b);
  const total = own.dice.reduce((sum, die) => sum + die, 0);
  return {
    opponents,
    choices: faces.map((die) => pointOdds(die, total - die, opponents, me.score, table.target)),
    settled: own.point === null ? null : (own.dice[own.point] ?? null),
  };
}
