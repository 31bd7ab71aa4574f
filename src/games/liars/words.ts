import { extend, type CatalogKey } from '../../i18n/catalog.js';
import { liarsMessages } from '../../i18n/en/liars.js';
import { liarsMessagesRo } from '../../i18n/ro/liars.js';
import { english } from '../../i18n/index.js';

/** Liar's Dice speaks the core sentences and its own (src/i18n/en/liars.ts). */
export const liarsWords = extend(english, liarsMessages, { ro: liarsMessagesRo });

export type LiarsKey = CatalogKey<typeof liarsWords>;
