/** Issue 30: durations in words, a table's turn timer among its terms, and the options every game shares as phrases. */
export const termMessages = {
  // What the duration parser (discord/options/durations.ts) reads back: a printed time can be typed again as it reads.
  'duration-days#one': '{count} day',
  'duration-days#other': '{count} days',
  'duration-hours#one': '{count} hour',
  'duration-hours#other': '{count} hours',
  'duration-minutes#one': '{count} minute',
  'duration-minutes#other': '{count} minutes',
  'duration-seconds#one': '{count} second',
  'duration-seconds#other': '{count} seconds',
  'duration-off': 'off',
  'table-terms-options': 'At this table: {options}.',
  'table-terms-timer': 'Each turn has {time} (then the table plays for you).',
  'table-terms-rounds-only': 'Only round ends, eliminations and the result are announced.',
  'term-stakes-points': 'played for table points',
  'term-stakes-tria': 'played for tria from wallets',
  'term-stack': 'a stack of {amount} each',
  'term-buy-in': 'a buy-in of {amount}',
} as const;
