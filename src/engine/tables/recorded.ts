import type { EventShape, PlayEvent, StakeHolder, UserId } from '../contract.js';

/**
 * What the table service records of an action and hands to the Discord
 * layer: its own events, the public side of hidden rolls, money moved, and
 * the game's own events. Nothing here can carry an unrevealed die.
 */

/** What the table service itself announces. */
export interface TableEvent {
  type: 'table';
  what:
    | 'opened'
    | 'joined'
    | 'watching'
    | 'left'
    | 'kicked'
    | 'started'
    | 'ended'
    /** Ended by the bot, not by a member: a tournament game too few are left to play (VJ-11). Refunded as an end. */
    | 'called-off'
    | 'abandoned'
    | 'finished'
    | 'paused'
    | 'resumed'
    /** The awaited player ran out of time (`by`: a moderator skipped them): the game's default move follows. */
    | 'timed-out'
    /** Out of time twice in a row: they forfeit, as a leave. */
    | 'forfeited'
    /** A seated player took a team, or moved to another (VJ-9). */
    | 'team'
    /** EL-1: the table started as groups that play at once, each a table of its own. */
    | 'split'
    /** EL-1: every group of a split table has ended. */
    | 'groups-ended'
    /** VJ-11 side bets at this table: a member backed a player (not announced: the lobby shows the odds). */
    | 'bet'
    /** The winners' backers were paid (`paid`), the bets were all refunded (void), or those on a player who went were. */
    | 'bets-paid'
    | 'bets-void'
    | 'bets-refunded'
    /** Issue 28: a finished game's rules left money in the table (`amount`); it went back to those who put it in (`paid`). */
    | 'leftover-returned';
  member?: UserId;
  by?: UserId;
  team?: string;
  /** Side bets: what each bettor got back. */
  paid?: Record<UserId, number>;
  /** `bets-void`: why every stake went back — the table was cancelled, nobody backed a winner, or it started as groups (EL-1). */
  reason?: 'cancelled' | 'unbacked' | 'groups';
  /** `bet`: the player backed, and the stake. */
  player?: UserId;
  amount?: number;
  /** `split`: each group's table, where it plays and who plays in it. */
  groups?: { table: number; channel: string; players: UserId[] }[];
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
