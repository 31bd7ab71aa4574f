import type { HiddenDelivery } from '../dice/hidden-rolls.js';
import type { UserId } from '../contract.js';
import type { MarketView } from '../markets/markets.js';
import type { RuleError } from '../refusal.js';
import type { TournamentNews } from '../tournaments/news.js';
import type { Actor, TableCommand } from './command-plans.js';
import type { RecordedEvent } from './recorded.js';
import type { AnnounceMode, NewTable, SeatRecord, TableRecord } from './repository.js';

// The table service's contract: what callers hand it and what it answers; tables/service.ts does the work.

/**
 * A table as anyone may see it: the game's public view instead of its state
 * (null before the game starts), and, in games that show them, what each
 * seated player has left to play with (null elsewhere).
 */
export type PublicTable = Omit<TableRecord, 'state'> & {
  view: unknown;
  purses: Readonly<Record<UserId, number>> | null;
  /** EL-1: a table split into groups shows each group's table (null for every other table). */
  groups: PublicTable[] | null;
  /** VJ-11: the side bets on who wins this table, while its lobby takes them (null when there are none). */
  bets: MarketView | null;
};

export type Applied = {
  ok: true;
  table: PublicTable;
  events: RecordedEvent[];
  deliveries: HiddenDelivery[];
  duplicate: boolean;
  actionId?: number;
  /** EL-1: the other tables the same action changed, each to be shown in its own place: a split table's groups, or the table whose last group this ended. */
  others?: Applied[];
  /** VJ-11: what the tournament this table belongs to said as the action moved it on. */
  news?: TournamentNews[];
};

/**
 * What happens beyond a table when one of its games ends, in the same
 * transaction: a tournament (VJ-11) records the game and moves its
 * bracket on, making the next tables.
 */
export interface TableHooks {
  ended(table: TableRecord, request: ActRequest): { others: Applied[]; news: TournamentNews[] };
  /** What each player's stack starts at, where not every player starts with the table's `stack` (VJ-11: tournament points carried within a tier); null: the table's. */
  stacks(table: TableRecord): Readonly<Record<UserId, number>> | null;
}
export type ActResult = Applied | { ok: false; error: RuleError };

export interface ActRequest {
  tableId: number;
  actor: Actor;
  command: TableCommand;
  /** The Discord interaction; the same one applied twice is applied once. */
  interactionId: string | null;
  /** From a button's custom id: the table version the player was looking at; absent when any version will do. */
  expectedVersion?: number | undefined;
  now: number;
}

/** A table made inside another action (makeTable): where, for what, and who sits at it in which order. */
export type NewTableSpec = Omit<NewTable, 'now'> & { seats: readonly SeatRecord[]; start: boolean };

export interface OpenRequest {
  serverId: string;
  channelId: string;
  parentChannelId?: string | null;
  game: string;
  host: UserId;
  /** The open command's options, as typed; the game's schema parses them. */
  options: Record<string, unknown>;
  /** The turn timer: null, none; absent, the server's. */
  turnTimeoutMs?: number | null | undefined;
  /** How much the table announces [all]. */
  announce?: AnnounceMode | undefined;
  /** The host's team, in a game of teams (VJ-9). */
  team?: string | undefined;
  interactionId: string | null;
  now: number;
}
