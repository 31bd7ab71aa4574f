// Whom a Vitaji table waits for, and the move made if time runs out: meet the bet or drop out (open at 0), pass when rolling, take a triple's bonus.
import type { AwaitedTurn } from '../../../engine/contract.js';
import type { VitajiAction } from './options.js';
import type { VitajiState } from './state.js';

/**
 * Whom the table waits for, and what is played for them when their time runs
 * out: in betting they meet the bet if they can afford it, else drop out
 * (the one who opens bets 0); rolling, they pass; a triple's bonus is added.
 */
export function awaited(state: VitajiState): AwaitedTurn<VitajiAction> | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'bonus') {
    const pending = state.pendingBonus[0];
    return pending ? { player: pending.player, onTimeout: [{ kind: 'bonus', choice: 'add' }] } : null;
  }
  if (state.turn === null) return null;
  if (state.phase === 'rolling') return { player: state.turn, onTimeout: [{ kind: 'pass' }] };
  const opened = state.betting?.opened === true;
  return { player: state.turn, onTimeout: opened ? [{ kind: 'meet' }, { kind: 'drop' }] : [{ kind: 'bet', amount: 0 }] };
}
