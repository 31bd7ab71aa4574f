-- PostgreSQL's form of ../0002_economy.sql.
ALTER TABLE transfers ADD COLUMN actor_id TEXT;
CREATE UNIQUE INDEX transfers_one_command_per_interaction
  ON transfers(interaction_id) WHERE cause IN ('daily', 'give', 'grant', 'take');
CREATE INDEX transfers_by_table ON transfers(table_id);
CREATE INDEX accounts_by_kind ON accounts(server_id, kind, balance);
