// The terms every table plan is written in: the commands, the plan and its input, and the steps the plans share.

import type { AnyGame, Outcome, RuleEvent, UserId } from '../contract.js';
import type { Rng } from '../dice/rng.js';
import { type HouseLevel, isHouse } from '../house.js';
import { type RuleError, ruleError } from '../refusal.js';
import type { ServerSettings } from '../servers/settings.js';
import type { TableEvent } from './recorded.js';
import { activePlayers, type Pause, type SeatRecord, type TableRecord, type TableStatus } from './repository.js';

/** What a command is, who gives it, and what it decides. */

export interface Actor {
  userId: UserId;
  /** Manage Server or the server's GM role, as Discord reported it for this interaction. */
  isModerator: boolean;
}

export type TableCommand =
  | { kind: 'join'; tag?: string | undefined; team?: string | undefined }
  | { kind: 'watch'; tag?: string | undefined }
  /** Issue 33: the host or a moderator seats a house player of this level. */
  | { kind: 'seat-house'; level: HouseLevel }
  /** Issue 33: the host or a moderator takes the last house player seated out of the lobby. */
  | { kind: 'unseat-house' }
  | { kind: 'leave' }
  /** `groupChannels`: where each group plays when the table starts in groups (EL-1) [all in the table's channel]. */
  | { kind: 'start'; groupChannels?: readonly string[] | undefined }
  /** `calledOff`: the bot ends it (a tournament game too few are left to play), not the member named as actor. */
  | { kind: 'end'; calledOff?: boolean }
  | { kind: 'kick'; member: UserId }
  | { kind: 'play'; action: unknown }
  | { kind: 'pause' }
  | { kind: 'resume' }
  /**
   * The awaited player's time ran out (or a moderator skips them, `force`):
   * the game's default move for them, `fallback` the one to try of several
   * [the first]; the service tries the next when money refuses one.
   */
  | { kind: 'expire'; force: boolean; fallback?: number };

export type SeatChange =
  | { op: 'add'; seat: SeatRecord }
  | { op: 'remove'; userId: UserId }
  | { op: 'mark'; userId: UserId; status: 'left' | 'kicked' }
  | { op: 'timeouts'; userId: UserId; timeouts: number }
  | { op: 'team'; userId: UserId; team: string };

/** What one command does to a table, decided before anything is written. */
export interface Plan {
  status: TableStatus;
  state: unknown;
  placings: UserId[][] | null;
  seatChanges: SeatChange[];
  gameEvents: RuleEvent[];
  tableEvents: TableEvent[];
  refund: boolean;
  /** At start: who is dealt in (their points stacks are funded). */
  startingPlayers: UserId[];
  /** Who paused the table now (null: it runs); the service keeps the deadline in step. */
  paused: Pause | null;
  /** EL-1: at a start in groups, the seats of each group, which the service opens and starts as tables of their own. */
  groups: SeatRecord[][] | null;
}

export interface PlanInput {
  table: TableRecord;
  game: AnyGame;
  actor: Actor;
  command: TableCommand;
  /** The server's settings, read when a command needs them. */
  settings: () => ServerSettings;
  /** Whether any player has moved since the start (a play, or a move made for them when their time ran out). */
  playedSinceStart: () => boolean;
  /** What a member could pay in at this table now (their wallet at a tria table, the stack at a points table), read when needed. */
  purse: (userId: UserId) => number;
  /** Whether the actor holds an open side bet at this table (issue 28: a bettor may not take a seat there), read when joining. */
  backsSomeone: () => boolean;
  rng: Rng;
  now: number;
}

export type Planned = { ok: true; plan: Plan } | { ok: false; error: RuleError };

export const fail = (error: RuleError): Planned => ({ ok: false, error });

/** Nothing moves at a paused table: the refusal names who paused it. */
export function refusedWhilePaused(table: TableRecord): Planned | null {
  return table.paused ? fail(ruleError('paused', 'error-paused', { member: { member: table.paused.by } })) : null;
}

export function unchanged(table: TableRecord): Plan {
  return {
    status: table.status,
    state: table.state,
    placings: table.placings,
    seatChanges: [],
    gameEvents: [],
    tableEvents: [],
    refund: false,
    startingPlayers: [],
    paused: table.paused,
    groups: null,
  };
}

export function seatOf(table: TableRecord, userId: UserId): SeatRecord | undefined {
  return table.seats.find((seat) => seat.userId === userId && seat.status === 'seated');
}

/** The rules' answer folded into the plan; a finished game records its placings. */
export function afterRules(table: TableRecord, game: AnyGame, outcome: Outcome<unknown>, base: Partial<Plan>): Planned {
  if (!outcome.ok) return fail(outcome.error);
  const over = game.isOver(outcome.state);
  const plan: Plan = {
    ...unchanged(table),
    ...base,
    state: outcome.state,
    gameEvents: outcome.events,
    status: over ? 'finished' : 'active',
    placings: over ? game.placings(outcome.state) : null,
  };
  if (over) plan.tableEvents = [...plan.tableEvents, { type: 'table', what: 'finished' }];
  return { ok: true, plan };
}

/** Removed by a moderator: the member does not come back to this table, as player or watcher. */
export function wasKicked(table: TableRecord, userId: UserId): boolean {
  return table.seats.some((seat) => seat.userId === userId && seat.status === 'kicked');
}

/** Leaving and being kicked are one thing to the rules: the seat empties. */
export function removeSeat(input: PlanInput, member: UserId, how: 'left' | 'kicked'): Planned {
  const { table, game, actor, rng, now } = input;
  const seat = seatOf(table, member);
  if (!seat) {
    return fail(
      how === 'left' ? ruleError('not-seated', 'error-not-seated') : ruleError('member-not-seated', 'error-member-not-seated', { player: { member } }),
    );
  }
  const tableEvents: TableEvent[] = [how === 'left' ? { type: 'table', what: 'left', member } : { type: 'table', what: 'kicked', member, by: actor.userId }];
  const inLobby = table.status === 'lobby';
  // A kicked member's seat is kept, marked, so they cannot come back; one who left may.
  const seatChange: SeatChange =
    how === 'kicked'
      ? { op: 'mark', userId: member, status: 'kicked' }
      : inLobby || seat.role === 'watcher'
        ? { op: 'remove', userId: member }
        : { op: 'mark', userId: member, status: 'left' };
  const others = activePlayers(table).filter((player) => player.userId !== member);
  // Issue 33: a lobby left to house players alone is abandoned too (nobody is there to start it). A game under way
  // plays on among them: a member leaving a game they are losing does not get their stake back.
  const abandoned = others.length === 0 || (inLobby && others.every((player) => isHouse(player.userId)));
  if (seat.role === 'player' && abandoned) {
    // Abandoned by the last player: treated as cancelled (RULES, common terms).
    return {
      ok: true,
      plan: {
        ...unchanged(table),
        status: 'cancelled',
        seatChanges: [seatChange],
        tableEvents: [...tableEvents, { type: 'table', what: 'abandoned' }],
        refund: true,
      },
    };
  }
  // In the lobby (or for a watcher) nothing has been staked or dealt: the seat simply goes.
  if (inLobby || seat.role === 'watcher') return { ok: true, plan: { ...unchanged(table), seatChanges: [seatChange], tableEvents } };
  // A player the rules already count out (eliminated) just leaves the table; the game goes on.
  if (game.summary(table.state, member).out) return { ok: true, plan: { ...unchanged(table), seatChanges: [seatChange], tableEvents } };
  return afterRules(table, game, game.removePlayer(table.state, member, rng, now), { seatChanges: [seatChange], tableEvents });
}

/** The host's rights, unless a moderator removed the host from the table. */
export function isHost(table: TableRecord, actor: Actor): boolean {
  return actor.userId === table.hostId && !wasKicked(table, actor.userId);
}
