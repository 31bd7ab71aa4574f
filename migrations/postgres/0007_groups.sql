-- PostgreSQL's form of ../0007_groups.sql (coalesce for SQLite's ifnull).
ALTER TABLE game_tables ADD COLUMN parent_table_id BIGINT REFERENCES game_tables(id);
ALTER TABLE game_tables ADD COLUMN group_number INTEGER;
ALTER TABLE game_tables ADD COLUMN group_count INTEGER;
DROP INDEX game_tables_one_open_per_channel;
CREATE UNIQUE INDEX game_tables_one_open_per_channel
  ON game_tables(channel_id, coalesce(group_number, 0)) WHERE status IN ('lobby', 'active');
CREATE UNIQUE INDEX game_tables_groups ON game_tables(parent_table_id, group_number) WHERE parent_table_id IS NOT NULL;
