// The message catalog machinery: sentences by key, filling {parameters}, plural forms chosen by count, translations, and extending a catalog.
import { currentLanguage, LANGUAGES, type Language } from './language.js';

/** A sentence's parameters, already worded: what `{name}` in a template becomes. */
export type MessageParams = Record<string, string | number>;

/** CLDR's plural categories: which ones a language uses is Intl.PluralRules' business, not ours. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The key callers name: a sentence whose words change with a number comes in
 * plural forms, `key#one` and `key#other` (Romanian adds `key#few`), and is
 * asked for as `key` with a `count`.
 */
export type KeyOf<Messages> = keyof Messages extends infer Key ? (Key extends `${infer Base}#${PluralCategory}` ? Base : Key) & string : never;

/**
 * Sentences by key, in one language. Templates name their parameters in
 * braces (`{player} bids next`); a parameter missing from the call stays
 * visible as `{player}`, so a mistake shows instead of vanishing.
 */
export interface Catalog<Key extends string> {
  /** Every English template by its stored key (plural forms as `key#one`, `key#other`). */
  readonly messages: Readonly<Record<string, string>>;
  /** The same sentences in the other languages the catalog has. */
  readonly translations: Translations;
  /** The language's plural rules pick the form: `t('dice-left', { count: 1 })` reads `dice-left#one`. */
  t(key: Key, params?: MessageParams): string;
  /** Whether a key read from somewhere untyped (a stored refusal) is one of ours. */
  has(key: string): key is Key;
}

/** The keys a catalog answers to. */
export type CatalogKey<C> = C extends Catalog<infer Key> ? Key : never;

/** A template with its parameters filled in: the catalog's own, or one a server wrote (an elimination line). */
export function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A catalog's sentences in other languages, by key (plural forms by the language's own categories); a key missing there is said in English. */
export type Translations = Partial<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>>;

export function catalog<const Messages extends Record<string, string>>(messages: Messages, translations: Translations = {}): Catalog<KeyOf<Messages>> {
  type Key = KeyOf<Messages>;
  const languages = new Map<Language, { messages: Readonly<Record<string, string>>; plurals: Intl.PluralRules }>([
    ['en', { messages, plurals: new Intl.PluralRules('en') }],
    ...Object.entries(translations).map(([language, words]) => [language as Language, { messages: words!, plurals: new Intl.PluralRules(language) }] as const),
  ]);
  const templateIn = (language: Language, key: string, params: MessageParams): string | undefined => {
    const words = languages.get(language);
    if (!words) return undefined;
    const plain = words.messages[key];
    if (plain !== undefined) return plain;
    const count = params.count;
    if (typeof count !== 'number') return words.messages[`${key}#other`];
    return words.messages[`${key}#${words.plurals.select(count)}`] ?? words.messages[`${key}#other`];
  };
  const has = (key: string): key is Key => Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}#other`);
  return {
    messages,
    translations,
    // The language being spoken (i18n/language.ts), else English; typed keys are always there in English.
    t: (key, params = {}) => fill(templateIn(currentLanguage(), key, params) ?? templateIn('en', key, params) ?? key, params),
    has,
  };
}

/** A catalog with more sentences (a game's own, in each language it has them), keeping every sentence of `base`. */
export function extend<BaseKey extends string, const Messages extends Record<string, string>>(
  base: Catalog<BaseKey>,
  messages: Messages,
  translations: Translations = {},
): Catalog<BaseKey | KeyOf<Messages>> {
  const merged: Translations = {};
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const words = { ...base.translations[language], ...translations[language] };
    if (Object.keys(words).length > 0) merged[language] = words;
  }
  // The base's stored keys are plain strings by now (plural forms included); its typed keys are what it promised.
  return catalog({ ...base.messages, ...messages }, merged) as Catalog<BaseKey | KeyOf<Messages>>;
}
