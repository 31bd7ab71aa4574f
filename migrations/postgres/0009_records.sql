-- PostgreSQL's form of ../0009_records.sql (the backfill in jsonb; ratings in double precision, as SQLite's REAL is).
CREATE TABLE results (
  table_id     BIGINT NOT NULL REFERENCES game_tables(id),
  server_id    TEXT NOT NULL,
  game         TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  place        INTEGER NOT NULL,
  players      INTEGER NOT NULL,
  net          BIGINT,
  finished_at  BIGINT NOT NULL,
  PRIMARY KEY (table_id, user_id)
);
CREATE INDEX results_by_player ON results(server_id, user_id, game);
CREATE INDEX results_by_game ON results(server_id, game, finished_at);

INSERT INTO results (table_id, server_id, game, user_id, place, players, net, finished_at)
SELECT t.id, t.server_id, t.game, member.value,
  1 + (SELECT count(*) FROM jsonb_array_elements(t.placings::jsonb) WITH ORDINALITY AS earlier(value, n),
         jsonb_array_elements_text(earlier.value) WHERE earlier.n < place.n),
  (SELECT count(*) FROM jsonb_array_elements(t.placings::jsonb) AS every(value), jsonb_array_elements_text(every.value)),
  CASE WHEN t.options::jsonb ->> 'stakes' = 'tria' THEN
    (SELECT coalesce(sum(p.amount), 0) FROM postings p
       JOIN transfers x ON x.id = p.transfer_id
       JOIN accounts a ON a.id = p.account_id
     WHERE x.table_id = t.id AND x.cause = 'table-action' AND a.kind = 'wallet' AND a.owner = member.value)
  END,
  coalesce(t.ended_at, t.updated_at)
FROM game_tables t,
  jsonb_array_elements(t.placings::jsonb) WITH ORDINALITY AS place(value, n),
  jsonb_array_elements_text(place.value) AS member(value)
WHERE t.status = 'finished' AND t.group_count IS NULL AND t.placings IS NOT NULL;

CREATE TABLE ratings (
  server_id   TEXT NOT NULL,
  game        TEXT NOT NULL,
  user_id     TEXT NOT NULL,
  mu          DOUBLE PRECISION NOT NULL,
  sigma       DOUBLE PRECISION NOT NULL,
  games       INTEGER NOT NULL,
  updated_at  BIGINT NOT NULL,
  PRIMARY KEY (server_id, game, user_id)
);

CREATE TABLE dice_faces (
  server_id  TEXT NOT NULL,
  sides      INTEGER NOT NULL,
  game       TEXT NOT NULL,
  owner_id   TEXT NOT NULL,
  face       INTEGER NOT NULL,
  times      BIGINT NOT NULL,
  PRIMARY KEY (server_id, sides, game, owner_id, face)
);

CREATE INDEX game_tables_by_channel ON game_tables(server_id, channel_id);
CREATE INDEX game_tables_by_parent_channel ON game_tables(server_id, parent_channel_id);
