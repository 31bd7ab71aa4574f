-- Tournaments and side bets (VJ-11): seeded players in groups that play
-- several games each, tier after tier to a final, a prize pool held from
-- the start, and parimutuel side bets on who wins a group, the tournament
-- or a single table.

CREATE TABLE tournaments (
  id          INTEGER PRIMARY KEY,
  server_id   TEXT NOT NULL REFERENCES servers(id),
  channel_id  TEXT NOT NULL,                 -- where it was opened: its message, the group threads' parent
  game        TEXT NOT NULL,
  host_id     TEXT NOT NULL,
  options     TEXT NOT NULL,                 -- the game's options (JSON), the same at every table
  settings    TEXT NOT NULL,                 -- group size, games a round, advance, points, prizes, split (JSON)
  status      TEXT NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
  bracket     TEXT,                          -- tiers, groups, games and standings (JSON); NULL while open
  version     INTEGER NOT NULL DEFAULT 1,
  message_id  TEXT,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  ended_at    INTEGER
);
CREATE INDEX tournaments_by_status ON tournaments(status);

CREATE TABLE tournament_entries (
  tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
  user_id        TEXT NOT NULL,
  seed           INTEGER NOT NULL,           -- join order (ratings may seed later)
  status         TEXT NOT NULL DEFAULT 'in' CHECK (status IN ('in', 'withdrawn')),
  joined_at      INTEGER NOT NULL,
  PRIMARY KEY (tournament_id, user_id)
);

-- A game of a tournament group is a table like any other, linked to its place in the bracket.
ALTER TABLE game_tables ADD COLUMN tournament_id INTEGER REFERENCES tournaments(id);
ALTER TABLE game_tables ADD COLUMN tournament_slot TEXT;  -- "<tier>:<group>:<game>"

-- Parimutuel markets: one pool per question (who wins this group, the tournament, this table).
CREATE TABLE markets (
  id             INTEGER PRIMARY KEY,
  server_id      TEXT NOT NULL REFERENCES servers(id),
  kind           TEXT NOT NULL CHECK (kind IN ('group', 'tournament', 'table')),
  tournament_id  INTEGER REFERENCES tournaments(id),
  table_id       INTEGER REFERENCES game_tables(id),
  name           TEXT NOT NULL,              -- "T1 group 2", "tournament", "table #12"
  status         TEXT NOT NULL CHECK (status IN ('open', 'closed', 'settled', 'void')),
  winners        TEXT,                       -- JSON user ids, when settled
  created_at     INTEGER NOT NULL,
  ended_at       INTEGER,
  UNIQUE (tournament_id, name)
);
CREATE UNIQUE INDEX markets_one_per_table ON markets(table_id) WHERE table_id IS NOT NULL;

CREATE TABLE bets (
  id          INTEGER PRIMARY KEY,
  market_id   INTEGER NOT NULL REFERENCES markets(id),
  user_id     TEXT NOT NULL,                 -- who bet
  player_id   TEXT NOT NULL,                 -- whom they backed
  amount      INTEGER NOT NULL CHECK (amount > 0),
  status      TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  paid        INTEGER NOT NULL DEFAULT 0,    -- what it paid back (winnings or refund)
  created_at  INTEGER NOT NULL
);
CREATE INDEX bets_by_market ON bets(market_id);
