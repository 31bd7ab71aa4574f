// Eleven's public dice as the table shows them: the six-sided dice of the order roll, round roll and tie rolls (EL-2, EL-4, EL-5).
import type { PlayEvent, PublicDice } from '../../../engine/contract.js';
import type { ElevenEvent } from './events.js';

/** Every Eleven roll is public (EL-2, EL-4, EL-5): six-sided dice, as each event lists them. */
export function elevenDice(event: PlayEvent<ElevenEvent>): PublicDice[] {
  switch (event.name) {
    case 'order-roll':
    case 'round-roll':
    case 'tie-roll':
      return event.data.rolls.map(({ player, dice }) => ({ owner: player, sides: 6, faces: dice }));
    default:
      return [];
  }
}
