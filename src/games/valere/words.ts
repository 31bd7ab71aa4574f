import { extend, type CatalogKey } from '../../i18n/catalog.js';
import { valereMessages } from '../../i18n/en/valere.js';
import { valereMessagesRo } from '../../i18n/ro/valere.js';
import { english } from '../../i18n/index.js';

/** Valere speaks the core sentences (the betting phase's among them) and its own (src/i18n/en/valere.ts). */
export const valereWords = extend(english, valereMessages, { ro: valereMessagesRo });

export type ValereKey = CatalogKey<typeof valereWords>;
