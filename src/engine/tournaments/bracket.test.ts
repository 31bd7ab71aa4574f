// Tests for the tournament bracket arithmetic (VJ-11): tier plans, byes, tier counts, group standings and sudden-death tie-breaks.
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../games/testing/replayable.js';
import { advancing, breakTies, type GameScores, planTier, type StandingRow, standing, tierCount } from './bracket.js';

// Groups of 4, top 2 advance (VJ-11's defaults), a game of 2 or more.
const VJ = { groupSize: 4, advance: 2, minPlayers: 2 };
const seeds = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);
const row = (player: string, total: number, withdrawn = false): StandingRow => ({ player, total, games: [total], withdrawn });

describe('VJ-11: a tier of the bracket', () => {
  it('VJ-11: 9 players make two groups of four and a bye for seed 1', () => {
    expect(planTier(seeds(9), VJ)).toEqual({
      final: false,
      groups: [
        ['p2', 'p5', 'p6', 'p9'],
        ['p3', 'p4', 'p7', 'p8'],
      ],
      byes: ['p1'],
    });
  });

  it('VJ-11: 5 players play a final of five rather than a group and a bye', () => {
    expect(planTier(seeds(5), VJ)).toEqual({ final: true, groups: [seeds(5)], byes: [] });
  });

  it('VJ-11: 4 players are the final', () => {
    expect(planTier(seeds(4), VJ)).toEqual({ final: true, groups: [seeds(4)], byes: [] });
  });

  it('VJ-11: seeds are dealt snake-wise, so 8 players make [1,4,5,8] and [2,3,6,7]', () => {
    expect(planTier(seeds(8), VJ)).toEqual({
      final: false,
      groups: [
        ['p1', 'p4', 'p5', 'p8'],
        ['p2', 'p3', 'p6', 'p7'],
      ],
      byes: [],
    });
  });

  it('VJ-11: 12 players make three groups of four, snake-wise', () => {
    expect(planTier(seeds(12), VJ).groups).toEqual([
      ['p1', 'p6', 'p7', 'p12'],
      ['p2', 'p5', 'p8', 'p11'],
      ['p3', 'p4', 'p9', 'p10'],
    ]);
  });

  it('VJ-11: the rest make a smaller last group when they are enough for a contest (7 → 4 and 3)', () => {
    expect(planTier(seeds(7), VJ)).toEqual({
      final: false,
      groups: [
        ['p1', 'p4', 'p5', 'p7'],
        ['p2', 'p3', 'p6'],
      ],
      byes: [],
    });
  });

  it('VJ-11: the snake passes over the smaller group once it is full (11 → 4, 4 and 3)', () => {
    expect(planTier(seeds(11), VJ).groups).toEqual([
      ['p1', 'p6', 'p7', 'p11'],
      ['p2', 'p5', 'p8', 'p10'],
      ['p3', 'p4', 'p9'],
    ]);
  });

  it('VJ-11: a group where everyone would advance is no contest, so too few left over get byes', () => {
    // Groups of 8, top 4 advance: the smallest contest is 5.
    const team = { groupSize: 8, advance: 4, minPlayers: 2 };
    expect(planTier(seeds(13), team).groups.map((group) => group.length)).toEqual([8, 5]);
    expect(planTier(seeds(20), team)).toMatchObject({ final: false, byes: ['p1', 'p2', 'p3', 'p4'] });
    expect(planTier(seeds(12), team)).toMatchObject({ final: true, byes: [] });
  });

  it('VJ-11: every tier from 2 to 64 players places everyone once, in groups that are a contest', () => {
    for (let count = 2; count <= 64; count++) {
      const plan = planTier(seeds(count), VJ);
      const placed = [...plan.byes, ...plan.groups.flat()];
      expect(placed.sort()).toEqual(seeds(count).sort());
      if (plan.final) continue;
      for (const group of plan.groups) {
        expect(group.length).toBeLessThanOrEqual(VJ.groupSize);
        expect(group.length).toBeGreaterThan(VJ.advance);
      }
      expect(plan.byes.length).toBeLessThan(VJ.advance + 1);
    }
  });

  it('VJ-11: fewer players than the game needs is a program error', () => {
    expect(() => planTier(['p1'], VJ)).toThrow();
  });
});

describe('VJ-11: how many tiers a tournament plays', () => {
  it('VJ-11: 9 players play two tiers (two groups and a bye, then a final of five)', () => {
    expect(tierCount(9, VJ)).toBe(2);
  });

  it('VJ-11: tier counts by field size', () => {
    expect(tierCount(2, VJ)).toBe(1);
    expect(tierCount(4, VJ)).toBe(1);
    expect(tierCount(5, VJ)).toBe(1);
    expect(tierCount(8, VJ)).toBe(2);
    // 12 → three groups → 6, a final bigger than a group.
    expect(tierCount(12, VJ)).toBe(2);
    expect(tierCount(16, VJ)).toBe(3);
    // 17 → four groups and a bye → 9 → two groups and a bye → 5.
    expect(tierCount(17, VJ)).toBe(3);
  });
});

describe('VJ-11: a group standing', () => {
  const games: GameScores[] = [{ scores: { a: 100, b: 300, c: 50 } }, { scores: { a: 200, b: 0, c: 250, d: 10 } }];

  it('VJ-11: most points first, a missing score is 0, a withdrawn player last, equal totals in seed order', () => {
    expect(standing(['a', 'b', 'c', 'd'], games, ['b'])).toEqual([
      { player: 'a', total: 300, games: [100, 200], withdrawn: false },
      { player: 'c', total: 300, games: [50, 250], withdrawn: false },
      { player: 'd', total: 10, games: [0, 10], withdrawn: false },
      { player: 'b', total: 300, games: [300, 0], withdrawn: true },
    ]);
  });

  it('VJ-11: before any game everyone stands on 0 in seed order', () => {
    expect(standing(['a', 'b'], [], []).map((line) => [line.player, line.total])).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });
});

describe('VJ-11: ties broken by a sudden-death roll', () => {
  it('VJ-11: a two-way tie at the cut rolls until it is decided, every roll kept for the channel', () => {
    const rng = scriptedRng([4, 4, 2, 5]);
    const rows = [row('a', 500), row('b', 300), row('c', 300), row('d', 100)];
    expect(advancing(rows, 2, rng)).toEqual({
      advanced: ['a', 'c'],
      rolls: [
        {
          round: 1,
          rolls: [
            { player: 'b', die: 4 },
            { player: 'c', die: 4 },
          ],
        },
        {
          round: 2,
          rolls: [
            { player: 'b', die: 2 },
            { player: 'c', die: 5 },
          ],
        },
      ],
    });
    expect(rng.remaining()).toBe(0);
  });

  it('VJ-11: a three-way tie for the final: the two highest roll again, the winner is first', () => {
    const rng = scriptedRng([6, 3, 6, 1, 5]);
    const rows = [row('a', 900), row('b', 900), row('c', 900), row('d', 100)];
    const tieBreak = breakTies(rows, 1, rng);
    expect(tieBreak.order).toEqual(['c', 'a', 'b', 'd']);
    expect(tieBreak.rolls.map((round) => round.rolls.map((roll) => roll.player))).toEqual([
      ['a', 'b', 'c'],
      ['a', 'c'],
    ]);
    expect(advancing(rows, 1, scriptedRng([6, 3, 6, 1, 5])).advanced).toEqual(['c']);
    expect(rng.remaining()).toBe(0);
  });

  it('VJ-11: ties that do not decide who gets in are not rolled: no die is spent', () => {
    const rng = scriptedRng([]);
    // a and b tied inside the cut, c and d tied outside it.
    const rows = [row('a', 500), row('b', 500), row('c', 200), row('d', 200)];
    expect(breakTies(rows, 2, rng)).toEqual({ order: ['a', 'b', 'c', 'd'], rolls: [] });
    expect(rng.remaining()).toBe(0);
  });

  it('VJ-11: once sudden death has settled the cut, those tied below it roll no more', () => {
    const rng = scriptedRng([5, 2, 2]);
    const rows = [row('d', 500), row('a', 300), row('b', 300), row('c', 300)];
    expect(breakTies(rows, 2, rng)).toEqual({
      order: ['d', 'a', 'b', 'c'],
      rolls: [
        {
          round: 1,
          rolls: [
            { player: 'a', die: 5 },
            { player: 'b', die: 2 },
            { player: 'c', die: 2 },
          ],
        },
      ],
    });
    expect(rng.remaining()).toBe(0);
  });

  it('VJ-11: a withdrawn player never advances, and a tie with one is no tie', () => {
    const rng = scriptedRng([]);
    const rows = standing(['a', 'b', 'c'], [{ scores: { a: 500, b: 300, c: 300 } }], ['b']);
    expect(advancing(rows, 2, rng)).toEqual({ advanced: ['a', 'c'], rolls: [] });
    expect(breakTies(rows, 2, rng).order).toEqual(['a', 'c', 'b']);
  });

  it('VJ-11: with too few players left in, only they advance', () => {
    const rows = standing(['a', 'b', 'c'], [{ scores: { a: 900, b: 300 } }], ['a', 'c']);
    expect(advancing(rows, 2, scriptedRng([])).advanced).toEqual(['b']);
  });
});
