// What a tournament says as it moves on (VJ-11), and its part in a table action's answer.
import type { UserId } from '../contract.js';

/**
 * What a tournament says in its channel as it moves on (VJ-11): the
 * Discord layer words each and redraws the tournament's message.
 */
export type TournamentEvent =
  | { what: 'opened' }
  | { what: 'joined' | 'left' | 'withdrawn'; player: UserId }
  /** A tier's groups are drawn (the final is one group); their side-bet markets open until each group's first game starts. */
  | { what: 'tier'; tier: number; final: boolean; groups: { number: number; players: UserId[] }[]; byes: UserId[] }
  /** A group has played its games: its standing, who advanced, and any sudden-death rolls that broke a tie at the cut. */
  | {
      what: 'group-done';
      tier: number;
      group: number;
      standing: { player: UserId; total: number; withdrawn: boolean }[];
      advanced: UserId[];
      rolls: { round: number; rolls: { player: UserId; die: number }[] }[];
    }
  /** Prize money paid as players advance, or to the winner at the final. */
  | { what: 'prizes'; tier: number; paid: Record<UserId, number> }
  /**
   * The tournament's end. Issue 30: `pool`, the prize pool its opener
   * funded; `prizes`, what each player was paid from it over every tier;
   * `returned`, what went back to the opener (no winner). Absent in news
   * saved before they were said.
   */
  | { what: 'winner'; player: UserId | null; pool?: number; prizes?: Record<UserId, number>; returned?: number }
  /** A side-bet market settled or voided. */
  /** `paid`: what each backer got (a void market: their stakes back); `reason`, for a void one: cancelled with the tournament, or nobody backed the winner. */
  | { what: 'market'; name: string; status: 'settled' | 'void'; paid: Record<UserId, number>; reason?: 'cancelled' | 'unbacked' }
  /** `returned`: what the prize pool still held, back to its opener (issue 30; absent in news saved before it was said). */
  | { what: 'cancelled'; by: UserId; returned?: number };

export interface TournamentNews {
  tournamentId: number;
  events: TournamentEvent[];
  /** Where it is saved until shown (notices.ts). */
  notice: number;
  /** Issue 32: the base of its messages' nonces. */
  nonce: string;
}

declare module '../tables/contract.js' {
  interface ActionParts {
    /** VJ-11: what the tournament the table belongs to said as the action moved it on (its hook's `ended`). */
    news: TournamentNews[];
  }
}
