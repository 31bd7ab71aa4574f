import { extend, type CatalogKey } from '../../../i18n/catalog.js';
import { liarsMessages } from './en.js';
import { liarsMessagesRo } from './ro.js';
import { english } from '../../../i18n/index.js';

/** Liar's Dice speaks the core sentences and its own (words/en.ts). */
export const liarsWords = extend(english, liarsMessages, { ro: liarsMessagesRo });

export type LiarsKey = CatalogKey<typeof liarsWords>;
