import { catalog } from './catalog.js';
import { bettingMessages } from './en/betting.js';
import { commandMessages } from './en/commands.js';
import { commonMessages } from './en/common.js';
import { demoMessages } from './en/demo.js';
import { economyMessages } from './en/economy.js';
import { liarsMessages } from './en/liars.js';
import { rollMessages, rollResultMessages } from './en/roll.js';
import { tableMessages } from './en/tables.js';
import { tokyoMessages } from './en/tokyo.js';
import { vitajiMessages } from './en/vitaji.js';

export type { MessageParams } from './catalog.js';

/**
 * Every sentence a player reads, by key. English is the only catalog so far;
 * another language is another object with the same keys.
 */
export const english = catalog({
  ...commonMessages,
  ...tableMessages,
  ...rollMessages,
  ...rollResultMessages,
  ...demoMessages,
  ...economyMessages,
  ...liarsMessages,
  ...tokyoMessages,
  ...bettingMessages,
  ...vitajiMessages,
  ...commandMessages,
});

export type MessageKey = keyof typeof english.messages;

export const t = english.t;
