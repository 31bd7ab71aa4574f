// The game options a tournament's tables are opened with (VJ-11): game, server and tournament defaults merged, checked once at the opening.
import type { AnyGame } from '../contract.js';
import { type RuleError, ruleError } from '../refusal.js';
import { openingOptions } from '../tables/opening.js';
import { largestFinal, smallestGroup, type TableSeats, type TournamentOptions } from './options.js';

/**
 * VJ-11 (ruling: a tournament's games are played at points with each
 * game's own defaults, the server's defaults for that game, then the
 * tournament's `options`): the options every one of its tables is opened
 * with, judged once at `/tournament open` as `/<game> open` judges them.
 * `typed` is what is stored: each table's options are parsed from it again
 * (with the points its players carry), so the game's defaults fill in there
 * exactly as at an open.
 */
export function tournamentGameOptions(
  game: AnyGame,
  serverDefaults: Readonly<Record<string, unknown>>,
  given: Readonly<Record<string, unknown>>,
  points: number,
): { ok: true; typed: Record<string, unknown> } | { ok: false; error: RuleError } {
  const typed = { ...(game.tournamentDefaults ?? {}), ...serverDefaults, ...given };
  // A tournament seats each group by its draw: teams (VJ-9) would need a draw of teams.
  if (typed.teams === true) return { ok: false, error: ruleError('tournament-teams', 'error-tournament-teams') };
  const opened = openingOptions(game, tableOptions(typed, points));
  if (!opened.ok) return opened;
  // Tournament points are what a betting game's players end each game with: a game that moves none would be decided by dice at the cut alone.
  if (game.showsPurses && game.wagers && !game.wagers(opened.options)) {
    return { ok: false, error: ruleError('tournament-no-wagering', 'error-tournament-no-wagering', { game: { game: game.id } }) };
  }
  return { ok: true, typed };
}

/** One tournament table's options as an open would type them: at points, each player's stack the tournament's points. */
export const tableOptions = (typed: Readonly<Record<string, unknown>>, points: number) => ({ ...typed, stakes: 'points', stack: points });

/** A bracket no entrants could play: groups the game cannot seat, or nobody left out of a group. */
export function bracketRefusal(gameId: string, settings: TournamentOptions, seats: TableSeats): RuleError | null {
  const { group_size: size, advance } = settings;
  const game = { game: gameId };
  if (advance >= size) return ruleError('advance-too-big', 'error-tournament-advance', { size, max: size - 1 });
  if (size < seats.minPlayers) return ruleError('group-too-small', 'error-tournament-group-too-small', { game, min: seats.minPlayers });
  if (seats.maxPlayers !== null && largestFinal(seats, size, advance) > seats.maxPlayers) {
    const fits = seats.maxPlayers - smallestGroup(seats, advance) + 1;
    return ruleError('group-too-big', 'error-tournament-group-too-big', { game, max: seats.maxPlayers, fits });
  }
  return null;
}
