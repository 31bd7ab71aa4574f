// The table service's plans for the clock: pausing and resuming a table, and a turn that runs out of time (default move, or forfeit).
import type { AnyGame } from '../contract.js';
import { isHouse } from '../house.js';
import { ruleError } from '../refusal.js';
import { awaitedHouse, HOUSE_PAUSE_MS, houseMove } from './house-plans.js';
import {
  type Actor,
  afterRules,
  fail,
  isHost,
  type Plan,
  type PlanInput,
  type Planned,
  refusedWhilePaused,
  removeSeat,
  seatOf,
  type TableCommand,
  unchanged,
} from './plan-terms.js';
import type { Deadline, Pause, TableRecord } from './repository.js';

/**
 * The table's clock: pausing and resuming it (multi-day games), and a turn
 * that runs out of time — the game's default move for the awaited player,
 * or their forfeit when it is the second time in a row.
 */

function mayPause(table: TableRecord, actor: Actor): Planned | null {
  if (!isHost(table, actor) && !actor.isModerator) {
    return fail(ruleError('not-host-or-moderator', 'error-not-host-or-moderator', { host: { member: table.hostId } }));
  }
  if (table.status === 'lobby') return fail(ruleError('game-not-started', 'error-game-not-started'));
  return null;
}

/** Timers stop; what was left of the deadline is kept for the resume. */
export function pause(input: PlanInput): Planned {
  const { table, actor, now } = input;
  const refused = mayPause(table, actor);
  if (refused) return refused;
  if (table.paused) return fail(ruleError('already-paused', 'error-already-paused', { member: { member: table.paused.by } }));
  const leftMs = table.deadline ? Math.max(0, table.deadline.at - now) : null;
  return {
    ok: true,
    plan: { ...unchanged(table), paused: { by: actor.userId, leftMs }, tableEvents: [{ type: 'table', what: 'paused', by: actor.userId }] },
  };
}

export function resume(input: PlanInput): Planned {
  const { table, actor } = input;
  const refused = mayPause(table, actor);
  if (refused) return refused;
  if (!table.paused) return fail(ruleError('not-paused', 'error-not-paused'));
  return { ok: true, plan: { ...unchanged(table), paused: null, tableEvents: [{ type: 'table', what: 'resumed', by: actor.userId }] } };
}

/**
 * The awaited player's time ran out (or a moderator skips them): the first
 * time, the game's default move is played for them; the second time in a
 * row, they forfeit, as if they had left.
 */
export function expire(input: PlanInput, command: Extract<TableCommand, { kind: 'expire' }>): Planned {
  const { table, game, actor, rng, now } = input;
  if (command.force && !actor.isModerator) return fail(ruleError('not-moderator', 'error-not-moderator'));
  if (table.status !== 'active') return fail(ruleError('game-not-started', 'error-game-not-started'));
  const paused = refusedWhilePaused(table);
  if (paused) return paused;
  const awaited = game.awaited(table.state);
  if (!awaited) return fail(ruleError('nobody-awaited', 'error-nobody-awaited'));
  // Issue 33: a house player's deadline is its pause: when it is up, the house moves (a skip by a moderator too).
  const house = awaitedHouse(awaited);
  if (house !== null && table.deadline?.player === house && (command.force || table.deadline.at <= now)) return houseMove(input, house);
  // The timer acts only on the deadline it saw pass: an action since has moved the turn on.
  const due = table.deadline !== null && table.deadline.player === awaited.player && table.deadline.at <= now;
  if (!command.force && !due) return fail(ruleError('not-due', 'error-not-due'));
  const seat = seatOf(table, awaited.player);
  const by = command.force ? { by: actor.userId } : {};
  if (seat && seat.timeouts >= 1) {
    const forfeit = removeSeat(input, awaited.player, 'left');
    if (!forfeit.ok) return forfeit;
    const events = forfeit.plan.tableEvents.map((event) => (event.what === 'left' ? { ...event, what: 'forfeited' as const, ...by } : event));
    return { ok: true, plan: { ...forfeit.plan, tableEvents: events } };
  }
  const move = awaited.onTimeout[command.fallback ?? 0];
  if (move === undefined) return fail(ruleError('no-default-move', 'error-no-default-move'));
  return afterRules(table, game, game.apply(table.state, awaited.player, move, rng, now), {
    seatChanges: [{ op: 'timeouts', userId: awaited.player, timeouts: (seat?.timeouts ?? 0) + 1 }],
    tableEvents: [{ type: 'table', what: 'timed-out', member: awaited.player, ...by, move: game.logged ? game.logged(move) : move }],
  });
}

/**
 * The turn timer after a command: the awaited player gets the table's
 * timeout from now. Nothing moved in the game (a watcher came): the clock
 * runs on. Resumed: they get back what was left of their time. None while
 * paused, for a table without a timer, or when nobody is awaited.
 */
export function deadlineAfter(game: AnyGame, table: TableRecord, plan: Plan, now: number): Deadline | null {
  // A table without a game of its own (split into groups, EL-1) awaits nobody: its groups keep their own clocks.
  if (plan.status !== 'active' || plan.paused || plan.state === null) return null;
  const awaited = game.awaited(plan.state);
  if (!awaited) return null;
  const house = awaitedHouse(awaited);
  if (house !== null) return houseDeadline(game, table, plan, house, now);
  if (table.turnTimeoutMs === null) return null;
  if (plan.state === table.state && table.deadline?.player === awaited.player) return table.deadline;
  // Issue 30: a choice made at once keeps its one deadline while those still choosing were already awaited with the rest
  // (not a house player's pause: the members still choosing get a whole turn once it has moved).
  const before = table.deadline && table.status === 'active' && table.state !== null ? game.awaited(table.state) : null;
  const fromHouse = table.deadline !== null && isHouse(table.deadline.player);
  if (table.deadline && !fromHouse && awaited.together && before?.together?.length && awaited.together.every((player) => before.together?.includes(player))) {
    return { ...table.deadline, player: awaited.player };
  }
  const left = table.paused?.leftMs ?? table.turnTimeoutMs;
  // Resumed past half time: the reminder went out before the pause.
  return { at: now + left, player: awaited.player, reminded: left <= table.turnTimeoutMs / 2 };
}

/**
 * Issue 33: a house player awaited moves after its pause (HOUSE_PAUSE_MS,
 * at most half the turn timer), and not before the rules let it (LD-9: a
 * bid waits out the call window): its deadline, with no reminder. Kept as
 * it was while nothing moved.
 */
function houseDeadline(game: AnyGame, table: TableRecord, plan: Plan, house: string, now: number): Deadline {
  if (plan.state === table.state && table.deadline?.player === house) return table.deadline;
  const pause = table.turnTimeoutMs === null ? HOUSE_PAUSE_MS : Math.min(HOUSE_PAUSE_MS, table.turnTimeoutMs / 2);
  const ready = game.house?.readyAt?.(game.publicView(plan.state)) ?? now;
  return { at: Math.max(now + pause, ready), player: house, reminded: true };
}

/**
 * The pause after a command: gone with the game. A leave or kick during
 * the pause that passes the turn on leaves the next player a whole turn
 * at the resume, not what was left of the other's.
 */
export function pausedAfter(game: AnyGame, table: TableRecord, plan: Plan): Pause | null {
  if (!plan.paused || plan.status !== 'active') return null;
  if (!table.paused || plan.paused.leftMs === null) return plan.paused;
  const turnPassed = game.awaited(table.state)?.player !== game.awaited(plan.state)?.player;
  return turnPassed ? { ...plan.paused, leftMs: null } : plan.paused;
}
