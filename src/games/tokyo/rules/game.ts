// Tokyo as the engine sees it: ties the options, rules, views and default move into one Game, with the buy-in as its stake (TK-1 … TK-17).
import type { Game } from '../../../engine/contract.js';
import { awaited } from './default-move.js';
import type { TokyoEvent } from './events.js';
import { tokyoHouse } from './house.js';
import { type TokyoAction, type TokyoOptions, tokyoActionSchema, tokyoOptionsSchema } from './options.js';
import { apply, removePlayer, setup } from './rules.js';
import type { TokyoState } from './state.js';
import { placings, publicView, seatView, summary, type TokyoView } from './view.js';

/** Tokyo, also "21 Bluff" (RULES.md TK-1 … TK-17). */
export const tokyo: Game<TokyoOptions, TokyoState, TokyoAction, TokyoView, { dice: [number, number] | null }, TokyoEvent> = {
  id: 'tokyo',
  minPlayers: 2, // TK-2
  optionsSchema: tokyoOptionsSchema,
  actionSchema: tokyoActionSchema,
  stakeAtStart: (options) => options.buy_in,
  setup,
  apply,
  removePlayer,
  publicView,
  seatView,
  awaited,
  isOver: (state) => state.winner !== null,
  placings,
  summary,
  // A cup is lifted only when doubted, and what is doubted follows what was announced: no fair sample of the dice.
  selectiveReveals: true,
  house: tokyoHouse,
};
