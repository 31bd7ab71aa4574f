-- PostgreSQL's form of ../0014_timers_by_index.sql: the reminder's due time
-- STORED (PostgreSQL indexes no virtual column), the same expression.
ALTER TABLE game_tables ADD COLUMN deadline_remind_at BIGINT GENERATED ALWAYS AS (deadline_at - turn_timeout_ms / 2) STORED;
DROP INDEX game_tables_by_deadline;
CREATE INDEX game_tables_past_deadline ON game_tables(deadline_at) WHERE status = 'active' AND deadline_at IS NOT NULL;
CREATE INDEX game_tables_reminders_owed ON game_tables(deadline_remind_at)
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_remind_at IS NOT NULL;
