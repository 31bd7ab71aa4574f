import type { Tx } from '../../db/store.js';

// Read-only query behind /table history: the tables that recently ended in a channel and its threads, latest first (split parents left out).

/** A table that ended, as `/table history` lists it: which, of what game, how it ended and when. */
export interface EndedTable {
  id: number;
  game: string;
  status: 'finished' | 'cancelled';
  /** When it ended (ms); a table ended before `ended_at` was written, its last change. */
  endedAt: number;
}

interface EndedRow {
  id: number;
  game: string;
  status: 'finished' | 'cancelled';
  ended_at: number;
}

/** How many tables `/table history` lists: one reply takes at most 10 files, a scoresheet each. */
const HISTORY_LIMIT = 10;

/**
 * The tables that ended in a channel or in the threads made from it, the
 * latest first. EL-1: a table split into groups is left out — it has no
 * game of its own; each group is a table of its own, played in a thread of
 * the channel, with its own sheet and its own winner, and is listed as one.
 * A player looking back wants the games that were played, each once.
 */
export async function recentTables(db: Tx, serverId: string, channelId: string, limit = HISTORY_LIMIT): Promise<EndedTable[]> {
  const rows = (await db.all(
    `SELECT id, game, status, coalesce(ended_at, updated_at) AS ended_at FROM game_tables
       WHERE id IN (SELECT id FROM game_tables WHERE server_id = ? AND channel_id = ?
                    UNION SELECT id FROM game_tables WHERE server_id = ? AND parent_channel_id = ?)
         AND status IN ('finished', 'cancelled') AND group_count IS NULL
       ORDER BY coalesce(ended_at, updated_at) DESC, id DESC
       LIMIT ?`,
    serverId,
    channelId,
    serverId,
    channelId,
    limit,
  )) as EndedRow[];
  return rows.map((row) => ({ id: row.id, game: row.game, status: row.status, endedAt: row.ended_at }));
}
