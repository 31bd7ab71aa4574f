import { type Db, prepared } from '../db/connection.js';
import type { UserId } from '../games/contract.js';
import { stakesOf } from '../tables/stakes.js';
import type { TableRecord } from '../tables/repository.js';
import { rateFinishedGame } from './ratings.js';

/** Places as players say them: the best is 1st, and those tied share the place (1, 2, 2, 4). */
export function placesOf(placings: readonly (readonly UserId[])[]): { userId: UserId; place: number }[] {
  const places: { userId: UserId; place: number }[] = [];
  for (const tied of placings) {
    const place = places.length + 1;
    for (const userId of tied) places.push({ userId, place });
  }
  return places;
}

/** What a player won or lost in tria at one table: the table's own moves of their wallet (never side bets or prizes). */
function netAt(db: Db, table: Pick<TableRecord, 'id' | 'serverId'>, userId: UserId): number {
  const row = prepared(
    db,
    `SELECT coalesce(sum(p.amount), 0) AS net FROM postings p
       JOIN transfers x ON x.id = p.transfer_id
       JOIN accounts a ON a.id = p.account_id
     WHERE x.table_id = ? AND x.cause = 'table-action' AND a.server_id = ? AND a.kind = 'wallet' AND a.owner = ?`,
  ).get(table.id, table.serverId, userId) as { net: number };
  return row.net;
}

/**
 * A finished table's record, written in the transaction that finishes it
 * (after its last transfers are posted): each player's place and net, and
 * the game's ratings moved. A cancelled table counts for nothing, and a
 * table split into groups (EL-1) is no game of its own: its groups are.
 */
export function recordFinishedTable(
  db: Db,
  table: Pick<TableRecord, 'id' | 'serverId' | 'game' | 'options' | 'groupCount'>,
  placings: readonly (readonly UserId[])[],
  now: number,
): void {
  if (table.groupCount !== null) return;
  const places = placesOf(placings);
  const tria = stakesOf(table).stakes === 'tria';
  const write = prepared(db, 'INSERT INTO results (table_id, server_id, game, user_id, place, players, net, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const { userId, place } of places) {
    write.run(table.id, table.serverId, table.game, userId, place, places.length, tria ? netAt(db, table, userId) : null, now);
  }
  rateFinishedGame(db, { serverId: table.serverId, game: table.game, placings, now });
}
