import type { Db } from '../../db/connection.js';
import type { UserId } from '../contract.js';
import { closeMarket, holdsOpenBet, marketOfTable, openMarket, placeBet, refundBetsOn, settleMarket, voidMarket } from '../markets/markets.js';
import { logAction } from './action-log.js';
import { RefusedAlongside } from './errors.js';
import { type RuleError, ruleError } from '../refusal.js';
import type { Plan } from './plan-terms.js';
import type { RecordedEvent, TableEvent } from './recorded.js';
import { type TableRecord, writeTable } from './repository.js';
import { stakesOf } from './stakes.js';

/**
 * VJ-11's side bets at one table (`/table bet`): a pool on who wins it,
 * taken in the lobby. What an action does to it, in the action's own
 * transaction: the start closes it; a player who goes has the bets on
 * them refunded; the end settles it (parimutuel among those who backed a
 * winner) or, cancelled, refunds every bet. Read only when one of those
 * can happen, so an ordinary move costs no query.
 */
export function sideBetsAfter(db: Db, table: TableRecord, plan: Plan, now: number): TableEvent[] {
  const starting = table.status === 'lobby' && plan.status === 'active';
  const ending = plan.status === 'finished' || plan.status === 'cancelled';
  const gone = plan.seatChanges.flatMap((change) => (change.op === 'remove' || change.op === 'mark' ? [change.userId] : []));
  const players = new Set(table.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId));
  const goingPlayers = gone.filter((userId) => players.has(userId));
  if (!starting && !ending && goingPlayers.length === 0) return [];
  const market = marketOfTable(db, table.id);
  if (!market || (market.status !== 'open' && market.status !== 'closed')) return [];
  const events: TableEvent[] = [];
  for (const player of goingPlayers) {
    const refunded = refundBetsOn(db, market.id, player, now);
    if (Object.keys(refunded).length > 0) events.push({ type: 'table', what: 'bets-refunded', member: player, paid: refunded });
  }
  if (plan.status === 'cancelled') return [...events, { type: 'table', what: 'bets-void', reason: 'cancelled', paid: voidMarket(db, market.id, now) }];
  if (plan.status === 'finished') {
    const winners: UserId[] = plan.placings?.[0] ?? [];
    const settled = settleMarket(db, market.id, winners, now);
    return [
      ...events,
      settled.void ? { type: 'table', what: 'bets-void', reason: 'unbacked', paid: settled.paid } : { type: 'table', what: 'bets-paid', paid: settled.paid },
    ];
  }
  // EL-1: a table that starts as groups has no one winner of its own: its pool is called off and every stake refunded.
  if (starting && plan.groups) return [...events, { type: 'table', what: 'bets-void', reason: 'groups', paid: voidMarket(db, market.id, now) }];
  if (starting) closeMarket(db, market.id, now);
  return events;
}

/** Why a member may not back this player at this table now (null: they may): tria tables, before the start, by someone not playing. */
export function betRefusal(table: TableRecord, bettor: UserId, player: UserId): RuleError | null {
  if (table.status !== 'lobby') return ruleError('bets-closed', 'error-table-bets-closed');
  if (stakesOf(table).stakes !== 'tria') return ruleError('bets-points', 'error-table-bets-points');
  const seated = (userId: UserId) => table.seats.some((seat) => seat.userId === userId && seat.role === 'player' && seat.status === 'seated');
  if (seated(bettor)) return ruleError('bets-own-table', 'error-table-bets-player');
  if (!seated(player)) return ruleError('member-not-seated', 'error-member-not-seated', { player: { member: player } });
  return null;
}

/** Issue 28: whether a member backs someone at this table with a bet still open (then they may not take a seat there). */
export function backsSomeoneAt(db: Db, tableId: number, member: UserId): boolean {
  const market = marketOfTable(db, tableId);
  return market !== null && holdsOpenBet(db, [market.id], member);
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
 * Places a `/table bet` in the caller's transaction: the table's pool is
 * opened the first time, the stake leaves the bettor's wallet, and the
 * table moves a version (its message shows the odds), logged as a `bet`.
 * A refusal after the pool was opened throws `RefusedAlongside`, so the
 * caller's transaction rolls it all back.
 */
export function placeTableBet(db: Db, table: TableRecord, request: TableBet): { events: RecordedEvent[]; actionId: number } {
  const refused = betRefusal(table, request.bettor, request.player);
  if (refused) throw new RefusedAlongside(refused);
  const marketId =
    marketOfTable(db, table.id)?.id ??
    openMarket(db, { serverId: table.serverId, kind: 'table', tableId: table.id, name: `table #${table.id}`, now: request.now });
  const placed = placeBet(db, { marketId, bettor: request.bettor, player: request.player, amount: request.amount, now: request.now });
  if (!placed.ok) throw new RefusedAlongside(placed.error);
  const change = {
    status: table.status,
    state: table.state,
    placings: table.placings,
    deadline: table.deadline,
    paused: table.paused,
    now: request.now,
    ended: false,
  };
  if (!writeTable(db, table, change)) throw new RefusedAlongside(ruleError('table-changed', 'error-table-changed'));
  const events: RecordedEvent[] = [{ type: 'table', what: 'bet', member: request.bettor, player: request.player, amount: request.amount }];
  const actionId = logAction(db, {
    tableId: table.id,
    version: table.version + 1,
    interactionId: request.interactionId,
    actorId: request.bettor,
    kind: 'bet',
    payload: { player: request.player, amount: request.amount },
    events,
    now: request.now,
  });
  return { events, actionId };
}
