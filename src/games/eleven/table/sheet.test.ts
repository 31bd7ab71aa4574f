// Unit test of Eleven's scoresheet: a scripted round with a tie re-roll, checked as the sheet's rows and as CSV (EL-4 … EL-6).
import { describe, expect, it } from 'vitest';
import { DrivenTable, GameDriver } from '../../testing/game-driver.js';
import { eleven } from '../rules/game.js';
import { buildSheet, sheetCsv } from './sheet.js';

const driver = new GameDriver(eleven);

describe('the Eleven scoresheet', () => {
  it('EL-4 … EL-6: one row per round — target, roll (re-rolls), distance, place, payout — then the totals; the CSV one line per player and round', () => {
    const game = new DrivenTable(driver, ['a', 'b', 'c'], { order_roll: false, multiplier: 2 }, []);
    game.act('a', { kind: 'pick', number: 7 });
    game.act('b', { kind: 'pick', number: 8 });
    // a 6 (1 away), b 9 (1 away), c 2 (0 away); a and b again: a 7 (0), b 6 (2).
    game.act('c', { kind: 'pick', number: 2 }, [3, 3, 4, 5, 1, 1, 3, 4, 3, 3]);
    const sheet = buildSheet(game.view, (id) => id.toUpperCase());
    expect(sheet.header).toEqual(['Round', 'A', 'B', 'C']);
    expect(sheet.rows).toEqual([
      ['1', '7: 3+3 (3+4) d1 #2 0', '8: 4+5 (3+3) d1 #3 -2', '2: 1+1 d0 #1 +2'],
      ['Total', '0', '-2', '+2'],
    ]);
    expect(sheetCsv(game.view, (id) => id).split('\n')).toEqual([
      'round,player,target,dice,rerolls,distance,place,payout',
      '1,c,2,1+1,,0,1,2',
      '1,a,7,3+3,3+4,1,2,0',
      '1,b,8,4+5,3+3,1,3,-2',
      'total,a,,,,,,0',
      'total,b,,,,,,-2',
      'total,c,,,,,,2',
      '',
    ]);
  });
});
