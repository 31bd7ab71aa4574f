// Vitaji's `/vitaji open` options and presets (casual to championship), how they settle into dice, rounds, rerolls and ante, and its actions (VJ-1).
import { z } from 'zod';
import { stakesOptions } from '../../../engine/stake-options.js';

/** VJ-1 presets: sides × rounds, with their rerolls. */
const PRESETS = {
  casual: { sides: 6, rounds: 5, interval: 1 },
  standard: { sides: 20, rounds: 10, rerolls: 4 },
  super: { sides: 100, rounds: 50, rerolls: 20 },
  championship: { sides: 1000, rounds: 500, rerolls: 200 },
} as const;

export const vitajiOptionsSchema = z.object({
  ...stakesOptions,
  preset: z.enum(['casual', 'standard', 'super', 'championship']).optional(),
  sides: z.number().int().min(2).max(1_000_000).optional(),
  rounds: z.number().int().min(1).max(10_000).optional(),
  rerolls: z.number().int().min(0).max(100_000).optional(),
  interval: z.number().int().min(1).max(1_000_000).optional(),
  ante: z.number().int().min(0).max(1_000_000_000).optional(),
  maximum: z.number().int().min(1).max(1_000_000_000).optional(),
  first_round_betting: z.boolean().default(false),
  bonuses: z.boolean().default(false),
  teams: z.boolean().default(false),
});

export type VitajiOptions = z.output<typeof vitajiOptionsSchema>;

export interface VitajiSettings {
  sides: number;
  rounds: number;
  rerolls: number;
  interval: number;
  ante: number;
  maximum: number | null;
  firstRoundBetting: boolean;
  bonuses: boolean;
  teams: boolean;
}

/** VJ-1: a preset, then any option given, then the defaults that follow from them. */
export function settle(options: VitajiOptions): VitajiSettings {
  const preset: { sides?: number; rounds?: number; rerolls?: number; interval?: number } = options.preset ? PRESETS[options.preset] : {};
  const rounds = options.rounds ?? preset.rounds ?? 5;
  const interval = options.interval ?? preset.interval ?? 1;
  return {
    sides: options.sides ?? preset.sides ?? 6,
    rounds,
    // [round(2 × rounds / 5)]: 2 rerolls per 5 rounds — a preset's count only for the preset's own rounds
    rerolls: options.rerolls ?? (options.rounds === undefined ? preset.rerolls : undefined) ?? Math.round((2 * rounds) / 5),
    interval,
    ante: options.ante ?? 10 * interval,
    maximum: options.maximum ?? null,
    firstRoundBetting: options.first_round_betting,
    bonuses: options.bonuses,
    teams: options.teams,
  };
}

/** VJ-3: a bet (the rules check it against the interval and the cap, VJ-5). */
export const betAmount = z.number().int().min(0);

/** VJ-8: what a triple earns. */
export const bonusChoice = z.enum(['add', 'double', 'reroll']);

export const vitajiActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bet'), amount: betAmount }),
  z.object({ kind: z.literal('meet') }),
  z.object({ kind: z.literal('drop') }),
  z.object({ kind: z.literal('reroll') }),
  z.object({ kind: z.literal('pass') }),
  // Issue 30: pass for the rest of this round.
  z.object({ kind: z.literal('stand') }),
  z.object({ kind: z.literal('bonus'), choice: bonusChoice }),
]);

export type VitajiAction = z.output<typeof vitajiActionSchema>;
