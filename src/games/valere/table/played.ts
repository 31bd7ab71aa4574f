// What the table played for a Valere player whose time ran out, as the channel's phrase (issue 30).
import type { PlayEvent } from '../../../engine/contract.js';
import type { ValereEvent } from '../rules/events.js';
import { valereActionSchema } from '../rules/options.js';
import { valereWords } from '../words/index.js';

const { t } = valereWords;

/**
 * The ruling's default: the lowest die as point die (said as the rule, never
 * as a face: VA-2), meet or drop or fold, open the betting with 0.
 */
export function valerePlayed(move: unknown, events: readonly PlayEvent<ValereEvent>[], player: string): string | null {
  const action = valereActionSchema.safeParse(move);
  if (!action.success) return null;
  switch (action.data.kind) {
    case 'point':
      return t('valere-played-point');
    case 'bet':
      return t('valere-played-open', { amount: action.data.amount });
    case 'meet': {
      const met = events.find((event) => event.name === 'meet' && event.data.player === player);
      return met?.name === 'meet' ? t('valere-played-meet', { amount: met.data.amount }) : null;
    }
    case 'drop':
      return t('valere-played-drop');
    case 'fold':
      return t('valere-played-fold');
    default:
      return null;
  }
}
