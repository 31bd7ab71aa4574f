// Unit tests of Liar's Dice's house player: legal moves at every level over whole games, decisions from the seat's own sight alone, and hard beating easy beating random (LD-4 … LD-17).
import { describe, expect, it } from 'vitest';
import type { PlayingLevel } from '../../../engine/house.js';
import { playLevels, playMatch, sightOf } from '../../testing/house-match.js';
import { bid, play, start, T0 } from '../../testing/liars.js';
import { seededRng } from '../../testing/replayable.js';
import { liars } from './game.js';
import { liarsHouse } from './house.js';
import type { LiarsSight } from './odds.js';

const LEVELS: readonly PlayingLevel[] = ['hard', 'easy', 'random'];
const optionsOf = (given: Record<string, unknown>) => liars.optionsSchema.parse(given);
const rngsFor = (label: string) => (game: number) => ({ dice: seededRng(`${label}:dice:${game}`), choices: seededRng(`${label}:choices:${game}`) });

const sightFor = (state: Parameters<typeof liars.publicView>[0], me: string, now = T0 + 60_000): LiarsSight => {
  const sight = sightOf(liars, state, me, now);
  if (!sight) throw new Error(`${me} has no seat`);
  return sight;
};

/** Every level's move at `sight`, under the same twenty seeds each. */
const movesAt = (sight: LiarsSight) =>
  LEVELS.flatMap((level) => Array.from({ length: 20 }, (_, seed) => liarsHouse.decide(sight, level, seededRng(`move:${seed}`))));

describe('LD-5 … LD-9 every level plays only legal moves', () => {
  it.each([
    { label: 'four players', players: 4, options: {} },
    { label: 'four players, wild ones', players: 4, options: { wild_ones: true } },
    { label: 'four players, spot on caller-two', players: 4, options: { spot_on: 'caller-two' } },
    { label: 'two players', players: 2, options: {} },
    { label: 'three players of one die', players: 3, options: { dice: 1 } },
    { label: 'seven players of four dice (LD-2)', players: 7, options: {} },
  ])('LD-6/LD-8 $label: whole games of hard, easy and random seats, no move refused', ({ label, players, options }) => {
    let refused = 0;
    for (let game = 0; game < 10; game += 1) {
      const levels = Array.from({ length: players }, (_, seat) => LEVELS[(seat + game) % LEVELS.length]!);
      const { dice, choices } = rngsFor(label)(game);
      refused += playMatch(liars, optionsOf(options), levels, dice, choices).refused;
    }
    expect(refused).toBe(0);
  });

  it('LD-5 the opening "one 1" is nobody’s: every level bids, none calls', () => {
    const game = start(['a', 'b', 'c'], { dice: 2 }, [3, 3, 2, 2, 6, 1]);
    for (const move of movesAt(sightFor(game.state, 'a'))) expect(move.kind).toBe('bid');
  });

  it('LD-6 with no raise left under the dice in play, every level calls, naming the bid it calls (LD-8)', () => {
    const game = start(['a', 'b'], { dice: 1 }, [6, 2]);
    const state = play(game.state, 'a', bid(2, 6), [], T0).state;
    expect(liars.publicView(state).raiseCount).toBe(0);
    for (const move of movesAt(sightFor(state, 'b'))) expect(move).toEqual({ kind: 'call', bid: '1.1' });
  });

  it('LD-10 hard calls a bid its own hand shows is impossible, and never calls one its hand makes true', () => {
    // a [2,3] b [4,4]: a bids four 5s, which b sees cannot be (two dice unseen); then a bid of two 4s b holds.
    const game = start(['a', 'b'], { dice: 2 }, [2, 3, 4, 4]);
    const impossible = play(game.state, 'a', bid(4, 5), [], T0).state;
    expect(liarsHouse.decide(sightFor(impossible, 'b'), 'hard', seededRng('x'))).toEqual({ kind: 'call', bid: '1.1' });
    const held = play(game.state, 'a', bid(2, 4), [], T0).state;
    for (let seed = 0; seed < 20; seed += 1) expect(liarsHouse.decide(sightFor(held, 'b'), 'hard', seededRng(`held:${seed}`)).kind).toBe('bid');
  });
});

describe('LD-4 the house decides from its own sight: no other seat’s hidden dice reach it', () => {
  // c holds [1,1,2] in both games; a and b hold different dice in each.
  const first = () => start(['a', 'b', 'c'], { dice: 3 }, [6, 5, 4, 3, 6, 5, 1, 1, 2]);
  const second = () => start(['a', 'b', 'c'], { dice: 3 }, [4, 4, 4, 2, 2, 3, 1, 1, 2]);
  const bidsMade = (state: Parameters<typeof liars.publicView>[0]) => play(play(state, 'a', bid(2, 3), [], T0).state, 'b', bid(3, 3), [], T0 + 3000).state;

  /** Every list of numbers in a value, wherever it sits. */
  function numberArrays(value: unknown): unknown[][] {
    if (Array.isArray(value)) return [...(value.some((item) => typeof item === 'number') ? [value] : []), ...value.flatMap(numberArrays)];
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numberArrays);
    return [];
  }

  it('LD-4 the sight holds the seat’s own hand and the public view: no other hand, in any form', () => {
    for (const state of [first().state, bidsMade(first().state)]) {
      const sight = sightFor(state, 'c');
      const written = JSON.stringify(sight);
      expect(written).not.toMatch(/hands/i);
      for (const other of ['[6,5,4]', '6,5,4', '[3,6,5]', '3,6,5']) expect(written).not.toContain(other);
      // The only lists of numbers: its own hand, and the quantities a raise may have.
      expect(numberArrays(sight)).toEqual([sight.table.bidQuantities, [1, 1, 2]]);
    }
  });

  it('LD-4 two tables differing only in the others’ hidden dice give the same sight and the same move, at every level', () => {
    const atOpening = [
      sightFor(start(['c', 'a', 'b'], { dice: 3 }, [1, 1, 2, 6, 5, 4, 3, 6, 5]).state, 'c'),
      sightFor(start(['c', 'a', 'b'], { dice: 3 }, [1, 1, 2, 4, 4, 4, 2, 2, 3]).state, 'c'),
    ];
    const afterBids = [sightFor(bidsMade(first().state), 'c'), sightFor(bidsMade(second().state), 'c')];
    for (const [one, other] of [atOpening, afterBids]) {
      expect(JSON.stringify(one)).toBe(JSON.stringify(other));
      expect(movesAt(one!)).toEqual(movesAt(other!));
    }
  });
});

describe('the bench: hard beats easy, and both beat random (four players, two seats each)', () => {
  // Seats alternate the two levels and who opens (playLevels), so an even match is a share of 1/2.
  it('hard wins clearly more than easy: at least 70% of 160 games (measured 133, 83%)', () => {
    const tally = playLevels(liars, optionsOf({}), 'hard', 'easy', 4, 160, rngsFor('hard-easy'));
    expect(tally.refused).toBe(0);
    expect(tally.wins.hard! / tally.games).toBeGreaterThan(0.7);
  });

  it('LD-17 with wild ones too: hard wins at least 65% of 80 games against easy (measured 64, 80%)', () => {
    const tally = playLevels(liars, optionsOf({ wild_ones: true }), 'hard', 'easy', 4, 80, rngsFor('hard-easy-wild'));
    expect(tally.wins.hard! / tally.games).toBeGreaterThan(0.65);
  });

  it('easy and hard each win at least 90% of 40 games against random (measured all 40 each)', () => {
    const easy = playLevels(liars, optionsOf({}), 'easy', 'random', 4, 40, rngsFor('easy-random'));
    const hard = playLevels(liars, optionsOf({}), 'hard', 'random', 4, 40, rngsFor('hard-random'));
    expect(easy.wins.easy! / easy.games).toBeGreaterThan(0.9);
    expect(hard.wins.hard! / hard.games).toBeGreaterThan(0.9);
  });
});
