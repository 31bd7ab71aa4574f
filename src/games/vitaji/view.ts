import type { PlayerSummary, UserId } from '../contract.js';
import { betChoices } from '../shared/betting.js';
import type { VitajiAction } from './options.js';
import { remaining, type VitajiState } from './state.js';

/** Vitaji is played in the open: the view is the whole table, bounded by the players, not the rounds. */
export interface VitajiView {
  round: number;
  rounds: number;
  sides: number;
  phase: VitajiState['phase'];
  roundBet: number;
  ante: number;
  seats: { player: UserId; team: string | null; dropped: boolean; score: number; rerolls: number; result: number | null; put: number | null }[];
  turn: UserId | null;
  /** What the player whose move it is may do (`allowedActions`); in the bonus phase, whoever still owes a choice. */
  choices: VitajiAction['kind'][];
  /** The betting phase: the bet to meet, the cap (VJ-5), and the amounts the bet menu offers. */
  betting: { bet: number; cap: number | null; opened: boolean; amounts: number[] } | null;
  pendingBonus: UserId[];
  pot: number;
  winners: UserId[];
}

export function publicView(state: VitajiState): VitajiView {
  const { betting } = state;
  return {
    round: state.round,
    rounds: state.settings.rounds,
    sides: state.settings.sides,
    phase: state.phase,
    roundBet: state.roundBet,
    ante: state.settings.ante,
    seats: state.seats.map((player) => ({
      player,
      team: state.teamOf?.[player] ?? null,
      dropped: state.dropped.includes(player),
      score: state.scores[player] ?? 0,
      rerolls: state.rerolls[player] ?? 0,
      result: state.results[player] ?? null,
      put: betting ? (betting.put[player] ?? 0) : null,
    })),
    turn: state.turn,
    choices: state.phase === 'bonus' ? ['bonus'] : state.turn === null ? [] : allowedActions(state, state.turn),
    betting: betting ? { bet: betting.bet, cap: betting.cap, opened: betting.opened, amounts: betChoices(betting) } : null,
    pendingBonus: state.pendingBonus.map((bonus) => bonus.player),
    pot: state.pot,
    winners: state.winners,
  };
}

export function summary(state: VitajiState, player: UserId): PlayerSummary {
  return { out: state.dropped.includes(player), score: state.scores[player] ?? 0, lives: null, dice: null };
}

export function allowedActions(state: VitajiState, player: UserId): VitajiAction['kind'][] {
  if (state.phase === 'over' || state.dropped.includes(player)) return [];
  if (state.phase === 'bonus') return state.pendingBonus.some((bonus) => bonus.player === player) ? ['bonus'] : [];
  if (state.turn !== player) return [];
  if (state.phase === 'betting') {
    const canBet = state.betting !== null && betChoices(state.betting).length > 0;
    return [...(canBet ? ['bet' as const] : []), ...(state.betting?.opened ? ['meet' as const] : []), 'drop'];
  }
  return state.rerolls[player]! > 0 ? ['reroll', 'pass'] : ['pass'];
}

/** Winners first; then by score, dropped players last. */
export function placings(state: VitajiState): UserId[][] {
  if (state.phase !== 'over') return [];
  const others = remaining(state)
    .filter((player) => !state.winners.includes(player))
    .sort((a, b) => state.scores[b]! - state.scores[a]!)
    .map((player) => [player]);
  const dropped = state.dropped.length > 0 ? [[...state.dropped]] : [];
  return [[...state.winners], ...others, ...dropped];
}
