-- PostgreSQL's form of ../0016_commitments_in_order.sql (a PostgreSQL database has no rolls from before it).
ALTER TABLE commitments ADD COLUMN made BIGINT;
CREATE INDEX commitments_by_made ON commitments(made);
