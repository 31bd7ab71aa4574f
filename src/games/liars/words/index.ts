// Liar's Dice's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { liarsMessages } from './en.js';
import { liarsMessagesRo } from './ro.js';

/** Liar's Dice speaks the core sentences and its own (words/en.ts). */
export const liarsWords = extend(english, liarsMessages, { ro: liarsMessagesRo });

export type LiarsKey = CatalogKey<typeof liarsWords>;
