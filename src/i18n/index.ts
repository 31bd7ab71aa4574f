// The bot's core English catalog (tables, dice, money, commands) with its Romanian translation, t() to word a sentence, and listed() to join a list.
import { type CatalogKey, catalog } from './catalog.js';
import { bettingMessages } from './en/betting.js';
import { commandMessages } from './en/commands.js';
import { commonMessages } from './en/common.js';
import { economyMessages } from './en/economy.js';
import { helpMessages } from './en/help.js';
import { historyMessages } from './en/history.js';
import { houseMessages } from './en/house.js';
import { languageMessages } from './en/languages.js';
import { marketMessages } from './en/markets.js';
import { payoutMessages } from './en/payouts.js';
import { pictureMessages } from './en/pictures.js';
import { recordMessages } from './en/records.js';
import { rollMessages, rollResultMessages } from './en/roll.js';
import { serverSettingsMessages } from './en/server-settings.js';
import { tableMessages } from './en/tables.js';
import { termMessages } from './en/terms.js';
import { tournamentMessages } from './en/tournaments.js';
import { walletLineMessages } from './en/wallet-lines.js';
import { currentLanguage } from './language.js';
import { romanianCore } from './ro/index.js';

export type { MessageParams } from './catalog.js';

/**
 * The core sentences, by key: tables, dice, money, commands, and what every
 * game shares. Each game brings its own catalog in its folder
 * (`src/games/<game>/words/`: en.ts, ro.ts, its picture sentences among
 * them), extending this one; the bot merges the installed games' catalogs
 * from the registry (discord/runtime/installed-games.ts). Other languages
 * are the same keys in `src/i18n/<language>/`; the language spoken is
 * chosen where a message is rendered (i18n/language.ts).
 */
export const english = catalog(
  {
    ...commonMessages,
    ...tableMessages,
    ...houseMessages,
    ...tournamentMessages,
    ...rollMessages,
    ...rollResultMessages,
    ...economyMessages,
    ...walletLineMessages,
    ...marketMessages,
    ...bettingMessages,
    ...commandMessages,
    ...historyMessages,
    ...pictureMessages,
    ...payoutMessages,
    ...recordMessages,
    ...languageMessages,
    ...helpMessages,
    ...termMessages,
    ...serverSettingsMessages,
  },
  { ro: romanianCore },
);

export type MessageKey = CatalogKey<typeof english>;

export const t = english.t;

/** "A, B and C" ("A, B și C"), as the language being spoken joins a list. */
export const listed = (items: readonly string[]): string => new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);
