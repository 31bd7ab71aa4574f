-- Issue 32: a command's own reply may carry the first message of what its
-- action announces, and a reply takes no nonce. A process killed between
-- Discord taking that reply and noting it said would say the message again
-- at its start. The interaction's token is kept with the owed showing so
-- that the next process can ask Discord whether the reply was made
-- (GET …/messages/@original) before saying it. Discord accepts a token for
-- 15 minutes; the row is deleted once shown.
ALTER TABLE outbox ADD COLUMN reply_token TEXT;
