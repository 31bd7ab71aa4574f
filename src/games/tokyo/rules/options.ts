// Tokyo's `/tokyo open` options (lives, a comma-separated list of variants, the Beghel preset) and how they settle into lives and variants.
import { z } from 'zod';
import { buyInOption, stakesOptions } from '../../../engine/stake-options.js';
import type { Variants } from './values.js';

export const VARIANT_NAMES = ['tokyetto', 'reversed_doubles', 'double_tokyo', 'sum_values', 'bluff_penalty_two', 'allow_equal'] as const;

type VariantName = (typeof VARIANT_NAMES)[number];
const isVariantName = (name: string): name is VariantName => (VARIANT_NAMES as readonly string[]).includes(name);

/**
 * `variant`: one string of comma-separated names (COMMANDS.md); a name given
 * twice counts once. An empty name (`tokyetto,,sum_values`, `,,,`, nothing at
 * all) is refused, not skipped: the player meant something, and the sentence
 * (tokyo.ts) names every variant allowed. Issues stay on `variant` itself.
 */
const variantList = z
  .string()
  .max(200)
  .transform((text, context): VariantName[] => {
    const names = text.split(',').map((name) => name.trim());
    if (names.some((name) => name === '')) context.addIssue({ code: 'custom', message: 'zod-tokyo-variant-empty' });
    else if (!names.every(isVariantName)) context.addIssue({ code: 'custom', message: 'zod-tokyo-variant-unknown' });
    else return [...new Set(names)];
    return z.NEVER;
  });

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
