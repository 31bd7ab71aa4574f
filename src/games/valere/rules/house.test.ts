// Valere's house player: legal moves in whole seeded games of every wagering mode, decisions from its own hand alone, and the levels' strength (VA-2 … VA-6).
import { describe, expect, it } from 'vitest';
import type { PlayingLevel } from '../../../engine/house.js';
import { DrivenTable, GameDriver } from '../../testing/game-driver.js';
import { playLevels, playMatch, sightOf } from '../../testing/house-match.js';
import { seededRng } from '../../testing/replayable.js';
import { valere } from './game.js';

// Valere, RULES.md §4 and issue 33: house players at every level.

const driver = new GameDriver(valere);
const table = (ids: readonly string[], options: Record<string, unknown>, dice: readonly number[]) => new DrivenTable(driver, ids, options, dice);
const LEVELS: PlayingLevel[] = ['random', 'easy', 'hard'];

describe('issue 33: every level plays only legal moves', () => {
  const settings: [string, Record<string, unknown>, number][] = [
    ['VA-1 no wagering, two players', {}, 2],
    ['VA-6 ante, three players, a small target', { wagering: 'ante', target: 8 }, 3],
    ['VA-6 rounds: bets before the dice, with a maximum (VJ-5)', { wagering: 'rounds', maximum: 6, interval: 2 }, 4],
    ['VA-6 side-bets: bets on settled hands, folds', { wagering: 'side-bets' }, 5],
    ['VA-6 side-bets with an interval and a maximum', { wagering: 'side-bets', interval: 5, maximum: 20, target: 12 }, 4],
  ];
  it.each(settings)('%s', (_, options, players) => {
    const parsed = valere.optionsSchema.parse(options);
    let refused = 0;
    for (let game = 0; game < 24; game += 1) {
      // Each level at each seat, mixed with the others.
      const levels = Array.from({ length: players }, (_, seat) => LEVELS[(seat + game) % LEVELS.length]!);
      refused += playMatch(valere, parsed, levels, seededRng(`legal-dice:${game}`), seededRng(`legal-choices:${game}`)).refused;
    }
    expect(refused).toBe(0);
  });
});

describe('VA-2 a house player sees its own hand and the table, never another hand', () => {
  // b's hand is all that differs between the two tables.
  const dealt = (bHand: number[]) => table(['a', 'b', 'c'], { wagering: 'side-bets' }, [2, 5, 4, ...bHand, 3, 1, 6]);

  it('VA-2: the sight of a holds its own dice and the public view: none of b’s dice', () => {
    const game = dealt([6, 6, 5]);
    const sight = sightOf(valere, game.state, 'a', 0)!;
    expect(sight.own).toEqual({ dice: [2, 5, 4], point: null });
    expect(JSON.stringify(sight)).not.toContain('6,6,5');
    expect(JSON.stringify(sight.table)).not.toMatch(/"(dice|hands|points|point)":/);
    // Settled hands stay as secret: b's chosen die is nowhere in a's sight.
    game.act('b', { kind: 'point', die: 5 });
    expect(JSON.stringify(sightOf(valere, game.state, 'a', 0))).not.toMatch(/6,6,5|"point":[12]/);
  });

  it('VA-2: two tables that differ only in b’s hand look the same to a, and a makes the same moves at every level', () => {
    for (const settle of [false, true]) {
      const strong = dealt([6, 6, 5]);
      const weak = dealt([1, 1, 2]);
      if (settle) {
        // The side-betting phase: b and c have settled (b differently, on its own hand), a bets first.
        strong.act('b', { kind: 'point', die: 5 });
        weak.act('b', { kind: 'point', die: 1 });
        for (const game of [strong, weak]) {
          game.act('c', { kind: 'point', die: 1 });
          game.act('a', { kind: 'point', die: 2 });
        }
        expect(strong.view.phase).toBe('side-betting');
      }
      const seen = [strong, weak].map((game) => sightOf(valere, game.state, 'a', 0)!);
      expect(JSON.stringify(seen[0])).toBe(JSON.stringify(seen[1]));
      for (const level of LEVELS) {
        for (let seed = 0; seed < 20; seed += 1) {
          const [first, second] = seen.map((sight) => valere.house!.decide(sight, level, seededRng(`same:${seed}`)));
          expect(first).toEqual(second);
        }
      }
    }
  });
});

describe('issue 33: the stronger level wins more (4 players, side-bets, target 18, ante 10)', () => {
  // Side-bets (VA-6) with the defaults: points stakes, ante 10, interval 1, target 18.
  const options = valere.optionsSchema.parse({ wagering: 'side-bets' });
  const bench = (a: PlayingLevel, b: PlayingLevel, games: number) =>
    playLevels(valere, options, a, b, 4, games, (game) => ({ dice: seededRng(`bench-dice:${a}:${b}:${game}`), choices: seededRng(`bench:${a}:${b}:${game}`) }));

  it('hard wins clearly more than easy, easy clearly more than random, hard more than random', () => {
    const hardEasy = bench('hard', 'easy', 400);
    const easyRandom = bench('easy', 'random', 200);
    const hardRandom = bench('hard', 'random', 200);
    for (const tally of [hardEasy, easyRandom, hardRandom]) expect(tally.refused).toBe(0);
    // Two seats each: a fair share is one half.
    expect(hardEasy.wins.hard! / hardEasy.games).toBeGreaterThan(0.6);
    expect(easyRandom.wins.easy! / easyRandom.games).toBeGreaterThan(0.8);
    expect(hardRandom.wins.hard! / hardRandom.games).toBeGreaterThan(0.9);
  });
});
