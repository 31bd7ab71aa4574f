// Vitaji's open options as phrases among a table's terms (issue 30): "casual rules", "with bonuses", in the reader's language.
import { optionTerms } from '../../../discord/kit/option-terms.js';
import type { VitajiOptions } from '../rules/options.js';
import { vitajiWords } from '../words/index.js';

const { t } = vitajiWords;

/** VJ-1's presets, each with what it sets (a new preset is a compile error here until it has its phrase). */
const PRESETS = {
  casual: 'vitaji-term-preset-casual',
  standard: 'vitaji-term-preset-standard',
  super: 'vitaji-term-preset-super',
  championship: 'vitaji-term-preset-championship',
} as const satisfies Record<NonNullable<VitajiOptions['preset']>, string>;

/** A number option's phrase when it was given; when not, the preset or the rules' default stands and the terms say nothing of it. */
const given = (value: number | undefined, say: (value: number) => string): string | null => (value === undefined ? null : say(value));

/** Each `/vitaji open` option as the table's terms say it. */
export const vitajiTerms = optionTerms<VitajiOptions>({
  preset: ({ preset }) => (preset === undefined ? null : t(PRESETS[preset])),
  // VJ-1
  sides: ({ sides }) => given(sides, (count) => t('vitaji-term-sides', { count })),
  rounds: ({ rounds }) => given(rounds, (count) => t('vitaji-term-rounds', { count })),
  rerolls: ({ rerolls }) => given(rerolls, (count) => t('vitaji-term-rerolls', { count })),
  interval: ({ interval }) => given(interval, (amount) => t('vitaji-term-interval', { amount })),
  ante: ({ ante }) => given(ante, (amount) => t('vitaji-term-ante', { amount })),
  // VJ-5
  maximum: ({ maximum }) => given(maximum, (amount) => t('vitaji-term-maximum', { amount })),
  // VJ-3
  first_round_betting: ({ first_round_betting }) => t(first_round_betting ? 'vitaji-term-first-round-betting' : 'vitaji-term-no-first-round-betting'),
  // VJ-8
  bonuses: ({ bonuses }) => t(bonuses ? 'vitaji-term-bonuses' : 'vitaji-term-no-bonuses'),
  // VJ-9
  teams: ({ teams }) => t(teams ? 'vitaji-term-teams' : 'vitaji-term-no-teams'),
});
