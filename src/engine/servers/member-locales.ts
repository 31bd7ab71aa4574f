// Member locales: the Discord language each member's client last gave, kept beside the members' other data.
import { type Db, prepared } from '../../db/connection.js';
import { type Language, languageOf } from '../../i18n/language.js';

/** The member's language as their last interaction gave it (Discord sends each client's locale with every interaction). */
export function memberLanguage(db: Db, userId: string): Language {
  const row = prepared(db, 'SELECT locale FROM member_locales WHERE user_id = ?').get(userId) as { locale: string } | undefined;
  return languageOf(row?.locale) ?? 'en';
}

/** Remembers a member's client locale. */
export function rememberLocale(db: Db, userId: string, locale: string, now: number): void {
  prepared(
    db,
    `INSERT INTO member_locales (user_id, locale, seen_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, seen_at = excluded.seen_at`,
  ).run(userId, locale, now);
}
