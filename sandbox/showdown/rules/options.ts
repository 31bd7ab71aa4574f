// Showdown's open options and its one action, as zod schemas.
import { z } from 'zod';
import { buyInOption, stakesOptions } from '../../../src/engine/stake-options.js';

/** The shared options only: what is played for, the stack, the buy-in. */
export const showdownOptionsSchema = z.object({ ...stakesOptions, buy_in: buyInOption });
export type ShowdownOptions = z.output<typeof showdownOptionsSchema>;

export const showdownActionSchema = z.object({ kind: z.literal('show') });
export type ShowdownAction = z.output<typeof showdownActionSchema>;
