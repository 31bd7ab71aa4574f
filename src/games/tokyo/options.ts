import { z } from 'zod';
import { buyInOption, stakesOptions } from '../shared/stakes.js';
import type { Variants } from './values.js';

export const VARIANT_NAMES = ['tokyetto', 'reversed_doubles', 'double_tokyo', 'sum_values', 'bluff_penalty_two', 'allow_equal'] as const;

/** `variant`: one string of comma-separated names (COMMANDS.md); a name given twice counts once. */
const variantList = z
  .string()
  .max(200)
  .transform((text) =>
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(VARIANT_NAMES)))
  .transform((names) => [...new Set(names)]);

export const tokyoOptionsSchema = z.object({
  ...stakesOptions,
  buy_in: buyInOption,
  lives: z.number().int().min(1).max(30).optional(),
  variant: variantList.default([]),
  preset: z.enum(['beghel']).optional(),
});

export type TokyoOptions = z.output<typeof tokyoOptionsSchema>;

/** Options as the rules use them; TK-14's preset `beghel` means lives 9 and `allow_equal`. */
export function settle(options: TokyoOptions): { lives: number; variants: Variants } {
  const beghel = options.preset === 'beghel';
  const has = (name: (typeof VARIANT_NAMES)[number]) => options.variant.includes(name);
  return {
    lives: options.lives ?? (beghel ? 9 : 6),
    variants: {
      tokyetto: has('tokyetto'),
      reversedDoubles: has('reversed_doubles'),
      doubleTokyo: has('double_tokyo'),
      sumValues: has('sum_values'),
      bluffPenaltyTwo: has('bluff_penalty_two'),
      allowEqual: beghel || has('allow_equal'),
      beghel,
    },
  };
}

/** TK-1: a value is two digits, the higher die first (31 … 66, 21); the bounds are what the command picker shows. */
export const tokyoValue = z
  .number()
  .int()
  .min(11)
  .max(66)
  .refine((candidate) => candidate % 10 >= 1 && candidate % 10 <= Math.floor(candidate / 10));

export const tokyoActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('announce'), value: tokyoValue }),
  z.object({ kind: z.literal('roll') }),
  z.object({ kind: z.literal('doubt') }),
  z.object({ kind: z.literal('raise'), value: tokyoValue }),
  z.object({ kind: z.literal('accept') }),
]);

export type TokyoAction = z.output<typeof tokyoActionSchema>;
