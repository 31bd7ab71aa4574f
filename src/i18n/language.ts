// The languages the bot speaks (English, Romanian), which one sentences are worded in right now, and mapping a Discord locale to one.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The languages the bot speaks; English is the fallback for every sentence. */
export const LANGUAGES = ['en', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];

const speakingNow = new AsyncLocalStorage<Language>();

/**
 * Runs `work` with every catalog sentence in `language`: a reply to one
 * member in theirs, a channel message in the server's. Sentences are worded
 * when they are rendered, so the language wraps the rendering, and it carries
 * through awaits.
 */
export function speaking<T>(language: Language, work: () => T): T {
  return speakingNow.run(language, work);
}

/** The language sentences are worded in here (English outside any `speaking`). */
export function currentLanguage(): Language {
  return speakingNow.getStore() ?? 'en';
}

/** A Discord locale ("ro", "en-US", "en-GB") as one of our languages; null for a language we do not speak. */
export function languageOf(locale: string | null | undefined): Language | null {
  const primary = locale?.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary) ?? null;
}
