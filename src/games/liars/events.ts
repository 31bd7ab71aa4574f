import type { UserId } from '../contract.js';

/** What the channel and the scoresheet learn of a Liar's Dice game: every field public. */
export type LiarsEvent =
  /** LD-4, LD-7: a new round is dealt; `starter` opens the bidding. */
  | { name: 'round'; data: { round: number; starter: UserId } }
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
        verdict: 'correct' | 'spot-on' | 'incorrect';
        losses: Record<UserId, number>;
      };
    }
  /** LD-14: out of dice, and who narrates it, each with their roleplay tag (LD-3). */
  | { name: 'eliminated'; data: { player: UserId; tag: string | null; by: UserId; byTag: string | null } }
  /** Our ruling: a player left mid-round; the round is void and dealt again. */
  | { name: 'left'; data: { player: UserId; round: number } };
