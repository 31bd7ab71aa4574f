// Tokyo's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { tokyoMessages } from './en.js';
import { tokyoMessagesRo } from './ro.js';

/** Tokyo speaks the core sentences and its own (words/en.ts). */
export const tokyoWords = extend(english, tokyoMessages, { ro: tokyoMessagesRo });

export type TokyoKey = CatalogKey<typeof tokyoWords>;
