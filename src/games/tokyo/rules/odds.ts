// Tokyo's /odds: from one seat's sight alone, the chance the dice under the cup hold the standing announcement, and the chance a roll of one's own beats it (TK-1, TK-4, TK-6).
import type { SeatSight } from '../../../engine/house.js';
import { beats, rank, rollValue, type Variants } from './values.js';
import type { TokyoView } from './view.js';

/**
 * The cup as one seat sees it (TK-3): its dice for the one who rolled them,
 * none for everyone else — as no seat view at all (view.ts gives none) or
 * as a view with no dice.
 */
export interface TokyoCupSight {
  dice: [number, number] | null;
}

/** What one seat sees: the public view, and the cup's dice only if it rolled them. */
export type TokyoSight = SeatSight<TokyoView, TokyoCupSight | null>;

/** The dice under the cup, if this seat rolled them (TK-3). */
export const seenDice = (sight: TokyoSight): [number, number] | null => sight.own?.dice ?? null;

export interface TokyoOdds {
  /** The standing announcement the cup answers for. */
  announcement: number;
  /**
   * The chance the dice under the cup show the announcement or more: then a
   * doubt costs the doubter (TK-4b; two lives at the top, TK-6), else the
   * announcer. Over the 36 rolls of two dice, or 0 or 1 for the one who
   * rolled them and saw them.
   */
  cupHolds: number;
  /** The asker rolled the dice under the cup and saw them (TK-3): `cupHolds` is certain. */
  seen: boolean;
  /**
   * The chance a roll of one's own (believe and roll, TK-4a) shows a value
   * that may be announced after this one: announced truthfully, it cannot
   * be caught. Null where the holder may not roll (TK-6: the top is only
   * accepted or doubted).
   */
  rollBeats: number | null;
}

/** Every roll of two dice, each one of the 36 as likely. */
export const ALL_ROLLS: readonly [number, number][] = Array.from({ length: 36 }, (_, index) => [Math.floor(index / 6) + 1, (index % 6) + 1]);

/**
 * TK-4b: the chance two fresh dice show `announcement` or more, ranked as a
 * doubt ranks them (with the hand's `tokyoAnnounced`, TK-10; equal sums
 * holding under sum_values, TK-11).
 */
export function chanceAtLeast(announcement: number, variants: Variants, tokyoAnnounced: boolean): number {
  const needed = rank(announcement, variants, tokyoAnnounced);
  return ALL_ROLLS.filter((dice) => rank(rollValue(dice), variants, tokyoAnnounced) >= needed).length / ALL_ROLLS.length;
}

/** TK-4a, TK-5: the chance two fresh dice show a value that may truthfully follow `announcement`. */
export function chanceToFollow(announcement: number, variants: Variants, tokyoAnnounced: boolean): number {
  return ALL_ROLLS.filter((dice) => beats(rollValue(dice), announcement, variants, tokyoAnnounced)).length / ALL_ROLLS.length;
}

/**
 * The odds of the standing announcement, from `sight` alone: null while there
 * is none to answer (a hand's first roll still to be announced, or the game
 * over).
 */
export function tokyoOdds(sight: TokyoSight): TokyoOdds | null {
  const { table } = sight;
  if (table.winner !== null || table.phase !== 'respond' || table.announcement === null) return null;
  const { announcement, variants, tokyoAnnounced } = table;
  // The seat view holds the dice under the cup only for their roller (view.ts): then nothing is left to chance.
  const dice = seenDice(sight);
  const cupHolds = dice
    ? Number(rank(rollValue(dice), variants, tokyoAnnounced) >= rank(announcement, variants, tokyoAnnounced))
    : chanceAtLeast(announcement, variants, tokyoAnnounced);
  return {
    announcement,
    cupHolds,
    seen: dice !== null,
    rollBeats: table.choices.includes('roll') ? chanceToFollow(announcement, variants, tokyoAnnounced) : null,
  };
}
