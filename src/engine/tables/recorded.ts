// The event types the table service records and hands to the Discord layer: table events, public commitments, reveals, money moves, game events.
import type { EventShape, PlayEvent, StakeHolder, UserId } from '../contract.js';

/**
 * What the table service records of an action and hands to the Discord
 * layer: its own events, the public side of hidden rolls, money moved, and
 * the game's own events. Nothing here can carry an unrevealed die.
 */

/**
 * What the table service itself announces: one kind per `what`, each with
 * the fields it carries and no other (the action log stores them as JSON in
 * this shape), so a renderer's `switch (event.what)` is checked whole.
 */
export type TableEvent =
  | { type: 'table'; what: 'opened' | 'joined' | 'watching'; member: UserId }
  | { type: 'table'; what: 'left'; member: UserId }
  | { type: 'table'; what: 'kicked'; member: UserId; by: UserId }
  | { type: 'table'; what: 'started' | 'ended' | 'paused' | 'resumed'; by: UserId }
  /** `called-off`: ended by the bot, not by a member: a tournament game too few are left to play (VJ-11). Refunded as an end. */
  | { type: 'table'; what: 'called-off' | 'abandoned' | 'finished' }
  /**
   * The awaited player ran out of time (`by`: a moderator skipped them): the
   * game's default move follows. `move`: that move as the action log keeps
   * it (public: a secret choice is kept only as its kind, VA-2), so the
   * channel can say what was played for them (issue 30; absent in older logs).
   */
  | { type: 'table'; what: 'timed-out'; member: UserId; by?: UserId; move?: unknown }
  /** Out of time twice in a row (`by`: skipped by a moderator): they forfeit, as a leave. */
  | { type: 'table'; what: 'forfeited'; member: UserId; by?: UserId }
  /** A seated player took a team, or moved to another (VJ-9). */
  | { type: 'table'; what: 'team'; member: UserId; team: string }
  /** EL-1: the table started as groups that play at once, each a table of its own: where each plays and who plays in it. */
  | { type: 'table'; what: 'split'; groups: SplitGroup[] }
  /** EL-1: every group of a split table has ended. */
  | { type: 'table'; what: 'groups-ended' }
  /** VJ-11 side bets at this table: a member backed a player with a stake (not announced: the lobby shows the odds). */
  | { type: 'table'; what: 'bet'; member: UserId; player: UserId; amount: number }
  /** The winners' backers were paid: what each bettor got back. */
  | { type: 'table'; what: 'bets-paid'; paid: Record<UserId, number> }
  /** Every stake went back, and why: the table was cancelled, nobody backed a winner, or it started as groups (EL-1). */
  | { type: 'table'; what: 'bets-void'; reason: 'cancelled' | 'unbacked' | 'groups'; paid: Record<UserId, number> }
  /** The bets on a player who went were refunded. */
  | { type: 'table'; what: 'bets-refunded'; member: UserId; paid: Record<UserId, number> }
  /** Issue 28: a finished game's rules left money in the table (`amount`); it went back to those who put it in (`paid`). */
  | { type: 'table'; what: 'leftover-returned'; amount: number; paid: Record<UserId, number> };

/** How a player went: a leave, a kick (and by whom) or a forfeit (out of time twice). */
export type Departure = Extract<TableEvent, { what: 'left' | 'kicked' | 'forfeited' }>;

/** LD-18: how a player who went mid-game went, as the table recorded it in the same action (so a sheet never calls a kick a leave). */
export function departureOf(events: readonly RecordedEvent[], player: UserId): Departure | undefined {
  return events.find(
    (event): event is Departure =>
      event.type === 'table' && (event.what === 'left' || event.what === 'kicked' || event.what === 'forfeited') && event.member === player,
  );
}

/** EL-1: one group of a split table: its own table, where it plays and who plays in it. */
export interface SplitGroup {
  table: number;
  channel: string;
  players: UserId[];
}

/** A hidden roll, as the channel may know it: who, what, and the commitment. */
export interface CommittedEvent {
  type: 'committed';
  code: string;
  owner: UserId;
  label: string;
}

export interface RevealedEvent {
  type: 'revealed';
  code: string;
  hash: string;
  owner: UserId;
  label: string;
  dice: number[];
  salt: string;
}

export interface MovedEvent {
  type: 'moved';
  from: StakeHolder;
  to: StakeHolder;
  amount: number;
}

/** An event as the action log keeps it and the channel may see it. */
export type RecordedEvent<Event extends EventShape = EventShape> = TableEvent | CommittedEvent | RevealedEvent | MovedEvent | PlayEvent<Event>;

/** One entry of a table's action log: who did what, and what it caused, publicly. */
export interface LoggedAction<Event extends EventShape = EventShape> {
  version: number;
  actorId: UserId | null;
  kind: string;
  events: RecordedEvent<Event>[];
  at: number;
}
