// Tests that the shared stakes, stack and buy-in options parse the same way, with the same defaults and limits, in every game.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { liarsOptionsSchema } from '../games/liars/rules/options.js';
import { tokyoOptionsSchema } from '../games/tokyo/rules/options.js';
import { vitajiOptionsSchema } from '../games/vitaji/rules/options.js';
import { buyInOption, stakesOptions, stakesSchema } from './stake-options.js';

// The open options every game shares (COMMANDS.md): stakes, stack, and the buy-in where a game has one.

describe('stakes options', () => {
  it('defaults: a points table, a stack of 1000, a buy-in of 10', () => {
    expect(z.object({ ...stakesOptions, buy_in: buyInOption }).parse({})).toEqual({ stakes: 'points', stack: 1000, buy_in: 10 });
  });

  it('every game reads them the same way', () => {
    for (const schema of [liarsOptionsSchema, tokyoOptionsSchema, vitajiOptionsSchema]) {
      expect(schema.parse({})).toMatchObject({ stakes: 'points', stack: 1000 });
      expect(schema.parse({ stakes: 'tria', stack: 1_000_000_000 })).toMatchObject({ stakes: 'tria', stack: 1_000_000_000 });
      expect(schema.safeParse({ stack: 1_000_000_001 }).success).toBe(false);
      expect(schema.safeParse({ stakes: 'gold' }).success).toBe(false);
    }
    expect(liarsOptionsSchema.parse({}).buy_in).toBe(10);
    expect(tokyoOptionsSchema.safeParse({ buy_in: 1_000_001 }).success).toBe(false);
  });

  it("stakesSchema reads stakes and stack from any game's options, with the same defaults, and keeps the rest", () => {
    expect(stakesSchema.parse({})).toEqual({ stakes: 'points', stack: 1000 });
    expect(stakesSchema.parse({ stakes: 'tria', buy_in: 5, dice: 3 })).toEqual({ stakes: 'tria', stack: 1000, buy_in: 5, dice: 3 });
    expect(stakesSchema.safeParse({ stack: -1 }).success).toBe(false);
  });
});
