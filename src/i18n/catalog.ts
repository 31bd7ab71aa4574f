/** A sentence's parameters, already worded: what `{name}` in a template becomes. */
export type MessageParams = Record<string, string | number>;

/**
 * Sentences by key, in one language. Templates name their parameters in
 * braces (`{player} bids next`); a parameter missing from the call stays
 * visible as `{player}`, so a mistake shows instead of vanishing.
 */
export interface Catalog<Key extends string> {
  readonly messages: Readonly<Record<Key, string>>;
  t(key: Key, params?: MessageParams): string;
  /** Whether a key read from somewhere untyped (a stored refusal) is one of ours. */
  has(key: string): key is Key;
}

/** A template with its parameters filled in: the catalog's own, or one a server wrote (an elimination line). */
export function fill(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function catalog<const Messages extends Record<string, string>>(messages: Messages): Catalog<keyof Messages & string> {
  type Key = keyof Messages & string;
  const has = (key: string): key is Key => Object.hasOwn(messages, key);
  return {
    messages,
    // Typed keys are always there; the key itself would show should a catalog ever lose one.
    t: (key, params = {}) => fill(messages[key] ?? key, params),
    has,
  };
}

/** A catalog with more sentences (a game's own), keeping every sentence of `base`. */
export function extend<BaseKey extends string, const Messages extends Record<string, string>>(
  base: Catalog<BaseKey>,
  messages: Messages,
): Catalog<BaseKey | (keyof Messages & string)> {
  return catalog({ ...base.messages, ...messages });
}
