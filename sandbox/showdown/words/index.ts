// Showdown's catalog: the core sentences and its own, in English and Romanian.
import { type CatalogKey, extend } from '../../../src/i18n/catalog.js';
import { english } from '../../../src/i18n/index.js';
import { showdownCardMessages } from './card-en.js';
import { showdownCardMessagesRo } from './card-ro.js';
import { showdownMessages } from './en.js';
import { showdownMessagesRo } from './ro.js';

/** Showdown speaks the core sentences and its own (words/en.ts, words/ro.ts; its rules card in words/card-en.ts, card-ro.ts). */
export const showdownWords = extend(english, { ...showdownMessages, ...showdownCardMessages }, { ro: { ...showdownMessagesRo, ...showdownCardMessagesRo } });

export type ShowdownKey = CatalogKey<typeof showdownWords>;
