import type { Client } from 'discord.js';
import type { Db } from '../../db/connection.js';
import type { Rng } from '../../engine/dice/rng.js';
import type { Logger } from '../../log.js';
import type { Pictures } from '../../pictures/index.js';
import type { TableSideBets } from '../../engine/markets/side-bets.js';
import type { TableService } from '../../engine/tables/service.js';
import type { TournamentService } from '../../engine/tournaments/service.js';
import type { InstalledGames } from './installed-games.js';
import type { Announcer } from '../delivery/announcer.js';
import type { ClosedDms } from '../delivery/closed-dms.js';
import type { TableMessenger } from '../delivery/table-messenger.js';

/** What every handler is given: the bot's own pieces, never module globals. */
export interface BotContext {
  client: Client;
  db: Db;
  log: Logger;
  tables: TableService;
  /** VJ-11: `/table bet`, a table's own side bets. */
  sideBets: TableSideBets;
  /** VJ-11 tournaments: their brackets, prize pools and side bets. */
  tournaments: TournamentService;
  /** The games the bot runs: rules, words, renderers and plays. */
  games: InstalledGames;
  /** The table messages, kept current. */
  messenger: TableMessenger;
  /** Members found with closed DMs, per table. */
  closedDms: ClosedDms;
  /** Every public message about a table, per channel, within Discord's 5 in 5 seconds. */
  announcer: Announcer;
  /** Pictures of the table (revealed dice, scoresheets, brackets), each state drawn once. */
  pictures: Pictures;
  /** Dice for /roll; the table service holds the same one for games. */
  rng: Rng;
  /** The bot's clock: turn timers and call windows read it, the sandbox moves it. */
  now: () => number;
}
