// E2E helper: Liar's Dice moves for a test — start a table with chosen dice, and type a bid once the call window has passed.
import type { SandboxTest } from './helpers.js';

/** The bid menu of the table message, as everyone sees it (its placeholder says whose it is). */
export const BID_MENU = 'Bid (the player marked ◀ only)…';

/** Liar's Dice moves for a test's sandbox: a table started with given dice, and a typed bid once the call window has passed. */
export function liarsPlay(e2e: SandboxTest) {
  return {
    /** Opens a table, seats the players in order and starts it with the given dice (seat order, each hand in a row). */
    play: (players: string[], dice: number[], options: Record<string, string | number | boolean> = {}) => e2e.startGame('liars', players, dice, options),
    async bid(name: string, quantity: number, face: number) {
      await e2e.sandbox.wait(3000); // LD-9: past the call window
      await e2e.sandbox.command(name, { path: ['liars', 'bid'], options: { quantity, face } });
    },
  };
}
