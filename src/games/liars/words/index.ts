// Liar's Dice's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { liarsCardMessages } from './card-en.js';
import { liarsCardMessagesRo } from './card-ro.js';
import { liarsMessages } from './en.js';
import { liarsMessagesRo } from './ro.js';

/** Liar's Dice speaks the core sentences and its own (words/en.ts, and its rules card in words/card-en.ts). */
export const liarsWords = extend(english, { ...liarsMessages, ...liarsCardMessages }, { ro: { ...liarsMessagesRo, ...liarsCardMessagesRo } });

export type LiarsKey = CatalogKey<typeof liarsWords>;
