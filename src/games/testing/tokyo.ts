/** Tokyo on the shared game driver, for the rule tests in src/games/tokyo/. */

import type { RuleEvent } from '../../engine/contract.js';
import type { TokyoEvent } from '../tokyo/rules/events.js';
import { tokyo } from '../tokyo/rules/game.js';
import type { TokyoAction } from '../tokyo/rules/options.js';
import type { TokyoState } from '../tokyo/rules/state.js';
import { type Played as DrivenPlay, GameDriver, named } from './game-driver.js';

export { hiddenRolls as rolls, moves, named, reveals } from './game-driver.js';

export const tokyoDriver = new GameDriver(tokyo);
export const { start, play, refusal, expectOk } = tokyoDriver;
export type Played = DrivenPlay<TokyoState, TokyoEvent>;

export const announce = (value: number): TokyoAction => ({ kind: 'announce', value });
export const raise = (value: number): TokyoAction => ({ kind: 'raise', value });
export const ROLL: TokyoAction = { kind: 'roll' };
export const DOUBT: TokyoAction = { kind: 'doubt' };
export const ACCEPT: TokyoAction = { kind: 'accept' };

export const livesOf = (state: TokyoState) => Object.fromEntries(tokyo.publicView(state).seats.map((seat) => [seat.player, seat.lives]));
export const lost = (events: RuleEvent<TokyoEvent>[]) => named(events, 'lives').map(({ player, lost: count }) => [player, count]);
