-- PostgreSQL's form of ../0017_outbox_showing.sql.
ALTER TABLE outbox ADD COLUMN said INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN nonce TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN shown_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_at BIGINT;
