// What the layers above read and note about tournaments beside their service: the latest in a channel, its message, its prize pool and markets, and the news still owed.
import type { Db } from '../../db/connection.js';
import { balanceOf } from '../economy/ledger.js';
import { type MarketRecord, type MarketView, marketsOfTournament, marketView } from '../markets/markets.js';
import type { ServedShards } from '../servers/served-shards.js';
import { markPlaced, markSaid, pendingNotices, removeNotice, type TournamentNotice } from './notices.js';
import { latestTournamentIn, setTournamentMessage } from './repository.js';

export class TournamentBook {
  constructor(private readonly db: Db) {}

  /** The newest tournament of a channel, over or not (one still open or running first). */
  latestIn(channelId: string): number | null {
    return latestTournamentIn(this.db, channelId);
  }

  /** Where the tournament's one message is (null: none yet). */
  setMessage(tournamentId: number, messageId: string | null): void {
    setTournamentMessage(this.db, tournamentId, messageId);
  }

  /** What the tournament's prize pool holds. */
  prizePool(tournament: { id: number; serverId: string }): number {
    return balanceOf(this.db, { serverId: tournament.serverId, kind: 'prize-pool', owner: String(tournament.id) });
  }

  /** The side-bet markets of a tournament. */
  markets(tournamentId: number): MarketRecord[] {
    return marketsOfTournament(this.db, tournamentId);
  }

  /** One market's pool and odds. */
  market(marketId: number): MarketView {
    return marketView(this.db, marketId);
  }

  /** Every notice not yet fully shown, oldest first (issue 28); only on the servers `served` (issue 31) [every one]. */
  pendingNotices(served?: ServedShards): TournamentNotice[] {
    return pendingNotices(this.db, served);
  }

  /** The notice's tables are where they will play. */
  noticePlaced(noticeId: number): void {
    markPlaced(this.db, noticeId);
  }

  /** `said` of the notice's messages have been posted. */
  noticeSaid(noticeId: number, said: number): void {
    markSaid(this.db, noticeId, said);
  }

  /** Everything the notice had to show was shown. */
  noticeShown(noticeId: number): void {
    removeNotice(this.db, noticeId);
  }
}
