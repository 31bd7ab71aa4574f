// Showdown's state as the table service stores it, and its own events.
import type { UserId } from '../../../src/engine/contract.js';

/** Plain JSON: the service stores it as such. */
export interface ShowdownState {
  /** Seat order at the start. */
  order: UserId[];
  dice: Record<UserId, number>;
  shown: UserId[];
  out: UserId[];
  turn: UserId | null;
  pot: number;
  revealed: boolean;
  winner: UserId | null;
}

/** What the channel and the scoresheet learn: who showed, in order. */
export type ShowdownEvent = { name: 'shown'; data: { player: UserId } };

/** The handle of a player's hidden die: unique at the table, named again by the reveal. */
export const handleOf = (player: UserId): string => `h:${player}`;
