// Valere's open options as phrases among a table's terms (issue 30): the target, the wagering mode and its bets, in the reader's language.
import { optionTerms } from '../../../discord/kit/option-terms.js';
import type { ValereOptions } from '../rules/options.js';
import { valereWords } from '../words/index.js';

const { t } = valereWords;

/** VA-6's wagering modes (a new one is a compile error here until it has its phrase). */
const WAGERING = {
  none: 'valere-term-wagering-none',
  ante: 'valere-term-wagering-ante',
  rounds: 'valere-term-wagering-rounds',
  'side-bets': 'valere-term-wagering-side-bets',
} as const satisfies Record<NonNullable<ValereOptions['wagering']>, string>;

/** Each `/valere open` option as the table's terms say it. */
export const valereTerms = optionTerms<ValereOptions>({
  // VA-1
  target: ({ target }) => t('valere-term-target', { count: target }),
  // VA-6: without it, the stakes decide (none for points, ante for tria) and the terms say nothing.
  wagering: ({ wagering }) => (wagering === undefined ? null : t(WAGERING[wagering])),
  interval: ({ interval }) => t('valere-term-interval', { amount: interval }),
  ante: ({ ante }) => (ante === undefined ? null : t('valere-term-ante', { amount: ante })),
  maximum: ({ maximum }) => (maximum === undefined ? null : t('valere-term-maximum', { amount: maximum })),
});
