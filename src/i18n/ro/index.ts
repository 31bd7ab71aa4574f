// The core Romanian catalog: every Romanian sentence file merged under the same keys as the English core (issue 19).
import { bettingMessagesRo } from './betting.js';
import { commandMessagesRo } from './commands.js';
import { commonMessagesRo } from './common.js';
import { economyMessagesRo } from './economy.js';
import { helpMessagesRo } from './help.js';
import { historyMessagesRo } from './history.js';
import { houseMessagesRo } from './house.js';
import { languageMessagesRo } from './languages.js';
import { marketMessagesRo } from './markets.js';
import { payoutMessagesRo } from './payouts.js';
import { pictureMessagesRo } from './pictures.js';
import { recordMessagesRo } from './records.js';
import { rollMessagesRo, rollResultMessagesRo } from './roll.js';
import { serverSettingsMessagesRo } from './server-settings.js';
import { tableMessagesRo } from './tables.js';
import { termMessagesRo } from './terms.js';
import { tournamentMessagesRo } from './tournaments.js';
import { walletLineMessagesRo } from './wallet-lines.js';

/** The core sentences in Romanian (issue 19): the same keys as src/i18n/index.ts's English; each game adds its own in its words/ro.ts. */
export const romanianCore = {
  ...commonMessagesRo,
  ...tableMessagesRo,
  ...houseMessagesRo,
  ...tournamentMessagesRo,
  ...rollMessagesRo,
  ...rollResultMessagesRo,
  ...economyMessagesRo,
  ...walletLineMessagesRo,
  ...marketMessagesRo,
  ...bettingMessagesRo,
  ...commandMessagesRo,
  ...historyMessagesRo,
  ...pictureMessagesRo,
  ...payoutMessagesRo,
  ...recordMessagesRo,
  ...languageMessagesRo,
  ...helpMessagesRo,
  ...termMessagesRo,
  ...serverSettingsMessagesRo,
};
