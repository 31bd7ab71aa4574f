import { extend, type CatalogKey } from '../../src/i18n/catalog.js';
import { english } from '../../src/i18n/index.js';
import { demoMessages } from './messages.js';

/** Showdown speaks the core sentences and its own (messages.ts: in the sandbox, not in the production catalog). */
export const showdownWords = extend(english, demoMessages);

export type ShowdownKey = CatalogKey<typeof showdownWords>;
