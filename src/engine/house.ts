// House players and the odds: what one seat may see of a table (its own seat view and the public view), and the pure decisions a game makes from that sight alone.
import type { UserId } from './contract.js';
import type { Rng } from './dice/rng.js';

/** How well a house player plays: the levels a host may seat. */
export const HOUSE_LEVELS = ['easy', 'hard'] as const;
export type HouseLevel = (typeof HOUSE_LEVELS)[number];

/** The bench's yardstick beside the levels: any legal move, at random. Never seated at a table. */
export type PlayingLevel = HouseLevel | 'random';

/**
 * Everything a house player decides from, and everything `/odds` reads:
 * one seat's sight of the table. Built by the engine from `publicView` and
 * `seatView(state, me)`, never from the state, so no other seat's hidden
 * dice can be in it (test/house-sight.test.ts scans for them).
 */
export interface SeatSight<PublicView, SeatView> {
  me: UserId;
  table: PublicView;
  own: SeatView;
  /** The table's clock (call windows, LD-9). */
  now: number;
}

/**
 * A game's house player: the move for the seat the table waits for, from
 * that seat's sight alone, with dice (bluffs, ties) from the injected RNG.
 * It returns a move the rules take whenever the table waits for `me`; the
 * engine falls back to the turn's default move if the rules refuse it.
 */
export interface HousePlayer<PublicView, SeatView, Action> {
  decide(sight: SeatSight<PublicView, SeatView>, level: PlayingLevel, rng: Rng): Action;
  /** When the table lets the awaited player move at the earliest (LD-9: a bid waits out the call window); absent: at once. */
  readyAt?(table: PublicView): number;
}

/**
 * A house player's seat id: `house-<n>-<level>`, n counting the house seats
 * at its table. Never a Discord snowflake (those are digits only), so no
 * member can hold it, and it carries its level, so a seat needs no column
 * more: a table's seats are all the engine keeps of a player.
 */
const HOUSE_SEAT = /^house-(\d+)-(easy|hard)$/;

/** The house itself: the owner of its account on the ledger (economy/ledger.ts houseOf), never a member's id. */
export const HOUSE_OWNER = 'house';

export function houseSeatId(number: number, level: HouseLevel): string {
  return `house-${number}-${level}`;
}

/**
 * A house seat, or the house itself (`house`, the owner of its account:
 * what a refund or a leftover names when it pays the house back).
 */
export function isHouse(userId: UserId): boolean {
  return userId === HOUSE_OWNER || HOUSE_SEAT.test(userId);
}

/** A house seat's number and level; null for a member. */
export function houseSeat(userId: UserId): { number: number; level: HouseLevel } | null {
  const match = HOUSE_SEAT.exec(userId);
  const level = HOUSE_LEVELS.find((candidate) => candidate === match?.[2]);
  return match && level ? { number: Number(match[1]), level } : null;
}
