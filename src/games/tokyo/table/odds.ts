// Tokyo's /odds (issue 33): the chance the cup holds the standing announcement, from the asker's own sight (TK-3, TK-4), in their words.
import { percent } from '../../../discord/kit/wording.js';
import { type TokyoSight, tokyoOdds } from '../rules/odds.js';
import { tokyoWords } from '../words/index.js';
import { valueName } from './render.js';

const { t } = tokyoWords;

/** TK-3, TK-4: the cup against the announcement (certain for the one who rolled it), and a roll of one's own; null before any announcement. */
export function tokyoOddsLines(sight: TokyoSight): string[] | null {
  const odds = tokyoOdds(sight);
  if (odds === null) return null;
  const value = valueName(odds.announcement, sight.table);
  const cup = odds.seen
    ? t(odds.cupHolds === 1 ? 'tokyo-odds-seen-holds' : 'tokyo-odds-seen-short', { value })
    : t('tokyo-odds-holds', { value, chance: percent(odds.cupHolds) });
  return odds.rollBeats === null ? [cup] : [cup, t('tokyo-odds-roll', { chance: percent(odds.rollBeats) })];
}
