// Remembers each member's DM channel with the bot in SQLite, so private rolls need not open a new one, and forgets one Discord no longer knows.
import { type Db, prepared } from '../../db/connection.js';

/** The DM channel remembered for a member, or null when the bot never opened one (or forgot a channel Discord no longer knows). */
export function rememberedDmChannel(db: Db, userId: string): string | null {
  const row = prepared(db, 'SELECT channel_id FROM dm_channels WHERE user_id = ?').get(userId) as { channel_id: string } | undefined;
  return row?.channel_id ?? null;
}

export function rememberDmChannel(db: Db, userId: string, channelId: string, now: number): void {
  prepared(
    db,
    `INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id, opened_at = excluded.opened_at`,
  ).run(userId, channelId, now);
}

/** Discord answered 10003 for it: the next DM opens the channel anew. */
export function forgetDmChannel(db: Db, userId: string, channelId: string): void {
  prepared(db, 'DELETE FROM dm_channels WHERE user_id = ? AND channel_id = ?').run(userId, channelId);
}
