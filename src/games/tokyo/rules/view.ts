// What a Tokyo table may show (never the dice under the cup): lives, holder, announcement, the holder's choices; the roller's own dice; placings.
import type { PlayerSummary, UserId } from '../../../engine/contract.js';
import { placingsFrom } from '../../shared/pot.js';
import { choices, raiseValues } from './rules.js';
import type { TokyoState } from './state.js';
import { legalAnnouncements, type Variants } from './values.js';

/** What the channel may know: never the dice under the cup. */
export interface TokyoView {
  hand: number;
  seats: { player: UserId; lives: number }[];
  holder: UserId | null;
  phase: TokyoState['phase'];
  announcement: number | null;
  announcer: UserId | null;
  /** The last announcement was a blind raise. */
  blind: boolean;
  tokyoAnnounced: boolean;
  /** What the cup holder may do now (`allowedActions`): the table message offers exactly these. */
  choices: ReturnType<typeof choices>;
  /** What may be announced now (after a roll), and raised to blind. */
  announceValues: number[];
  raiseValues: number[];
  variants: Variants;
  pot: number;
  winner: UserId | null;
}

/** What `player` may do now: the cup holder's choices (the table message's), nothing for anyone else. */
export function allowedActions(state: TokyoState, player: UserId): ReturnType<typeof choices> {
  return state.holder === player ? choices(state) : [];
}

export function publicView(state: TokyoState): TokyoView {
  const now = choices(state);
  return {
    hand: state.hand,
    seats: state.seats.map((player) => ({ player, lives: state.lives[player] ?? 0 })),
    holder: state.holder,
    phase: state.phase,
    announcement: state.announcement,
    announcer: state.announcer,
    blind: state.blind,
    tokyoAnnounced: state.tokyoAnnounced,
    choices: now,
    announceValues: now.includes('announce') ? legalAnnouncements(state.announcement, state.variants, state.tokyoAnnounced) : [],
    raiseValues: now.includes('raise') ? raiseValues(state) : [],
    variants: state.variants,
    pot: state.pot,
    winner: state.winner,
  };
}

/** Only the player who rolled the dice under the cup sees them. */
/**
 * What one player sees (TK-3): the cup's dice if they rolled it, else
 * nothing of it (`dice: null`); null for anyone not playing (out, or never
 * seated). A player still in always has a view: it is what a house player
 * decides from (issue 33).
 */
export function seatView(state: TokyoState, player: UserId): { dice: [number, number] | null } | null {
  if ((state.lives[player] ?? 0) === 0) return null;
  return { dice: state.cup && state.cup.roller === player ? [...state.cup.dice] : null };
}

export function summary(state: TokyoState, player: UserId): PlayerSummary {
  const lives = state.lives[player] ?? 0;
  return { out: lives === 0, score: null, lives, dice: null };
}

/** The winner first, then the others, last out first. */
export function placings(state: TokyoState): UserId[][] {
  return state.winner === null ? [] : placingsFrom([state.winner], state.outOrder);
}
