// The engine put together: the table service with its features attached. The bot, the sandbox, tests and benches all build it here.
import type { Db } from '../db/connection.js';
import type { AnyGame } from './contract.js';
import type { DiceSource } from './dice/rng.js';
import { TableSideBets } from './markets/side-bets.js';
import { Recorder } from './records/recorder.js';
import { TableService } from './tables/service.js';
import { TournamentService } from './tournaments/service.js';

/** The engine's services, sharing one connection and one table service. */
export interface Engine {
  tables: TableService;
  /** VJ-11: `/table bet`, a table's own side bets. */
  sideBets: TableSideBets;
  /** VJ-11 tournaments: their brackets, prize pools and side bets. */
  tournaments: TournamentService;
}

/**
 * The table service with every feature that sits on it attached, in the
 * order each hook point calls them: records (the dice shown, a finished
 * game's results), the table's side bets, tournaments (a game's end moves
 * its bracket on). The core imports none of them (tables/contract.ts,
 * `TableHooks`).
 */
export function createEngine(db: Db, games: readonly AnyGame[], dice: DiceSource, options: { cachedTables?: number } = {}): Engine {
  const tables = new TableService(db, games, dice, options);
  const sideBets = new TableSideBets(db, tables);
  const tournaments = new TournamentService(db, tables, dice);
  tables.attach(new Recorder(db), sideBets, tournaments);
  return { tables, sideBets, tournaments };
}
