// BotContext, what every handler is given: the Discord client, the log, and the engine's services, never the database itself.
import type { Client } from 'discord.js';
import type { Commitments } from '../../engine/dice/commitments.js';
import type { Rng } from '../../engine/dice/rng.js';
import type { Wallets } from '../../engine/economy/wallet-service.js';
import type { TableSideBets } from '../../engine/markets/side-bets.js';
import type { Records } from '../../engine/records/records.js';
import type { Interactions } from '../../engine/servers/interactions.js';
import type { Members } from '../../engine/servers/members.js';
import type { ServedShards } from '../../engine/servers/served-shards.js';
import type { Servers } from '../../engine/servers/servers.js';
import type { TableService } from '../../engine/tables/service.js';
import type { TableBook } from '../../engine/tables/table-book.js';
import type { TournamentService } from '../../engine/tournaments/service.js';
import type { TournamentBook } from '../../engine/tournaments/tournament-book.js';
import type { WriteLock } from '../../engine/write-lock.js';
import type { Logger } from '../../log.js';
import type { Pictures } from '../../pictures/index.js';
import type { Announcer } from '../delivery/announcer.js';
import type { ClosedDms } from '../delivery/closed-dms.js';
import type { TableMessenger } from '../delivery/table-messenger.js';
import type { InstalledGames } from './installed-games.js';

/**
 * What every handler is given: the bot's own pieces, never module globals.
 * The engine comes as its services, never as the database (issue 29).
 */
export interface BotContext {
  client: Client;
  log: Logger;
  tables: TableService;
  /** Beside the table service: which tables are unfinished or ended, and their messages (set, owed). */
  tableBook: TableBook;
  /** VJ-11: `/table bet`, a table's own side bets. */
  sideBets: TableSideBets;
  /** VJ-11 tournaments: their brackets, prize pools and side bets. */
  tournaments: TournamentService;
  /** Beside the tournament service: the latest in a channel, its message, pool and markets, its news owed. */
  tournamentBook: TournamentBook;
  /** Each server's settings. */
  servers: Servers;
  /** The members' names, languages and DM channels. */
  members: Members;
  wallets: Wallets;
  /** Results, ratings and the dice shown. */
  records: Records;
  /** Hidden dice committed, found and verified. */
  commitments: Commitments;
  /** The interactions already handled (issue 28). */
  interactions: Interactions;
  /** How writes wait for another program's write lock (issue 27). */
  writeLock: WriteLock;
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
  /** Issue 31: the servers whose turn timers and unshown outbox this process owns (`SHARDS`): every one unless the shards are split between processes. */
  served: ServedShards;
  /** When this process started: what its predecessor (the same shards) left in the outbox is its own to show (issue 32). */
  startedAt: number;
  /**
   * Issue 32: the actions this process is showing now. A backlog behind
   * Discord's limits may hold one past the time others wait (HELD_MS): the
   * once-a-minute look for what was let go then leaves it to the showing
   * under way instead of showing it twice.
   */
  showingNow: Set<number>;
}
