// Whom a Valere table waits for, and the move made if time runs out: keep the lowest die as point die; meet the bet, else drop or fold; open at 0.
import type { AwaitedTurn } from '../../../engine/contract.js';
import type { ValereAction } from './options.js';
import type { ValereState } from './state.js';

/**
 * Whom the table waits for, and what is played for them when their time
 * runs out: while hands are chosen, every player not settled, on one clock,
 * keeps their lowest die as point die (the highest sum, VA-2); betting, they meet the bet
 * if they can, else drop out (VA-6 rounds) or fold (side-bets); the one who
 * opens bets 0.
 */
export function awaited(state: ValereState): AwaitedTurn<ValereAction> | null {
  if (state.phase === 'over') return null;
  if (state.phase === 'choosing') {
    const choosing = state.playing.filter((candidate) => !state.out.includes(candidate) && state.points[candidate] === undefined);
    const [player] = choosing;
    // Issue 30: the choice is made by all at once, so it runs on one deadline for everyone still choosing.
    return player ? { player, onTimeout: [{ kind: 'point' }], together: choosing } : null;
  }
  const turn = state.betting?.turn;
  if (!turn) return null;
  const leave: ValereAction = state.phase === 'side-betting' ? { kind: 'fold' } : { kind: 'drop' };
  return { player: turn, onTimeout: state.betting?.opened ? [{ kind: 'meet' }, leave] : [{ kind: 'bet', amount: 0 }] };
}
