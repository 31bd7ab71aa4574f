-- Issue 27: the DM channel the bot and each member share, once Discord has
-- opened it. A DM channel between two users never changes, so a restarted
-- bot sends to it by id instead of asking Discord to open every one again
-- (each open counts against the global limit, and Discord refuses opens that
-- come too fast, 40003). Not per server: the channel is the bot's and the
-- member's wherever they met.
CREATE TABLE dm_channels (
  user_id    TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  opened_at  INTEGER NOT NULL
);
