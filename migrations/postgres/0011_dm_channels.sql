-- PostgreSQL's form of ../0011_dm_channels.sql.
CREATE TABLE dm_channels (
  user_id    TEXT PRIMARY KEY,
  channel_id TEXT NOT NULL,
  opened_at  BIGINT NOT NULL
);
