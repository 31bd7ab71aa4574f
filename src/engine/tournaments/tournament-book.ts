// What the layers above read and note about tournaments beside their service: the latest in a channel, its message, its prize pool and markets, and the news still owed.
import type { Db } from '../../db/connection.js';
import { txOf } from '../../db/sqlite-store.js';
import type { Tx } from '../../db/store.js';
import { balanceOf } from '../economy/ledger.js';
import { type MarketRecord, type MarketView, marketsOfTournament, marketView } from '../markets/markets.js';
import type { ServedShards } from '../servers/served-shards.js';
import { markPlaced, markSaid, pendingNotices, removeNotice, type TournamentNotice } from './notices.js';
import { latestTournamentIn, setTournamentMessage } from './repository.js';

export class TournamentBook {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(db: Db) {
    this.tx = txOf(db);
  }

  /** The newest tournament of a channel, over or not (one still open or running first). */
  async latestIn(channelId: string): Promise<number | null> {
    return latestTournamentIn(this.tx, channelId);
  }

  /** Where the tournament's one message is (null: none yet). */
  async setMessage(tournamentId: number, messageId: string | null): Promise<void> {
    await setTournamentMessage(this.tx, tournamentId, messageId);
  }

  /** What the tournament's prize pool holds. */
  async prizePool(tournament: { id: number; serverId: string }): Promise<number> {
    return balanceOf(this.tx, { serverId: tournament.serverId, kind: 'prize-pool', owner: String(tournament.id) });
  }

  /** The side-bet markets of a tournament. */
  async markets(tournamentId: number): Promise<MarketRecord[]> {
    return marketsOfTournament(this.tx, tournamentId);
  }

  /** One market's pool and odds. */
  async market(marketId: number): Promise<MarketView> {
    return marketView(this.tx, marketId);
  }

  /** Every notice not yet fully shown, oldest first (issue 28); only on the servers `served` (issue 31) [every one]. */
  async pendingNotices(served?: ServedShards): Promise<TournamentNotice[]> {
    return pendingNotices(this.tx, served);
  }

  /** The notice's tables are where they will play. */
  async noticePlaced(noticeId: number): Promise<void> {
    await markPlaced(this.tx, noticeId);
  }

  /** `said` of the notice's messages have been posted. */
  async noticeSaid(noticeId: number, said: number): Promise<void> {
    await markSaid(this.tx, noticeId, said);
  }

  /** Everything the notice had to show was shown. */
  async noticeShown(noticeId: number): Promise<void> {
    await removeNotice(this.tx, noticeId);
  }
}
