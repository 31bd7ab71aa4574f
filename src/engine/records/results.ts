// Records a finished table: turns its placings into places and ranked sides (a team as one side), and writes each player's result and new rating.

import type { Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import { isHouse } from '../house.js';
import type { TableRecord } from '../tables/repository.js';
import { stakesOf } from '../tables/stakes.js';
import { type RankedSide, rateFinishedGame } from './ratings.js';

const RESULT_INSERT = 'INSERT INTO results (table_id, server_id, game, user_id, place, players, net, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';

/** Places as players say them: the best is 1st, and those tied share the place (1, 2, 2, 4). */
function placesOf(placings: readonly (readonly UserId[])[]): { userId: UserId; place: number }[] {
  const places: { userId: UserId; place: number }[] = [];
  for (const tied of placings) {
    const place = places.length + 1;
    for (const userId of tied) places.push({ userId, place });
  }
  return places;
}

/**
 * The sides of a finished game, ranked. Free for all, each player is a
 * side at their place. In a team game (VJ-9) each team is one side, ranked
 * by its best-placed member (the winning team shares first place), since
 * the team's result, not a member's own score, decided the game. A player
 * named twice in the placings counts once, at the first.
 */
function sidesOf(placings: readonly (readonly UserId[])[], teamOf: (userId: UserId) => string | null): RankedSide[] {
  const seen = new Set<UserId>();
  const places = placesOf(placings).filter(({ userId }) => !seen.has(userId) && seen.add(userId));
  if (!places.some(({ userId }) => teamOf(userId) !== null)) return places.map(({ userId, place }) => ({ players: [userId], rank: place }));
  const teams = new Map<string, UserId[]>();
  for (const { userId } of places) {
    const team = teamOf(userId) ?? `player:${userId}`;
    teams.set(team, [...(teams.get(team) ?? []), userId]);
  }
  // Teams in the order their best member placed: the map keeps first-seen order, and places are best first.
  return [...teams.values()].map((players, index) => ({ players, rank: index + 1 }));
}

/** What a player won or lost in tria at one table: the table's own moves of their wallet (never side bets or prizes). */
async function netAt(db: Tx, table: Pick<TableRecord, 'id' | 'serverId'>, userId: UserId): Promise<number> {
  const row = (await db.get(
    `SELECT coalesce(sum(p.amount), 0) AS net FROM postings p
       JOIN transfers x ON x.id = p.transfer_id
       JOIN accounts a ON a.id = p.account_id
     WHERE x.table_id = ? AND x.cause = 'table-action' AND a.server_id = ? AND a.kind = 'wallet' AND a.owner = ?`,
    table.id,
    table.serverId,
    userId,
  )) as { net: number };
  return row.net;
}

/**
 * A finished table's record, written in the transaction that finishes it
 * (after its last transfers are posted): each player's place and net, and
 * the game's ratings moved. A cancelled table counts for nothing, and a
 * table split into groups (EL-1) is no game of its own: its groups are.
 */
export async function recordFinishedTable(
  db: Tx,
  table: Pick<TableRecord, 'id' | 'serverId' | 'game' | 'options' | 'groupCount' | 'seats'>,
  placings: readonly (readonly UserId[])[],
  now: number,
): Promise<void> {
  if (table.groupCount !== null) return;
  const teamOf = (userId: UserId) => table.seats.find((seat) => seat.userId === userId)?.team ?? null;
  const sides = sidesOf(placings, teamOf);
  const players = sides.reduce((count, side) => count + side.players.length, 0);
  const tria = stakesOf(table).stakes === 'tria';
  for (const side of sides) {
    // Issue 33: a house player keeps no record; the members beside it keep their place among everyone who played.
    for (const userId of side.players.filter((player) => !isHouse(player))) {
      const net = tria ? await netAt(db, table, userId) : null;
      await db.run(RESULT_INSERT, table.id, table.serverId, table.game, userId, side.rank, players, net, now);
    }
  }
  // Issue 33: a game with house players moves no rating: ratings rank members against members, and a house player's strength is its level.
  if (sides.some((side) => side.players.some(isHouse))) return;
  await rateFinishedGame(db, { serverId: table.serverId, game: table.game, sides, now });
}
