// Liar's Dice as the engine sees it: ties the options, rules, views and default move into one Game, with the buy-in as its stake.
import type { Game } from '../../../engine/contract.js';
import { awaited } from './default-move.js';
import type { LiarsEvent } from './events.js';
import { liarsHouse } from './house.js';
import { type LiarsAction, type LiarsOptions, liarsActionSchema, liarsOptionsSchema } from './options.js';
import { apply, removePlayer, setup } from './rules.js';
import type { LiarsState } from './state.js';
import { type LiarsView, placings, publicView, seatView, summary } from './view.js';

/** Liar's Dice as the community plays it (RULES.md LD-1 … LD-17). */
export const liars: Game<LiarsOptions, LiarsState, LiarsAction, LiarsView, { hand: number[] }, LiarsEvent> = {
  id: 'liars',
  minPlayers: 2, // LD-1: no upper limit
  optionsSchema: liarsOptionsSchema,
  actionSchema: liarsActionSchema,
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
  house: liarsHouse,
};
