// Vitaji's house player: rerolls by its score against the table and the rerolls left, bets by its chance of the pot, takes a triple's best bonus — from the public table alone (VJ-3 … VJ-8).
import type { Rng } from '../../../engine/dice/rng.js';
import type { HousePlayer, PlayingLevel } from '../../../engine/house.js';
import { betAmounts } from '../../shared/betting.js';
import { type Contender, chanceHighest, expectedTotals, rerollPays, totalOf, type VitajiSeatView, type VitajiSight } from './odds.js';
import type { VitajiAction } from './options.js';
import type { VitajiView } from './view.js';

type Seat = VitajiView['seats'][number];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]!;

const seatOf = (table: VitajiView, player: string): Seat => table.seats.find((seat) => seat.player === player)!;
const stillIn = (table: VitajiView): Seat[] => table.seats.filter((seat) => !seat.dropped);

/** The most a house player offers at once: a bet of a few stakes, never a wallet's worth (it cannot see purses). */
function stake(table: VitajiView, interval: number): number {
  return interval * Math.max(1, Math.floor(table.ante / (5 * interval)));
}

/** A bet the rules take (VJ-3, VJ-5): a multiple of the interval from the lowest allowed, within the cap. */
function within(range: { from: number; to: number | null; interval: number }, amount: number): number {
  const wanted = Math.max(range.from, Math.ceil(amount / range.interval) * range.interval);
  return range.to === null ? wanted : Math.min(wanted, range.from + Math.floor((range.to - range.from) / range.interval) * range.interval);
}

// --- random: any legal move -------------------------------------------------

function randomMove(table: VitajiView, rng: Rng): VitajiAction {
  const kind = pick(rng, table.choices);
  switch (kind) {
    case 'bet': {
      const range = table.betting?.range;
      return { kind: 'bet', amount: range ? pick(rng, betAmounts(range, null, 10)) : 0 };
    }
    case 'bonus':
      return { kind: 'bonus', choice: pick(rng, ['add', 'double', 'reroll'] as const) };
    default:
      return { kind };
  }
}

// --- where the seat stands ----------------------------------------------------

/**
 * Each side's final score as a position estimate (VJ-7; VJ-9: a team's
 * members summed): what is scored, this round's result while rolling, and
 * what the rounds left are worth with each player's rerolls spent well.
 */
function chanceOfPot(sight: VitajiSight): number {
  const { table } = sight;
  const rolling = table.phase === 'rolling';
  const roundsLeft = table.rounds - table.round + (rolling ? 0 : 1);
  const most = Math.max(0, ...stillIn(table).map((seat) => seat.rerolls));
  const totals = expectedTotals(table.sides, most, roundsLeft);
  const roundSpread = (table.sides * table.sides - 1) / 12;
  const sides = new Map<string, Contender>();
  for (const seat of stillIn(table)) {
    const side = seat.team ?? seat.player;
    const before = sides.get(side) ?? { mean: 0, variance: 0 };
    const now = seat.score + (rolling ? (seat.result ?? 0) : 0);
    sides.set(side, { mean: before.mean + now + totalOf(totals, seat.rerolls, roundsLeft), variance: before.variance + roundsLeft * roundSpread });
  }
  const mine = seatOf(table, sight.me).team ?? sight.me;
  return chanceHighest(
    sides.get(mine)!,
    [...sides].filter(([side]) => side !== mine).map(([, contender]) => contender),
  );
}

// --- betting (VJ-3 … VJ-5) ----------------------------------------------------

/** Below this chance of the pot a seat is as good as lost (the estimate is generous to those behind: it takes every round's spread as a fresh die's). */
const HOPELESS = 0.02;

/** Easy: opens with a stake when in the lead, meets, and drops when too far behind for half the dice left to catch up. */
function easyBet(sight: VitajiSight): VitajiAction {
  const { table } = sight;
  const betting = table.betting!;
  const me = seatOf(table, sight.me);
  const best = Math.max(
    ...stillIn(table)
      .filter((seat) => seat.player !== sight.me)
      .map((seat) => seat.score),
  );
  const leading = me.score >= best;
  if (!betting.opened) return { kind: 'bet', amount: leading && betting.range ? within(betting.range, stake(table, betting.range.interval)) : 0 };
  const owed = betting.bet - (me.put ?? 0);
  const hopeless = best - me.score > ((table.rounds - table.round + 1) * table.sides) / 2;
  return owed > 0 && hopeless ? { kind: 'drop' } : { kind: 'meet' };
}

/**
 * Hard: from its chance of the pot against a fair share (1 / players in):
 * opens and raises with a clear edge, meets while the pot pays for the
 * chance, drops only when it does not (VJ-4 forfeits everything put in).
 */
function hardBet(sight: VitajiSight): VitajiAction {
  const { table } = sight;
  const betting = table.betting!;
  const me = seatOf(table, sight.me);
  const chance = chanceOfPot(sight);
  const edge = chance * stillIn(table).length;
  const range = betting.range;
  const unit = stake(table, range?.interval ?? 1);
  if (!betting.opened) return { kind: 'bet', amount: range && edge >= 1.5 ? within(range, unit * Math.min(5, Math.round(2 * edge - 2))) : 0 };
  if (range && edge >= 2) return { kind: 'bet', amount: within(range, betting.bet + unit * Math.min(5, Math.round(edge - 1))) };
  const owed = betting.bet - (me.put ?? 0);
  // The pot grows with every round still to bet, so the pot odds it shows now undersell meeting: only a near-certain loss drops.
  const lost = chance < HOPELESS && chance * (table.pot + owed) < owed;
  return lost ? { kind: 'drop' } : { kind: 'meet' };
}

// --- rolling (VJ-6) -------------------------------------------------------------

/** Easy: rerolls any result below the die's average while it has rerolls, whatever the round. */
function easyRoll(table: VitajiView, me: Seat): VitajiAction {
  return me.rerolls > 0 && me.result !== null && me.result < (table.sides + 1) / 2 ? { kind: 'reroll' } : { kind: 'pass' };
}

/**
 * The last round (VJ-7), alone against the table: the chance a total of
 * `mine` stands highest once everyone still holding rerolls has tried to
 * beat it (a tie, settled by sudden death, counts half).
 */
function lastRoundStands(table: VitajiView, me: Seat, mine: number): number {
  return stillIn(table)
    .filter((seat) => seat.player !== me.player)
    .reduce((chance, other) => {
      const theirs = other.score + (other.result ?? 0);
      if (theirs > mine) return 0;
      if (theirs === mine) return chance / 2;
      const faces = table.sides;
      const beat = Math.max(0, Math.min(faces, faces - (mine - other.score)));
      const tie = mine - other.score >= 1 && mine - other.score <= faces ? 1 : 0;
      const fails = 1 - beat / faces - tie / (2 * faces);
      return chance * fails ** (other.result === faces ? 0 : other.rerolls);
    }, 1);
}

/**
 * Hard, last round: reroll when the chance of ending highest after the
 * reroll (spending the rest as well as it can) beats standing on the die.
 */
function lastRoundReroll(table: VitajiView, me: Seat): boolean {
  const faces = Array.from({ length: table.sides }, (_, index) => index + 1);
  const stands = faces.map((face) => lastRoundStands(table, me, me.score + face));
  // worth[x]: holding face x with `held` rerolls left, the better of standing and rerolling again.
  let worth = stands;
  for (let held = 1; held < me.rerolls; held += 1) {
    const again = worth.reduce((sum, value) => sum + value, 0) / table.sides;
    worth = stands.map((value) => Math.max(value, again));
  }
  const rerolled = worth.reduce((sum, value) => sum + value, 0) / table.sides;
  return rerolled > stands[me.result! - 1]!;
}

/** Past this many faces × rerolls the last round's weighing is too slow (VJ-1 allows a d1,000,000): the average is played instead. */
const MOST_WEIGHED = 1_000_000;

/**
 * Hard: for the most points on average while rounds remain (weighing the
 * chance of the pot earlier, by the normal estimate, won no more games on
 * the bench); in the last round, where every total is on the table, for the
 * win itself (VJ-9 teams: for the most points, a team's score being a sum).
 */
function hardRoll(table: VitajiView, me: Seat): VitajiAction {
  if (me.rerolls === 0 || me.result === null) return { kind: 'pass' };
  const teams = table.seats.some((seat) => seat.team !== null);
  const roundsAfter = table.rounds - table.round;
  const weighed = roundsAfter === 0 && !teams && table.sides * me.rerolls <= MOST_WEIGHED;
  const reroll = weighed ? lastRoundReroll(table, me) : rerollPays(table.sides, me.result, me.rerolls, roundsAfter);
  return { kind: reroll ? 'reroll' : 'pass' };
}

// --- a triple's bonus (VJ-8) ---------------------------------------------------

/** Hard: whichever is worth most on average — the number now, the next round's result again, or one more reroll. */
function hardBonus(table: VitajiView, me: Seat, value: number): VitajiAction {
  const roundsLeft = table.rounds - table.round;
  if (roundsLeft <= 0) return { kind: 'bonus', choice: 'add' };
  const totals = expectedTotals(table.sides, me.rerolls + 1, roundsLeft);
  const doubled = totalOf(totals, me.rerolls, roundsLeft) - totalOf(totals, me.rerolls, roundsLeft - 1);
  const extra = totalOf(totals, me.rerolls + 1, roundsLeft) - totalOf(totals, me.rerolls, roundsLeft);
  const best = Math.max(value, doubled, extra);
  return { kind: 'bonus', choice: best === value ? 'add' : best === doubled ? 'double' : 'reroll' };
}

function decideFor(sight: VitajiSight, level: PlayingLevel, rng: Rng): VitajiAction {
  const { table } = sight;
  if (level === 'random') return randomMove(table, rng);
  const me = seatOf(table, sight.me);
  if (table.phase === 'bonus') {
    const triple = table.triples.find((candidate) => candidate.player === sight.me);
    return level === 'hard' && triple ? hardBonus(table, me, triple.value) : { kind: 'bonus', choice: 'add' };
  }
  if (table.phase === 'betting') return level === 'hard' ? hardBet(sight) : easyBet(sight);
  return level === 'hard' ? hardRoll(table, me) : easyRoll(table, me);
}

/** Vitaji's house player (issue 33): its move from the public table alone, when the table waits for it. */
export const vitajiHouse: HousePlayer<VitajiView, VitajiSeatView, VitajiAction> = {
  decide: (sight, level, rng) => decideFor(sight, level, rng),
};
