/**
 * Vitaji on the shared game driver, for the rule tests in src/games/vitaji/:
 * a table that keeps its action log (the scoresheet reads it), and whole
 * betting and rolling phases played in one step.
 */

import type { VitajiEvent } from '../vitaji/rules/events.js';
import { vitaji } from '../vitaji/rules/game.js';
import type { VitajiSeatView } from '../vitaji/rules/odds.js';
import type { VitajiAction, VitajiOptions } from '../vitaji/rules/options.js';
import type { VitajiState } from '../vitaji/rules/state.js';
import type { VitajiView } from '../vitaji/rules/view.js';
import { DrivenTable, GameDriver } from './game-driver.js';

export { moves, named } from './game-driver.js';

export const vitajiDriver = new GameDriver(vitaji);

export class Table extends DrivenTable<VitajiOptions, VitajiState, VitajiAction, VitajiView, VitajiSeatView, VitajiEvent> {
  /** `teams`: each seat's team (VJ-9). */
  constructor(ids: readonly string[], options: Record<string, unknown>, dice: readonly number[], teams: Record<string, string> = {}) {
    super(vitajiDriver, ids, options, dice, { teams });
  }

  /** Everyone still in takes `pick()` on their turn until the phase is over; `dice`: every roll that follows. */
  private loop(phase: VitajiState['phase'], pick: () => VitajiAction, dice: readonly number[]) {
    const round = this.state.round;
    return this.run(dice, (step) => {
      while (this.state.phase === phase && this.state.round === round) step(this.state.turn!, pick());
    });
  }

  /** The betting phase: the first player opens at `open`, everyone else meets. `dice`: the rolling phase's. */
  bettingRound(dice: readonly number[] = [], open = 0) {
    return this.loop('betting', () => (this.state.betting!.opened ? { kind: 'meet' } : { kind: 'bet', amount: open }), dice);
  }

  /** Everyone passes until the round ends. `dice`: any rolls after it (sudden death). */
  passRound(dice: readonly number[] = []) {
    return this.loop('rolling', () => ({ kind: 'pass' }), dice);
  }
}

export const bet = (amount: number): VitajiAction => ({ kind: 'bet', amount });
export const meet: VitajiAction = { kind: 'meet' };
export const drop: VitajiAction = { kind: 'drop' };
export const pass: VitajiAction = { kind: 'pass' };
export const reroll: VitajiAction = { kind: 'reroll' };
export const bonus = (choice: 'add' | 'double' | 'reroll'): VitajiAction => ({ kind: 'bonus', choice });
export const scores = (table: Table) => table.view.seats.map((seat) => seat.score);
