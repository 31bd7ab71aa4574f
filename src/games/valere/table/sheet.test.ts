// Unit test of Valere's scoresheet: hands as sum dice | point die, a fold, the winner, points moved, bets, totals and pots (VA-3, VA-4, VA-6).
import { describe, expect, it } from 'vitest';
import { DrivenTable, GameDriver } from '../../testing/game-driver.js';
import { valere } from '../rules/game.js';
import { buildSheet, sheetCsv, sheetText } from './sheet.js';

// Valere's scoresheet (issue 14): one row per round — each hand after the reveal (`4+5 | 6`), the winner, points moved (VA-3, VA-4), bets (VA-6).

const driver = new GameDriver(valere);

describe('the Valere scoresheet', () => {
  it('VA-3, VA-4, VA-6: hands as sum dice | point die, a fold marked, the winner, points moved, the round’s bet, totals and pots', () => {
    const game = new DrivenTable(driver, ['a', 'b', 'c'], { wagering: 'side-bets', ante: 5, target: 50 }, [6, 6, 5, 2, 2, 4, 3, 3, 3]);
    game.act('a', { kind: 'point', die: 5 });
    game.act('b', { kind: 'point', die: 4 });
    game.act('c', { kind: 'point', die: 3 });
    game.act('a', { kind: 'bet', amount: 6 });
    game.act('b', { kind: 'meet' });
    game.act('c', { kind: 'bet', amount: 9 });
    game.act('a', { kind: 'fold' });
    // Round 2: a three-way tie of 2s: point dice 1, 2, 3 pass clockwise.
    game.act('b', { kind: 'meet' }, [1, 1, 1, 1, 1, 2, 1, 1, 3]);
    game.act('a', { kind: 'point', die: 1 });
    game.act('b', { kind: 'point', die: 2 });
    game.act('c', { kind: 'point', die: 3 });
    game.act('a', { kind: 'bet', amount: 0 });
    game.act('b', { kind: 'meet' });
    game.act('c', { kind: 'meet' }, new Array(9).fill(1));
    const sheet = buildSheet(game.view, game.log, { name: (id) => id.toUpperCase(), money: (amount) => `${amount} tria` });
    expect(sheetText(sheet).split('\n')).toEqual([
      'Round  A             B        C        Winner   Points            Bets',
      '1      6+6 | 5 fold  2+2 | 4  3+3 | 3  C        +3                9',
      '2      1+1 | 1       1+1 | 2  1+1 | 3  A, B, C  A +3, B +1, C +2  0',
      'Total  3             1        5',
      // Issue 30: the pots with their money and who won them (the game is not won yet).
      'Pot: 15 tria; round pots: round 1 24 tria to C',
    ]);
    expect(sheetCsv(sheet).split('\n')[2]).toBe('2,1+1 | 1,1+1 | 2,1+1 | 3,"A, B, C","A +3, B +1, C +2",0');
  });
});

describe('issue 30: the finished Valere sheet keeps its pots', () => {
  it('VA-5, VA-6: once the game is won, the game pot and the round pots as they were won, the winner and the payout', () => {
    // a 6 6 | 5 beats b 1 1 | 2: a reaches the target of 5 in round 1 and takes the 2 × 20 antes and the round pot.
    const game = new DrivenTable(driver, ['a', 'b'], { wagering: 'side-bets', ante: 20, target: 5 }, [6, 6, 5, 1, 1, 2]);
    game.act('a', { kind: 'point', die: 5 });
    game.act('b', { kind: 'point', die: 2 });
    game.act('a', { kind: 'bet', amount: 22 });
    game.act('b', { kind: 'meet' });
    expect(game.view.winners).toEqual(['a']);
    const words = { name: (id: string) => id.toUpperCase(), money: (amount: number) => `${amount} tria` };
    const sheet = buildSheet(game.view, game.log, words);
    expect(sheetText(sheet).split('\n').slice(-3)).toEqual(['Pot: 40 tria; round pots: round 1 44 tria to A', 'Winner: A', 'Paid out: A 84 tria']);
    expect(sheetCsv(sheet).trim().split('\n').slice(-3)).toEqual(['pot,,,A,,40', 'round pot 1,,,A,,44', 'paid,84,,,,']);
  });
});
