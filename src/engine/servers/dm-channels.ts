import type { Tx } from '../../db/store.js';

// Remembers each member's DM channel with the bot in SQLite, so private rolls need not open a new one, and forgets one Discord no longer knows.

/** The DM channel remembered for a member, or null when the bot never opened one (or forgot a channel Discord no longer knows). */
export async function rememberedDmChannel(db: Tx, userId: string): Promise<string | null> {
  const row = (await db.get('SELECT channel_id FROM dm_channels WHERE user_id = ?', userId)) as { channel_id: string } | undefined;
  return row?.channel_id ?? null;
}

export async function rememberDmChannel(db: Tx, userId: string, channelId: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id, opened_at = excluded.opened_at`,
    userId,
    channelId,
    now,
  );
}

/** Discord answered 10003 for it: the next DM opens the channel anew. */
export async function forgetDmChannel(db: Tx, userId: string, channelId: string): Promise<void> {
  await db.run('DELETE FROM dm_channels WHERE user_id = ? AND channel_id = ?', userId, channelId);
}
