// What a Vitaji table shows (everything is public): scores, results, rerolls, the betting, teams and whose turn; and the placings.
import type { PlayerSummary, UserId } from '../../../engine/contract.js';
import { type BetRange, betRange } from '../../shared/betting.js';
import { rankedBy } from '../../shared/places.js';
import type { VitajiAction } from './options.js';
import { paidSoFar, remaining, type VitajiState } from './state.js';

/** Vitaji is played in the open: the view is the whole table, bounded by the players, not the rounds. */
export interface VitajiView {
  round: number;
  rounds: number;
  sides: number;
  phase: VitajiState['phase'];
  roundBet: number;
  ante: number;
  /** `put`: this round's betting so far (null outside it); `paid`: everything put into the pot (null in a game saved before it was counted). */
  seats: {
    player: UserId;
    team: string | null;
    dropped: boolean;
    score: number;
    rerolls: number;
    result: number | null;
    put: number | null;
    paid: number | null;
  }[];
  turn: UserId | null;
  /** What the player whose move it is may do (`allowedActions`); in the bonus phase, whoever still owes a choice. */
  choices: VitajiAction['kind'][];
  /**
   * The betting phase: the bet to meet, the cap (VJ-5), and the bets the
   * rules allow the player to act (null: none); the renderer offers those
   * they can pay.
   */
  betting: { bet: number; cap: number | null; opened: boolean; range: BetRange | null } | null;
  pendingBonus: UserId[];
  /** VJ-8: each triple awaiting its bonus, with its number (what adding it is worth). */
  triples: { player: UserId; value: number }[];
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
      paid: paidSoFar(state, player),
    })),
    turn: state.turn,
    choices: state.phase === 'bonus' ? ['bonus'] : state.turn === null ? [] : allowedActions(state, state.turn),
    betting: betting ? { bet: betting.bet, cap: betting.cap, opened: betting.opened, range: betRange(betting) } : null,
    pendingBonus: state.pendingBonus.map((bonus) => bonus.player),
    triples: state.pendingBonus.map(({ player, value }) => ({ player, value })),
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
    const canBet = state.betting !== null && betRange(state.betting) !== null;
    return [...(canBet ? ['bet' as const] : []), ...(state.betting?.opened ? ['meet' as const] : []), 'drop'];
  }
  return state.rerolls[player]! > 0 ? ['reroll', 'pass', 'stand'] : ['pass'];
}

/** Winners first; then by score (equal scores share a place), dropped players last. */
export function placings(state: VitajiState): UserId[][] {
  if (state.phase !== 'over') return [];
  const others = rankedBy(
    remaining(state).filter((player) => !state.winners.includes(player)),
    (player) => state.scores[player]!,
  );
  const dropped = state.dropped.length > 0 ? [[...state.dropped]] : [];
  return [[...state.winners], ...others, ...dropped];
}
