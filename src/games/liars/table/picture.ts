// The picture drawn at a Liar's Dice call: every revealed hand, the bid's face (and wild ones) highlighted, with the bid, the count, the verdict and who loses (LD-15).
import type { PlayingTable } from '../../../discord/kit/game-module.js';
import type { RecordedEvent } from '../../../engine/tables/recorded.js';
import type { DiceBoard, PictureSources } from '../../../pictures/spec.js';
import type { LiarsEvent } from '../rules/events.js';
import type { LiarsView } from '../rules/view.js';
import { liarsWords } from '../words/index.js';
import { verdictLine } from './render.js';

const { t } = liarsWords;

/**
 * LD-15: at a call every hand is revealed; the picture shows them, the
 * bid's face highlighted (and ones, when they counted as wild: LD-17,
 * LD-19), with the bid and the count under them, then the verdict and
 * who loses a die (LD-10, LD-11) and who is out of the game (issue 30).
 * Only the dice the action revealed to the channel are drawn.
 */
export function liarsPicture(
  events: readonly RecordedEvent<LiarsEvent>[],
  _table: PlayingTable<LiarsView>,
  sources: PictureSources<LiarsEvent>,
): DiceBoard | null {
  const call = events.find((event) => event.type === 'game' && event.name === 'call');
  if (call?.type !== 'game' || call.name !== 'call') return null;
  const { round, caller, bettor, quantity, face, count, ones } = call.data;
  const rows = events.flatMap((event) => (event.type === 'revealed' ? [{ name: sources.name(event.owner), dice: event.dice }] : []));
  if (rows.length === 0) return null;
  // `ones` is present exactly when ones were counted as wild in this call (LD-19).
  const wild = ones !== undefined && face !== 1;
  const name = (userId: string) => sources.name(userId);
  const out = events.flatMap((event) => (event.type === 'game' && event.name === 'eliminated' ? [name(event.data.player)] : []));
  return {
    kind: 'dice',
    file: `liars-round-${round}.png`,
    title: t('picture-liars-title', { round }),
    rows,
    highlight: wild ? [face, 1] : [face],
    caption: [
      t('picture-liars-bid', { caller: sources.name(caller), bettor: sources.name(bettor), quantity, face }),
      wild ? t('picture-liars-count-ones', { count, ones }) : t('picture-liars-count', { count }),
      verdictLine(call.data, name),
      ...(out.length > 0 ? [t('picture-liars-out', { players: out.join(', ') })] : []),
    ],
  };
}
