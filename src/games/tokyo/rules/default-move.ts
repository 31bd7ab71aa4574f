// Whom a Tokyo table waits for (the cup holder), and the move made if time runs out: doubt, or announce the lowest value allowed.
import type { AwaitedTurn } from '../../../engine/contract.js';
import type { TokyoAction } from './options.js';
import type { TokyoState } from './state.js';
import { legalAnnouncements } from './values.js';

/**
 * Whom the table waits for, and what is played for them when their time runs
 * out: the cup holder doubts (TK-4b, TK-6); one who has rolled and must
 * still announce announces the lowest value allowed (our ruling: the turn
 * passes on, and the dice may still give them away when doubted).
 */
export function awaited(state: TokyoState): AwaitedTurn<TokyoAction> | null {
  if (state.winner !== null || state.holder === null) return null;
  if (state.phase === 'respond') return { player: state.holder, onTimeout: [{ kind: 'doubt' }] };
  const lowest = legalAnnouncements(state.announcement, state.variants, state.tokyoAnnounced)[0];
  return { player: state.holder, onTimeout: lowest === undefined ? [] : [{ kind: 'announce', value: lowest }] };
}
