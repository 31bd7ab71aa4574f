// The engine put together: the table service with its features attached. The bot, the sandbox, tests and benches all build it here.
import type { Store } from '../db/store.js';
import type { AnyGame } from './contract.js';
import type { DiceSource } from './dice/rng.js';
import { TableSideBets } from './markets/side-bets.js';
import { Recorder } from './records/recorder.js';
import type { TableServiceOptions } from './tables/reads.js';
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
export function createEngine(store: Store, games: readonly AnyGame[], dice: DiceSource, options: TableServiceOptions = {}): Engine {
  const tables = new TableService(store, games, dice, options);
  const sideBets = new TableSideBets(store, tables);
  const tournaments = new TournamentService(store, tables, dice);
  tables.attach(new Recorder(store), sideBets, tournaments);
  return { tables, sideBets, tournaments };
}
