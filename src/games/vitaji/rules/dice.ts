// Vitaji's public dice as the table shows them: each roll and reroll, and sudden-death rolls, with the table's die size (VJ-6, VJ-7).
import type { PlayEvent, PublicDice } from '../../../engine/contract.js';
import type { VitajiEvent } from './events.js';
import type { VitajiState } from './state.js';

/** Every Vitaji roll is public (VJ-6, VJ-7): one die of the table's size, rolled or rerolled, or a sudden-death roll. */
export function vitajiDice(event: PlayEvent<VitajiEvent>, state: VitajiState): PublicDice[] {
  const sides = state.settings.sides;
  switch (event.name) {
    case 'roll':
      return [{ owner: event.data.player, sides, faces: [event.data.value] }];
    case 'sudden-death':
      return Object.entries(event.data.rolls).map(([owner, face]) => ({ owner, sides, faces: [face] }));
    default:
      return [];
  }
}
