// VJ-11's side bets at one table (`/table bet`): a feature attached to the table service by its hooks.
import type { Store, Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import { type RuleError, ruleError } from '../refusal.js';
import type { ActResult, TableHooks, TableStep } from '../tables/contract.js';
import { RefusedAlongside } from '../tables/errors.js';
import type { Plan } from '../tables/plan-terms.js';
import type { RecordedEvent, TableEvent } from '../tables/recorded.js';
import type { TableRecord } from '../tables/repository.js';
import type { TableService } from '../tables/service.js';
import { stakesOf } from '../tables/stakes.js';
import {
  closeMarket,
  holdsOpenBet,
  type MarketView,
  marketOfTable,
  marketView,
  openMarket,
  placeBet,
  refundBetsOn,
  settleMarket,
  voidMarket,
} from './markets.js';

declare module '../tables/contract.js' {
  interface TableParts {
    /** VJ-11: the side bets on who wins this table, while its lobby takes them (null when there are none). */
    bets: MarketView | null;
  }
}

/**
 * VJ-11's side bets at one table (`/table bet`): a pool on who wins it,
 * taken in the lobby. What an action does to it, in the action's own
 * transaction: the start closes it; a player who goes has the bets on
 * them refunded; the end settles it (parimutuel among those who backed a
 * winner) or, cancelled, refunds every bet. Read only when one of those
 * can happen, so an ordinary move costs no query.
 */
async function sideBetsAfter(db: Tx, table: TableRecord, plan: Plan, now: number): Promise<TableEvent[]> {
  const starting = table.status === 'lobby' && plan.status === 'active';
  const ending = plan.status === 'finished' || plan.status === 'cancelled';
  const gone = plan.seatChanges.flatMap((change) => (change.op === 'remove' || change.op === 'mark' ? [change.userId] : []));
  const players = new Set(table.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId));
  const goingPlayers = gone.filter((userId) => players.has(userId));
  if (!starting && !ending && goingPlayers.length === 0) return [];
  const market = await marketOfTable(db, table.id);
  if (!market || (market.status !== 'open' && market.status !== 'closed')) return [];
  const events: TableEvent[] = [];
  for (const player of goingPlayers) {
    const refunded = await refundBetsOn(db, market.id, player, now);
    if (Object.keys(refunded).length > 0) events.push({ type: 'table', what: 'bets-refunded', member: player, paid: refunded });
  }
  if (plan.status === 'cancelled')
    return [...events, { type: 'table', what: 'bets-void', reason: 'cancelled', paid: await voidMarket(db, market.id, 'cancelled', now) }];
  if (plan.status === 'finished') {
    const winners: UserId[] = plan.placings?.[0] ?? [];
    const settled = await settleMarket(db, market.id, winners, now);
    return [
      ...events,
      settled.void ? { type: 'table', what: 'bets-void', reason: 'unbacked', paid: settled.paid } : { type: 'table', what: 'bets-paid', paid: settled.paid },
    ];
  }
  // EL-1: a table that starts as groups has no one winner of its own: its pool is called off and every stake refunded.
  if (starting && plan.groups) return [...events, { type: 'table', what: 'bets-void', reason: 'groups', paid: await voidMarket(db, market.id, 'groups', now) }];
  if (starting) await closeMarket(db, market.id, now);
  return events;
}

/** Why a member may not back this player at this table now (null: they may): tria tables, before the start, by someone not playing. */
function betRefusal(table: TableRecord, bettor: UserId, player: UserId): RuleError | null {
  if (table.status !== 'lobby') return ruleError('bets-closed', 'error-table-bets-closed');
  if (stakesOf(table).stakes !== 'tria') return ruleError('bets-points', 'error-table-bets-points');
  const seated = (userId: UserId) => table.seats.some((seat) => seat.userId === userId && seat.role === 'player' && seat.status === 'seated');
  if (seated(bettor)) return ruleError('bets-own-table', 'error-table-bets-player');
  if (!seated(player)) return ruleError('member-not-seated', 'error-member-not-seated', { player: { member: player } });
  return null;
}

/** A `/table bet` as the table service asks for it: who backs whom, with how much, in which interaction. */
export interface TableBet {
  bettor: UserId;
  player: UserId;
  amount: number;
  interactionId: string | null;
  now: number;
}

/**
 * A table's side bets as a feature of the table service. `/table bet`:
 * a member who does not play at a tria table backs one of its players to
 * win, before the start; the table's pool is opened the first time, the
 * stake leaves their wallet, and the table moves a version (its message
 * shows the odds), logged as a `bet` — in one transaction, so a bet
 * refused after the pool was opened leaves nothing behind. Its hooks keep
 * a bettor from a seat, close, refund and settle the pool as the table's
 * actions go, and show the odds while the lobby takes bets.
 */
export class TableSideBets implements TableHooks {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(
    store: Store,
    private readonly tables: TableService,
  ) {
    this.tx = store.tx;
  }

  async bet(request: TableBet & { tableId: number }): Promise<ActResult> {
    const { tableId, bettor, interactionId, now } = request;
    return await this.tables.featureAction({ tableId, actorId: bettor, kind: 'bet', interactionId, now }, (table) => this.place(table, request));
  }

  private async place(table: TableRecord, request: TableBet): Promise<{ events: RecordedEvent[]; payload: unknown }> {
    const refused = betRefusal(table, request.bettor, request.player);
    if (refused) throw new RefusedAlongside(refused);
    const marketId =
      (await marketOfTable(this.tx, table.id))?.id ??
      (await openMarket(this.tx, { serverId: table.serverId, kind: 'table', tableId: table.id, name: `table #${table.id}`, now: request.now }));
    const placed = await placeBet(this.tx, { marketId, bettor: request.bettor, player: request.player, amount: request.amount, now: request.now });
    if (!placed.ok) throw new RefusedAlongside(placed.error);
    const events: RecordedEvent[] = [{ type: 'table', what: 'bet', member: request.bettor, player: request.player, amount: request.amount }];
    return { events, payload: { player: request.player, amount: request.amount } };
  }

  /** Issue 28: whether a member backs someone at this table with a bet still open (then they may not take a seat there). */
  async backsSomeone(tableId: number, member: UserId): Promise<boolean> {
    const market = await marketOfTable(this.tx, tableId);
    return market !== null && (await holdsOpenBet(this.tx, [market.id], member));
  }

  async events(step: TableStep): Promise<TableEvent[]> {
    return sideBetsAfter(this.tx, step.table, step.plan, step.request.now);
  }

  /** Side bets are taken in the lobby: only there is the pool read, to show its odds. */
  async shown(table: TableRecord): Promise<{ bets: MarketView | null }> {
    const market = table.status === 'lobby' ? await marketOfTable(this.tx, table.id) : null;
    return { bets: market ? await marketView(this.tx, market.id) : null };
  }
}
