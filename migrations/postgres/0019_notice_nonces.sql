-- PostgreSQL's form of ../0019_notice_nonces.sql.
ALTER TABLE tournament_notices ADD COLUMN nonce TEXT NOT NULL DEFAULT '';
