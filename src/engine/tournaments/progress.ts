// How a tournament's bracket moves on (VJ-11): drawing tiers and making their tables, group standings, prize payouts, the final, side-bet markets.
import type { Store, Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import type { DiceSource, Rng } from '../dice/rng.js';
import { type AccountRef, balanceOf, postTransfer, stackOf, walletOf } from '../economy/ledger.js';
import { type TournamentMove, tournamentMemo } from '../economy/memos.js';
import { ensureWallet } from '../economy/wallets.js';
import { marketsOfTournament, openMarket, settleMarket, voidMarket } from '../markets/markets.js';
import { serverSettings, usesTags } from '../servers/settings.js';
import type { TableRecord } from '../tables/repository.js';
import type { ActRequest, Applied, TableService } from '../tables/service.js';
import { advancing, groupStanding, holdings, planTier } from './bracket.js';
import { tableOptions } from './game-options.js';
import type { TournamentEvent } from './news.js';
import { splitAmong } from './prizes.js';
import type { TournamentRecord } from './repository.js';
import { type Bracket, type Group, slotOf, type Tier } from './state.js';

/** A tournament's money: the prize pool it holds from its opening until its prizes are paid (VJ-11). */
export const prizePoolOf = (tournament: Pick<TournamentRecord, 'serverId' | 'id'>): AccountRef => ({
  serverId: tournament.serverId,
  kind: 'prize-pool',
  owner: String(tournament.id),
});

/** A group's market by its place in the bracket: "T1 group 2". */
export const marketName = (tier: number, group: number) => `T${tier} group ${group}`;

/**
 * VJ-11: how a bracket moves on, on the working copy of a tournament and
 * inside the transaction of the command or the game's end that moves it:
 * a tier's groups drawn and their tables made, each group's next game, its
 * standing and tie-breaks, a tier's end with its prize money, the final,
 * and the side-bet markets settled along the way.
 */
export class BracketProgress {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(
    store: Store,
    private readonly tables: TableService,
    private readonly dice: DiceSource,
  ) {
    this.tx = store.tx;
  }

  limits(tournament: TournamentRecord) {
    const game = this.tables.game(tournament.game);
    return { groupSize: tournament.settings.group_size, advance: tournament.settings.advance, minPlayers: game.minPlayers };
  }

  /** A tier's groups drawn and their first games opened as lobbies (their markets take bets until each starts); the final is one group. */
  async startTier(tournament: TournamentRecord, bracket: Bracket, players: UserId[], request: Omit<ActRequest, 'tableId' | 'command'>) {
    const number = bracket.tiers.length + 1;
    const plan = planTier(players, this.limits(tournament));
    const tier: Tier = {
      number,
      final: plan.final,
      byes: plan.byes,
      advanced: null,
      groups: plan.groups.map((members, index) => ({ number: index + 1, players: members, channelId: null, games: [], advanced: null, rolls: [] })),
    };
    bracket.tiers.push(tier);
    const tables: Applied[] = [];
    // One group after another: each group's market and table ids follow the one before it.
    for (const group of tier.groups) {
      if (!tier.final) {
        await openMarket(this.tx, {
          serverId: tournament.serverId,
          kind: 'group',
          tournamentId: tournament.id,
          name: marketName(number, group.number),
          now: request.now,
        });
      }
      tables.push(await this.nextGame(tournament, tier, group, request, false));
    }
    const events: TournamentEvent[] = [
      {
        what: 'tier',
        tier: number,
        final: tier.final,
        groups: tier.groups.map((group) => ({ number: group.number, players: group.players })),
        byes: tier.byes,
      },
    ];
    return { events, tables };
  }

  /**
   * The group's next game, at a table of its own in the group's channel:
   * the first waits in its lobby for a start, the others start at once.
   * Its options are the tournament's, parsed as an open parses them; its
   * seats carry the server's first player tag where the game uses tags
   * (LD-3); a betting game's players start with what they carry (VJ-11).
   */
  async nextGame(tournament: TournamentRecord, tier: Tier, group: Group, request: Omit<ActRequest, 'tableId' | 'command'>, start: boolean): Promise<Applied> {
    const game = this.tables.game(tournament.game);
    const settings = await serverSettings(this.tx, tournament.serverId);
    const tag = usesTags(settings, game.id) ? (settings.playerTags[0] ?? null) : null;
    const players = this.nextPlayers(tournament, group);
    const gameNumber = group.games.length + 1;
    const channelId = group.channelId ?? tournament.channelId;
    const slot = slotOf(tier.number, group.number, gameNumber);
    return this.tables.makeTable(
      {
        serverId: tournament.serverId,
        channelId,
        parentChannelId: channelId === tournament.channelId ? null : tournament.channelId,
        game: tournament.game,
        hostId: tournament.hostId,
        options: this.optionsOf(tournament),
        turnTimeoutMs: settings.turnTimeoutMs,
        announce: 'all',
        tournament: { id: tournament.id, slot, group: group.number },
        seats: players.map((userId) => ({ userId, role: 'player', position: null, tag, team: null, status: 'seated', timeouts: 0 })),
        start,
      },
      // The bot starts the group's later games itself, on the host's authority (whoever made the last move need not sit there).
      { ...request, actor: start ? { userId: tournament.hostId, isModerator: true } : request.actor, tableId: 0, command: { kind: 'start' } },
      `t${tournament.id}-${slot}`,
      // In the bracket before it starts: a game that ends in the step that starts it is counted like any other.
      (tableId) => group.games.push({ tableId, scores: null }),
    );
  }

  /** The options each of the tournament's tables is opened with (judged at its open, so a failure here is the program's). */
  optionsOf(tournament: TournamentRecord): unknown {
    return this.tables.game(tournament.game).optionsSchema.parse(tableOptions(tournament.options, tournament.settings.points));
  }

  /**
   * Who sits at the group's next game: everyone still in the tournament, and
   * in a tier's later games of a betting game only those who still hold
   * enough to pay its start (the ruling: the others sit the tier out with
   * what they hold).
   */
  nextPlayers(tournament: TournamentRecord, group: Group): UserId[] {
    const withdrawn = new Set(tournament.entries.filter((entry) => entry.status === 'withdrawn').map((entry) => entry.userId));
    const players = group.players.filter((player) => !withdrawn.has(player));
    const carried = this.carriedAt(tournament, group);
    if (!carried) return players;
    const game = this.tables.game(tournament.game);
    const stake = game.stakeAtStart(this.optionsOf(tournament), players.length);
    return players.filter((player) => (carried[player] ?? 0) >= Math.max(stake, 1));
  }

  /** What each of the group's players holds now, in a betting game's tier (null in a game of placings). */
  carriedAt(tournament: Pick<TournamentRecord, 'bracket'>, group: Group): Record<UserId, number> | null {
    const points = tournament.bracket?.carried;
    if (points === null || points === undefined) return null;
    return holdings(
      group.players,
      group.games.flatMap((played) => (played.scores ? [{ scores: played.scores }] : [])),
      points,
    );
  }

  /** After a group's game: its next game, or its standing; once every group of the tier is done, the next tier or the result. */
  async afterGame(tournament: TournamentRecord, bracket: Bracket, tierNumber: number, group: Group, request: ActRequest) {
    const tier = bracket.tiers[tierNumber - 1]!;
    const game = this.tables.game(tournament.game);
    const withdrawn = tournament.entries.filter((entry) => entry.status === 'withdrawn').map((entry) => entry.userId);
    const events: TournamentEvent[] = [];
    const tables: Applied[] = [];
    if (group.games.length < tournament.settings.games_per_round && this.nextPlayers(tournament, group).length >= game.minPlayers) {
      tables.push(await this.nextGame(tournament, tier, group, request, true));
      return { events, tables };
    }
    events.push(...(await this.finishGroup(tournament, tier, group, withdrawn, request)));
    if (tier.groups.some((candidate) => candidate.advanced === null)) return { events, tables };
    return this.finishTier(tournament, bracket, tier, events, tables, request);
  }

  async finishGroup(tournament: TournamentRecord, tier: Tier, group: Group, withdrawn: UserId[], request: ActRequest): Promise<TournamentEvent[]> {
    const rows = groupStanding(group, withdrawn, tournament.bracket?.carried);
    const places = tier.final ? 1 : tournament.settings.advance;
    const decided = advancing(rows, places, this.rngFor(request));
    group.advanced = decided.advanced;
    group.rolls = decided.rolls;
    const events: TournamentEvent[] = [
      {
        what: 'group-done',
        tier: tier.number,
        group: group.number,
        standing: rows.map((row) => ({ player: row.player, total: row.total, withdrawn: row.withdrawn })),
        advanced: decided.advanced,
        rolls: decided.rolls,
      },
    ];
    if (!tier.final) events.push(...(await this.settle(tournament, marketName(tier.number, group.number), decided.advanced.slice(0, 1), request.now)));
    return events;
  }

  async finishTier(tournament: TournamentRecord, bracket: Bracket, tier: Tier, events: TournamentEvent[], tables: Applied[], request: ActRequest) {
    const seedOf = new Map(tournament.entries.map((entry) => [entry.userId, entry.seed]));
    const withdrawn = new Set(tournament.entries.filter((entry) => entry.status === 'withdrawn').map((entry) => entry.userId));
    const advanced = [...tier.byes, ...tier.groups.flatMap((group) => group.advanced ?? [])]
      .filter((player) => !withdrawn.has(player))
      .sort((a, b) => (seedOf.get(a) ?? 0) - (seedOf.get(b) ?? 0));
    tier.advanced = advanced;
    const pool = prizePoolOf(tournament);
    if (!tier.final && advanced.length > 1) {
      const amount = Math.min(bracket.stagePrizes[tier.number - 1] ?? 0, await balanceOf(this.tx, pool));
      events.push(...(await this.pay(tournament, bracket, tier.number, splitAmong(amount, advanced), request.now)));
      const next = await this.startTier(tournament, bracket, advanced, request);
      return { events: [...events, ...next.events], tables: [...tables, ...next.tables] };
    }
    // The final (or a tier that left one player standing): the winner takes whatever the pool still holds.
    const winner = advanced[0] ?? null;
    bracket.winner = winner;
    if (winner) events.push(...(await this.pay(tournament, bracket, tier.number, { [winner]: await balanceOf(this.tx, pool) }, request.now)));
    const returned = winner ? 0 : await this.returnPool(tournament, 'returned-no-winner', request.now);
    // Issue 30: the end says the pool and each prize it paid, over every tier.
    events.push({ what: 'winner', player: winner, pool: tournament.settings.prizes, prizes: { ...bracket.prizes }, returned });
    events.push(...(await this.settle(tournament, 'tournament', winner ? [winner] : [], request.now)));
    tournament.status = 'finished';
    return { events, tables };
  }

  async pay(tournament: TournamentRecord, bracket: Bracket, tier: number, shares: Record<UserId, number>, now: number): Promise<TournamentEvent[]> {
    const paid: Record<UserId, number> = {};
    for (const [player, amount] of Object.entries(shares)) {
      if (amount <= 0) continue;
      await ensureWallet(this.tx, tournament.serverId, player, now);
      await this.move(tournament, prizePoolOf(tournament), walletOf(tournament.serverId, player), amount, tournamentMemo(tournament.id, 'prize', tier), now);
      paid[player] = amount;
      bracket.prizes[player] = (bracket.prizes[player] ?? 0) + amount;
    }
    return Object.keys(paid).length > 0 ? [{ what: 'prizes', tier, paid }] : [];
  }

  async settle(tournament: TournamentRecord, name: string, winners: UserId[], now: number): Promise<TournamentEvent[]> {
    const market = (await marketsOfTournament(this.tx, tournament.id)).find((candidate) => candidate.name === name);
    if (!market || (market.status !== 'open' && market.status !== 'closed')) return [];
    if (winners.length === 0) {
      return [{ what: 'market', name, status: 'void', paid: await voidMarket(this.tx, market.id, 'no-winner', now), reason: 'unbacked' }];
    }
    const settled = await settleMarket(this.tx, market.id, winners, now);
    return [{ what: 'market', name, status: settled.void ? 'void' : 'settled', paid: settled.paid, ...(settled.void ? { reason: 'unbacked' as const } : {}) }];
  }

  /** Tournament points from one finished game: what a betting game's players ended with, else a point for everyone placed below. */
  async scoresOf(table: TableRecord): Promise<Record<UserId, number>> {
    const game = this.tables.game(table.game);
    const players = table.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId);
    if (game.showsPurses) {
      const stacks: Record<UserId, number> = {};
      for (const player of players) stacks[player] = await balanceOf(this.tx, stackOf(table.serverId, table.id, player));
      return stacks;
    }
    const placings = table.placings ?? [];
    const scores: Record<UserId, number> = {};
    let placed = 0;
    for (const place of placings) placed += place.length;
    let above = 0;
    for (const place of placings) {
      above += place.length;
      for (const player of place) scores[player] = placed - above;
    }
    return scores;
  }

  /** What the prize pool still holds back to the host, the ledger saying why (issue 30); how much that was. */
  async returnPool(tournament: TournamentRecord, why: Extract<TournamentMove, `returned-${string}`>, now: number): Promise<number> {
    const left = await balanceOf(this.tx, prizePoolOf(tournament));
    if (left > 0)
      await this.move(tournament, prizePoolOf(tournament), walletOf(tournament.serverId, tournament.hostId), left, tournamentMemo(tournament.id, why), now);
    return Math.max(0, left);
  }

  /** `memo` from tournamentMemo: /wallet history reads it back. */
  async move(tournament: TournamentRecord, from: AccountRef, to: AccountRef, amount: number, memo: string, now: number): Promise<void> {
    await postTransfer(this.tx, {
      serverId: tournament.serverId,
      cause: 'tournament',
      memo,
      postings: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      now,
    });
  }

  rngFor(request: ActRequest): Rng {
    return typeof this.dice === 'function' ? this.dice({ tableId: request.tableId, version: -1 }) : this.dice;
  }
}
