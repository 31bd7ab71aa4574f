-- Issue 32: a tournament step's news carries Discord nonces, as an action's
-- announcement does (0017): random, the base of its messages' nonces, so
-- that news shown again after a crash is not posted twice.
ALTER TABLE tournament_notices ADD COLUMN nonce TEXT NOT NULL DEFAULT '';
