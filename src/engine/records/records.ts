// The records as a service bound to the database: members' results and ratings, and the dice shown, kept and read.
import type { Db } from '../../db/connection.js';
import { storeOf, txOf } from '../../db/sqlite-store.js';
import type { UserId } from '../contract.js';
import { commonestSides, type DiceQuery, faceCounts, type RolledAt, recordShownDice, type ShownDice } from './dice.js';
import { type LeaderboardBy, type LeaderboardRow, leaderboard, type PlayerRecord, playerRecord } from './stats.js';

export class Records {
  constructor(private readonly db: Db) {}

  async playerRecord(serverId: string, userId: UserId, game?: string): Promise<PlayerRecord> {
    return playerRecord(txOf(this.db), serverId, userId, game);
  }

  async leaderboard(query: { serverId: string; game: string; by: LeaderboardBy; since: number | null; limit: number }): Promise<LeaderboardRow[]> {
    return leaderboard(txOf(this.db), query);
  }

  async faceCounts(query: DiceQuery): Promise<number[]> {
    return faceCounts(txOf(this.db), query);
  }

  async commonestSides(query: Omit<DiceQuery, 'sides'>): Promise<number | null> {
    return commonestSides(txOf(this.db), query);
  }

  /** Keeps dice rolled in the open (`/roll`), in one transaction of their own. */
  async recordShownDice(at: RolledAt, dice: readonly ShownDice[]): Promise<void> {
    await storeOf(this.db).transaction(async () => recordShownDice(txOf(this.db), at, dice));
  }
}
