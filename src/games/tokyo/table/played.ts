// What the table played for a Tokyo player whose time ran out, as the channel's phrase (issue 30).
import type { PlayingTable } from '../../../discord/kit/game-module.js';
import type { PlayEvent } from '../../../engine/contract.js';
import type { TokyoEvent } from '../rules/events.js';
import { tokyoActionSchema } from '../rules/options.js';
import type { TokyoView } from '../rules/view.js';
import { tokyoWords } from '../words/index.js';
import { valueName } from './render.js';

const { t } = tokyoWords;

/** The ruling's default: lift the cup (a doubt), or announce the lowest value allowed. */
export function tokyoPlayed(move: unknown, events: readonly PlayEvent<TokyoEvent>[], player: string, table: PlayingTable<TokyoView>): string | null {
  const action = tokyoActionSchema.safeParse(move);
  if (!action.success) return null;
  if (action.data.kind === 'doubt') return t('tokyo-played-doubt');
  const announced = events.find((event) => event.name === 'announce' && event.data.player === player);
  return announced?.name === 'announce' ? t('tokyo-played-announce', { value: valueName(announced.data.value, table.view) }) : null;
}
