-- Issue 19: the language of each member's Discord client, as their last
-- interaction said it, so a DM (hidden dice dealt at a round's start, to
-- players who did not just act) comes in their language.
CREATE TABLE member_locales (
  user_id    TEXT PRIMARY KEY,
  locale     TEXT NOT NULL,                 -- Discord's locale: "ro", "en-US" …
  seen_at    INTEGER NOT NULL
);
