-- PostgreSQL's form of ../0015_gateway_sessions.sql.
CREATE TABLE gateway_sessions (
  shard_id INTEGER PRIMARY KEY,
  shard_count INTEGER NOT NULL,
  session_id TEXT NOT NULL,
  sequence BIGINT NOT NULL,
  resume_url TEXT NOT NULL,
  servers INTEGER NOT NULL,
  saved_at BIGINT NOT NULL
);
