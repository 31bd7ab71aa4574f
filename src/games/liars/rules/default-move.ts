// Whom a Liar's Dice table waits for, and the move made for them if time runs out: call the standing bid, or make the smallest raise (LD-5, LD-6).
import type { AwaitedTurn } from '../../../engine/contract.js';
import type { LiarsAction } from './options.js';
import { isRaise } from './rules.js';
import type { LiarsState } from './state.js';

/**
 * Whom the table waits for, and what is played for them when their time runs
 * out: they call the standing bid, or make the smallest raise of the opening
 * "one 1" that nobody's bid can be called on (LD-5, LD-6).
 */
export function awaited(state: LiarsState): AwaitedTurn<LiarsAction> | null {
  if (state.winner !== null || state.turn === null) return null;
  if (state.standingBid.bettor !== null) return { player: state.turn, onTimeout: [{ kind: 'call' }] };
  const { quantity } = state.standingBid;
  const face = [1, 2, 3, 4, 5, 6].find((candidate) => isRaise(state.standingBid, quantity, candidate));
  const smallest = face === undefined ? { quantity: quantity + 1, face: 1 } : { quantity, face };
  return { player: state.turn, onTimeout: [{ kind: 'bid', ...smallest }] };
}
