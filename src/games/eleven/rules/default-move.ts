// Whom an Eleven table waits for (the picker, EL-3) and the move made for them if time runs out: the lowest number they have left.
import type { AwaitedTurn } from '../../../engine/contract.js';
import type { ElevenAction } from './options.js';
import { type ElevenState, picker } from './state.js';

/** Whom the table waits for: the picker (EL-3); when their time runs out, they pick the lowest number they have left. */
export function awaited(state: ElevenState): AwaitedTurn<ElevenAction> | null {
  const player = picker(state);
  return player ? { player, onTimeout: [{ kind: 'pick' }] } : null;
}
