-- PostgreSQL's form of ../0003_outbox.sql.
CREATE TABLE outbox (
  action_id   BIGINT PRIMARY KEY REFERENCES actions(id),
  table_id    BIGINT NOT NULL REFERENCES game_tables(id),
  codes       TEXT NOT NULL DEFAULT '[]',
  created_at  BIGINT NOT NULL
);
