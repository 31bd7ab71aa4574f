/** Liar's Dice on the shared game driver, for the rule tests in src/games/liars/: every seat tagged DND unless told. */

import type { RuleEvent } from '../../engine/contract.js';
import { liars } from '../liars/rules/game.js';
import type { LiarsAction } from '../liars/rules/options.js';
import type { LiarsState } from '../liars/rules/state.js';
import { GameDriver, hiddenRolls } from './game-driver.js';

export { named } from './game-driver.js';

export const T0 = 1_700_000_000_000;

export const liarsDriver = new GameDriver(liars, { now: T0, tag: 'DND' });
export const { start, play, refusal, expectOk } = liarsDriver;

export const bid = (quantity: number, face: number): LiarsAction => ({ kind: 'bid', quantity, face });
export const call = (ref?: string): LiarsAction => (ref === undefined ? { kind: 'call' } : { kind: 'call', bid: ref });
export const diceOf = (state: LiarsState) => Object.fromEntries(liars.publicView(state).seats.map((seat) => [seat.player, seat.dice]));

/** Each hidden hand dealt: whose, under which handle, which dice. */
export const rolls = (events: readonly RuleEvent[]) => hiddenRolls(events).map(({ handle, owner, dice }) => ({ handle, owner, dice }));
