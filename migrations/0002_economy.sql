-- The economy: who caused each transfer, one wallet command per interaction,
-- and the indexes history and leaderboards read by.

ALTER TABLE transfers ADD COLUMN actor_id TEXT;   -- the member or moderator who caused it; NULL for the rules

-- A wallet command (daily, give, grant, take) applied twice by Discord is applied once.
CREATE UNIQUE INDEX transfers_one_command_per_interaction
  ON transfers(interaction_id) WHERE cause IN ('daily', 'give', 'grant', 'take');

CREATE INDEX transfers_by_table ON transfers(table_id);
CREATE INDEX accounts_by_kind ON accounts(server_id, kind, balance);
