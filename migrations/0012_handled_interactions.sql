-- Issue 28: every interaction that changes anything is applied once, however
-- often Discord delivers it (a gateway resume replays events; the chaos test
-- delivers an interaction again to a restarted bot). The dispatcher claims
-- the interaction's id here before the command runs: a second delivery
-- finds the claim and does nothing. Rows older than any delivery the bot
-- would still act on (Discord's 3-second deadline) are pruned.
CREATE TABLE handled_interactions (
  interaction_id TEXT PRIMARY KEY,
  what           TEXT NOT NULL,            -- '/tournament bet', or a button's custom id: for reading a log by
  handled_at     INTEGER NOT NULL
);
CREATE INDEX handled_interactions_by_time ON handled_interactions(handled_at);
