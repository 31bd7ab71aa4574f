// Vitaji's /odds (issue 33): what a reroll of the asker's own die would do (VJ-6), in their words.
import { decimal, percent } from '../../../discord/kit/wording.js';
import { type VitajiSight, vitajiOdds } from '../rules/odds.js';
import { vitajiWords } from '../words/index.js';

const { t } = vitajiWords;

/** VJ-6: the chance a reroll improves the die, and what it gives on average; null when there is no reroll to decide on. */
export function vitajiOddsLines(sight: VitajiSight): string[] | null {
  const odds = vitajiOdds(sight);
  if (odds === null) return null;
  return [
    t('vitaji-odds-reroll', {
      result: odds.result,
      sides: odds.sides,
      count: odds.rerollsLeft,
      higher: percent(odds.chanceHigher),
      same: percent(odds.chanceSame),
      lower: percent(odds.chanceLower),
      average: decimal(odds.expectedResult),
      gain: decimal(odds.expectedGain, true),
    }),
  ];
}
