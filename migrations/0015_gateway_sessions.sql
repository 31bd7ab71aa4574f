-- Issue 31: each gateway shard's session, kept so that a restarted bot RESUMEs
-- it instead of spending an IDENTIFY (Discord resets the token after 1,000 a
-- day). One row a shard, overwritten as the session moves on; `servers` is how
-- many servers the shard held, which decides whether rebuilding its cache
-- after a RESUME is cheaper than a new session.
CREATE TABLE gateway_sessions (
  shard_id INTEGER PRIMARY KEY,
  shard_count INTEGER NOT NULL,
  session_id TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  resume_url TEXT NOT NULL,
  servers INTEGER NOT NULL,
  saved_at INTEGER NOT NULL
);
