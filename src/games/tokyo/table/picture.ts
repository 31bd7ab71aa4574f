// The picture drawn when a Tokyo cup is doubted: the two dice it hid, with what was announced and what they make (TK-4b).
import type { PlayingTable } from '../../../discord/kit/game-module.js';
import type { RecordedEvent } from '../../../engine/tables/recorded.js';
import type { DiceBoard, PictureSources } from '../../../pictures/spec.js';
import type { TokyoEvent } from '../rules/events.js';
import type { TokyoView } from '../rules/view.js';
import { tokyoWords } from '../words/index.js';
import { valueName } from './render.js';

const { t } = tokyoWords;

/**
 * TK-4b: a doubt lifts the cup; the picture shows the two dice it hid,
 * with what was announced and what they make. Only the cup the action
 * revealed is drawn (a cup accepted unseen, TK-6, never is).
 */
export function tokyoPicture(
  events: readonly RecordedEvent<TokyoEvent>[],
  { view }: PlayingTable<TokyoView>,
  sources: PictureSources<TokyoEvent>,
): DiceBoard | null {
  const doubt = events.find((event) => event.type === 'game' && event.name === 'doubt');
  if (doubt?.type !== 'game' || doubt.name !== 'doubt') return null;
  const { hand, doubter, announcer, announced, actual, truthful, tokyo } = doubt.data;
  const cups = events.flatMap((event) => (event.type === 'revealed' ? [event] : []));
  if (cups.length === 0) return null;
  // 42 and 63 are named as double and triple Tokyo only if 21 had been announced in that hand (TK-10).
  const named = (value: number) => valueName(value, { variants: view.variants, tokyoAnnounced: tokyo });
  return {
    kind: 'dice',
    file: `tokyo-hand-${hand}.png`,
    title: t('picture-tokyo-title', { hand }),
    rows: cups.map((cup) => ({
      name: sources.name(announcer),
      dice: cup.dice,
      note: t(truthful ? 'picture-tokyo-note-true' : 'picture-tokyo-note-false'),
    })),
    highlight: [],
    caption: [
      t('picture-tokyo-doubt', { doubter: sources.name(doubter), announcer: sources.name(announcer) }),
      t('picture-tokyo-values', { announced: named(announced), actual: named(actual) }),
    ],
  };
}
