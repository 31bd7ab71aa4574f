// Member locales: the Discord language each member's client last gave, kept beside the members' other data.

import type { Tx } from '../../db/store.js';
import { type Language, languageOf } from '../../i18n/language.js';

/** The member's language as their last interaction gave it (Discord sends each client's locale with every interaction). */
export async function memberLanguage(db: Tx, userId: string): Promise<Language> {
  const row = (await db.get('SELECT locale FROM member_locales WHERE user_id = ?', userId)) as { locale: string } | undefined;
  return languageOf(row?.locale) ?? 'en';
}

/** Remembers a member's client locale. */
export async function rememberLocale(db: Tx, userId: string, locale: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO member_locales (user_id, locale, seen_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, seen_at = excluded.seen_at`,
    userId,
    locale,
    now,
  );
}
