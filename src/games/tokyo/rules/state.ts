// Tokyo's saved game state: seats, lives, the hidden cup and who answers for it, the standing announcement, pot and who went out.
import type { UserId } from '../../../engine/contract.js';
import { nextInOrder } from '../../shared/seating.js';
import type { Variants } from './values.js';

/** The cup: two dice only their roller has seen (nobody, after a blind raise passes them on). */
export interface Cup {
  dice: [number, number];
  handle: string;
  roller: UserId;
}

/** Plain JSON; the hand-by-hand history lives in the action log. */
export interface TokyoState {
  variants: Variants;
  seats: UserId[];
  lives: Record<UserId, number>;
  hand: number;
  /** Rolls made so far, for unique hidden-roll handles. */
  rolls: number;
  /** `announce`: the holder has rolled and must announce; `respond`: the holder answers the announcement. */
  phase: 'announce' | 'respond';
  holder: UserId | null;
  /** Who answers for the dice under the cup (TK-4c moves it to a blind raiser). */
  announcer: UserId | null;
  announcement: number | null;
  /** The announcement before this one in the hand (Beghel's "failing to equal" a 21, TK-14). */
  previousAnnouncement: number | null;
  /** The standing announcement was a blind raise (TK-4c). */
  blind: boolean;
  /** 21 was announced in this hand (TK-10). */
  tokyoAnnounced: boolean;
  cup: Cup | null;
  pot: number;
  winner: UserId | null;
  outOrder: UserId[][];
}

export function alive(state: TokyoState): UserId[] {
  return state.seats.filter((player) => (state.lives[player] ?? 0) > 0);
}

/** The next player clockwise after `player` still in (TK-7 skips those who are out). */
export function nextAfter(state: TokyoState, player: UserId): UserId | null {
  return nextInOrder(state.seats, player, (candidate) => (state.lives[candidate] ?? 0) > 0);
}

/** `player` if still in, else the next one who is (TK-7). */
export function orNext(state: TokyoState, player: UserId): UserId | null {
  return (state.lives[player] ?? 0) > 0 ? player : nextAfter(state, player);
}
