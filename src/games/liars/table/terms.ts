// Liar's Dice's open options as phrases among a table's terms (issue 30): "2 dice each", "ones are wild", in the reader's language.
import { optionTerms } from '../../../discord/kit/option-terms.js';
import { durationWords } from '../../../discord/kit/wording.js';
import type { LiarsOptions } from '../rules/options.js';
import { liarsWords } from '../words/index.js';

const { t } = liarsWords;

/** LD-11: each way a spot-on call is settled (a new one is a compile error here until it has its phrase). */
const SPOT_ON = {
  everyone: 'liars-term-spot-on-everyone',
  'caller-two': 'liars-term-spot-on-caller-two',
} as const satisfies Record<LiarsOptions['spot_on'], string>;

/** Each `/liars open` option as the table's terms say it. */
export const liarsTerms = optionTerms<LiarsOptions>({
  // LD-2: without it, the table size decides, and the terms say nothing.
  dice: ({ dice }) => (dice === undefined ? null : t('liars-term-dice', { count: dice })),
  // LD-11
  spot_on: ({ spot_on }) => t(SPOT_ON[spot_on]),
  // LD-17
  wild_ones: ({ wild_ones }) => t(wild_ones ? 'liars-term-wild-ones' : 'liars-term-no-wild-ones'),
  // LD-9, in seconds: said as a time the reader could type back.
  call_window: ({ call_window }) =>
    call_window === 0 ? t('liars-term-no-call-window') : t('liars-term-call-window', { time: durationWords(call_window * 1000) }),
});
