-- Issue 31: the turn timers find what fell due through two indexes instead of
-- reading every active table each second (at 100,000 active tables a tick
-- read them all). A partial index holds only what a tick may want: active
-- tables with a deadline, and of those the ones still owed their reminder.
--
-- The half-time reminder's due time as a column, so its query is a plain
-- range on an index. Generated from the deadline and the table's timer (the
-- very expression the reminder query used), it cannot disagree with them,
-- and tables saved before this migration have it at once.
ALTER TABLE game_tables ADD COLUMN deadline_remind_at INTEGER GENERATED ALWAYS AS (deadline_at - turn_timeout_ms / 2) VIRTUAL;
-- Replaced by the one below, which also leaves out tables no longer active.
DROP INDEX game_tables_by_deadline;
CREATE INDEX game_tables_past_deadline ON game_tables(deadline_at) WHERE status = 'active' AND deadline_at IS NOT NULL;
-- A reminder taken (deadline_reminded = 1) leaves this index, so it holds only the reminders still to come.
CREATE INDEX game_tables_reminders_owed ON game_tables(deadline_remind_at)
  WHERE status = 'active' AND deadline_reminded = 0 AND deadline_remind_at IS NOT NULL;
