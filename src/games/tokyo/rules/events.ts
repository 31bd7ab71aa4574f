// What a Tokyo game tells the channel and the scoresheet (never the dice under a closed cup): hands, announcements, doubts, lives lost, leaves.
import type { UserId } from '../../../engine/contract.js';

/** What the channel and the scoresheet learn of a Tokyo game: never the dice under a closed cup. */
export type TokyoEvent =
  /** TK-3: a hand starts; `starter` rolls under the cup. */
  | { name: 'hand'; data: { hand: number; starter: UserId } }
  /** TK-3, TK-4: an announcement, after a roll or blind (TK-4c). */
  | { name: 'announce'; data: { hand: number; player: UserId; value: number; blind: boolean } }
  /** TK-4a: believed, and rolled again under the cup. */
  | { name: 'roll'; data: { hand: number; player: UserId } }
  /** TK-4b, TK-6: the cup lifted; `tokyo`: 21 had been announced in the hand (TK-10 names 42 and 63 then). */
  | { name: 'doubt'; data: { hand: number; doubter: UserId; announcer: UserId; announced: number; actual: number; truthful: boolean; tokyo: boolean } }
  /** TK-6: the top value accepted, the cup left closed. */
  | { name: 'accept'; data: { hand: number; player: UserId; value: number } }
  /** TK-2: lives lost, and how many are left. */
  | { name: 'lives'; data: { hand: number; player: UserId; lost: number; left: number } }
  | { name: 'out'; data: { player: UserId } }
  /**
   * TK-15: a player left or was kicked mid-hand. `outcome`: `void` — they held the cup, it is discarded unseen and
   * a new hand starts; `goes-on` — they were a bystander; `ended` — one player is left, the game is over.
   * Logs written before this ruling have no `outcome`: every leave voided the hand then.
   */
  | { name: 'left'; data: { player: UserId; hand: number; outcome?: 'void' | 'goes-on' | 'ended' } }
  /** TK-15: the loser of a doubt had already left the table: no life is taken. */
  | { name: 'spared'; data: { hand: number; player: UserId } };
