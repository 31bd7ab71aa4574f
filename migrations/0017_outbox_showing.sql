-- Issue 32: showing an action once, whichever process shows it and however
-- often one dies in the middle.
--   said:       how many of the action's announcement messages were already
--               posted, noted as each goes out; shown again, only the rest
--               is said.
--   nonce:      random, the base of the nonces its messages carry (Discord
--               returns the message it made with a nonce instead of making
--               another); random so that no other database's action with the
--               same id ever shares it.
--   shown_by:   which process is showing it (the shards it serves), and
--   claimed_at: since when. A process starting takes what its predecessor
--               (the same shards) left and what nobody has held for minutes,
--               never what another live process is showing.
ALTER TABLE outbox ADD COLUMN said INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN nonce TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN shown_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_at INTEGER;
