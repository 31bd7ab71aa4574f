// Tokyo's house player: announces the truth or bluffs by the value distribution, and doubts, rolls, raises or accepts by the chance the cup holds the announcement, from its own sight alone (TK-1 … TK-16).
import type { Rng } from '../../../engine/dice/rng.js';
import type { HousePlayer, PlayingLevel } from '../../../engine/house.js';
import { ALL_ROLLS, chanceAtLeast, seenDice, type TokyoCupSight, type TokyoSight, tokyoOdds } from './odds.js';
import type { TokyoAction } from './options.js';
import { legalAnnouncements, rank, rollValue, TOKYO } from './values.js';
import type { TokyoView } from './view.js';

type Choice = TokyoView['choices'][number];

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(0, items.length - 1)]!;

/** One of `items`, each as likely as its weight (the weights whole numbers: chances out of 36). */
function weighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  const weights = items.map(weightOf);
  let left = rng.int(
    1,
    weights.reduce((sum, weight) => sum + weight, 0),
  );
  for (const [index, weight] of weights.entries()) {
    left -= weight;
    if (left <= 0) return items[index]!;
  }
  return items.at(-1)!;
}

/** Out of 36: how often two dice show `value` exactly (a double once, any other value twice). */
const timesRolled = (value: number) => ALL_ROLLS.filter((dice) => rollValue(dice) === value).length;

/** Any legal move, every choice as likely, then any value allowed: the bench's yardstick. */
function randomMove(table: TokyoView, rng: Rng): TokyoAction {
  const choice = pick(rng, table.choices);
  if (choice === 'announce') return { kind: 'announce', value: pick(rng, table.announceValues) };
  if (choice === 'raise') return { kind: 'raise', value: pick(rng, table.raiseValues) };
  return { kind: choice };
}

/**
 * TK-3, TK-4a: the truth when the dice allow it (a true announcement is
 * never caught). Otherwise a bluff, which must beat the standing one (TK-5):
 * easy picks it as two dice would fall among the values allowed, so it looks
 * like a real roll but often reaches high; hard says the lowest value
 * allowed, the likeliest to be believed, a sum's values (TK-11) as the dice
 * would show them.
 */
function announcement(sight: TokyoSight, level: 'easy' | 'hard', rng: Rng): TokyoAction {
  const { table } = sight;
  const allowed = table.announceValues;
  const dice = seenDice(sight);
  const truth = dice ? rollValue(dice) : null;
  if (truth !== null && allowed.includes(truth)) return { kind: 'announce', value: truth };
  if (level === 'easy') return { kind: 'announce', value: weighted(rng, allowed, timesRolled) };
  // Ranked as the values allowed are ranked (values.ts): 42 and 63 above 21 once 21 is out (TK-10).
  const after = table.tokyoAnnounced || table.announcement === TOKYO;
  const lowest = rank(allowed[0]!, table.variants, after);
  const believable = allowed.filter((value) => rank(value, table.variants, after) === lowest);
  return { kind: 'announce', value: weighted(rng, believable, timesRolled) };
}

/**
 * Hard's risk in rolling (TK-4a): a roll that cannot follow the announcement
 * truthfully must bluff the lowest value allowed, and the next player is
 * counted on to doubt it when two dice would more likely fall short of it.
 */
function rollRisk(table: TokyoView, rollBeats: number): number {
  const bluff = legalAnnouncements(table.announcement, table.variants, table.tokyoAnnounced)[0] ?? TOKYO;
  const believed = chanceAtLeast(bluff, table.variants, table.tokyoAnnounced || bluff === TOKYO);
  if (believed >= 1 / 2) return 0;
  // TK-12: a 21 caught as a bluff costs two.
  const caught = bluff === TOKYO && table.variants.bluffPenaltyTwo ? 2 : 1;
  return (1 - rollBeats) * caught;
}

/**
 * Hard, answering (TK-4, TK-6): the move that costs it the fewest lives on
 * average. A doubt costs a life as often as the cup holds the announcement
 * (two at the top, TK-6); accepting costs one (two in Beghel, TK-14); a
 * roll costs what a caught bluff would. With the cup's dice seen (its own
 * roll came back to it after blind raises) it doubts a cup that falls
 * short, and raises blind to the truth a cup that holds more (TK-4c).
 */
function hardAnswer(sight: TokyoSight): TokyoAction {
  const { table } = sight;
  const odds = tokyoOdds(sight)!;
  const top = table.choices.includes('accept');
  const dice = seenDice(sight);
  if (dice && table.choices.includes('raise')) {
    const truth = rollValue(dice);
    if (table.raiseValues.includes(truth)) return { kind: 'raise', value: truth };
  }
  // TK-6: a true top doubted costs two; TK-14: accepting it costs two in Beghel.
  const risks: [Choice, number][] = [['doubt', odds.cupHolds * (top ? 2 : 1)]];
  if (top) risks.push(['accept', table.variants.beghel ? 2 : 1]);
  if (odds.rollBeats !== null) risks.push(['roll', rollRisk(table, odds.rollBeats)]);
  const [best] = risks.reduce((low, entry) => (entry[1] < low[1] ? entry : low));
  return { kind: best === 'doubt' ? 'doubt' : best === 'accept' ? 'accept' : 'roll' };
}

/**
 * Easy, answering: doubts what two dice would more likely fall short of,
 * without counting what it saw or what a doubt at the top costs; otherwise
 * believes and rolls, or accepts the top (TK-6). Never raises blind.
 */
function easyAnswer(table: TokyoView): TokyoAction {
  const believed = chanceAtLeast(table.announcement!, table.variants, table.tokyoAnnounced);
  if (believed < 1 / 2) return { kind: 'doubt' };
  if (table.choices.includes('roll')) return { kind: 'roll' };
  return { kind: table.choices.includes('accept') ? 'accept' : 'doubt' };
}

function decide(sight: TokyoSight, level: PlayingLevel, rng: Rng): TokyoAction {
  const { table } = sight;
  if (level === 'random') return randomMove(table, rng);
  if (table.phase === 'announce') return announcement(sight, level, rng);
  return level === 'hard' ? hardAnswer(sight) : easyAnswer(table);
}

/**
 * Tokyo's house player. It plays every seat, the ones with no seat view too
 * (only the cup's roller has one, view.ts): a sight with no dice is one that
 * saw nothing of the cup.
 */
export const tokyoHouse: HousePlayer<TokyoView, TokyoCupSight | null, TokyoAction> = { decide };
