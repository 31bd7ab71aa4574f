import { extend, type CatalogKey } from '../../i18n/catalog.js';
import { vitajiMessages } from '../../i18n/en/vitaji.js';
import { vitajiMessagesRo } from '../../i18n/ro/vitaji.js';
import { english } from '../../i18n/index.js';

/** Vitaji speaks the core sentences (the betting phase's among them) and its own (src/i18n/en/vitaji.ts). */
export const vitajiWords = extend(english, vitajiMessages, { ro: vitajiMessagesRo });

export type VitajiKey = CatalogKey<typeof vitajiWords>;
