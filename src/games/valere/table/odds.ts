// Valere's /odds (issue 33): each point-die choice's expected outcome against the other hands unseen (VA-2 … VA-5), in the asker's words.
import { decimal, percent } from '../../../discord/kit/wording.js';
import { type ValereSight, valereOdds } from '../rules/odds.js';
import { valereWords } from '../words/index.js';

const { t } = valereWords;

/** VA-2 … VA-5: a line for each face the asker could keep as point die, highest sum first; null when they have no hand to choose from. */
export function valereOddsLines(sight: ValereSight): string[] | null {
  const odds = valereOdds(sight);
  if (odds === null) return null;
  return [
    t('valere-odds-against', { count: odds.opponents }),
    ...odds.choices.map((choice) =>
      t('valere-odds-choice', {
        die: choice.die,
        sum: choice.sum,
        win: percent(choice.chanceWin),
        tie: percent(choice.chanceTie),
        points: decimal(choice.expectedPoints),
        target: percent(choice.chanceReachTarget),
      }),
    ),
  ];
}
