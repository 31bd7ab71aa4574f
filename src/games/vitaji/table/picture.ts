// The picture drawn at the end of a Vitaji game: the seed's scoresheet (a row per round, `$`, a column per player), totals, the pot and the payouts (VJ-10).
import type { PlayingTable } from '../../../discord/kit/game-module.js';
import { moneyLines, sheetMoney } from '../../../discord/kit/sheet-money.js';
import type { RecordedEvent } from '../../../engine/tables/recorded.js';
import type { PictureSources, ScoreGrid } from '../../../pictures/spec.js';
import type { VitajiEvent } from '../rules/events.js';
import type { VitajiView } from '../rules/view.js';
import { vitajiWords } from '../words/index.js';
import { vitajiSheet } from './sheet.js';

const { t } = vitajiWords;

/** Rounds a picture draws; a longer game (VJ-1's super and championship) shows its last ones, /table scoresheet every one. */
const ROUNDS_DRAWN = 10;

/** Players a picture draws, one column each beside the round and `$` (the picture's 14 columns); /table scoresheet has every one. */
const PLAYERS_DRAWN = 12;

/**
 * VJ-10: at the game's end, the scoresheet as a picture, laid out as the
 * seed's sheet is (and /table scoresheet): a row per round with its `$`
 * (the round's bet; round 1: the ante) and a column per player, the
 * winner's column marked `*`; then the totals (bold) and any sudden
 * death; under it the winners, the pot as the seed sums it and what each
 * was paid (issue 30). Vitaji is played in the open (every roll was
 * announced), so the whole sheet may be drawn.
 */
export function vitajiPicture(
  events: readonly RecordedEvent<VitajiEvent>[],
  { view }: PlayingTable<VitajiView>,
  sources: PictureSources<VitajiEvent>,
): ScoreGrid | null {
  const winner = events.find((event) => event.type === 'game' && event.name === 'winner');
  if (winner?.type !== 'game' || winner.name !== 'winner') return null;
  const log = sources.log();
  const sheet = vitajiSheet({ ...view, winners: winner.data.winners }, log, (userId) => sources.name(userId));
  // The sheet's rows: one per round (numbered), then the totals and any sudden death.
  const rounds = sheet.rows.filter((row) => /^\d+$/.test(row[0] ?? ''));
  const below = sheet.rows.slice(rounds.length);
  const drawn = rounds.slice(-ROUNDS_DRAWN);
  const first = rounds.length - drawn.length;
  const columns = 2 + PLAYERS_DRAWN;
  const playersLeftOut = Math.max(0, sheet.players.length - PLAYERS_DRAWN);
  const paid = moneyLines(sheetMoney(log), { name: (userId) => sources.name(userId), money: (amount) => sources.money(amount) }, { pot: false });
  return {
    kind: 'grid',
    file: 'vitaji-scoresheet.png',
    title: t('picture-vitaji-title'),
    header: sheet.header.slice(0, columns),
    rows: [...drawn, ...below].map((row) => row.slice(0, columns)),
    // The totals row, bold.
    marked: [drawn.length],
    caption: [
      t('picture-vitaji-winners', { winners: winner.data.winners.map((player) => sources.name(player)).join(', ') }),
      t('picture-vitaji-pot', { sum: sheet.pot }),
      ...paid,
      ...(first > 0 ? [t('picture-vitaji-rounds-left-out', { last: first })] : []),
      ...(playersLeftOut > 0 ? [t('picture-vitaji-players-left-out', { count: playersLeftOut })] : []),
    ],
  };
}
