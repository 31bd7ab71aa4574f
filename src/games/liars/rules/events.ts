// What a Liar's Dice game tells the channel and the scoresheet: new rounds, bids, calls with their count and losses, eliminations and leaves.
import type { UserId } from '../../../engine/contract.js';

/** What the channel and the scoresheet learn of a Liar's Dice game: every field public. */
export type LiarsEvent =
  /**
   * LD-4, LD-7: a new round is dealt; `starter` opens the bidding.
   * `afterLeave`: dealt because a player left (LD-18), whose line already says who opens.
   */
  | { name: 'round'; data: { round: number; starter: UserId; afterLeave?: true } }
  /** LD-6: a raise of the standing bid. */
  | { name: 'bid'; data: { round: number; bettor: UserId; quantity: number; face: number } }
  /** LD-8 … LD-12: a call, the count over every hand, and who lost how many dice. */
  | {
      name: 'call';
      data: {
        round: number;
        caller: UserId;
        bettor: UserId;
        quantity: number;
        face: number;
        count: number;
        /** LD-19: with wild ones, how many of `count` are ones (absent when ones are not wild in this count, or in an older log). */
        ones?: number;
        verdict: 'correct' | 'spot-on' | 'incorrect';
        losses: Record<UserId, number>;
      };
    }
  /** LD-14: out of dice, and who narrates it, each with their roleplay tag (LD-3). */
  | { name: 'eliminated'; data: { player: UserId; tag: string | null; by: UserId; byTag: string | null } }
  /**
   * LD-18: a player left or was kicked mid-round; the round is void and its
   * hands shown. `next`: who opens the next round — the player who was to bid
   * (`wasToBid`), or the next in line when the leaver was; null when the
   * leave ended the game. Absent in an older log.
   */
  | { name: 'left'; data: { player: UserId; round: number; next?: UserId | null; wasToBid?: boolean } };
