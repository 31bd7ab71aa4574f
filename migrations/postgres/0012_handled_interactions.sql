-- PostgreSQL's form of ../0012_handled_interactions.sql.
CREATE TABLE handled_interactions (
  interaction_id TEXT PRIMARY KEY,
  what           TEXT NOT NULL,
  handled_at     BIGINT NOT NULL
);
CREATE INDEX handled_interactions_by_time ON handled_interactions(handled_at);
