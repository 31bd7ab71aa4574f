// The picture drawn at a Valere reveal: each player's two sum dice and highlighted point die, their sum, who had the highest (VA-2) and, at the end, who won what.
import type { PlayingTable } from '../../../discord/kit/game-module.js';
import { moneyLines, sheetMoney } from '../../../discord/kit/sheet-money.js';
import type { RecordedEvent } from '../../../engine/tables/recorded.js';
import { listed } from '../../../i18n/index.js';
import type { DiceBoard, PictureSources } from '../../../pictures/spec.js';
import type { ValereEvent } from '../rules/events.js';
import type { ValereView } from '../rules/view.js';
import { valereWords } from '../words/index.js';
import { potsLine } from './sheet.js';

const { t } = valereWords;

/**
 * VA-2: at the round's end every hand is shown; the picture draws each
 * player's three dice as the reveal splits them — the two sum dice, then
 * the point die highlighted — with the sum, and who had the highest.
 */
export function valerePicture(
  events: readonly RecordedEvent<ValereEvent>[],
  _table: PlayingTable<ValereView>,
  sources: PictureSources<ValereEvent>,
): DiceBoard | null {
  const reveal = events.find((event) => event.type === 'game' && event.name === 'reveal');
  if (reveal?.type !== 'game' || reveal.name !== 'reveal' || reveal.data.hands.length === 0) return null;
  const won = events.find((event) => event.type === 'game' && event.name === 'round-won');
  const winners = won?.type === 'game' && won.name === 'round-won' ? won.data.winners : [];
  const { round, hands } = reveal.data;
  // Issue 30: the reveal that ends the game says who won it, the pots and what each was paid.
  const game = events.find((event) => event.type === 'game' && event.name === 'winner');
  const words = { name: (userId: string) => sources.name(userId), money: (amount: number) => sources.money(amount) };
  const end =
    game?.type === 'game' && game.name === 'winner'
      ? [
          t('picture-valere-game-won', { winners: listed(game.data.winners.map(words.name)) }),
          ...(game.data.pot > 0 || game.data.roundPots.length > 0 ? [potsLine(game.data, words)] : []),
          ...moneyLines(sheetMoney(sources.log()), words, { pot: false }),
        ]
      : [];
  return {
    kind: 'dice',
    file: `valere-round-${round}.png`,
    title: t('picture-valere-title', { round }),
    rows: hands.map((hand) => ({
      name: sources.name(hand.player),
      dice: [...hand.sumDice, hand.point],
      marked: [hand.sumDice.length],
      note: t(hand.folded ? 'picture-valere-note-folded' : 'picture-valere-note', { sum: hand.sum, point: hand.point }),
    })),
    highlight: [],
    caption: [...(winners.length > 0 ? [t('picture-valere-winners', { winners: listed(winners.map((winner) => sources.name(winner))) })] : []), ...end],
  };
}
