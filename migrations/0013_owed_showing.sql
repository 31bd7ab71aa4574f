-- Issue 28 (2): what a tournament step still has to show, saved in the
-- step's own transaction (as a table action's outbox entry is): its news
-- for the tournament's channel, and the tables it made that still wait for
-- their group's thread. Cleared once shown; a bot that stopped in between
-- makes the threads and says the news when it starts again, once.
CREATE TABLE tournament_notices (
  id             INTEGER PRIMARY KEY,
  tournament_id  INTEGER NOT NULL REFERENCES tournaments(id),
  events         TEXT NOT NULL,               -- the step's TournamentEvents (JSON)
  tables         TEXT NOT NULL DEFAULT '[]',  -- tables still in the tournament's channel that a thread of their group may take (JSON ids)
  placed         INTEGER NOT NULL DEFAULT 0,  -- 1: those tables were placed (in threads, or left in the channel)
  said           INTEGER NOT NULL DEFAULT 0,  -- how many of the news' messages were already posted
  created_at     INTEGER NOT NULL
);

-- Issue 28 (6): table messages the bot could not bring up to date (it lacked
-- View Channel or Embed Links there): redrawn when Discord says its
-- permissions changed, at the next interaction in the channel, or at start.
CREATE TABLE owed_table_messages (
  table_id  INTEGER PRIMARY KEY REFERENCES game_tables(id),
  since     INTEGER NOT NULL
);
