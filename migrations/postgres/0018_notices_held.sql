-- PostgreSQL's form of ../0018_notices_held.sql.
ALTER TABLE tournament_notices ADD COLUMN shown_by TEXT;
ALTER TABLE tournament_notices ADD COLUMN claimed_at BIGINT;
