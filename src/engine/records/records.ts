// The records as a service bound to the database: members' results and ratings, and the dice shown, kept and read.
import type { Db } from '../../db/connection.js';
import { storeOf } from '../../db/sqlite-store.js';
import type { UserId } from '../contract.js';
import { commonestSides, type DiceQuery, faceCounts, type RolledAt, recordShownDice, type ShownDice } from './dice.js';
import { type LeaderboardBy, type LeaderboardRow, leaderboard, type PlayerRecord, playerRecord } from './stats.js';

export class Records {
  constructor(private readonly db: Db) {}

  playerRecord(serverId: string, userId: UserId, game?: string): PlayerRecord {
    return playerRecord(this.db, serverId, userId, game);
  }

  leaderboard(query: { serverId: string; game: string; by: LeaderboardBy; since: number | null; limit: number }): LeaderboardRow[] {
    return leaderboard(this.db, query);
  }

  faceCounts(query: DiceQuery): number[] {
    return faceCounts(this.db, query);
  }

  commonestSides(query: Omit<DiceQuery, 'sides'>): number | null {
    return commonestSides(this.db, query);
  }

  /** Keeps dice rolled in the open (`/roll`), in one transaction of their own. */
  async recordShownDice(at: RolledAt, dice: readonly ShownDice[]): Promise<void> {
    await storeOf(this.db).transaction(async () => recordShownDice(this.db, at, dice));
  }
}
