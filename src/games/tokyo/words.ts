import { extend, type CatalogKey } from '../../i18n/catalog.js';
import { tokyoMessages } from '../../i18n/en/tokyo.js';
import { tokyoMessagesRo } from '../../i18n/ro/tokyo.js';
import { english } from '../../i18n/index.js';

/** Tokyo speaks the core sentences and its own (src/i18n/en/tokyo.ts). */
export const tokyoWords = extend(english, tokyoMessages, { ro: tokyoMessagesRo });

export type TokyoKey = CatalogKey<typeof tokyoWords>;
