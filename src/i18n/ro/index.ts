// The core Romanian catalog: every Romanian sentence file merged under the same keys as the English core (issue 19).
import { bettingMessagesRo } from './betting.js';
import { commandMessagesRo } from './commands.js';
import { commonMessagesRo } from './common.js';
import { economyMessagesRo } from './economy.js';
import { historyMessagesRo } from './history.js';
import { languageMessagesRo } from './languages.js';
import { marketMessagesRo } from './markets.js';
import { payoutMessagesRo } from './payouts.js';
import { pictureMessagesRo } from './pictures.js';
import { recordMessagesRo } from './records.js';
import { rollMessagesRo, rollResultMessagesRo } from './roll.js';
import { tableMessagesRo } from './tables.js';
import { tournamentMessagesRo } from './tournaments.js';

/** The core sentences in Romanian (issue 19): the same keys as src/i18n/index.ts's English; each game adds its own in its words/ro.ts. */
export const romanianCore = {
  ...commonMessagesRo,
  ...tableMessagesRo,
  ...tournamentMessagesRo,
  ...rollMessagesRo,
  ...rollResultMessagesRo,
  ...economyMessagesRo,
  ...marketMessagesRo,
  ...bettingMessagesRo,
  ...commandMessagesRo,
  ...historyMessagesRo,
  ...pictureMessagesRo,
  ...payoutMessagesRo,
  ...recordMessagesRo,
  ...languageMessagesRo,
};
