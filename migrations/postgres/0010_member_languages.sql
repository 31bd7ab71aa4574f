-- PostgreSQL's form of ../0010_member_languages.sql.
CREATE TABLE member_locales (
  user_id    TEXT PRIMARY KEY,
  locale     TEXT NOT NULL,
  seen_at    BIGINT NOT NULL
);
