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
    const sheet = buildSheet(game.view, game.log, (id) => id.toUpperCase());
    expect(sheetText(sheet).split('\n')).toEqual([
      'Round  A             B        C        Winner   Points            Bets',
      '1      6+6 | 5 fold  2+2 | 4  3+3 | 3  C        +3                9',
      '2      1+1 | 1       1+1 | 2  1+1 | 3  A, B, C  A +3, B +1, C +2  0',
      'Total  3             1        5',
      'Pot: 15; round pots: 1:24',
    ]);
    expect(sheetCsv(sheet).split('\n')[2]).toBe('2,1+1 | 1,1+1 | 2,1+1 | 3,"A, B, C","A +3, B +1, C +2",0');
  });
});
