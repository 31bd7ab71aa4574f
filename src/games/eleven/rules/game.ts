// Eleven as the engine sees it: ties the options, rules, views and default move into one Game (EL-1 … EL-9), split into groups of 3–5.
import type { Game } from '../../../engine/contract.js';
import { awaited } from './default-move.js';
import { elevenDice } from './dice.js';
import type { ElevenEvent } from './events.js';
import { elevenHouse } from './house.js';
import { buyInFor, type ElevenAction, type ElevenOptions, elevenActionSchema, elevenOptionsSchema, MAX_PLAYERS, MIN_PLAYERS } from './options.js';
import { apply, removePlayer, setup } from './rules.js';
import type { ElevenState } from './state.js';
import { type ElevenView, placings, publicView, seatView, summary } from './view.js';

/** Eleven (RULES.md EL-1 … EL-9). */
export const eleven: Game<ElevenOptions, ElevenState, ElevenAction, ElevenView, { left: number[] }, ElevenEvent> = {
  id: 'eleven',
  // EL-1: 3 to 5 play one game; a table of 6 or more is split at its start into groups that play at once.
  minPlayers: MIN_PLAYERS,
  groups: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  optionsSchema: elevenOptionsSchema,
  actionSchema: elevenActionSchema,
  // EL-9: the buy-in into escrow, for tria and at a points table alike (from the table stack).
  stakeAtStart: (options, players) => buyInFor(options, players),
  setup,
  apply,
  removePlayer,
  publicView,
  seatView,
  awaited,
  isOver: (state) => state.phase === 'over',
  placings,
  summary,
  publicDice: elevenDice,
  house: elevenHouse,
};
