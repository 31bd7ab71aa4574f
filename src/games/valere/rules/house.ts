// Valere's house player: the point die worth most against the target, and bets, meets, drops and folds by where it stands — from its own hand and the public view alone (VA-2 … VA-6).
import type { Rng } from '../../../engine/dice/rng.js';
import type { HousePlayer, PlayingLevel } from '../../../engine/house.js';
import { type BetRange, betAmounts } from '../../shared/betting.js';
import { type ValereOdds, type ValerePointOdds, type ValereSeatView, type ValereSight, valereOdds } from './odds.js';
import type { ValereAction } from './options.js';
import type { ValereView } from './view.js';

type Seat = ValereView['seats'][number];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]!;

const seatOf = (table: ValereView, player: string): Seat => table.seats.find((seat) => seat.player === player)!;

/** VA-2: the point die by its face, for the round being chosen (a stale pick is refused, not misplayed). */
const pointOf = (table: ValereView, die: number): ValereAction => ({ kind: 'point', die, round: table.round });

/** The most a house player offers at once: a few stakes, never a wallet's worth (it cannot see purses). */
function stake(table: ValereView, interval: number): number {
  return interval * Math.max(1, Math.floor(table.ante / (5 * interval)));
}

/** A bet the rules take (VJ-3, VJ-5 as VA-6 reuses them): a multiple of the interval from the lowest allowed, within the cap. */
function within(range: BetRange, amount: number): number {
  const wanted = Math.max(range.from, Math.ceil(amount / range.interval) * range.interval);
  return range.to === null ? wanted : Math.min(wanted, range.from + Math.floor((range.to - range.from) / range.interval) * range.interval);
}

/** Leaving the betting: a fold sits out the round (VA-6 side-bets), a drop forfeits the game (VA-6 rounds). */
const leave = (table: ValereView): ValereAction => (table.phase === 'side-betting' ? { kind: 'fold' } : { kind: 'drop' });

// --- random: any legal move ---------------------------------------------------

function randomMove(sight: ValereSight, rng: Rng): ValereAction {
  const { table } = sight;
  if (table.phase === 'choosing') return pointOf(table, pick(rng, sight.own.dice));
  const kind = pick(rng, table.choices);
  if (kind === 'bet') {
    const range = table.betting?.range;
    return { kind: 'bet', amount: range ? pick(rng, betAmounts(range, null, 10)) : 0 };
  }
  return kind === 'point' ? pointOf(table, pick(rng, sight.own.dice)) : { kind };
}

// --- the point die (VA-2 … VA-5) ------------------------------------------------

/**
 * What a choice is worth against the target: the points it scores on
 * average, none counted past the target (VA-5: reaching it is what wins).
 * In a tie-break (VA-5) only leading after the round counts: winning it
 * alone, or tied and receiving a higher point die than the one given.
 */
function worth(choice: ValerePointOdds, score: number, target: number, tieBreak: boolean): number {
  if (tieBreak) {
    const received = (points: number) => choice.chanceOfPoints[points]! - (points === choice.die ? choice.chanceWin : 0);
    let leads = choice.chanceWin;
    for (let points = 1; points <= 6; points += 1) leads += points > choice.die ? received(points) : points === choice.die ? received(points) / 2 : 0;
    return leads;
  }
  const needed = Math.max(1, target - score);
  return choice.chanceOfPoints.reduce((total, chance, points) => total + chance * Math.min(points, needed), 0);
}

/** What easy takes for a good sum: it plays for points above it, and meets a side bet on it (VA-6). */
const GOOD_SUM = 9;

/**
 * Easy: the highest die as point die when the other two still make a good
 * sum, else the lowest (the highest sum). Imperfect: against three or more
 * hands a sum of 9 rarely wins the round, so it gives away points.
 */
function easyPoint(table: ValereView, dice: readonly number[]): ValereAction {
  const [lowest, middle, highest] = [...dice].sort((a, b) => a - b);
  return pointOf(table, lowest! + middle! >= GOOD_SUM ? highest! : lowest!);
}

/**
 * Hard: the choice worth most (equal worth: the higher sum, which also keeps
 * the others from the round). Against two or more other hands that came
 * out as the lowest die (the highest sum) in every bench game; against one,
 * about one hand in nine keeps a higher die.
 */
function hardPoint(sight: ValereSight, odds: ValereOdds): ValereAction {
  const { table } = sight;
  const me = seatOf(table, sight.me);
  const tieBreak = table.tieBreak !== null;
  const ranked = odds.choices
    .map((choice) => ({ choice, value: worth(choice, me.score, table.target, tieBreak) }))
    .sort((a, b) => b.value - a.value || b.choice.sum - a.choice.sum);
  return pointOf(table, ranked[0]!.choice.die);
}

// --- where the seat stands ------------------------------------------------------

/** Points a round hands out on average, to its winner (a point die kept for the sum is low). */
const ROUND_POINTS = 2.5;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, within 1.5e-7). */
function normalBelow(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const tail = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? 1 - tail / 2 : tail / 2;
}

/**
 * The chance of reaching the target first (VA-5), as a position estimate
 * for the game's bets: each player still in wins a round in n and then
 * scores about ROUND_POINTS, so the rounds they need to cover what is left
 * are about normal (mean d / μ, variance d σ² / μ³ for a per-round gain of
 * mean μ and variance σ²); the seat needing fewest rounds wins.
 */
function chanceOfGame(table: ValereView, me: string): number {
  const players = table.seats.filter((seat) => !seat.out);
  const share = 1 / players.length;
  const mean = ROUND_POINTS * share;
  const variance = ROUND_POINTS * ROUND_POINTS * share * (1 - share) + share;
  const rounds = (seat: Seat) => {
    const left = Math.max(0.5, table.target - seat.score);
    return { mean: left / mean, spread: Math.sqrt((left * variance) / mean ** 3) };
  };
  const mine = rounds(seatOf(table, me));
  const others = players.filter((seat) => seat.player !== me).map(rounds);
  // Over my rounds needed t: the chance every other needs more (the trapezoid rule over five spreads either side).
  const steps = 64;
  let chance = 0;
  for (let step = 0; step <= steps; step += 1) {
    const z = -5 + (10 * step) / steps;
    const t = mine.mean + z * mine.spread;
    const later = others.reduce((product, other) => product * (1 - normalBelow((t - other.mean) / other.spread)), 1);
    chance += (step === 0 || step === steps ? 0.5 : 1) * Math.exp((-z * z) / 2) * later;
  }
  return Math.min(1, Math.max(0, (chance * 10) / steps / Math.sqrt(2 * Math.PI)));
}

// --- betting (VA-6) ------------------------------------------------------------------

/**
 * Easy: opens at 0, never raises; before the dice (rounds) it always meets;
 * on a settled hand (side-bets) it meets a bet on a good sum and folds a
 * weaker one.
 */
function easyBet(sight: ValereSight): ValereAction {
  const { table, own } = sight;
  const betting = table.betting!;
  if (!betting.opened) return { kind: 'bet', amount: 0 };
  const owed = betting.bet - (seatOf(table, sight.me).put ?? 0);
  if (table.phase !== 'side-betting' || owed <= 0 || own.point === null) return { kind: 'meet' };
  const sum = own.dice.reduce((total, die) => total + die, 0) - own.dice[own.point]!;
  return sum >= GOOD_SUM ? { kind: 'meet' } : leave(table);
}

/** Below this chance of the game, a seat facing a bet before the dice is as good as lost (VA-6 rounds: dropping forfeits it). */
const HOPELESS = 0.01;
/** How often hard bets or raises on a hand that does not warrant it (VA-6: bluffing is the point). */
const BLUFF = 0.1;

/**
 * Hard: its chance — of the round on a settled hand (side-bets: winning it
 * alone, or half a tie), else of the game (rounds) — against a fair share
 * (1 / players in it): bets and raises with a clear edge, now and then on
 * a bluff; meets while the pot pays for the chance; else folds the round,
 * or drops out of the game only when it is as good as lost.
 */
function hardBet(sight: ValereSight, rng: Rng): ValereAction {
  const { table } = sight;
  const betting = table.betting!;
  const side = table.phase === 'side-betting';
  const settled = side ? valereOdds(sight) : null;
  const choice = settled?.choices.find((candidate) => candidate.die === settled.settled);
  const contenders = side ? (settled?.opponents ?? 0) + 1 : table.seats.filter((seat) => !seat.out).length;
  const chance = choice ? choice.chanceWin + choice.chanceTie / 2 : chanceOfGame(table, sight.me);
  const edge = chance * contenders;
  const range = betting.range;
  const unit = stake(table, range?.interval ?? 1);
  const bluff = side && rng.int(1, 100) <= BLUFF * 100;
  if (!betting.opened)
    return { kind: 'bet', amount: range && (edge >= 1.5 || bluff) ? within(range, unit * Math.max(1, Math.min(4, Math.round(2 * edge - 2)))) : 0 };
  if (range && (edge >= 2 || bluff)) return { kind: 'bet', amount: within(range, betting.bet + unit * Math.max(1, Math.min(4, Math.round(edge - 1)))) };
  const owed = betting.bet - (seatOf(table, sight.me).put ?? 0);
  if (owed <= 0) return { kind: 'meet' };
  if (!side) return chance >= HOPELESS || chance * (table.pot + owed) >= owed ? { kind: 'meet' } : leave(table);
  // A round won is its pot and its points too: each point is worth its share of the game pot (VA-5: the target's worth).
  const points = (choice?.expectedPoints ?? 0) * (table.pot / table.target);
  const pays = chance * (table.roundPot + owed) + points >= owed;
  return pays || edge >= 0.5 ? { kind: 'meet' } : leave(table);
}

function decideFor(sight: ValereSight, level: PlayingLevel, rng: Rng): ValereAction {
  const { table, own } = sight;
  if (level === 'random') return randomMove(sight, rng);
  if (table.phase === 'choosing') {
    const odds = valereOdds(sight);
    return level === 'hard' && odds ? hardPoint(sight, odds) : easyPoint(table, own.dice);
  }
  return level === 'hard' ? hardBet(sight, rng) : easyBet(sight);
}

/** Valere's house player (issue 33): its move from its own hand and the public view alone, when the table waits for it. */
export const valereHouse: HousePlayer<ValereView, ValereSeatView, ValereAction> = {
  decide: (sight, level, rng) => decideFor(sight, level, rng),
};
