// Eleven's /odds (issue 33): each number the asker has left, its chance of being closest this round and its payout on average (EL-3 … EL-6).
import { decimal, percent } from '../../../discord/kit/wording.js';
import { type ElevenSight, elevenOdds } from '../rules/odds.js';
import { elevenWords } from '../words/index.js';

const { t } = elevenWords;

/** EL-3 … EL-6: a line for each number left, lowest first; null once the asker has picked this round. */
export function elevenOddsLines(sight: ElevenSight): string[] | null {
  const odds = elevenOdds(sight);
  if (odds === null) return null;
  return [
    ...(odds.stillToPick > 0 ? [t('eleven-odds-still', { count: odds.stillToPick })] : []),
    odds.numbers
      .map((number) => t('eleven-odds-number', { number: number.number, chance: percent(number.closest), payout: decimal(number.expectedPayout, true) }))
      .join(' · '),
  ];
}
