// Tokyo's open options as phrases among a table's terms (issue 30): lives, each variant's rule, the Beghel preset, in the reader's language.
import { optionTerms } from '../../../discord/kit/option-terms.js';
import { type TokyoOptions, VARIANT_NAMES } from '../rules/options.js';
import { tokyoWords } from '../words/index.js';

const { t } = tokyoWords;

/** Each variant's rule in words (TK-8 … TK-13): a new variant is a compile error here until it has its phrase. */
const VARIANTS = {
  tokyetto: 'tokyo-term-tokyetto',
  reversed_doubles: 'tokyo-term-reversed-doubles',
  double_tokyo: 'tokyo-term-double-tokyo',
  sum_values: 'tokyo-term-sum-values',
  bluff_penalty_two: 'tokyo-term-bluff-penalty-two',
  allow_equal: 'tokyo-term-allow-equal',
} as const satisfies Record<(typeof VARIANT_NAMES)[number], string>;

/** Each `/tokyo open` option as the table's terms say it. */
export const tokyoTerms = optionTerms<TokyoOptions>({
  // Without it, 6 (9 in Beghel): the terms say nothing.
  lives: ({ lives }) => (lives === undefined ? null : t('tokyo-term-lives', { count: lives })),
  // Each variant is a rule of its own, said as one; in the order the rules list them.
  variant: ({ variant }) =>
    variant.length === 0
      ? null
      : VARIANT_NAMES.filter((name) => variant.includes(name))
          .map((name) => t(VARIANTS[name]))
          .join('; '),
  // TK-14
  preset: ({ preset }) => (preset === 'beghel' ? t('tokyo-term-beghel') : null),
});
