-- PostgreSQL's form of ../0020_reply_token.sql.
ALTER TABLE outbox ADD COLUMN reply_token TEXT;
