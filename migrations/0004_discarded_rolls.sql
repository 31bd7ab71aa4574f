-- A hidden roll the rules throw away unseen (a Tokyo cup rolled over, or
-- accepted and never lifted): it is not revealed, but it is no longer
-- anyone's current dice either.
ALTER TABLE commitments ADD COLUMN discarded_at INTEGER;
