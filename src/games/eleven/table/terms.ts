// Eleven's open options as phrases among a table's terms (issue 30): the order roll and the multiplier, in the reader's language.
import { optionTerms } from '../../../discord/kit/option-terms.js';
import type { ElevenOptions } from '../rules/options.js';
import { elevenWords } from '../words/index.js';

const { t } = elevenWords;

/** Each `/eleven open` option as the table's terms say it. */
export const elevenTerms = optionTerms<ElevenOptions>({
  // EL-2
  order_roll: ({ order_roll }) => t(order_roll ? 'eleven-term-order-roll' : 'eleven-term-seat-order'),
  // EL-6
  multiplier: ({ multiplier }) => t('eleven-term-multiplier', { multiplier }),
});
