-- Records: what each player took from each finished table, a skill rating
-- per game and server, and every die the bot showed a channel (the
-- fairness evidence of /stats dice).

-- One row per player of a finished table (never of a cancelled one, nor of
-- an EL-1 split table: its groups are tables of their own).
CREATE TABLE results (
  table_id     INTEGER NOT NULL REFERENCES game_tables(id),
  server_id    TEXT NOT NULL,
  game         TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  place        INTEGER NOT NULL,              -- 1 = won; players sharing a place share its number (1, 2, 2, 4)
  players      INTEGER NOT NULL,              -- how many were placed
  net          INTEGER,                       -- tria won (+) or lost (−) at the table; NULL at a points table
  finished_at  INTEGER NOT NULL,
  PRIMARY KEY (table_id, user_id)
);
CREATE INDEX results_by_player ON results(server_id, user_id, game);
CREATE INDEX results_by_game ON results(server_id, game, finished_at);

-- Tables finished before this migration keep their records: placings from
-- the table, nets from the ledger (ratings start from the next game).
INSERT INTO results (table_id, server_id, game, user_id, place, players, net, finished_at)
SELECT t.id, t.server_id, t.game, member.value,
  1 + (SELECT count(*) FROM json_each(t.placings) AS earlier, json_each(earlier.value) WHERE earlier.key < place.key),
  (SELECT count(*) FROM json_each(t.placings) AS every, json_each(every.value)),
  CASE WHEN json_extract(t.options, '$.stakes') = 'tria' THEN
    (SELECT coalesce(sum(p.amount), 0) FROM postings p
       JOIN transfers x ON x.id = p.transfer_id
       JOIN accounts a ON a.id = p.account_id
     WHERE x.table_id = t.id AND x.cause = 'table-action' AND a.kind = 'wallet' AND a.owner = member.value)
  END,
  coalesce(t.ended_at, t.updated_at)
FROM game_tables t, json_each(t.placings) AS place, json_each(place.value) AS member
WHERE t.status = 'finished' AND t.group_count IS NULL AND t.placings IS NOT NULL;

-- A Weng-Lin (OpenSkill) rating per game and server: mu and sigma.
CREATE TABLE ratings (
  server_id   TEXT NOT NULL,
  game        TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  mu          REAL NOT NULL,
  sigma       REAL NOT NULL,
  games       INTEGER NOT NULL,               -- rated games played
  updated_at  INTEGER NOT NULL,
  PRIMARY KEY (server_id, game, user_id)
);

-- Dice as the channel saw them, counted by face: public rolls when made,
-- hidden ones when revealed (never before; a hidden roll thrown away unseen
-- never). Counts rather than rolls, so /stats dice reads a few rows however
-- many millions of dice a server has seen.
CREATE TABLE dice_faces (
  server_id  TEXT NOT NULL,
  sides      INTEGER NOT NULL,
  game       TEXT NOT NULL,                 -- '' for a /roll
  owner_id   TEXT NOT NULL,
  face       INTEGER NOT NULL,
  times      INTEGER NOT NULL,
  PRIMARY KEY (server_id, sides, game, owner_id, face)
);

-- /table history reads a channel's ended tables, and those of threads made from it.
CREATE INDEX game_tables_by_channel ON game_tables(server_id, channel_id);
CREATE INDEX game_tables_by_parent_channel ON game_tables(server_id, parent_channel_id);
