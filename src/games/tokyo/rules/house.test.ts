// Tokyo's house player: legal at every level over whole seeded games, blind to dice it did not roll, and hard beating easy beating random (TK-1 … TK-16).
import { describe, expect, it } from 'vitest';
import type { PlayingLevel } from '../../../engine/house.js';
import { playLevels, playMatch } from '../../testing/house-match.js';
import { seededRng } from '../../testing/replayable.js';
import { announce, play, raise, start } from '../../testing/tokyo.js';
import { tokyo } from './game.js';
import { tokyoHouse } from './house.js';
import type { TokyoSight } from './odds.js';
import { tokyoOptionsSchema } from './options.js';
import type { TokyoState } from './state.js';

const options = (given: Record<string, unknown>) => tokyoOptionsSchema.parse({ buy_in: 0, ...given });
const rngs = (name: string) => (game: number) => ({ dice: seededRng(`tokyo-${name}-dice-${game}`), choices: seededRng(`tokyo-${name}-moves-${game}`) });

/** The engine's recipe for a sight (house.ts): the public view and this seat's own view, nothing else. */
function sightOf(state: TokyoState, me: string): TokyoSight {
  return { me, table: tokyo.publicView(state), own: tokyo.seatView(state, me), now: 0 };
}

describe('every level plays only legal moves (TK-3 … TK-6, TK-10, TK-13, TK-14)', () => {
  const tables: [string, Record<string, unknown>][] = [
    ['plain', { lives: 2 }],
    ['double_tokyo, sum_values', { lives: 2, variant: 'double_tokyo,sum_values' }],
    ['tokyetto, reversed_doubles, bluff_penalty_two', { lives: 2, variant: 'tokyetto,reversed_doubles,bluff_penalty_two' }],
    ['allow_equal, double_tokyo', { lives: 2, variant: 'allow_equal,double_tokyo' }],
    ['beghel', { lives: 2, preset: 'beghel' }],
  ];
  const mixes: PlayingLevel[][] = [
    ['random', 'easy', 'hard', 'random'],
    ['hard', 'hard', 'easy', 'easy'],
    ['random', 'random', 'random'],
    ['hard', 'easy'],
  ];
  for (const [name, given] of tables) {
    it(`${name}: whole games at every mix of levels, none refused`, () => {
      for (const [index, levels] of mixes.entries()) {
        for (let game = 0; game < 6; game += 1) {
          const { dice, choices } = rngs(`${name}-${index}`)(game);
          const result = playMatch(tokyo, options(given), levels, dice, choices);
          expect(result.refused).toBe(0);
          expect(result.winners).toHaveLength(1);
        }
      }
    });
  }
});

describe('TK-3 the house decides from its own sight: never another seat’s cup', () => {
  /** `a` rolls `dice` and announces 43 (a bluff or not), the cup goes to `b`, who answers from its own sight. */
  const answering = (dice: [number, number]) => play(start(['a', 'b', 'c', 'd'], { buy_in: 0 }, dice).state, 'a', announce(43)).state;

  /** Every key of a value, however deep. */
  const keysDeep = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(keysDeep);
    if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
    return [];
  };

  it('TK-3 the receiver’s sight holds no dice, no cup, no roll handle: the same whatever the cup holds', () => {
    const sights = [answering([6, 5]), answering([1, 3]), answering([4, 4])].map((state) => sightOf(state, 'b'));
    for (const sight of sights) {
      expect(sight.own).toEqual({ dice: null });
      expect(keysDeep(sight.table)).not.toContain('dice');
      expect(keysDeep(sight)).not.toContain('cup');
      expect(JSON.stringify(sight)).not.toContain('h1.1');
      expect(JSON.stringify(sight)).toBe(JSON.stringify(sights[0]));
    }
  });

  it('TK-4c a blind raiser never saw the cup it passes on: neither it nor the next seat sees the dice', () => {
    const raised = [answering([6, 5]), answering([2, 1])].map((state) => play(state, 'b', raise(51)).state);
    for (const seat of ['b', 'c']) {
      const [first, second] = raised.map((state) => sightOf(state, seat));
      expect(first!.own).toEqual({ dice: null });
      expect(keysDeep(first!.table)).not.toContain('dice');
      expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    }
  });

  it('TK-3 two tables that differ only in the dice under the cup get the same answer at every level', () => {
    const rolls: [number, number][] = [
      [1, 3],
      [4, 3],
      [6, 5],
      [2, 2],
      [2, 1],
    ];
    for (const level of ['random', 'easy', 'hard'] as const) {
      const answers = rolls.map((dice) => tokyoHouse.decide(sightOf(answering(dice), 'b'), level, seededRng(`same-${level}`)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });

  it('TK-3 the roller does decide from its own dice: the truth when it beats the announcement, a bluff otherwise', () => {
    const rolledAfter = (dice: [number, number]) => play(answering([1, 3]), 'b', { kind: 'roll' }, dice).state;
    for (const level of ['easy', 'hard'] as const) {
      expect(tokyoHouse.decide(sightOf(rolledAfter([6, 4]), 'b'), level, seededRng('truth'))).toEqual(announce(64));
      const bluff = tokyoHouse.decide(sightOf(rolledAfter([3, 1]), 'b'), level, seededRng('bluff'));
      expect(bluff.kind).toBe('announce');
      expect(tokyo.publicView(rolledAfter([3, 1])).announceValues).toContain(bluff.kind === 'announce' ? bluff.value : 0);
    }
    // Hard bluffs the value likeliest to be believed: the lowest allowed after 43.
    expect(tokyoHouse.decide(sightOf(rolledAfter([3, 1]), 'b'), 'hard', seededRng('bluff'))).toEqual(announce(51));
  });
});

describe('the levels, four at a table (TK-2: the last one left wins)', () => {
  /** Seats alternate the two levels and the first seat alternates between them (playLevels): at equal strength each wins half. */
  const bench = (a: PlayingLevel, b: PlayingLevel, games: number) => playLevels(tokyo, options({}), a, b, 4, games, rngs(`${a}-${b}`));

  it('hard wins clearly more than easy, easy and hard far more than random', () => {
    const hardEasy = bench('hard', 'easy', 200);
    const easyRandom = bench('easy', 'random', 40);
    const hardRandom = bench('hard', 'random', 40);
    for (const tally of [hardEasy, easyRandom, hardRandom]) expect(tally.refused).toBe(0);
    expect(hardEasy.wins.hard! / hardEasy.games).toBeGreaterThan(0.6);
    expect(easyRandom.wins.easy! / easyRandom.games).toBeGreaterThan(0.9);
    expect(hardRandom.wins.hard! / hardRandom.games).toBeGreaterThan(0.9);
  });
});
