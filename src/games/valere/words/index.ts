// Valere's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { valereMessages } from './en.js';
import { valereMessagesRo } from './ro.js';

/** Valere speaks the core sentences (the betting phase's among them) and its own (words/en.ts). */
export const valereWords = extend(english, valereMessages, { ro: valereMessagesRo });

export type ValereKey = CatalogKey<typeof valereWords>;
