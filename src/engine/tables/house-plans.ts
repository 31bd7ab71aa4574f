// Issue 33: the table service's plans for house players: seating one in the lobby, and the move one makes when its short pause is up.
import { type HouseLevel, houseSeat, houseSeatId, isHouse } from '../house.js';
import { ruleError } from '../refusal.js';
import { afterRules, fail, isHost, type Plan, type PlanInput, type Planned, removeSeat, unchanged } from './plan-terms.js';
import { activePlayers, type SeatRecord, type TableRecord } from './repository.js';

/**
 * How long a house player sits with its move: long enough for a table to
 * read as a conversation and for its messages to keep inside a channel's
 * 5 in 5 s, well within any turn timer (never more than half of it).
 */
export const HOUSE_PAUSE_MS = 2500;

/** The house players seated at a table, in seat order. */
export function houseSeats(table: TableRecord): SeatRecord[] {
  return activePlayers(table).filter((seat) => isHouse(seat.userId));
}

/** The host or a moderator may seat and unseat house players, in the lobby only. */
function mayHandleHouse(input: PlanInput): Planned | null {
  const { table, actor } = input;
  if (!isHost(table, actor) && !actor.isModerator) {
    return fail(ruleError('not-host-or-moderator', 'error-not-host-or-moderator', { host: { member: table.hostId } }));
  }
  return table.status === 'lobby' ? null : fail(ruleError('game-started', 'error-game-started'));
}

/** `/table unseat-house`: the last house player seated leaves the lobby (a house player is never kicked: it has no member to name). */
export function unseatHouse(input: PlanInput): Planned {
  const refused = mayHandleHouse(input);
  if (refused) return refused;
  const last = houseSeats(input.table).at(-1);
  if (!last) return fail(ruleError('no-house-seated', 'error-no-house-seated'));
  return removeSeat(input, last.userId, 'left');
}

/**
 * `/table seat-house`: the host or a moderator seats a house player in the
 * lobby. Never at a tournament table (its seats are the bracket's, and the
 * house is never rated with members); the game's own seat limit holds.
 */
export function seatHouse(input: PlanInput, level: HouseLevel): Planned {
  const { table, game } = input;
  const refused = mayHandleHouse(input);
  if (refused) return refused;
  if (!game.house) return fail(ruleError('no-house-players', 'error-no-house-players', { game: { game: game.id } }));
  if (table.tournament) return fail(ruleError('tournament-table', 'error-house-tournament'));
  const players = activePlayers(table);
  if (game.maxPlayers !== undefined && players.length >= game.maxPlayers) {
    return fail(ruleError('table-full', 'error-too-many-players', { game: { game: game.id }, max: game.maxPlayers }));
  }
  // Numbered past every house seat the table ever had, so a seat id is never reused for another player.
  const number = Math.max(0, ...table.seats.map((seat) => houseSeat(seat.userId)?.number ?? 0)) + 1;
  const userId = houseSeatId(number, level);
  const position = Math.max(0, ...players.map((seat) => seat.position ?? 0)) + 1;
  const seat: SeatRecord = { userId, role: 'player', position, tag: null, team: null, status: 'seated', timeouts: 0 };
  return {
    ok: true,
    plan: { ...unchanged(table), seatChanges: [{ op: 'add', seat }], tableEvents: [{ type: 'table', what: 'joined', member: userId }] },
  };
}

/**
 * A house player's pause is up: its move, decided from its own seat's sight
 * (its seat view and the public view, never the state), played through the
 * rules as any player's. Should the rules refuse it, the turn's default
 * move is played instead, so a house player never holds a table up.
 */
export function houseMove(input: PlanInput, player: string): Planned {
  const { table, game, rng, now } = input;
  const seat = houseSeat(player);
  const house = game.house;
  const own = game.seatView(table.state, player);
  if (!seat || !house || own === null) return fail(ruleError('nobody-awaited', 'error-nobody-awaited'));
  const sight = { me: player, table: game.publicView(table.state), own, now };
  const move = house.decide(sight, seat.level, rng);
  const played = game.apply(table.state, player, move, rng, now);
  if (played.ok) return afterRules(table, game, played, {});
  const fallbacks = game.awaited(table.state)?.player === player ? (game.awaited(table.state)?.onTimeout ?? []) : [];
  for (const fallback of fallbacks) {
    const outcome = game.apply(table.state, player, fallback, rng, now);
    if (outcome.ok) return afterRules(table, game, outcome, {});
  }
  return fail(played.error);
}

/** Whether the plan's table waits for a house player first: whom, among those it awaits. */
export function awaitedHouse(awaited: { player: string; together?: readonly string[] } | null): string | null {
  if (!awaited) return null;
  return [awaited.player, ...(awaited.together ?? [])].find(isHouse) ?? null;
}

export type { Plan };
