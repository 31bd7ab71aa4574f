// Unit tests of Valere's wagering modes (VA-6): none, ante, betting rounds before the dice, and side bets into round pots with folds.
import { describe, expect, it } from 'vitest';
import { DrivenTable, GameDriver, hiddenRolls, moves, named } from '../../testing/game-driver.js';
import { valere } from './game.js';
import { settle, valereOptionsSchema } from './options.js';
import { allowedActions } from './view.js';

// Valere, RULES.md §4 VA-6: wagering none, ante, rounds (VJ-3 … VJ-5 before the dice), side-bets (round pots).

const driver = new GameDriver(valere);
const table = (ids: readonly string[], options: Record<string, unknown>, dice: readonly number[]) => new DrivenTable(driver, ids, options, dice);
type Table = ReturnType<typeof table>;
const point = (game: Table, player: string, die: number, dice: readonly number[] = []) => game.act(player, { kind: 'point', die }, dice);
const stake = (options: Record<string, unknown>) => valere.stakeAtStart(valereOptionsSchema.parse(options), 2);

describe('VA-6 wagering modes and the ante', () => {
  it('VA-6: none is the default for points (no ante), ante the default for tria; the ante is [10 × interval]', () => {
    expect(settle(valereOptionsSchema.parse({})).wagering).toBe('none');
    expect(settle(valereOptionsSchema.parse({ stakes: 'tria' })).wagering).toBe('ante');
    expect(stake({})).toBe(0);
    expect(stake({ ante: 50 })).toBe(0);
    expect(stake({ wagering: 'ante' })).toBe(10);
    expect(stake({ wagering: 'rounds', interval: 5 })).toBe(50);
    expect(stake({ wagering: 'side-bets', ante: 0 })).toBe(0);
    expect(stake({ stakes: 'tria', ante: 7 })).toBe(7);
  });

  it('VA-6 none: no money moves at all', () => {
    const game = table(['a', 'b'], { target: 1 }, [6, 6, 6, 1, 1, 2]);
    point(game, 'a', 6);
    point(game, 'b', 2);
    expect(moves(game.all)).toEqual([]);
  });

  it('VA-6 ante: everyone antes into the game pot; the game’s winner takes it', () => {
    const game = table(['a', 'b', 'c'], { wagering: 'ante', ante: 5, target: 6 }, [6, 6, 6, 1, 1, 2, 1, 1, 3]);
    expect(moves(game.last)).toEqual(['a>pot 5', 'b>pot 5', 'c>pot 5']);
    expect(game.view.pot).toBe(15);
    point(game, 'a', 6);
    point(game, 'b', 2);
    point(game, 'c', 3);
    expect(moves(game.last)).toEqual(['pot>a 15']);
    expect(named(game.last, 'winner')).toEqual([{ winners: ['a'], pot: 15, roundPots: [] }]);
  });
});

describe('VA-6 rounds: a betting phase at the start of each round, as VJ-3', () => {
  const opening = [3, 3, 1, 2, 2, 1, 1, 1, 1];

  it('VA-6 rounds: round 1 has none (the ante stands for it); from round 2 the bets come before the dice', () => {
    const game = table(['a', 'b', 'c'], { wagering: 'rounds', ante: 10, target: 50 }, opening);
    expect(game.view.phase).toBe('choosing');
    point(game, 'a', 1);
    point(game, 'b', 1);
    point(game, 'c', 1);
    // Round 2 opens with betting, no dice yet.
    expect(named(game.last, 'round')).toEqual([{ round: 2, players: ['a', 'b', 'c'], betting: true, tieBreak: false }]);
    expect(hiddenRolls(game.last)).toEqual([]);
    expect(game.view.phase).toBe('betting');
    expect(allowedActions(game.state, 'a')).toEqual(['bet', 'drop']);
    expect(game.refusal('a', { kind: 'fold' })).toBe('drop-instead');
    expect(game.refusal('b', { kind: 'bet', amount: 5 })).toBe('not-your-turn');
    game.act('a', { kind: 'bet', amount: 5 });
    game.act('b', { kind: 'bet', amount: 10 });
    expect(named(game.last, 'raise')).toEqual([{ round: 2, player: 'b', amount: 10 }]);
    game.act('c', { kind: 'meet' });
    // a meets the raise: the phase ends and the dice come.
    const events = game.act('a', { kind: 'meet' }, [1, 2, 3, 1, 2, 3, 1, 2, 3]);
    expect(moves(game.all)).toEqual(['a>pot 10', 'b>pot 10', 'c>pot 10', 'a>pot 5', 'b>pot 10', 'c>pot 10', 'a>pot 5']);
    expect(hiddenRolls(events)).toHaveLength(3);
    expect(game.view.pot).toBe(30 + 30);
    expect(game.view.phase).toBe('choosing');
  });

  it('VA-6 rounds: a drop forfeits the game — what they put in stays in the pot; the last one left wins at once', () => {
    const game = table(['a', 'b'], { wagering: 'rounds', ante: 10, target: 50 }, [3, 3, 1, 2, 2, 1]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    game.act('a', { kind: 'bet', amount: 4 });
    game.act('b', { kind: 'drop' });
    expect(named(game.last, 'drop')).toEqual([{ round: 2, player: 'b', put: 0, paid: 10 }]);
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['a']);
    expect(moves(game.last)).toEqual(['pot>a 24']);
    expect(valere.placings(game.state)).toEqual([['a'], ['b']]);
  });

  it('VA-6 rounds: with three, a drop leaves the game to the other two; the dropped takes no further part', () => {
    const game = table(['a', 'b', 'c'], { wagering: 'rounds', ante: 10, target: 50 }, opening);
    point(game, 'a', 1);
    point(game, 'b', 1);
    point(game, 'c', 1);
    game.act('a', { kind: 'bet', amount: 2 });
    game.act('b', { kind: 'drop' });
    game.act('c', { kind: 'meet' }, [6, 6, 6, 1, 1, 1]);
    expect(hiddenRolls(game.last).map((roll) => roll.owner)).toEqual(['a', 'c']);
    expect(game.refusal('b', { kind: 'point', die: 1 })).toBe('out');
    expect(game.view.seats.find((seat) => seat.player === 'b')).toMatchObject({ out: true, paid: 10 });
  });

  it('VA-6 rounds, VJ-5: with a maximum, the cap is maximum × rounds played', () => {
    const game = table(['a', 'b'], { wagering: 'rounds', ante: 10, maximum: 5, target: 50 }, [3, 3, 1, 2, 2, 1]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    expect(game.view.betting?.cap).toBe(5);
    expect(game.refusal('a', { kind: 'bet', amount: 6 })).toBe('over-cap');
  });

  it('VA-6 rounds: the default move meets, or drops when the bet cannot be met; the opener bets 0', () => {
    const game = table(['a', 'b'], { wagering: 'rounds', target: 50 }, [3, 3, 1, 2, 2, 1]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    expect(valere.awaited(game.state)).toEqual({ player: 'a', onTimeout: [{ kind: 'bet', amount: 0 }] });
    game.act('a', { kind: 'bet', amount: 3 });
    expect(valere.awaited(game.state)).toEqual({ player: 'b', onTimeout: [{ kind: 'meet' }, { kind: 'drop' }] });
  });
});

describe('VA-6 side-bets: round pots', () => {
  it('VA-6 side-bets: after hands are settled, bets go into the round pot, which the round’s winner takes when the game ends', () => {
    const game = table(['a', 'b'], { wagering: 'side-bets', ante: 10, target: 50 }, [6, 6, 1, 2, 2, 1]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    expect(named(game.last, 'side-betting')).toEqual([{ round: 1 }]);
    expect(game.view.phase).toBe('side-betting');
    expect(allowedActions(game.state, 'a')).toEqual(['bet', 'fold']);
    expect(game.refusal('a', { kind: 'drop' })).toBe('fold-instead');
    expect(game.refusal('a', { kind: 'point', die: 6 })).toBe('not-choosing');
    game.act('a', { kind: 'bet', amount: 20 });
    expect(moves(game.last)).toEqual(['a>round-pot 20']);
    game.act('b', { kind: 'meet' }, [1, 1, 1, 1, 1, 1]);
    expect(moves(game.last)).toEqual(['b>round-pot 20']);
    const [won] = named(game.last, 'round-won');
    expect(won).toMatchObject({ winners: ['a'], roundPot: 40, shares: { a: 40 } });
    // The round pot stays in the table's holdings, the owner known, until the game ends.
    expect(game.view.roundPots).toEqual([{ round: 1, amount: 40, winners: ['a'] }]);
    expect(game.view.pot).toBe(20);
    expect(game.view.roundPot).toBe(0);
    game.leave('b');
    expect(moves(game.last)).toEqual(['pot>a 20', 'round-pot>a 40']);
  });

  it('VA-6 side-bets (ruling): a round pot being bet when the last opponent leaves goes to the player left, with the game pot', () => {
    const game = table(['a', 'b'], { wagering: 'side-bets', ante: 10, target: 50 }, [6, 6, 1, 2, 2, 1]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    game.act('a', { kind: 'bet', amount: 5 });
    game.leave('b');
    expect(moves(game.last)).toEqual(['pot>a 20', 'round-pot>a 5']);
    expect(named(game.last, 'winner')[0]).toMatchObject({ winners: ['a'], roundPots: [{ round: 1, amount: 5, winners: ['a'] }] });
    expect(game.view.roundPot).toBe(0);
  });

  it('VA-6 side-bets: a fold sits out the round only — no points, no share of the round pot, even with the highest sum', () => {
    const game = table(['a', 'b', 'c'], { wagering: 'side-bets', ante: 0, target: 50 }, [6, 6, 5, 2, 2, 4, 3, 3, 3]);
    point(game, 'a', 5);
    point(game, 'b', 4);
    point(game, 'c', 3);
    game.act('a', { kind: 'bet', amount: 6 });
    game.act('b', { kind: 'meet' });
    game.act('c', { kind: 'bet', amount: 9 });
    expect(named(game.last, 'raise')).toEqual([{ round: 1, player: 'c', amount: 9 }]);
    game.act('a', { kind: 'fold' });
    expect(named(game.last, 'fold')).toEqual([{ round: 1, player: 'a', put: 6 }]);
    game.act('b', { kind: 'meet' }, new Array(9).fill(2));
    const [revealed] = named(game.last, 'reveal');
    expect(revealed!.hands.find((hand) => hand.player === 'a')).toMatchObject({ sum: 12, folded: true });
    const [won] = named(game.last, 'round-won');
    // b (4) and c (6): c wins and scores 3; a's 12 does not count.
    expect(won).toMatchObject({ winners: ['c'], gains: [{ player: 'c', points: 3, from: 'c' }], roundPot: 24, shares: { c: 24 } });
    expect(won!.scores).toEqual({ a: 0, b: 0, c: 3 });
    // a plays the next round: still in the game.
    expect(hiddenRolls(game.last).map((roll) => roll.owner)).toEqual(['a', 'b', 'c']);
    expect(game.view.seats.map((seat) => [seat.out, seat.folded])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('VA-6 side-bets: tied winners split the round pot (the remainder to the first seat)', () => {
    const game = table(['a', 'b', 'c'], { wagering: 'side-bets', ante: 0, target: 50 }, [4, 5, 1, 6, 3, 5, 1, 1, 1]);
    point(game, 'a', 1);
    point(game, 'b', 5);
    point(game, 'c', 1);
    game.act('a', { kind: 'bet', amount: 3 });
    game.act('b', { kind: 'meet' });
    game.act('c', { kind: 'fold' }, new Array(9).fill(1));
    const [won] = named(game.last, 'round-won');
    expect(won).toMatchObject({ winners: ['a', 'b'], roundPot: 6, shares: { a: 3, b: 3 } });
  });

  it('VA-6 side-bets: every round pot is paid with the game pot when the game ends, each to its own winners', () => {
    const game = table(['a', 'b'], { wagering: 'side-bets', ante: 5, target: 7 }, [6, 6, 1, 2, 2, 1]);
    point(game, 'a', 1);
    point(game, 'b', 1);
    game.act('a', { kind: 'bet', amount: 2 });
    game.act('b', { kind: 'meet' }, [1, 1, 1, 6, 6, 6]);
    point(game, 'a', 1);
    point(game, 'b', 6);
    game.act('a', { kind: 'bet', amount: 3 });
    game.act('b', { kind: 'meet' }, [1, 1, 1, 6, 6, 6]);
    // b wins round 2 with 6 points; a has 1: nobody at 7 yet.
    expect(named(game.last, 'round-won')[0]).toMatchObject({ winners: ['b'], scores: { a: 1, b: 6 }, roundPot: 6 });
    expect(game.view.roundPots).toEqual([
      { round: 1, amount: 4, winners: ['a'] },
      { round: 2, amount: 6, winners: ['b'] },
    ]);
    // Round 3: b 6+6 | 6 reaches the target; the game pot and both round pots are paid now.
    point(game, 'a', 1);
    point(game, 'b', 6);
    game.act('a', { kind: 'bet', amount: 0 });
    game.act('b', { kind: 'meet' });
    expect(named(game.last, 'winner')[0]!.winners).toEqual(['b']);
    expect(moves(game.last)).toEqual(['pot>b 10', 'round-pot>a 4', 'round-pot>b 6']);
  });
});
