-- PostgreSQL's form of ../0004_discarded_rolls.sql.
ALTER TABLE commitments ADD COLUMN discarded_at BIGINT;
