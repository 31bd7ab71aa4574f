// The channel's sentence for each of the table service's own events (a start, a kick, bets paid …), one case per kind.
import type { SplitGroup, TableEvent } from '../../engine/tables/recorded.js';
import type { PublicTable } from '../../engine/tables/service.js';
import { stakesOf } from '../../engine/tables/stakes.js';
import { t } from '../../i18n/index.js';
import { ANNOUNCED_LIST, listWithin } from '../kit/budget.js';
import type { ServerLines } from '../kit/game-module.js';
import { mention } from '../kit/wording.js';

/** Why a table's side bets were all refunded, as its channel reads it. */
const BETS_VOID = {
  cancelled: 'table-announce-bets-void-cancelled',
  unbacked: 'table-announce-bets-void',
  groups: 'table-announce-bets-void-groups',
} as const;

/** What a table event's sentence is said about: the table as it now stands, its game's name and the server's wording. */
export interface TableEventScene {
  table: PublicTable;
  gameName: string;
  server: ServerLines;
  /** Issue 30: what the action paid each player out of the table, said with the end (empty: nothing, or the game says it itself). */
  payouts: Readonly<Record<string, number>>;
  /** Issue 30: what the game played for a player out of time, as a phrase (null: the game does not say). */
  played(member: string, move: unknown): string | null;
  /** Issue 30: what a cancelling action gave each player back, said with the cancel (every game, Eleven too). */
  refunds: Readonly<Record<string, number>>;
}

/**
 * The sentence one table event puts in the channel, or null for what the
 * table message itself shows (joins, watchers, teams, bets placed) or what
 * this table does not announce. Exhaustive: a new kind of event does not
 * compile until it is decided here.
 */
export function tableEventLine(event: TableEvent, { table, gameName, server, payouts, played, refunds }: TableEventScene): string | null {
  // LD-3: a player who leaves or is kicked is named with their tag (seats keep it, marked left or kicked).
  const seatOf = (userId: string) => table.seats.find((seat) => seat.userId === userId);
  const named = (userId: string) => {
    const tag = seatOf(userId)?.tag;
    return tag ? t('table-member-tagged', { member: mention(userId), tag }) : mention(userId);
  };
  const paidList = (paid: Readonly<Record<string, number>>) =>
    listWithin(
      Object.entries(paid).map(([member, amount]) => t('table-bets-paid-one', { member: mention(member), amount: server.money(amount) })),
      ANNOUNCED_LIST,
    );
  // Issue 30: who takes what, in the table's money (tria, or points).
  const amount = (value: number) => (stakesOf(table).stakes === 'tria' ? server.money(value) : t('table-points-amount', { count: value }));
  const amounts = (paid: Readonly<Record<string, number>>) =>
    Object.entries(paid)
      .filter(([, value]) => value > 0)
      .map(([member, value]) => t('table-bets-paid-one', { member: mention(member), amount: amount(value) }));
  /** A cancel's sentence, and under it each refund (none in a lobby: nothing was paid in yet). */
  const refunded = (line: string) => {
    const paid = amounts(refunds);
    return paid.length > 0 ? `${line}\n${t('table-announce-refunds', { paid: listWithin(paid, ANNOUNCED_LIST) })}` : line;
  };
  switch (event.what) {
    case 'opened':
    case 'joined':
    case 'watching':
    case 'team':
    case 'bet':
      return null;
    case 'split':
      return splitLines(gameName, event.groups, table.channelId);
    case 'groups-ended':
      return groupResults(gameName, table);
    case 'started': {
      // EL-1: a table that starts as groups says so by its split.
      if (table.groupCount !== null) return null;
      const players = table.seats.filter((seat) => seat.role === 'player' && seat.status === 'seated').map((seat) => mention(seat.userId));
      return t('table-announce-started', { game: gameName, players: listWithin(players, ANNOUNCED_LIST) });
    }
    case 'ended':
      return refunded(t('table-announce-ended', { game: gameName, member: mention(event.by) }));
    case 'called-off':
      return refunded(t('table-announce-called-off', { game: gameName }));
    case 'abandoned':
      return refunded(t('table-announce-abandoned', { game: gameName }));
    case 'kicked':
      return t('table-announce-kicked', { player: named(event.member), member: mention(event.by) });
    case 'left':
      // A watcher who goes is no news; a player who leaves a game in play forfeits it.
      return table.status !== 'lobby' && seatOf(event.member)?.role === 'player' ? t('table-announce-left', { player: named(event.member) }) : null;
    case 'paused':
      return t('table-announce-paused', { member: mention(event.by), game: gameName });
    case 'resumed':
      return t('table-announce-resumed', { member: mention(event.by), game: gameName });
    case 'timed-out': {
      if (table.announce !== 'all') return null;
      const player = mention(event.member);
      // Issue 30: the line names the move the table made for them.
      const move = played(event.member, event.move);
      if (move !== null) {
        return event.by ? t('table-announce-skipped-move', { member: mention(event.by), player, move }) : t('table-announce-timed-out-move', { player, move });
      }
      return event.by ? t('table-announce-skipped', { member: mention(event.by), player }) : t('table-announce-timed-out', { player });
    }
    case 'forfeited':
      // LD-3, issue 30: a forfeit is a leave, and names the player as a leave does.
      return t('table-announce-forfeited', { player: named(event.member) });
    case 'bets-paid':
      return t('table-announce-bets-paid', { paid: paidList(event.paid) });
    case 'bets-void':
      // Issue 30: a pool left with no stake (its only bets refunded already) is no news, as a tournament's market is not.
      return Object.keys(event.paid).length > 0 ? `${t(BETS_VOID[event.reason])}\n${t('table-announce-refunds', { paid: paidList(event.paid) })}` : null;
    case 'leftover-returned':
      return t('table-announce-leftover-returned', { amount: server.money(event.amount), paid: paidList(event.paid) });
    case 'bets-refunded':
      // Issue 30: who got how much back.
      return Object.keys(event.paid).length > 0
        ? `${t('table-announce-bets-refunded', { player: mention(event.member) })}\n${t('table-announce-refunds', { paid: paidList(event.paid) })}`
        : t('table-announce-bets-refunded', { player: mention(event.member) });
    case 'finished': {
      const winners = listWithin((table.placings?.[0] ?? []).map(mention), ANNOUNCED_LIST);
      const over = t('table-announce-finished', { winners: winners ? t('table-winners', { winners }) : '' }).trim();
      const paid = amounts(payouts);
      return paid.length > 0 ? `${over}\n${t('table-announce-payouts', { paid: listWithin(paid, ANNOUNCED_LIST) })}` : over;
    }
    default:
      return unsaid(event);
  }
}

/** The compiler's check that every kind of table event has its case above. */
function unsaid(event: never): never {
  throw new Error(`a table event with no sentence decided: ${JSON.stringify(event)}`);
}

/** EL-1: where each group of a split table plays, and who plays in it. */
function splitLines(game: string, groups: readonly SplitGroup[], channelId: string): string {
  const lines = groups.map((group, index) => {
    const players = listWithin(group.players.map(mention), ANNOUNCED_LIST);
    const number = index + 1;
    return group.channel === channelId
      ? t('table-announce-group-here', { number, players })
      : t('table-announce-group-thread', { number, thread: `<#${group.channel}>`, players });
  });
  return [t('table-announce-split', { game, count: groups.length }), ...lines].join('\n');
}

/** EL-1: each group's result, when the last of them has ended. */
function groupResults(game: string, table: PublicTable): string {
  const lines = (table.groups ?? []).map((group, index) => {
    const number = group.group?.number ?? index + 1;
    const winners = listWithin((group.placings?.[0] ?? []).map(mention), ANNOUNCED_LIST);
    return group.status === 'finished' ? t('table-announce-group-won', { number, winners }) : t('table-announce-group-cancelled', { number });
  });
  return [t('table-announce-groups-ended', { game }), ...lines].join('\n');
}
