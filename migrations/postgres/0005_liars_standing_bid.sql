-- PostgreSQL's form of ../0005_liars_standing_bid.sql: the same renaming, in jsonb.
UPDATE game_tables
SET state = ((state::jsonb - 'standing') || jsonb_build_object('standingBid', state::jsonb -> 'standing'))::text
WHERE game = 'liars' AND state IS NOT NULL AND jsonb_typeof(state::jsonb -> 'standing') = 'object';
