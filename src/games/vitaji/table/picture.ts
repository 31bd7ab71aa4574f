// The picture drawn at the end of a Vitaji game: the scoresheet with a row per player, totals, the last rounds' rolls and the pot (VJ-10).
import type { PlayingTable } from '../../../discord/kit/game-module.js';
import type { RecordedEvent } from '../../../engine/tables/recorded.js';
import type { PictureSources, ScoreGrid } from '../../../pictures/spec.js';
import type { VitajiEvent } from '../rules/events.js';
import type { VitajiView } from '../rules/view.js';
import { vitajiWords } from '../words/index.js';
import { vitajiSheet } from './sheet.js';

const { t } = vitajiWords;

/** Rounds a picture's row holds; a longer game (VJ-1's super and championship) shows its last ones, /table scoresheet every one. */
const ROUNDS_DRAWN = 10;

/**
 * VJ-10: at the game's end, the scoresheet as a picture — a row per
 * player (the winners bold), their total, then each round's rolls as the
 * sheet writes them, and the pot. Vitaji is played in the open (every
 * roll was announced), so the whole sheet may be drawn.
 */
export function vitajiPicture(
  events: readonly RecordedEvent<VitajiEvent>[],
  { view }: PlayingTable<VitajiView>,
  sources: PictureSources<VitajiEvent>,
): ScoreGrid | null {
  const winner = events.find((event) => event.type === 'game' && event.name === 'winner');
  if (winner?.type !== 'game' || winner.name !== 'winner') return null;
  const sheet = vitajiSheet({ ...view, winners: winner.data.winners }, sources.log(), (userId) => sources.name(userId));
  const players = view.seats.map((seat) => seat.player);
  // The sheet's rows: one per round (numbered), then the totals and any sudden death.
  const rounds = sheet.rows.filter((row) => /^\d+$/.test(row[0] ?? ''));
  const drawn = rounds.slice(-ROUNDS_DRAWN);
  const first = rounds.length - drawn.length;
  const header = [t('picture-vitaji-player'), t('picture-vitaji-total'), ...drawn.map((_, index) => t('picture-vitaji-round', { round: first + index + 1 }))];
  const winners = new Set(winner.data.winners);
  const rows = view.seats.map((seat, index) => {
    // Column 2 on: the players, in seat order (the sheet's columns).
    const column = index + 2;
    return [sources.name(seat.player), seat.dropped ? '-' : String(seat.score), ...drawn.map((row) => row[column] ?? '')];
  });
  return {
    kind: 'grid',
    file: 'vitaji-scoresheet.png',
    title: t('picture-vitaji-title'),
    header,
    rows,
    marked: players.flatMap((player, index) => (winners.has(player) ? [index] : [])),
    summary: 1,
    caption: [
      t('picture-vitaji-winners', { winners: winner.data.winners.map((player) => sources.name(player)).join(', ') }),
      t('picture-vitaji-pot', { sum: sheet.pot }),
      ...(first > 0 ? [t('picture-vitaji-rounds-left-out', { last: first })] : []),
    ],
  };
}
