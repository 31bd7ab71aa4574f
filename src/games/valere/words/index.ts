// Valere's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { valereCardMessages } from './card-en.js';
import { valereCardMessagesRo } from './card-ro.js';
import { valereMessages } from './en.js';
import { valereMessagesRo } from './ro.js';

/** Valere speaks the core sentences (the betting phase's among them) and its own (words/en.ts, and its rules card in words/card-en.ts). */
export const valereWords = extend(english, { ...valereMessages, ...valereCardMessages }, { ro: { ...valereMessagesRo, ...valereCardMessagesRo } });

export type ValereKey = CatalogKey<typeof valereWords>;
