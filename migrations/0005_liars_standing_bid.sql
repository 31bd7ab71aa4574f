-- Liar's Dice keeps the bid to beat under `standingBid` in its stored state
-- (it was `standing`, a word the game contract now leaves to nobody).
-- Games saved before keep going where they stood: renamed in place.
UPDATE game_tables
SET state = json_remove(json_set(state, '$.standingBid', json(json_extract(state, '$.standing'))), '$.standing')
WHERE game = 'liars' AND state IS NOT NULL AND json_type(state, '$.standing') = 'object';
