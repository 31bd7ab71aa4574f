// Vitaji's wording: the bot's core sentences plus the game's own, in English (en.ts) and Romanian (ro.ts), and the type of their keys.
import { type CatalogKey, extend } from '../../../i18n/catalog.js';
import { english } from '../../../i18n/index.js';
import { vitajiCardMessages } from './card-en.js';
import { vitajiCardMessagesRo } from './card-ro.js';
import { vitajiMessages } from './en.js';
import { vitajiMessagesRo } from './ro.js';

/** Vitaji speaks the core sentences (the betting phase's among them) and its own (words/en.ts, and its rules card in words/card-en.ts). */
export const vitajiWords = extend(english, { ...vitajiMessages, ...vitajiCardMessages }, { ro: { ...vitajiMessagesRo, ...vitajiCardMessagesRo } });

export type VitajiKey = CatalogKey<typeof vitajiWords>;
