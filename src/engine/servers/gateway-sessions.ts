import type { Tx } from '../../db/store.js';

// Each gateway shard's session in SQLite (issue 31), so that a restarted bot resumes it instead of spending an IDENTIFY.

/** What Discord needs to RESUME a shard's session, and what the bot knew of it when it was saved. */
export interface SavedGatewaySession {
  shardId: number;
  shardCount: number;
  sessionId: string;
  /** The last event the bot received: Discord replays every one after it. */
  sequence: number;
  resumeUrl: string;
  /** How many servers the shard held: the cost of rebuilding its cache after a RESUME. */
  servers: number;
  savedAt: number;
}

interface Row {
  shard_id: number;
  shard_count: number;
  session_id: string;
  sequence: number;
  resume_url: string;
  servers: number;
  saved_at: number;
}

const fromRow = (row: Row): SavedGatewaySession => ({
  shardId: row.shard_id,
  shardCount: row.shard_count,
  sessionId: row.session_id,
  sequence: row.sequence,
  resumeUrl: row.resume_url,
  servers: row.servers,
  savedAt: row.saved_at,
});

/** Every saved session, by shard id. */
export async function savedGatewaySessions(db: Tx): Promise<SavedGatewaySession[]> {
  const rows = (await db.all('SELECT * FROM gateway_sessions ORDER BY shard_id')) as Row[];
  return rows.map(fromRow);
}

/** Keeps the shard's session, over whatever was kept for that shard before. */
export async function saveGatewaySession(db: Tx, session: SavedGatewaySession): Promise<void> {
  await db.run(
    `INSERT INTO gateway_sessions (shard_id, shard_count, session_id, sequence, resume_url, servers, saved_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (shard_id) DO UPDATE SET shard_count = excluded.shard_count, session_id = excluded.session_id,
       sequence = excluded.sequence, resume_url = excluded.resume_url, servers = excluded.servers, saved_at = excluded.saved_at`,
    session.shardId,
    session.shardCount,
    session.sessionId,
    session.sequence,
    session.resumeUrl,
    session.servers,
    session.savedAt,
  );
}

/** The shard's session is over (Discord invalidated it, or it was handed out once): nothing to resume. */
export async function forgetGatewaySession(db: Tx, shardId: number): Promise<void> {
  await db.run('DELETE FROM gateway_sessions WHERE shard_id = ?', shardId);
}
