-- EL-1: a table of more players than one game takes is split at its start
-- into groups that play at once, each group a table of its own (its own
-- game, escrow and message, in its own thread or in the parent's channel).
ALTER TABLE game_tables ADD COLUMN parent_table_id INTEGER REFERENCES game_tables(id); -- the table a group was split from
ALTER TABLE game_tables ADD COLUMN group_number INTEGER;                                -- a group's number at its parent (1, 2 …)
ALTER TABLE game_tables ADD COLUMN group_count INTEGER;                                 -- a parent: how many groups it was split into
-- One open table per channel or thread still, except that the groups of a
-- table whose threads are off play in its channel beside it.
DROP INDEX game_tables_one_open_per_channel;
CREATE UNIQUE INDEX game_tables_one_open_per_channel
  ON game_tables(channel_id, ifnull(group_number, 0)) WHERE status IN ('lobby', 'active');
CREATE UNIQUE INDEX game_tables_groups ON game_tables(parent_table_id, group_number) WHERE parent_table_id IS NOT NULL;
