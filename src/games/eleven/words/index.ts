import { extend, type CatalogKey } from '../../../i18n/catalog.js';
import { elevenMessages } from './en.js';
import { elevenMessagesRo } from './ro.js';
import { english } from '../../../i18n/index.js';

/** Eleven speaks the core sentences and its own (words/en.ts). */
export const elevenWords = extend(english, elevenMessages, { ro: elevenMessagesRo });

export type ElevenKey = CatalogKey<typeof elevenWords>;
