// What the table played for a Vitaji player whose time ran out, as the channel's phrase (issue 30).
import type { PlayEvent } from '../../../engine/contract.js';
import type { VitajiEvent } from '../rules/events.js';
import { vitajiActionSchema } from '../rules/options.js';
import { vitajiWords } from '../words/index.js';

const { t } = vitajiWords;

/** The ruling's default: meet if they can pay, else drop; open the betting with 0; pass a reroll; add a triple's bonus. */
export function vitajiPlayed(move: unknown, events: readonly PlayEvent<VitajiEvent>[], player: string): string | null {
  const action = vitajiActionSchema.safeParse(move);
  if (!action.success) return null;
  const own = events.find((event) => 'player' in event.data && event.data.player === player);
  switch (action.data.kind) {
    case 'bet':
      return t('vitaji-played-open', { amount: action.data.amount });
    case 'meet':
      return own?.name === 'meet' ? t('vitaji-played-meet', { amount: own.data.amount }) : null;
    case 'drop':
      return t('vitaji-played-drop');
    case 'pass':
      return t('vitaji-played-pass');
    case 'bonus':
      return own?.name === 'bonus' ? t('vitaji-played-bonus', { value: own.data.value }) : null;
    case 'reroll':
    case 'stand':
      return null;
  }
}
