// Eleven's wording: the bot's core sentences plus Eleven's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { elevenCardMessages } from './card-en.js';
import { elevenCardMessagesRo } from './card-ro.js';
import { elevenMessages } from './en.js';
import { elevenMessagesRo } from './ro.js';

/** Eleven speaks the core sentences and its own (words/en.ts, and its rules card in words/card-en.ts). */
export const elevenWords = extend(english, { ...elevenMessages, ...elevenCardMessages }, { ro: { ...elevenMessagesRo, ...elevenCardMessagesRo } });

export type ElevenKey = CatalogKey<typeof elevenWords>;
