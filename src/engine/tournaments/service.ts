// The tournament service (VJ-11): runs every tournament command as one transaction, and moves the bracket on when a tournament game ends.
import type { Store, Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import type { DiceSource } from '../dice/rng.js';
import { walletOf } from '../economy/ledger.js';
import { tournamentMemo } from '../economy/memos.js';
import { ensureWallet } from '../economy/wallets.js';
import { invalidOption } from '../invalid-option.js';
import { holdsOpenBet, marketsOfTournament, openMarket, refundBetsOn, voidMarket } from '../markets/markets.js';
import { newcomer, ratingsOf, shownRating } from '../records/ratings.js';
import type { RuleError } from '../refusal.js';
import { ensureServer, serverSettings } from '../servers/settings.js';
import type { Ended } from '../tables/contract.js';
import { moveTable, type TableRecord } from '../tables/repository.js';
import type { Actor, ActRequest, Applied, TableHooks, TableService } from '../tables/service.js';
import { placeTournamentBet, type TournamentBet } from './betting.js';
import { tierCount, tierFields } from './bracket.js';
import { bracketRefusal, tournamentGameOptions } from './game-options.js';
import type { TournamentEvent } from './news.js';
import { noted, saveNotice } from './notices.js';
import { bracketDefaults, tournamentOptionsSchema } from './options.js';
import { defaultSplit, stageShares } from './prizes.js';
import { BracketProgress, prizePoolOf } from './progress.js';
import { fail, refusalOf, TournamentChanged } from './refusals.js';
import {
  addEntry,
  type Entry,
  insertTournament,
  loadTournament,
  openTournamentIn,
  removeEntry,
  reseed,
  type TournamentRecord,
  withdrawEntry,
  writeTournament,
} from './repository.js';
import { seedByRating } from './seeding.js';
import { type Bracket, parseSlot } from './state.js';

/** What a tournament command did: the tournament as it now stands, what it says, the tables it made or changed, and its notice (what it still has to show, notices.ts). */
export type TournamentResult =
  | ({ ok: true; tournament: TournamentRecord; notice: number | null; nonce: string } & Omit<Step, 'id'>)
  | { ok: false; error: RuleError };

/** What one command's transaction did, before the tournament is read back. */
interface Step {
  id: number;
  events: TournamentEvent[];
  tables: Applied[];
}

/**
 * VJ-11 tournaments, for any game that ends with placings: seeded players
 * in groups that each play several games at tables of their own, the top
 * of each group advancing tier after tier to a final; prize money from a
 * pool held since the opening, paid as players advance; parimutuel side
 * bets on each group's winner and the tournament's. Every command is one
 * SQLite transaction with the tables it changes; a game's end moves the
 * bracket on inside that game's own transaction (`ended`, a table hook).
 */
export class TournamentService implements TableHooks {
  /**
   * The tournaments being changed in the running transaction. A step can
   * re-enter: a game the bot starts may end at once, and its end moves the
   * same bracket on. Every part works on this one copy; the outermost step
   * writes it.
   */
  private readonly working = new Map<number, TournamentRecord>();
  private readonly progress: BracketProgress;

  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(
    store: Store,
    private readonly tables: TableService,
    dice: DiceSource,
  ) {
    this.tx = store.tx;
    this.progress = new BracketProgress(store, tables, dice);
  }

  async tournamentIn(channelId: string): Promise<number | null> {
    return openTournamentIn(this.tx, channelId);
  }

  async read(id: number): Promise<TournamentRecord | null> {
    return loadTournament(this.tx, id);
  }

  async open(request: {
    serverId: string;
    channelId: string;
    game: string;
    host: UserId;
    gameOptions: Record<string, unknown>;
    options: Record<string, unknown>;
    now: number;
  }): Promise<TournamentResult> {
    const game = this.tables.game(request.game);
    const parsed = tournamentOptionsSchema.safeParse(request.options);
    if (!parsed.success) return { ok: false, error: invalidOption(parsed.error) };
    const seats = { minPlayers: game.minPlayers, maxPlayers: game.groups?.max ?? game.maxPlayers ?? null };
    const settings = bracketDefaults(parsed.data, seats);
    const refused = bracketRefusal(game.id, settings, seats);
    if (refused) return { ok: false, error: refused };
    const options = tournamentGameOptions(
      game,
      (await serverSettings(this.tx, request.serverId)).gameDefaults[game.id] ?? {},
      request.gameOptions,
      settings.points,
    );
    if (!options.ok) return options;
    return await this.transact(request.now, async () => {
      if ((await openTournamentIn(this.tx, request.channelId)) !== null) fail('tournament-exists', 'error-tournament-exists');
      await ensureServer(this.tx, request.serverId, request.now);
      const id = await insertTournament(this.tx, {
        serverId: request.serverId,
        channelId: request.channelId,
        game: game.id,
        hostId: request.host,
        options: options.typed,
        settings,
        now: request.now,
      });
      const tournament = (await loadTournament(this.tx, id))!;
      if (settings.prizes > 0) {
        await ensureWallet(this.tx, request.serverId, request.host, request.now);
        await this.progress.move(
          tournament,
          walletOf(request.serverId, request.host),
          prizePoolOf(tournament),
          settings.prizes,
          tournamentMemo(id, 'pool'),
          request.now,
        );
      }
      await openMarket(this.tx, { serverId: request.serverId, kind: 'tournament', tournamentId: id, name: 'tournament', now: request.now });
      return { id, events: [{ what: 'opened' }], tables: [] };
    });
  }

  async join(id: number, member: UserId, now: number): Promise<TournamentResult> {
    return await this.run(id, now, async (tournament) => {
      if (tournament.status !== 'open') fail('tournament-started', 'error-tournament-started');
      if (tournament.entries.some((entry) => entry.userId === member)) fail('already-entered', 'error-tournament-already-in');
      // Issue 28: a player holding a bet on another could throw a game for them; the bet stays, the entry is refused.
      const markets = (await marketsOfTournament(this.tx, id)).map((market) => market.id);
      if (await holdsOpenBet(this.tx, markets, member)) fail('bettor-joins', 'error-tournament-bettor-joins');
      await addEntry(this.tx, id, member, now);
      return { events: [{ what: 'joined', player: member }], tables: [] };
    });
  }

  /** Leaving before the start gives up the entry; after it, the player withdraws (VJ-11 side bets on them are refunded). */
  async leave(id: number, actor: Actor, request: Omit<ActRequest, 'tableId' | 'command' | 'actor'>): Promise<TournamentResult> {
    return await this.run(id, request.now, async (tournament) => {
      const entry = tournament.entries.find((candidate) => candidate.userId === actor.userId && candidate.status === 'in');
      if (!entry) fail('not-entered', 'error-tournament-not-in');
      if (tournament.status === 'open') {
        await removeEntry(this.tx, id, actor.userId);
        for (const market of await marketsOfTournament(this.tx, id))
          if (market.status === 'open') await refundBetsOn(this.tx, market.id, actor.userId, request.now);
        return { events: [{ what: 'left', player: actor.userId }], tables: [] };
      }
      if (tournament.status !== 'running') fail('tournament-over', 'error-tournament-over');
      return this.withdraw(tournament, entry!, actor, request);
    });
  }

  async start(id: number, actor: Actor, request: Omit<ActRequest, 'tableId' | 'command' | 'actor'>): Promise<TournamentResult> {
    return await this.run(id, request.now, async (tournament) => {
      if (actor.userId !== tournament.hostId && !actor.isModerator)
        fail('not-host-or-moderator', 'error-not-host-or-moderator', { host: { member: tournament.hostId } });
      if (tournament.status !== 'open') fail('tournament-started', 'error-tournament-started');
      const game = this.tables.game(tournament.game);
      const joined = tournament.entries.filter((entry) => entry.status === 'in').map((entry) => entry.userId);
      // Ratings at the game seed the draw when players have them; the bracket and its tie order follow the seeds.
      const rated = await ratingsOf(this.tx, tournament.serverId, tournament.game, joined);
      const players = seedByRating(joined, new Map([...rated].map(([userId, rating]) => [userId, shownRating(rating)])), shownRating(newcomer()));
      await reseed(this.tx, id, players);
      const seedOf = new Map(players.map((userId, index) => [userId, index + 1]));
      tournament.entries = tournament.entries.map((entry) => ({ ...entry, seed: seedOf.get(entry.userId) ?? entry.seed }));
      if (players.length < Math.max(game.minPlayers, tournament.settings.advance + 1)) {
        fail('too-few-entries', 'error-tournament-too-few', { min: Math.max(game.minPlayers, tournament.settings.advance + 1), count: players.length });
      }
      const limits = this.progress.limits(tournament);
      const final = tierFields(players.length, limits).at(-1)!;
      if (final < game.minPlayers) {
        fail('final-too-small', 'error-tournament-final-too-small', {
          count: players.length,
          final,
          game: { game: game.id },
          min: game.minPlayers,
          advance: tournament.settings.advance,
        });
      }
      const stages = tierCount(players.length, limits);
      const split = tournament.settings.prize_split ?? defaultSplit(stages);
      const bracket: Bracket = {
        stages,
        stagePrizes: stageShares(tournament.settings.prizes, split, stages),
        tiers: [],
        winner: null,
        prizes: {},
        carried: game.showsPurses ? tournament.settings.points : null,
      };
      tournament.status = 'running';
      tournament.bracket = bracket;
      return this.progress.startTier(tournament, bracket, players, { ...request, actor });
    });
  }

  /** A moderator cancels: every game still open is cancelled, every open market refunded, the prize pool left goes back to its opener. */
  async end(id: number, actor: Actor, request: Omit<ActRequest, 'tableId' | 'command' | 'actor'>): Promise<TournamentResult> {
    return await this.run(id, request.now, async (tournament) => {
      if (!actor.isModerator && !(actor.userId === tournament.hostId && tournament.status === 'open')) fail('not-moderator', 'error-not-moderator');
      if (tournament.status !== 'open' && tournament.status !== 'running') fail('tournament-over', 'error-tournament-over');
      // Cancelled first: the tables ended below must not move the bracket on (`ended` skips a tournament not running).
      tournament.status = 'cancelled';
      const tables: Applied[] = [];
      for (const tableId of await this.openTablesOf(tournament)) {
        tables.push(
          await this.tables.alongside(
            { ...request, tableId, actor: { userId: actor.userId, isModerator: true }, command: { kind: 'end' } },
            `tournament-end-${tableId}`,
          ),
        );
      }
      const events: TournamentEvent[] = [];
      for (const market of await marketsOfTournament(this.tx, id)) {
        if (market.status !== 'open' && market.status !== 'closed') continue;
        events.push({
          what: 'market',
          name: market.name,
          status: 'void',
          paid: await voidMarket(this.tx, market.id, 'cancelled', request.now),
          reason: 'cancelled',
        });
      }
      const returned = await this.progress.returnPool(tournament, 'returned-cancelled', request.now);
      events.push({ what: 'cancelled', by: actor.userId, returned });
      return { events, tables };
    });
  }

  async bet(id: number, request: TournamentBet): Promise<TournamentResult> {
    return await this.run(id, request.now, async (tournament) => {
      await placeTournamentBet(this.tx, this.tables, tournament, request);
      return { events: [], tables: [] };
    });
  }

  /**
   * A group's thread, made by Discord once its first table existed: the
   * table moves there, and the group's later games are made there.
   */
  async placeGroup(tableId: number, channelId: string, now: number): Promise<void> {
    const table = await this.tables.publicTable(tableId);
    if (!table?.tournament) return;
    const id = table.tournament.id;
    const slot = parseSlot(table.tournament.slot);
    await this.tables.transaction(() =>
      this.within(id, now, async (tournament) => {
        const group = tournament.bracket?.tiers[slot.tier - 1]?.groups[slot.group - 1];
        if (group) group.channelId = channelId;
        await moveTable(this.tx, tableId, channelId, tournament.channelId);
        return { events: [], tables: [] };
      }),
    );
  }

  /** VJ-11: a tournament game has ended (a table hook, inside its transaction): record it and move the bracket on. */
  async ended(table: TableRecord, request: ActRequest): Promise<Ended> {
    if (!table.tournament) return { others: [] };
    const id = table.tournament.id;
    const slot = parseSlot(table.tournament.slot);
    const step = await this.within(id, request.now, async (tournament) => {
      const bracket = tournament.bracket;
      const group = bracket?.tiers[slot.tier - 1]?.groups[slot.group - 1];
      const played = group?.games[slot.game - 1];
      if (tournament.status !== 'running' || !bracket || !group || played?.tableId !== table.id) return { events: [], tables: [] };
      played.scores = table.status === 'finished' ? await this.progress.scoresOf(table) : null;
      return this.progress.afterGame(tournament, bracket, slot.tier, group, request);
    });
    const saved = await saveNotice(this.tx, { id, ...step }, request.now, this.tables.shownBy);
    return saved !== null
      ? { others: step.tables, news: [{ tournamentId: id, events: step.events, notice: saved.id, nonce: saved.nonce }] }
      : { others: step.tables };
  }

  /** VJ-11: a tier's later game of a betting game starts each player with what they carry from its earlier games (a table hook). */
  async stacks(table: TableRecord): Promise<Readonly<Record<UserId, number>> | null> {
    if (!table.tournament) return null;
    const id = table.tournament.id;
    const slot = parseSlot(table.tournament.slot);
    const tournament = this.working.get(id) ?? (await loadTournament(this.tx, id));
    const group = tournament?.bracket?.tiers[slot.tier - 1]?.groups[slot.group - 1];
    if (!tournament || !group) return null;
    // This game's own scores are not in yet: what they hold is what the games before it left them.
    return this.progress.carriedAt(tournament, { ...group, games: group.games.slice(0, slot.game - 1) });
  }

  // ---------------------------------------------------------------------------------------------

  /** A player withdraws mid-tournament: out of their game now (a forfeit there) and of every later one; side bets on them refunded. */
  private async withdraw(tournament: TournamentRecord, entry: Entry, actor: Actor, request: Omit<ActRequest, 'tableId' | 'command' | 'actor'>) {
    await withdrawEntry(this.tx, tournament.id, actor.userId);
    entry.status = 'withdrawn';
    for (const market of await marketsOfTournament(this.tx, tournament.id)) {
      if (market.status === 'open' || market.status === 'closed') await refundBetsOn(this.tx, market.id, actor.userId, request.now);
    }
    const tables: Applied[] = [];
    const game = this.tables.game(tournament.game);
    for (const tableId of await this.openTablesOf(tournament)) {
      const table = await this.tables.publicTable(tableId);
      if (!table?.seats.some((seat) => seat.userId === actor.userId && seat.role === 'player' && seat.status === 'seated')) continue;
      const left = await this.tables.alongside({ ...request, tableId, actor, command: { kind: 'leave' } }, `withdraw-${tableId}`);
      tables.push(left);
      // A group's first game still in its lobby, now too small to be played: called off, so the group is decided without it.
      const seated = left.table.seats.filter((seat) => seat.role === 'player' && seat.status === 'seated').length;
      if (left.table.status === 'lobby' && seated < game.minPlayers) {
        const host = { userId: tournament.hostId, isModerator: true };
        tables.push(await this.tables.alongside({ ...request, tableId, actor: host, command: { kind: 'end', calledOff: true } }, `withdraw-end-${tableId}`));
      }
    }
    return { events: [{ what: 'withdrawn' as const, player: actor.userId }], tables };
  }

  private async openTablesOf(tournament: TournamentRecord): Promise<number[]> {
    const open: number[] = [];
    for (const tier of tournament.bracket?.tiers ?? []) {
      for (const group of tier.groups) {
        for (const { tableId } of group.games) {
          const status = (await this.tables.publicTable(tableId))?.status;
          if (status === 'lobby' || status === 'active') open.push(tableId);
        }
      }
    }
    return open;
  }

  /**
   * One step on a tournament: on the copy the running transaction already
   * works on, or on a fresh read that is written back (a new version, so
   * its message is redrawn) once the step is done.
   */
  private async within(id: number, now: number, work: (tournament: TournamentRecord) => Promise<{ events: TournamentEvent[]; tables: Applied[] }>) {
    const working = this.working.get(id);
    if (working) return work(working);
    const tournament = await loadTournament(this.tx, id);
    if (!tournament) return fail('no-tournament', 'error-no-tournament');
    this.working.set(id, tournament);
    try {
      const step = await work(tournament);
      if (!(await writeTournament(this.tx, tournament, tournament.status, tournament.bracket, now))) throw new TournamentChanged();
      return step;
    } finally {
      this.working.delete(id);
    }
  }

  /** A command: one transaction with every table it changes, refused whole when any part is. */
  private async run(
    id: number,
    now: number,
    work: (tournament: TournamentRecord) => Promise<{ events: TournamentEvent[]; tables: Applied[] }>,
  ): Promise<TournamentResult> {
    return await this.transact(now, async () => ({ id, ...(await this.within(id, now, work)) }));
  }

  private async transact(now: number, work: () => Promise<Step>): Promise<TournamentResult> {
    try {
      const done = await this.tables.transaction(async () => noted(this.tx, await work(), now, this.tables.shownBy));
      return {
        ok: true,
        tournament: (await loadTournament(this.tx, done.id))!,
        events: done.events,
        tables: done.tables,
        notice: done.notice,
        nonce: done.nonce,
      };
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) return { ok: false, error: refused };
      throw error;
    }
  }
}
