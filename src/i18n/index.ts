import { bettingMessages } from './en/betting.js';
import { commandMessages } from './en/commands.js';
import { commonMessages } from './en/common.js';
import { demoMessages } from './en/demo.js';
import { economyMessages } from './en/economy.js';
import { liarsMessages } from './en/liars.js';
import { tokyoMessages } from './en/tokyo.js';
import { vitajiMessages } from './en/vitaji.js';
import { rollMessages, rollResultMessages } from './en/roll.js';
import { tableMessages } from './en/tables.js';

/**
 * Every sentence a player reads, by key. English is the only catalog so far;
 * another language is another object with the same keys.
 */
const english = {
  ...commonMessages,
  ...tableMessages,
  ...rollMessages,
  ...rollResultMessages,
  ...demoMessages,
  ...economyMessages,
  ...liarsMessages,
  ...tokyoMessages,
  ...bettingMessages,
  ...vitajiMessages,
  ...commandMessages,
} as const;

export type MessageKey = keyof typeof english;
/** A parameter is a value, or another sentence of the catalog (a game's name), said in the reader's language. */
export type MessageParams = Record<string, string | number | { key: MessageKey }>;

const catalogs: Record<string, Record<MessageKey, string>> = { en: english };

export function t(key: MessageKey, params: MessageParams = {}, locale = 'en'): string {
  const template = (catalogs[locale] ?? english)[key] ?? english[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? t(value.key, {}, locale) : String(value);
  });
}
