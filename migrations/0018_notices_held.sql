-- Issue 32: a tournament step's notice is held by the process showing it,
-- as an action's outbox entry is (0017): shown_by names the process (the
-- shards it serves), claimed_at since when. A process starting takes what
-- its predecessor (the same shards) left and what nobody has held for
-- minutes, never what another live process is showing.
ALTER TABLE tournament_notices ADD COLUMN shown_by TEXT;
ALTER TABLE tournament_notices ADD COLUMN claimed_at INTEGER;
