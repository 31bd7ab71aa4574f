-- The foundation: servers, members, tables and seats, the action log,
-- hidden-roll commitments and the ledger every game stands on.
-- Times are milliseconds since the epoch; JSON columns hold zod-checked objects.

CREATE TABLE servers (
  id          TEXT PRIMARY KEY,              -- Discord guild id
  settings    TEXT NOT NULL DEFAULT '{}',    -- GM role, tags, currency … (JSON)
  created_at  INTEGER NOT NULL
);

CREATE TABLE members (
  server_id     TEXT NOT NULL REFERENCES servers(id),
  user_id       TEXT NOT NULL,
  display_name  TEXT NOT NULL,
  first_seen_at INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL,
  PRIMARY KEY (server_id, user_id)
);

CREATE TABLE game_tables (
  id                 INTEGER PRIMARY KEY,
  server_id          TEXT NOT NULL REFERENCES servers(id),
  channel_id         TEXT NOT NULL,          -- where play happens: a channel or a thread
  parent_channel_id  TEXT,                   -- the channel a thread was opened from
  game               TEXT NOT NULL,
  status             TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
  host_id            TEXT NOT NULL,
  options            TEXT NOT NULL,          -- the game's options (JSON)
  state              TEXT,                   -- the game's state (JSON); NULL while in the lobby
  placings           TEXT,                   -- when finished: user ids by place (JSON)
  version            INTEGER NOT NULL DEFAULT 1,
  message_id         TEXT,                   -- the one table message edited in place
  created_at         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL,
  ended_at           INTEGER
);
-- One active table per channel or thread.
CREATE UNIQUE INDEX game_tables_one_open_per_channel
  ON game_tables(channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX game_tables_by_status ON game_tables(status);

CREATE TABLE seats (
  table_id   INTEGER NOT NULL REFERENCES game_tables(id),
  user_id    TEXT NOT NULL,
  role       TEXT NOT NULL CHECK (role IN ('player', 'watcher')),
  position   INTEGER,                        -- seat order (join order) for players
  tag        TEXT,                           -- roleplay tag (LD-3)
  team       TEXT,                           -- Team Vitaji (VJ-9)
  status     TEXT NOT NULL DEFAULT 'seated' CHECK (status IN ('seated', 'left', 'kicked')),
  joined_at  INTEGER NOT NULL,
  PRIMARY KEY (table_id, user_id)
);

-- Append-only: who did what at which table, and the version it produced.
CREATE TABLE actions (
  id              INTEGER PRIMARY KEY,
  table_id        INTEGER NOT NULL REFERENCES game_tables(id),
  version         INTEGER NOT NULL,          -- the table version this action produced
  interaction_id  TEXT UNIQUE,               -- applying the same interaction twice applies it once
  actor_id        TEXT,                      -- NULL for the bot's own steps (timers)
  kind            TEXT NOT NULL,
  payload         TEXT NOT NULL DEFAULT '{}',
  events          TEXT NOT NULL DEFAULT '[]', -- public events only: hidden dice appear as their commitment
  created_at      INTEGER NOT NULL,
  UNIQUE (table_id, version)
);
CREATE TRIGGER actions_append_only_update BEFORE UPDATE ON actions
  BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER actions_append_only_delete BEFORE DELETE ON actions
  BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;

-- RL-2: every hidden roll is committed publicly (its hash) when made.
-- dice and salt stay private until revealed_at is set.
CREATE TABLE commitments (
  code         TEXT PRIMARY KEY,             -- the short code shown in the channel
  hash         TEXT NOT NULL UNIQUE,         -- SHA-256 hex over dice and salt
  server_id    TEXT NOT NULL,
  channel_id   TEXT NOT NULL,
  table_id     INTEGER REFERENCES game_tables(id),
  handle       TEXT,                         -- the game's name for this roll ("round-3:alice")
  owner_id     TEXT NOT NULL,
  viewer_ids   TEXT NOT NULL,                -- who may see the dice before the reveal (JSON)
  label        TEXT NOT NULL,                -- what was rolled ("5d6")
  dice         TEXT NOT NULL,                -- JSON array, secret until revealed
  salt         TEXT NOT NULL,                -- hex, secret until revealed
  created_at   INTEGER NOT NULL,
  revealed_at  INTEGER,
  UNIQUE (table_id, handle)
);

-- The ledger: double entry. A transfer's postings sum to zero; balances are
-- kept in step with postings inside the same transaction.
CREATE TABLE accounts (
  id         INTEGER PRIMARY KEY,
  server_id  TEXT NOT NULL,
  kind       TEXT NOT NULL,                  -- mint, wallet, pot, escrow, stack …
  owner      TEXT NOT NULL,                  -- user id, table id or the like
  balance    INTEGER NOT NULL DEFAULT 0,
  CHECK (kind = 'mint' OR balance >= 0),
  UNIQUE (server_id, kind, owner)
);

CREATE TABLE transfers (
  id              INTEGER PRIMARY KEY,
  server_id       TEXT NOT NULL,
  cause           TEXT NOT NULL,             -- 'table-action', 'command', 'moderator' …
  table_id        INTEGER REFERENCES game_tables(id),
  action_id       INTEGER REFERENCES actions(id),
  interaction_id  TEXT,
  memo            TEXT NOT NULL DEFAULT '',
  created_at      INTEGER NOT NULL
);

CREATE TABLE postings (
  transfer_id  INTEGER NOT NULL REFERENCES transfers(id),
  account_id   INTEGER NOT NULL REFERENCES accounts(id),
  amount       INTEGER NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (transfer_id, account_id)
);
CREATE INDEX postings_by_account ON postings(account_id);
