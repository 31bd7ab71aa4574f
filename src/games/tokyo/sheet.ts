import type { Scoresheet, SheetNames } from '../../discord/game-module.js';
import type { LoggedAction } from '../../tables/recorded.js';
import type { PublicTable } from '../../tables/service.js';
import type { TokyoEvent } from './events.js';
import { tokyoWords } from './words.js';

const { t } = tokyoWords;

/** Every hand: its announcements in order, the outcome, the lives lost — read from the action log. */
export function tokyoScoresheet(table: Pick<PublicTable, 'id'>, log: readonly LoggedAction<TokyoEvent>[], names: SheetNames): Scoresheet {
  const name = names.inText;
  const lines = [t('tokyo-sheet-title', { table: table.id })];
  let said: string[] = [];
  let lost: string[] = [];
  const close = () => {
    if (lost.length > 0) lines.push(t('tokyo-sheet-lives', { list: lost.join(', ') }));
    lost = [];
  };
  const flush = () => {
    lines.push(said.length > 0 ? t('tokyo-sheet-announcements', { list: said.join(', ') }) : t('tokyo-sheet-none'));
    said = [];
  };
  for (const event of log.flatMap((action) => action.events)) {
    if (event.type !== 'game') continue;
    switch (event.name) {
      case 'hand':
        close();
        lines.push('', t('tokyo-sheet-hand', { hand: event.data.hand, player: name(event.data.starter) }));
        break;
      case 'announce':
        said.push(`${name(event.data.player)} ${event.data.value}${event.data.blind ? t('tokyo-sheet-blind') : ''}`);
        break;
      case 'doubt':
        flush();
        lines.push(
          t('tokyo-sheet-doubt', {
            doubter: name(event.data.doubter),
            actual: event.data.actual,
            verdict: t(event.data.truthful ? 'tokyo-sheet-true' : 'tokyo-sheet-bluff'),
          }),
        );
        break;
      case 'accept':
      case 'left':
        // Either ends the hand's announcements: the 21 accepted (TK-6), or the hand void (TK-15).
        flush();
        lines.push(t(event.name === 'accept' ? 'tokyo-sheet-accept' : 'tokyo-sheet-left', { player: name(event.data.player) }));
        break;
      case 'lives':
        lost.push(`${name(event.data.player)} −${event.data.lost}`);
        break;
      case 'roll':
      case 'out':
        break;
    }
  }
  close();
  return { text: lines.join('\n') };
}
