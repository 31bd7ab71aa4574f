// Liar's Dice's /odds (issue 33): the standing bid's chance and each listed raise's, from the asker's own hand, in their words.
import { percent } from '../../../discord/kit/wording.js';
import type { SeatSight } from '../../../engine/house.js';
import { liarsOdds } from '../rules/odds.js';
import type { LiarsView } from '../rules/view.js';
import { liarsWords } from '../words/index.js';

const { t } = liarsWords;

/** LD-10, LD-11, LD-17: what the asker's hand says of the standing bid and of each raise the table lists. */
export function liarsOddsLines(sight: SeatSight<LiarsView, { hand: number[] }>): string[] | null {
  const odds = liarsOdds(sight);
  if (odds === null) return null;
  const standing = odds.standingBid;
  return [
    standing === null
      ? t('liars-odds-opening')
      : t('liars-odds-standing', {
          quantity: standing.quantity,
          face: standing.face,
          chance: percent(standing.chanceTrue),
          exact: percent(standing.chanceSpotOn),
        }),
    ...(odds.raises.length === 0
      ? []
      : [
          t('liars-odds-raises', {
            raises: odds.raises
              .map((raise) => t('liars-odds-raise', { quantity: raise.quantity, face: raise.face, chance: percent(raise.chanceTrue) }))
              .join(' · '),
          }),
        ]),
    t('liars-odds-unseen', { count: odds.unseenDice }),
  ];
}
