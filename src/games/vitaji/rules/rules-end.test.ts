// Unit tests of the end of a Vitaji game: the winner and sudden death (VJ-7), sweeps (VJ-8) and Team Vitaji (VJ-9).
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/replayable.js';
import { vitaji } from './game.js';
import { allowedActions } from './view.js';

// Vitaji, RULES.md §3: the end of the game — the winner and sudden death (VJ-7), sweeps (VJ-8),
// Team Vitaji (VJ-9). Betting is in rules-betting.test.ts, rolling and triples in rules-rolling.test.ts.

import { bet, drop, meet, moves, named, scores, Table } from '../../testing/vitaji.js';

describe('VJ-7 the winner', () => {
  it('VJ-7: after the last round the highest score takes the whole pot', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 2, rerolls: 0 }, [5, 2, 3]);
    table.act('a', bet(10));
    table.act('b', meet);
    const events = table.act('c', meet, [1, 6, 2]);
    expect(scores(table)).toEqual([6, 8, 5]);
    expect(moves(events)).toEqual(['c>pot 10', 'pot>b 60']);
    expect(named(events, 'winner')).toEqual([{ winners: ['b'] }]);
    expect(named(events, 'sudden-death')).toEqual([]);
    expect(table.view).toMatchObject({ phase: 'over', winners: ['b'], pot: 0, turn: null });
    expect(vitaji.isOver(table.state)).toBe(true);
    expect(vitaji.placings(table.state)).toEqual([['b'], ['a'], ['c']]);
    expect(vitaji.summary(table.state, 'b')).toEqual({ out: false, score: 8, lives: null, dice: null });
    expect(allowedActions(table.state, 'b')).toEqual([]);
    expect(table.refusal('b', { kind: 'pass' })).toBe('game-over');
  });

  it('VJ-7: a tie goes to sudden death among the tied only, again while still tied', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 1, rerolls: 0 }, [4, 2, 4, 3, 3, 1, 5]);
    expect(named(table.last, 'sudden-death')).toEqual([{ rolls: { a: 3, c: 3 } }, { rolls: { a: 1, c: 5 } }]);
    expect(moves(table.last).slice(-1)).toEqual(['pot>c 30']);
    expect(table.view.winners).toEqual(['c']);
    expect(scores(table)).toEqual([4, 2, 4]); // sudden death adds nothing to the scores
  });

  it('VJ-7: below the winner, equal scores share a place (records and ratings read the placings)', () => {
    // a 6, b 2, c 2, d 1 after one round: a wins; b and c share second; d is fourth.
    const table = new Table(['a', 'b', 'c', 'd'], { rounds: 1, rerolls: 0 }, [6, 2, 2, 1]);
    expect(table.view.winners).toEqual(['a']);
    expect(vitaji.placings(table.state)).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('VJ-7: the sudden death follows the last pass of the last round', () => {
    const table = new Table(['a', 'b'], { rounds: 1, rerolls: 1 }, [3, 5]);
    table.act('a', { kind: 'reroll' }, [5]);
    const events = table.act('b', { kind: 'pass' }, [2, 6]);
    expect(named(events, 'sudden-death')).toEqual([{ rolls: { a: 2, b: 6 } }]);
    expect(table.view.winners).toEqual(['b']);
  });

  it('VJ-4, VJ-7: a player who dropped out cannot win, whatever their score; they place last', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 2, rerolls: 0 }, [6, 1, 2]);
    table.act('a', drop);
    table.act('b', bet(0));
    const events = table.act('c', meet, [3, 4]);
    expect(moves(events)).toEqual(['pot>c 30']);
    expect(vitaji.placings(table.state)).toEqual([['c'], ['b'], ['a']]);
    expect(vitaji.summary(table.state, 'a')).toMatchObject({ out: true, score: 6 });
  });
});

describe('VJ-8 sweeps', () => {
  it('VJ-8: a player whose result is the same every round wins outright, over a higher score', () => {
    const table = new Table(['a', 'b'], { rounds: 2, rerolls: 0, bonuses: true }, [2, 6]);
    const events = table.bettingRound([2, 5]);
    expect(scores(table)).toEqual([4, 11]);
    expect(named(events, 'sweep')).toEqual([{ players: ['a'] }]);
    expect(table.view.winners).toEqual(['a']);
    expect(moves(events)).toEqual(['pot>a 20']);
  });

  it('VJ-8: without the bonuses option there is no sweep', () => {
    const table = new Table(['a', 'b'], { rounds: 2, rerolls: 0 }, [2, 6]);
    const events = table.bettingRound([2, 5]);
    expect(named(events, 'sweep')).toEqual([]);
    expect(table.view.winners).toEqual(['b']);
  });

  it('VJ-8: a sweep counts the result after rerolls, not the first roll', () => {
    const table = new Table(['a', 'b'], { rounds: 2, rerolls: 1, bonuses: true }, [2, 6]);
    table.act('a', { kind: 'reroll' }, [3]); // a: 3 in round 1; b holds the d6's 6 and is passed over (issue 30)
    table.bettingRound([3, 5]); // a has no reroll left: b's turn
    const events = table.act('b', { kind: 'reroll' }, [4]); // both pass automatically: the game ends
    expect(named(events, 'sweep')).toEqual([{ players: ['a'] }]);
    expect(table.view.winners).toEqual(['a']);
  });

  it('VJ-8: among several sweepers the highest score wins', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 2, rerolls: 0, bonuses: true }, [2, 4, 6]);
    const events = table.bettingRound([2, 4, 5]);
    expect(named(events, 'sweep')).toEqual([{ players: ['a', 'b'] }]);
    expect(table.view.winners).toEqual(['b']);
  });

  it('VJ-8: sweepers tied on score go to sudden death; nobody else rolls in it', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 2, rerolls: 0, bonuses: true }, [3, 3, 6]);
    const events = table.bettingRound([3, 3, 5, 2, 4]);
    expect(named(events, 'sudden-death')).toEqual([{ rolls: { a: 2, b: 4 } }]);
    expect(table.view.winners).toEqual(['b']);
  });

  it('VJ-8: a player who dropped out sweeps nothing', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 3, rerolls: 0, bonuses: true }, [2, 6, 5]);
    table.bettingRound([2, 3, 4]);
    table.act('a', drop);
    table.act('b', bet(0));
    const events = table.act('c', meet, [1, 6]);
    expect(named(events, 'sweep')).toEqual([]);
    expect(table.view.winners).toEqual(['c']);
  });
});

const redBlue = { a: 'red', b: 'blue', c: 'red', d: 'blue' };

describe('VJ-9 Team Vitaji', () => {
  it('VJ-9: setup refuses a team of one, and a player with no team', () => {
    expect(vitaji.teams).toBe(true);
    const attempt = (teams: Record<string, string | null>) =>
      vitaji.setup({
        seats: Object.keys(teams).map((userId, index) => ({ userId, position: index + 1, tag: null, team: teams[userId] ?? null })),
        options: vitaji.optionsSchema.parse({ teams: true }),
        rng: scriptedRng([1, 2, 3, 4]),
        now: 0,
      });
    const lonely = attempt({ a: 'red', b: 'red', c: 'blue' });
    expect(lonely.ok ? 'accepted' : lonely.error.code).toBe('team-too-small');
    const teamless = attempt({ a: 'red', b: 'red', c: null });
    expect(teamless.ok ? 'accepted' : teamless.error.code).toBe('team-too-small');
    expect(attempt(redBlue).ok).toBe(true);
  });

  it('VJ-9: a team scores the sum of its members; the winning team shares the pot, the remainder to its first seat', () => {
    // red a, c, e: 1 + 5 + 5 = 11; blue b, d: 6 + 1 = 7 (though b has the best single score)
    const table = new Table(['a', 'b', 'c', 'd', 'e'], { rounds: 1, rerolls: 0, teams: true }, [1, 6, 5, 1, 5], { ...redBlue, e: 'red' });
    expect(table.view.seats.map((seat) => seat.team)).toEqual(['red', 'blue', 'red', 'blue', 'red']);
    expect(moves(table.last).filter((move) => move.startsWith('pot>'))).toEqual(['pot>a 18', 'pot>c 16', 'pot>e 16']);
    expect(table.view.winners).toEqual(['a', 'c', 'e']);
    expect(vitaji.placings(table.state)[0]).toEqual(['a', 'c', 'e']);
  });

  it('VJ-9: a member who drops out stops counting for the team', () => {
    // with a, red would have 6 + 1 + 1 + 2 = 10 against blue's 8; without a, red has 3.
    const table = new Table(['a', 'b', 'c', 'd'], { rounds: 2, rerolls: 0, teams: true }, [6, 1, 1, 1], redBlue);
    table.act('a', drop);
    table.bettingRound([3, 2, 3]);
    expect(table.view.winners).toEqual(['b', 'd']);
    expect(moves(table.last)).toEqual(['pot>b 20', 'pot>d 20']);
  });

  it("VJ-9: a member who dropped out takes no share of the winning team's pot", () => {
    const table = new Table(['a', 'b', 'c', 'd', 'e'], { rounds: 2, rerolls: 0, teams: true, ante: 11 }, [1, 1, 5, 1, 5], { ...redBlue, e: 'red' });
    table.act('a', drop);
    table.bettingRound([1, 5, 1, 5]);
    expect(table.view.winners).toEqual(['c', 'e']);
    expect(moves(table.last)).toEqual(['pot>c 28', 'pot>e 27']);
  });

  it("VJ-7, VJ-9: tied teams go to sudden death, each team's first seat rolling for it", () => {
    const table = new Table(['a', 'b', 'c', 'd'], { rounds: 1, rerolls: 0, teams: true }, [3, 2, 2, 3, 2, 5], redBlue);
    expect(named(table.last, 'sudden-death')).toEqual([{ rolls: { a: 2, b: 5 } }]);
    expect(table.view.winners).toEqual(['b', 'd']);
    expect(moves(table.last).filter((move) => move.startsWith('pot>'))).toEqual(['pot>b 20', 'pot>d 20']);
  });

  it("VJ-7, VJ-9: when a team's first seat has dropped out, its first member still in rolls for it", () => {
    const table = new Table(['a', 'b', 'c', 'd'], { rounds: 2, rerolls: 0, teams: true }, [1, 2, 1, 2], redBlue);
    table.act('a', drop);
    const events = table.bettingRound([1, 6, 2, 1, 6]); // red c 7, blue b 3 + d 4: tied
    expect(named(events, 'sudden-death')).toEqual([{ rolls: { b: 1, c: 6 } }]);
    expect(table.view.winners).toEqual(['c']);
    expect(moves(events)).toEqual(['pot>c 40']);
  });
});
