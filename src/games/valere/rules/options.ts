// Valere's `/valere open` options (target, wagering mode, interval, ante, maximum), its actions, and how the options settle (VA-1, VA-6).
import { z } from 'zod';
import { stakesOptions } from '../../../engine/stake-options.js';

/** `/valere open` options, spelled as RULES.md and COMMANDS.md spell them (VA-1, VA-6). */
export const valereOptionsSchema = z.object({
  ...stakesOptions,
  target: z.number().int().min(1).max(1000).default(18),
  // VA-6: none is the default for points; at a tria table, ante (ruling: "[default for points]").
  wagering: z.enum(['none', 'ante', 'rounds', 'side-bets']).optional(),
  interval: z.number().int().min(1).max(1_000_000).default(1),
  ante: z.number().int().min(0).max(1_000_000_000).optional(),
  maximum: z.number().int().min(1).max(1_000_000_000).optional(),
});

export type ValereOptions = z.output<typeof valereOptionsSchema>;

export type Wagering = 'none' | 'ante' | 'rounds' | 'side-bets';

export interface ValereSettings {
  target: number;
  wagering: Wagering;
  interval: number;
  /** What each player antes at the start: 0 without wagering. */
  ante: number;
  maximum: number | null;
}

/** VA-6: the wagering mode (none for points, ante for tria unless given), the ante [10 × interval] only when there is wagering. */
export function settle(options: ValereOptions): ValereSettings {
  const wagering = options.wagering ?? (options.stakes === 'tria' ? 'ante' : 'none');
  return {
    target: options.target,
    wagering,
    interval: options.interval,
    ante: wagering === 'none' ? 0 : (options.ante ?? 10 * options.interval),
    maximum: options.maximum ?? null,
  };
}

/** VA-2: the face of the die kept as point die (the rules check it is one of the player's three). */
export const pointDie = z.number().int().min(1).max(6);

/** VA-6: a bet (the rules check it against the interval and the cap, VJ-5). */
export const betAmount = z.number().int().min(0);

export const valereActionSchema = z.discriminatedUnion('kind', [
  // VA-2: without a die, the default move: the lowest die, which keeps the highest sum.
  // `round`: the round the table message's menu was drawn for (it works at any version): a pick from an older round is refused.
  z.object({ kind: z.literal('point'), die: pointDie.optional(), round: z.number().int().min(1).optional() }),
  z.object({ kind: z.literal('bet'), amount: betAmount }),
  z.object({ kind: z.literal('meet') }),
  // VA-6 rounds: drop out of the game.
  z.object({ kind: z.literal('drop') }),
  // VA-6 side-bets: fold this round only.
  z.object({ kind: z.literal('fold') }),
]);

export type ValereAction = z.output<typeof valereActionSchema>;
