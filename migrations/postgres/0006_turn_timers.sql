-- PostgreSQL's form of ../0006_turn_timers.sql.
ALTER TABLE game_tables ADD COLUMN turn_timeout_ms BIGINT;
ALTER TABLE game_tables ADD COLUMN announce TEXT NOT NULL DEFAULT 'all' CHECK (announce IN ('all', 'rounds'));
ALTER TABLE game_tables ADD COLUMN deadline_at BIGINT;
ALTER TABLE game_tables ADD COLUMN deadline_player TEXT;
ALTER TABLE game_tables ADD COLUMN deadline_reminded INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_tables ADD COLUMN paused_by TEXT;
ALTER TABLE game_tables ADD COLUMN paused_left_ms BIGINT;
ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;
CREATE INDEX game_tables_by_deadline ON game_tables(deadline_at) WHERE deadline_at IS NOT NULL;
