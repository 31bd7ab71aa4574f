// The tables as anyone may read them (public views, logs, summaries), the table service's base.

import type { Store, Tx } from '../../db/store.js';
import type { AnyGame, PlayerSummary, UserId } from '../contract.js';
import { type CommitmentRecord, unrevealedAtTable } from '../dice/commitment-store.js';
import { potSettlement } from '../economy/holdings.js';
import type { SeatSight } from '../house.js';
import { invalidOption } from '../invalid-option.js';
import type { RuleError } from '../refusal.js';
import type { ServedShards } from '../servers/served-shards.js';
import { serverSettings } from '../servers/settings.js';
import { readLog } from './action-log.js';
import type { PublicTable } from './contract.js';
import { TableFeatures } from './features.js';
import type { LoggedAction } from './recorded.js';
import { groupsOf, latestTableIn, openTableIn, type TableRecord, tableColumns, tableContents } from './repository.js';
import { pursesAt } from './stakes.js';
import { TableCache } from './table-cache.js';

/** How a table service is set up: its cache, and the servers its process serves (issue 31) [every one]. */
export interface TableServiceOptions {
  cachedTables?: number;
  served?: ServedShards;
}

/** Tables whose parsed contents are kept between actions: enough for every busy table, while an idle one costs nothing. */
const CACHED_TABLES = 256;

/**
 * The tables as anyone may read them, between and inside actions: the
 * public view, the log, the summaries. Reads share
 * one cache of parsed tables with the actions (tables/service.ts, which
 * extends this), so a busy table is parsed once, not at every read.
 */
export class TableReads {
  private readonly games: Map<string, AnyGame>;
  protected readonly cache: TableCache;
  /** The features attached (records, side bets, tournaments): a public table shows their parts. */
  protected readonly features = new TableFeatures();

  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  protected readonly tx: Tx;

  constructor(
    protected readonly store: Store,
    games: readonly AnyGame[],
    options: TableServiceOptions = {},
  ) {
    this.tx = this.store.tx;
    this.games = new Map(games.map((game) => [game.id, game]));
    this.cache = new TableCache(options.cachedTables ?? CACHED_TABLES);
  }

  game(id: string): AnyGame {
    const game = this.games.get(id);
    if (!game) throw new Error(`no game ${id} is registered`);
    return game;
  }

  async tableIn(channelId: string): Promise<number | null> {
    return openTableIn(this.tx, channelId);
  }

  /** The open table here, or the last one that ended: status and scoresheet stay readable after the game. */
  async latestTableIn(channelId: string): Promise<number | null> {
    return latestTableIn(this.tx, channelId);
  }

  /** A table's version, in one cheap read (issue 32: whether a drawing of it is already behind); null when there is no such table. */
  async version(tableId: number): Promise<number | null> {
    return (await tableColumns(this.tx, tableId))?.version ?? null;
  }

  async publicTable(tableId: number): Promise<PublicTable | null> {
    const table = await this.read(tableId);
    return table ? await this.toPublic(table) : null;
  }

  /** The table's action log as anyone may read it: who did what, and the public events it caused. */
  async publicLog(tableId: number): Promise<LoggedAction[]> {
    return readLog(this.tx, tableId);
  }

  /** Every player's public summary (out, score, lives, dice left), for summaries. */
  async summaries(tableId: number): Promise<Map<UserId, PlayerSummary>> {
    const table = await this.read(tableId);
    const summaries = new Map<UserId, PlayerSummary>();
    if (!table || table.state === null) return summaries;
    const game = this.game(table.game);
    for (const seat of table.seats.filter((s) => s.role === 'player')) summaries.set(seat.userId, game.summary(table.state, seat.userId));
    return summaries;
  }

  /**
   * Issue 33: what one seated player sees of their table now (their seat
   * view and the public view), for `/odds`: the same sight a house player
   * decides from, and nothing of another seat's. Null for a table not in
   * play or a member without a seat in its game.
   */
  async sightOf(tableId: number, member: UserId, now: number): Promise<SeatSight<unknown, unknown> | null> {
    const table = await this.read(tableId);
    if (table?.status !== 'active' || table.state === null) return null;
    const game = this.game(table.game);
    const own = game.seatView(table.state, member);
    return own === null ? null : { me: member, table: game.publicView(table.state), own, now };
  }

  /** The hidden rolls at a table this member may still look at (`/table dice`, "Show my dice"). */
  async hiddenRollsFor(tableId: number, member: UserId): Promise<CommitmentRecord[]> {
    return unrevealedAtTable(this.tx, tableId, member);
  }

  /** The game's verdict on an open command's options: null when they are fine. */
  checkOptions(gameId: string, options: Record<string, unknown>): RuleError | null {
    const parsed = this.game(gameId).optionsSchema.safeParse(options);
    return parsed.success ? null : invalidOption(parsed.error);
  }

  /**
   * The table as SQLite holds it now: its columns read, its contents from
   * the cache when the version there is the cached one, parsed afresh when
   * it is not (another connection or process wrote it). Call inside a
   * transaction, so the two reads agree.
   */
  protected async current(tableId: number): Promise<TableRecord | null> {
    const columns = await tableColumns(this.tx, tableId);
    if (!columns) return null;
    const contents = this.cache.get(tableId, columns.version) ?? (await tableContents(this.tx, tableId))!;
    return { ...columns, ...contents };
  }

  /** A table read outside an action: in a read transaction of its own, remembered once it has ended. */
  protected async read(tableId: number): Promise<TableRecord | null> {
    const store = this.store;
    if (store.within()) return this.current(tableId);
    // Its columns and contents from one snapshot; inside a caller's read it is part of that read.
    const table = await store.read(async () => this.current(tableId));
    if (table) this.cache.remember(table);
    return table;
  }

  protected async toPublic(table: TableRecord): Promise<PublicTable> {
    const { state, ...rest } = table;
    const game = this.game(table.game);
    let groups: PublicTable[] | null = null;
    if (table.groupCount !== null) {
      groups = [];
      for (const id of await groupsOf(this.tx, table.id)) groups.push(await this.toPublic((await this.current(id))!));
    }
    const view = state === null ? null : game.publicView(state);
    // The pot's story is told once the table has ended, when its ledger no longer changes.
    const ended = table.status === 'finished' || table.status === 'cancelled';
    const settled = ended ? await potSettlement(this.tx, table.serverId, table.id) : null;
    // Issue 30: a deadline that runs for several at once (a choice made together) says whom.
    const together = rest.deadline && state !== null ? game.awaited(state)?.together : undefined;
    const deadline = rest.deadline && together && together.length > 1 ? { ...rest.deadline, together } : rest.deadline;
    return {
      ...rest,
      deadline,
      view,
      purses: game.showsPurses ? await pursesAt(this.tx, table) : null,
      groups,
      settled,
      offersOdds: table.tournament === null && (await serverSettings(this.tx, table.serverId)).odds,
      ...(await this.features.shown(table)),
    };
  }
}
