-- Issue 32: the order hidden rolls were made in, as a column. A member's
-- unrevealed dice at a table are listed newest first, and rolls made by one
-- action share their time; SQLite broke that tie by rowid, which PostgreSQL
-- has not. Each roll takes the next number when it is saved.
ALTER TABLE commitments ADD COLUMN made INTEGER;
UPDATE commitments SET made = rowid;
CREATE INDEX commitments_by_made ON commitments(made);
