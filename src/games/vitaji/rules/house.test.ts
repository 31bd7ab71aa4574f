// Vitaji's house player: legal moves in whole seeded games (presets, caps, bonuses, teams), decisions from the public table alone, the last round played for the win, and the levels' strength (VJ-1 … VJ-9).
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../../engine/contract.js';
import type { PlayingLevel } from '../../../engine/house.js';
import { playLevels, playMatch, sightOf } from '../../testing/house-match.js';
import { seededRng } from '../../testing/replayable.js';
import { pass, Table } from '../../testing/vitaji.js';
import { vitaji } from './game.js';

// Vitaji, RULES.md §3 and issue 33: house players at every level.

const LEVELS: PlayingLevel[] = ['random', 'easy', 'hard'];
const house = vitaji.house!;

describe('issue 33: every level plays only legal moves', () => {
  const settings: [string, Record<string, unknown>, number][] = [
    ['VJ-1 casual (d6 × 5, 2 rerolls), two players', {}, 2],
    ['VJ-1 standard (d20 × 10, 4 rerolls), four players', { preset: 'standard' }, 4],
    ['VJ-3, VJ-5 first-round betting, a maximum and an interval', { first_round_betting: true, maximum: 6, interval: 2, ante: 4 }, 5],
    ['VJ-8 bonuses on a d2 (triples come often), no ante', { bonuses: true, sides: 2, rounds: 9, rerolls: 3, ante: 0 }, 3],
  ];
  it.each(settings)('%s', (_, options, players) => {
    const parsed = vitaji.optionsSchema.parse(options);
    let refused = 0;
    for (let game = 0; game < 24; game += 1) {
      const levels = Array.from({ length: players }, (_, seat) => LEVELS[(seat + game) % LEVELS.length]!);
      refused += playMatch(vitaji, parsed, levels, seededRng(`legal-dice:${game}`), seededRng(`legal-choices:${game}`)).refused;
    }
    expect(refused).toBe(0);
  });

  it('VJ-9 Team Vitaji: two teams of two, every level, every move legal', () => {
    // playMatch seats no teams: the same loop, with teams.
    const options = vitaji.optionsSchema.parse({ teams: true, bonuses: true });
    let refused = 0;
    for (let game = 0; game < 24; game += 1) {
      const dice = seededRng(`team-dice:${game}`);
      const choices = seededRng(`team-choices:${game}`);
      const seats: SeatInfo[] = ['p1', 'p2', 'p3', 'p4'].map((userId, index) => ({
        userId,
        position: index + 1,
        tag: null,
        team: index % 2 === 0 ? 'red' : 'blue',
      }));
      const set = vitaji.setup({ seats, options, rng: dice, now: 0 });
      if (!set.ok) throw new Error(set.error.code);
      let state = set.state;
      while (!vitaji.isOver(state)) {
        const turn = vitaji.awaited(state)!;
        const level = LEVELS[(Number(turn.player.slice(1)) + game) % LEVELS.length]!;
        const played = vitaji.apply(state, turn.player, house.decide(sightOf(vitaji, state, turn.player, 0)!, level, choices), dice, 0);
        if (played.ok) state = played.state;
        else {
          refused += 1;
          const fallback = vitaji.apply(state, turn.player, turn.onTimeout[0]!, dice, 0);
          if (!fallback.ok) throw new Error(fallback.error.code);
          state = fallback.state;
        }
      }
    }
    expect(refused).toBe(0);
  });
});

describe('VJ-6 a house player decides from the public table', () => {
  it('VJ-6: nothing is hidden: a seat’s sight is the public view with an empty own view; a watcher has none', () => {
    const game = new Table(['a', 'b', 'c'], {}, [2, 5, 1]);
    for (const player of ['a', 'b', 'c']) {
      const sight = sightOf(vitaji, game.state, player, 0)!;
      expect(sight.own).toEqual({});
      expect(sight.table).toEqual(vitaji.publicView(game.state));
    }
    expect(sightOf(vitaji, game.state, 'watcher', 0)).toBeNull();
  });

  it('VJ-7 last round: hard stands on a lead nobody can catch, where easy rerolls a low die', () => {
    // Round 1: a 6, b 1. Round 2 (the last): a 2 (8 in all), b 3 (4 in all, at most 7 with its reroll).
    const game = new Table(['a', 'b'], { rounds: 2, rerolls: 1 }, [6, 1]);
    game.act('b', pass);
    game.bettingRound([2, 3]);
    const sight = sightOf(vitaji, game.state, 'a', 0)!;
    expect(house.decide(sight, 'hard', seededRng(1))).toEqual({ kind: 'pass' });
    expect(house.decide(sight, 'easy', seededRng(1))).toEqual({ kind: 'reroll' });
  });

  it('VJ-7 last round: hard rerolls a good die that still loses, where easy keeps it', () => {
    // Round 1: a 3, b 6. Round 2 (the last): a 4 (7 in all), b 2 (8 in all): only a 5 or a 6 can still win for a.
    const game = new Table(['a', 'b'], { rounds: 2, rerolls: 1 }, [3, 6]);
    game.act('a', pass);
    game.bettingRound([4, 2]);
    const sight = sightOf(vitaji, game.state, 'a', 0)!;
    expect(house.decide(sight, 'hard', seededRng(1))).toEqual({ kind: 'reroll' });
    expect(house.decide(sight, 'easy', seededRng(1))).toEqual({ kind: 'pass' });
  });
});

describe('issue 33: the stronger level wins more (4 players, standard: d20 × 10 rounds, 4 rerolls, ante 10, bets from round 2)', () => {
  const options = vitaji.optionsSchema.parse({ preset: 'standard' });
  const bench = (a: PlayingLevel, b: PlayingLevel, games: number) =>
    playLevels(vitaji, options, a, b, 4, games, (game) => ({ dice: seededRng(`bench-dice:${a}:${b}:${game}`), choices: seededRng(`bench:${a}:${b}:${game}`) }));

  it('hard wins more than easy, easy clearly more than random, hard clearly more than random', () => {
    const hardEasy = bench('hard', 'easy', 1200);
    const easyRandom = bench('easy', 'random', 150);
    const hardRandom = bench('hard', 'random', 150);
    for (const tally of [hardEasy, easyRandom, hardRandom]) expect(tally.refused).toBe(0);
    // Two seats each: a fair share is one half. Vitaji is mostly the dice: hard's edge is its rerolls (and the last round's).
    expect(hardEasy.wins.hard! / hardEasy.games).toBeGreaterThan(0.52);
    expect(easyRandom.wins.easy! / easyRandom.games).toBeGreaterThan(0.9);
    expect(hardRandom.wins.hard! / hardRandom.games).toBeGreaterThan(0.9);
  });
});
