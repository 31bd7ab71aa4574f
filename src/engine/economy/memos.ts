// What a side bet's or a tournament's transfer says it was: written in its memo where the money moves, read back for /wallet history.

/**
 * Why a side bet went back to its bettor (issue 30: a wallet line says
 * which): its table or tournament was cancelled; its table split into
 * groups (EL-1); nobody had backed a winner; the game had no winner; or the
 * player backed no longer plays (left, kicked, withdrew).
 */
export type BetRefundReason = 'cancelled' | 'groups' | 'unbacked' | 'no-winner' | 'withdrew';

/** What one side-bet transfer did to a bettor's wallet. */
export type SideBetMove = { kind: 'placed' } | { kind: 'won' } | { kind: 'refunded'; reason: BetRefundReason };

const REFUND_REASONS: readonly BetRefundReason[] = ['cancelled', 'groups', 'unbacked', 'no-winner', 'withdrew'];

/** `market 12: won`, `market 12: refunded, cancelled` … */
export function sideBetMemo(marketId: number, move: SideBetMove): string {
  return `market ${marketId}: ${move.kind === 'refunded' ? `refunded, ${move.reason}` : move.kind}`;
}

/**
 * A side-bet memo read back. `move` is null for a memo written before
 * issue 30, which named only the market (`market 12`): the reader then
 * works out what it can from the bets.
 */
export function readSideBetMemo(memo: string): { marketId: number; move: SideBetMove | null } | null {
  const found = /^market (\d+)(?:: (.*))?$/.exec(memo);
  if (!found) return null;
  const marketId = Number(found[1]);
  const said = found[2];
  if (said === 'placed' || said === 'won') return { marketId, move: { kind: said } };
  const reason = REFUND_REASONS.find((candidate) => said === `refunded, ${candidate}`);
  return { marketId, move: reason ? { kind: 'refunded', reason } : null };
}

/**
 * A tournament's prize money: the pool its host put up, a prize paid from
 * it, or what was left returned to the host (the tournament cancelled, or
 * ended with no winner).
 */
export type TournamentMove = 'pool' | 'prize' | 'returned-cancelled' | 'returned-no-winner';

const TOURNAMENT_MOVES: readonly TournamentMove[] = ['pool', 'prize', 'returned-cancelled', 'returned-no-winner'];
const TOURNAMENT_MEMOS: Record<TournamentMove, string> = {
  pool: 'prize pool',
  prize: 'prize',
  'returned-cancelled': 'prize pool returned, cancelled',
  'returned-no-winner': 'prize pool returned, no winner',
};

/** `tournament 4: prize, tier 2` (a prize says its tier), `tournament 4: prize pool` … */
export function tournamentMemo(tournamentId: number, move: TournamentMove, tier?: number): string {
  return `tournament ${tournamentId}: ${TOURNAMENT_MEMOS[move]}${move === 'prize' && tier !== undefined ? `, tier ${tier}` : ''}`;
}

/**
 * A tournament memo read back. A pool returned before issue 30 said only
 * `prize pool returned`: `returned` is null then, and the reader asks the
 * tournament how it ended.
 */
export function readTournamentMemo(memo: string): { tournamentId: number; move: TournamentMove | 'returned' } | null {
  const found = /^tournament (\d+): (.*)$/.exec(memo);
  if (!found) return null;
  const tournamentId = Number(found[1]);
  const said = found[2]!;
  const move = TOURNAMENT_MOVES.find((candidate) => said === TOURNAMENT_MEMOS[candidate]);
  if (move) return { tournamentId, move };
  if (said.startsWith('prize, tier ')) return { tournamentId, move: 'prize' };
  if (said === 'prize pool returned') return { tournamentId, move: 'returned' };
  return null;
}
