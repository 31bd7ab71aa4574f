// The stored shape of a tournament bracket (VJ-11): tiers of groups and their games, stage prizes, the winner, and game-slot ids.
import type { UserId } from '../contract.js';

/** VJ-11: a tournament's bracket as stored: tier after tier of groups, each playing its games, to a final. */
export interface Bracket {
  /** How many stages (tiers, the final included) the start planned for: the prize split is by stage. */
  stages: number;
  /** The prize money each stage pays: each tier's to its advancers, the last to the final's winner. */
  stagePrizes: number[];
  tiers: Tier[];
  winner: UserId | null;
  /** Prize money paid so far, by member. */
  prizes: Record<UserId, number>;
  /**
   * A betting game's points, given once per tier and carried from game to
   * game within it (the ruling on VJ-11): what each player starts a tier
   * with. Absent: a game of placings, whose games' points add up.
   */
  carried?: number | null;
}

export interface Tier {
  number: number;
  final: boolean;
  /** Top seeds who advance without playing (the numbers did not fit). */
  byes: UserId[];
  groups: Group[];
  /** Who goes on to the next tier (byes included), once every group has finished. */
  advanced: UserId[] | null;
}

export interface Group {
  number: number;
  /** In seed order. */
  players: UserId[];
  /** Where the group plays (its thread), once known. */
  channelId: string | null;
  games: GroupGame[];
  /** Who came out on top, once its games are done (the final: the winner). */
  advanced: UserId[] | null;
  /** Sudden-death rolls that broke ties at the cut, as announced. */
  rolls: { round: number; rolls: { player: UserId; die: number }[] }[];
}

export interface GroupGame {
  tableId: number;
  /** Tournament points each player scored, once the game has ended (null: cancelled or still playing). */
  scores: Record<UserId, number> | null;
}

/** The table slot a game is: tier, group and game, "2:1:3". */
export const slotOf = (tier: number, group: number, game: number) => `${tier}:${group}:${game}`;

export function parseSlot(slot: string): { tier: number; group: number; game: number } {
  const [tier, group, game] = slot.split(':').map(Number);
  return { tier: tier ?? 0, group: group ?? 0, game: game ?? 0 };
}
