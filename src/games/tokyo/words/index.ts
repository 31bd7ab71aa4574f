// Tokyo's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { tokyoCardMessages } from './card-en.js';
import { tokyoCardMessagesRo } from './card-ro.js';
import { tokyoMessages } from './en.js';
import { tokyoMessagesRo } from './ro.js';

/** Tokyo speaks the core sentences and its own (words/en.ts, and its rules card in words/card-en.ts). */
export const tokyoWords = extend(english, { ...tokyoMessages, ...tokyoCardMessages }, { ro: { ...tokyoMessagesRo, ...tokyoCardMessagesRo } });

export type TokyoKey = CatalogKey<typeof tokyoWords>;
