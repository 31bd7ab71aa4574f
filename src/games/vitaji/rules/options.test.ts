// Unit tests of Vitaji's options and presets (VJ-1) and the ante every player pays at the start (VJ-2).
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/replayable.js';
import { moves, vitajiDriver } from '../../testing/vitaji.js';
import { vitaji } from './game.js';
import type { VitajiSettings } from './options.js';

// Vitaji, RULES.md §3: the options and presets (VJ-1) and the ante (VJ-2).
// Betting is in rules-betting.test.ts, rolling in rules-rolling.test.ts, the end in rules-end.test.ts.

/** A game of two (or `players`) set up with these options; the first round's dice are 2, 1, 1 … so nothing ties. */
function started(options: Record<string, unknown>, players = 2) {
  const ids = Array.from({ length: players }, (_, index) => String.fromCharCode(97 + index));
  return vitajiDriver.start(ids, options, [2, ...Array.from({ length: players - 1 }, () => 1)]);
}

const settingsOf = (options: Record<string, unknown>): VitajiSettings => started(options).state.settings;

describe('VJ-1 options', () => {
  it('VJ-1: defaults are d6, 5 rounds, 2 rerolls, interval 1, ante 10, no maximum, base game only', () => {
    expect(settingsOf({})).toEqual({
      sides: 6,
      rounds: 5,
      rerolls: 2,
      interval: 1,
      ante: 10,
      maximum: null,
      firstRoundBetting: false,
      bonuses: false,
      teams: false,
    });
    const view = vitaji.publicView(started({}).state);
    expect(view).toMatchObject({ rounds: 5, sides: 6, round: 1 });
    expect(view.seats.map((seat) => seat.rerolls)).toEqual([2, 2]);
  });

  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [7, 3],
    [10, 4],
    [12, 5],
    [13, 5],
    [50, 20],
  ])('VJ-1: %i rounds give round(2 × rounds / 5) = %i rerolls by default', (rounds, rerolls) => {
    expect(settingsOf({ rounds }).rerolls).toBe(rerolls);
  });

  it('VJ-1: the ante defaults to 10 × the interval; an explicit ante wins, 0 included', () => {
    expect(settingsOf({ interval: 5 })).toMatchObject({ interval: 5, ante: 50 });
    expect(settingsOf({ interval: 5, ante: 20 })).toMatchObject({ interval: 5, ante: 20 });
    expect(settingsOf({ ante: 0 }).ante).toBe(0);
  });

  it('VJ-1: any die of 2 sides or more; the other options as given', () => {
    expect(settingsOf({ sides: 2 }).sides).toBe(2);
    expect(settingsOf({ sides: 1000, rounds: 3, rerolls: 7, maximum: 50, first_round_betting: true, bonuses: true })).toEqual({
      sides: 1000,
      rounds: 3,
      rerolls: 7,
      interval: 1,
      ante: 10,
      maximum: 50,
      firstRoundBetting: true,
      bonuses: true,
      teams: false,
    });
  });

  it('VJ-1: impossible options are refused by the schema', () => {
    for (const options of [{ sides: 1 }, { rounds: 0 }, { interval: 0 }, { ante: -1 }, { rerolls: -1 }, { maximum: 0 }, { sides: 6.5 }, { preset: 'mega' }]) {
      expect(vitaji.optionsSchema.safeParse(options).success, JSON.stringify(options)).toBe(false);
    }
  });

  it.each([
    ['casual', { sides: 6, rounds: 5, rerolls: 2, interval: 1, ante: 10 }],
    ['standard', { sides: 20, rounds: 10, rerolls: 4, interval: 1, ante: 10 }],
    ['super', { sides: 100, rounds: 50, rerolls: 20, interval: 1, ante: 10 }],
    ['championship', { sides: 1000, rounds: 500, rerolls: 200, interval: 1, ante: 10 }],
  ] as const)('VJ-1: preset %s', (preset, expected) => {
    expect(settingsOf({ preset })).toMatchObject({ ...expected, maximum: null });
  });

  it('VJ-1: options given with a preset override it', () => {
    expect(settingsOf({ preset: 'standard', sides: 12 })).toMatchObject({ sides: 12, rounds: 10, rerolls: 4 });
    expect(settingsOf({ preset: 'super', rerolls: 5 })).toMatchObject({ sides: 100, rounds: 50, rerolls: 5 });
    expect(settingsOf({ preset: 'casual', interval: 5 })).toMatchObject({ sides: 6, rounds: 5, interval: 5, ante: 50 });
    expect(settingsOf({ preset: 'championship', ante: 0, maximum: 1000 })).toMatchObject({ sides: 1000, ante: 0, maximum: 1000 });
    expect(settingsOf({ preset: 'standard', rounds: 3 }).rounds).toBe(3);
  });

  it('VJ-1: a preset die is really rolled: a championship game takes a d1000 roll', () => {
    const { state } = vitajiDriver.start(['a', 'b'], { preset: 'championship' }, [1000, 999]);
    expect(vitaji.publicView(state).seats.map((seat) => seat.result)).toEqual([1000, 999]);
  });
});

describe('VJ-2 players and the ante', () => {
  it('VJ-2: every player pays the ante into the pot when the game starts', () => {
    const { state, events } = started({ ante: 25 }, 3);
    expect(moves(events)).toEqual(['a>pot 25', 'b>pot 25', 'c>pot 25']);
    expect(vitaji.publicView(state).pot).toBe(75);
    expect(vitaji.publicView(state).roundBet).toBe(25);
  });

  it('VJ-2: with the default ante of 10 × interval', () => {
    const { state, events } = started({ interval: 3 });
    expect(moves(events)).toEqual(['a>pot 30', 'b>pot 30']);
    expect(vitaji.publicView(state).pot).toBe(60);
  });

  it('VJ-2: an ante of 0 moves no money', () => {
    const { state, events } = started({ ante: 0 }, 3);
    expect(moves(events)).toEqual([]);
    expect(vitaji.publicView(state).pot).toBe(0);
  });

  it('VJ-2: from 2 players, more than 12 allowed', () => {
    expect(vitaji.minPlayers).toBe(2);
    expect(vitaji.maxPlayers).toBeUndefined();
    const { state, events } = started({}, 13);
    expect(state.seats).toHaveLength(13);
    expect(moves(events)).toHaveLength(13);
    expect(vitaji.publicView(state).pot).toBe(130);
  });

  it('VJ-2: seats follow their positions, not the order they are listed in', () => {
    const rng = scriptedRng([1, 2, 3]);
    const outcome = vitaji.setup({
      seats: [
        { userId: 'c', position: 3, tag: null, team: null },
        { userId: 'a', position: 1, tag: null, team: null },
        { userId: 'b', position: 2, tag: null, team: null },
      ],
      options: vitaji.optionsSchema.parse({}),
      rng,
      now: 0,
    });
    if (!outcome.ok) throw new Error(outcome.error.code);
    expect(outcome.state.seats).toEqual(['a', 'b', 'c']);
    expect(moves(outcome.events)).toEqual(['a>pot 10', 'b>pot 10', 'c>pot 10']);
  });
});
