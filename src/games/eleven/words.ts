import { extend, type CatalogKey } from '../../i18n/catalog.js';
import { elevenMessages } from '../../i18n/en/eleven.js';
import { elevenMessagesRo } from '../../i18n/ro/eleven.js';
import { english } from '../../i18n/index.js';

/** Eleven speaks the core sentences and its own (src/i18n/en/eleven.ts). */
export const elevenWords = extend(english, elevenMessages, { ro: elevenMessagesRo });

export type ElevenKey = CatalogKey<typeof elevenWords>;
