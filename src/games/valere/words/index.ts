import { extend, type CatalogKey } from '../../../i18n/catalog.js';
import { valereMessages } from './en.js';
import { valereMessagesRo } from './ro.js';
import { english } from '../../../i18n/index.js';

/** Valere speaks the core sentences (the betting phase's among them) and its own (words/en.ts). */
export const valereWords = extend(english, valereMessages, { ro: valereMessagesRo });

export type ValereKey = CatalogKey<typeof valereWords>;
