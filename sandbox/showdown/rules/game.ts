/**
 * Showdown: the sandbox's demo game, so a table can be tried end to end
 * before any of the five real games is installed. It is not one of the
 * RULES.md games and the production bot does not run it. Everyone pays the
 * buy-in into the pot and gets one hidden d6; in seat order each player
 * shows; when the last has shown, every die is revealed and the highest
 * takes the pot (ties: earliest seat).
 */
import type { Game, Outcome, RuleEvent, UserId } from '../../../src/engine/contract.js';
import { refusals } from '../../../src/engine/refusal.js';
import { buyIns, payPot } from '../../../src/games/shared/pot.js';
import type { ShowdownKey } from '../words/index.js';
import { type ShowdownAction, type ShowdownOptions, showdownActionSchema, showdownOptionsSchema } from './options.js';
import { handleOf, type ShowdownEvent, type ShowdownState } from './state.js';
import { placings, publicView, type ShowdownSeatView, type ShowdownView, seatView, summary } from './view.js';

/** What Showdown's rules refuse with: a misspelt code does not compile. */
export type ShowdownRefusalCode = 'game-over' | 'not-playing' | 'not-your-turn' | 'unknown-action';

const { refuse } = refusals<ShowdownKey, ShowdownRefusalCode>();

const remaining = (state: ShowdownState): UserId[] => state.order.filter((player) => !state.out.includes(player));

/** Moves the game on: a lone survivor wins; otherwise the next to show, or the reveal when all have shown. */
function advance(state: ShowdownState, events: RuleEvent<ShowdownEvent>[]): Outcome<ShowdownState, ShowdownEvent> {
  const left = remaining(state);
  if (left.length === 1) return win({ ...state, turn: null }, left[0]!, events);
  const next = left.find((player) => !state.shown.includes(player));
  if (next !== undefined) return { ok: true, state: { ...state, turn: next }, events };
  const revealed: RuleEvent<ShowdownEvent>[] = [...events, { type: 'reveal', handles: state.order.map(handleOf) }];
  // Highest die wins; `left` is in seat order and only a strictly higher die replaces the best, so ties go to the earlier seat.
  const best = left.reduce((top, player) => (state.dice[player]! > state.dice[top]! ? player : top));
  return win({ ...state, turn: null, revealed: true }, best, revealed);
}

function win(state: ShowdownState, winner: UserId, events: RuleEvent<ShowdownEvent>[]): Outcome<ShowdownState, ShowdownEvent> {
  return { ok: true, state: { ...state, winner, pot: 0 }, events: [...events, ...payPot(state.pot, [winner])] };
}

export const showdown: Game<ShowdownOptions, ShowdownState, ShowdownAction, ShowdownView, ShowdownSeatView, ShowdownEvent> = {
  id: 'showdown',
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: showdownOptionsSchema,
  actionSchema: showdownActionSchema,
  stakeAtStart: (options) => options.buy_in,

  setup({ seats, options, rng }) {
    const order = [...seats].sort((a, b) => a.position - b.position).map((seat) => seat.userId);
    const events: RuleEvent<ShowdownEvent>[] = [];
    const dice: Record<UserId, number> = {};
    for (const player of order) {
      events.push(...buyIns([player], options.buy_in));
      const die = rng.int(1, 6);
      dice[player] = die;
      events.push({ type: 'hidden-roll', handle: handleOf(player), owner: player, label: '1d6', dice: [die] });
    }
    const state: ShowdownState = {
      order,
      dice,
      shown: [],
      out: [],
      turn: order[0] ?? null,
      pot: options.buy_in * order.length,
      revealed: false,
      winner: null,
    };
    return { ok: true, state, events };
  },

  apply(state, actor, action) {
    if (action.kind !== 'show') return refuse('unknown-action', 'error-unknown-button');
    if (state.winner !== null) return refuse('game-over', 'error-table-closed');
    if (state.turn !== actor) return refuse('not-your-turn', 'showdown-not-your-turn', { player: state.turn ? { member: state.turn } : '—' });
    return advance({ ...state, shown: [...state.shown, actor] }, [{ type: 'game', name: 'shown', data: { player: actor } }]);
  },

  removePlayer(state, player) {
    if (!state.order.includes(player) || state.out.includes(player)) return refuse('not-playing', 'error-not-seated');
    if (state.winner !== null) return refuse('game-over', 'error-table-closed');
    return advance({ ...state, out: [...state.out, player] }, []);
  },

  publicView,
  seatView,

  awaited(state) {
    return state.winner === null && state.turn !== null ? { player: state.turn, onTimeout: [{ kind: 'show' }] } : null;
  },

  isOver(state) {
    return state.winner !== null;
  },

  summary,
  placings,
};
