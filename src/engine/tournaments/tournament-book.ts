// What the layers above read and note about tournaments beside their service: the latest in a channel, its message, its prize pool and markets, and the news still owed.
import type { Store, Tx } from '../../db/store.js';
import { balanceOf } from '../economy/ledger.js';
import { type MarketRecord, type MarketView, marketsOfTournament, marketView } from '../markets/markets.js';
import { claimOf } from '../servers/held.js';
import { EVERY_SHARD, type ServedShards } from '../servers/served-shards.js';
import { claimNotices, markPlaced, markSaid, removeNotice, type TournamentNotice } from './notices.js';
import { latestTournamentIn, setTournamentMessage } from './repository.js';

export class TournamentBook {
  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(private readonly store: Store) {
    this.tx = store.tx;
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

  /**
   * Every notice not yet fully shown, oldest first (issue 28), taken by this
   * process to show (issue 32: what another live process is showing is left
   * to it); only on the servers `served` (issue 31) [every one].
   * `startedAt`: when this process started, so that what its predecessor
   * held is taken at once [now].
   */
  async pendingNotices(served: ServedShards = EVERY_SHARD, at: { now?: number; startedAt?: number } = {}): Promise<TournamentNotice[]> {
    return this.store.transaction(async () => claimNotices(this.tx, claimOf(served, at)));
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
