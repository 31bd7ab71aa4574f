// The records as a service bound to the database: members' results and ratings, and the dice shown, kept and read.
import type { Store, Tx } from '../../db/store.js';
import type { UserId } from '../contract.js';
import { commonestSides, type DiceQuery, faceCounts, type RolledAt, recordShownDice, type ShownDice } from './dice.js';
import { type LeaderboardBy, type LeaderboardRow, leaderboard, type PlayerRecord, playerRecord } from './stats.js';

export class Records {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(private readonly store: Store) {
    this.tx = this.store.tx;
  }

  async playerRecord(serverId: string, userId: UserId, game?: string): Promise<PlayerRecord> {
    return playerRecord(this.tx, serverId, userId, game);
  }

  async leaderboard(query: { serverId: string; game: string; by: LeaderboardBy; since: number | null; limit: number }): Promise<LeaderboardRow[]> {
    return leaderboard(this.tx, query);
  }

  async faceCounts(query: DiceQuery): Promise<number[]> {
    return faceCounts(this.tx, query);
  }

  async commonestSides(query: Omit<DiceQuery, 'sides'>): Promise<number | null> {
    return commonestSides(this.tx, query);
  }

  /** Keeps dice rolled in the open (`/roll`), in one transaction of their own. */
  async recordShownDice(at: RolledAt, dice: readonly ShownDice[]): Promise<void> {
    await this.store.transaction(async () => recordShownDice(this.tx, at, dice));
  }
}
