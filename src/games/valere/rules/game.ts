// Valere as the engine sees it: ties the options, rules, views and default move into one Game; logs a point-die choice without the die (VA-2).
import type { Game } from '../../../engine/contract.js';
import { awaited } from './default-move.js';
import type { ValereEvent } from './events.js';
import { valereHouse } from './house.js';
import type { ValereSeatView } from './odds.js';
import { settle, type ValereAction, type ValereOptions, valereActionSchema, valereOptionsSchema } from './options.js';
import { apply, removePlayer, setup } from './rules.js';
import { remaining, type ValereState } from './state.js';
import { placings, publicView, seatView, summary, type ValereView } from './view.js';

/** Valere (RULES.md VA-1 … VA-6). */
export const valere: Game<ValereOptions, ValereState, ValereAction, ValereView, ValereSeatView, ValereEvent> = {
  id: 'valere',
  minPlayers: 2, // VA-1: 2 or more, 2–8 recommended
  // VA-6: players bet as they go; the table shows what each has left.
  showsPurses: true,
  optionsSchema: valereOptionsSchema,
  actionSchema: valereActionSchema,
  // VA-6: the ante when there is wagering, else nothing.
  stakeAtStart: (options) => settle(options).ante,
  // VJ-11 with VA-6: a tournament's points are what each player ends a game with, so its games wager (the ante) unless told otherwise.
  tournamentDefaults: { wagering: 'ante' },
  wagers: (options) => settle(options).wagering !== 'none',
  // VA-2: the point die is chosen in secret; the public action log keeps only that a point die was settled.
  logged: (action) => (action.kind === 'point' ? { kind: 'point' } : action),
  setup,
  apply,
  removePlayer,
  publicView,
  // Issue 33: a player still in has a sight before the deal too (VA-6 rounds bet first), with no dice in it yet.
  seatView: (state, player) => seatView(state, player) ?? (state.phase !== 'over' && remaining(state).includes(player) ? { dice: [], point: null } : null),
  awaited,
  isOver: (state) => state.phase === 'over',
  placings,
  summary,
  house: valereHouse,
};
