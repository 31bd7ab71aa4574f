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
  /** Every template by its stored key (plural forms as `key#one`, `key#other`). */
  readonly messages: Readonly<Record<string, string>>;
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

export function catalog<const Messages extends Record<string, string>>(messages: Messages, locale = 'en'): Catalog<KeyOf<Messages>> {
  type Key = KeyOf<Messages>;
  const plurals = new Intl.PluralRules(locale);
  const template = (key: string, params: MessageParams): string | undefined => {
    const plain = messages[key];
    if (plain !== undefined) return plain;
    const count = params.count;
    if (typeof count !== 'number') return messages[`${key}#other`];
    return messages[`${key}#${plurals.select(count)}`] ?? messages[`${key}#other`];
  };
  const has = (key: string): key is Key => Object.hasOwn(messages, key) || Object.hasOwn(messages, `${key}#other`);
  return {
    messages,
    // Typed keys are always there; the key itself would show should a catalog ever lose one.
    t: (key, params = {}) => fill(template(key, params) ?? key, params),
    has,
  };
}

/** A catalog with more sentences (a game's own), keeping every sentence of `base`. */
export function extend<BaseKey extends string, const Messages extends Record<string, string>>(
  base: Catalog<BaseKey>,
  messages: Messages,
): Catalog<BaseKey | KeyOf<Messages>> {
  // The base's stored keys are plain strings by now (plural forms included); its typed keys are what it promised.
  return catalog({ ...base.messages, ...messages }) as Catalog<BaseKey | KeyOf<Messages>>;
}
