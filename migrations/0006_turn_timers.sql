-- Turn timers and pauses (a table waits no longer forever for a player who
-- went to bed), and how much a table announces.
ALTER TABLE game_tables ADD COLUMN turn_timeout_ms INTEGER;                      -- NULL: no timer at this table
ALTER TABLE game_tables ADD COLUMN announce TEXT NOT NULL DEFAULT 'all' CHECK (announce IN ('all', 'rounds'));
ALTER TABLE game_tables ADD COLUMN deadline_at INTEGER;                          -- when the awaited player's time runs out
ALTER TABLE game_tables ADD COLUMN deadline_player TEXT;                         -- whom the table waits for
ALTER TABLE game_tables ADD COLUMN deadline_reminded INTEGER NOT NULL DEFAULT 0; -- the half-time reminder went out
ALTER TABLE game_tables ADD COLUMN paused_by TEXT;                               -- NULL: not paused
ALTER TABLE game_tables ADD COLUMN paused_left_ms INTEGER;                       -- what was left of the deadline when paused
-- Times a player in a row ran out of time (two: they forfeit); reset when they move themselves.
ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX game_tables_by_deadline ON game_tables(deadline_at) WHERE deadline_at IS NOT NULL;
