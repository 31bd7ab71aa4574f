-- What an action still has to show after it was saved: its announcement and
-- its hidden dice by DM. Written in the action's transaction, cleared once
-- shown; a bot that stopped in between shows it when it starts again.
CREATE TABLE outbox (
  action_id   INTEGER PRIMARY KEY REFERENCES actions(id),
  table_id    INTEGER NOT NULL REFERENCES game_tables(id),
  codes       TEXT NOT NULL DEFAULT '[]',   -- commitments to deliver to their owners (JSON)
  created_at  INTEGER NOT NULL
);
