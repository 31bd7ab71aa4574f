// Vitaji as the engine sees it: ties the options, rules, views and default move into one Game, with the ante as its stake (VJ-1 … VJ-10).
import type { Game } from '../../../engine/contract.js';
import { awaited } from './default-move.js';
import { vitajiDice } from './dice.js';
import type { VitajiEvent } from './events.js';
import { vitajiHouse } from './house.js';
import type { VitajiSeatView } from './odds.js';
import { settle, type VitajiAction, type VitajiOptions, vitajiActionSchema, vitajiOptionsSchema } from './options.js';
import { apply, removePlayer, setup } from './rules.js';
import type { VitajiState } from './state.js';
import { placings, publicView, summary, type VitajiView } from './view.js';

/** Vitaji (RULES.md VJ-1 … VJ-10). */
export const vitaji: Game<VitajiOptions, VitajiState, VitajiAction, VitajiView, VitajiSeatView, VitajiEvent> = {
  id: 'vitaji',
  minPlayers: 2, // VJ-2: 2–12 recommended, more allowed
  teams: true,
  // Players bet as they go (VJ-3): the table shows what each has left.
  showsPurses: true,
  optionsSchema: vitajiOptionsSchema,
  actionSchema: vitajiActionSchema,
  // VJ-2: the ante; bets come later, from what is left.
  stakeAtStart: (options) => settle(options).ante,
  setup,
  apply,
  removePlayer,
  publicView,
  // Nothing is hidden in Vitaji: every roll is public. A seat's own view is empty, but a seat has one (issue 33: a house player and /odds decide from it).
  seatView: (state, player) => (state.seats.includes(player) ? {} : null),
  awaited,
  isOver: (state) => state.phase === 'over',
  placings,
  summary,
  publicDice: vitajiDice,
  house: vitajiHouse,
};
