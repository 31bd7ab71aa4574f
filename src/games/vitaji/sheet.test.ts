import { describe, expect, it } from 'vitest';
import { sheetCsv, sheetText, vitajiSheet } from './sheet.js';
import { vitaji } from './game.js';

// Vitaji, RULES.md VJ-10: the scoresheet, built from the action log of a scripted game.
import { bet, drop, meet, pass, reroll, Table as Driven } from '../../../test/fixtures/vitaji-table.js';

/** The shared game driver, plus the sheet and the pot as its log tells them. */
class Table extends Driven {
  sheet() {
    return vitajiSheet(vitaji.publicView(this.state), this.log, (id) => names[id] ?? id);
  }
  /** Everything the log says went into the pot. */
  paidIn(): number {
    return this.log.flatMap((action) => action.events).reduce((sum, event) => sum + (event.type === 'moved' && event.to.kind === 'pot' ? event.amount : 0), 0);
  }
}

const names: Record<string, string> = { a: 'Alice', b: 'Bob', c: 'Cleo', d: 'Dan' };
/** The numbers of a written sum, added up: `10+(20+5)` → 35. */
const added = (sum: string) =>
  sum
    .replace(/[()]/g, '')
    .split('+')
    .map(Number)
    .reduce((total, part) => total + part, 0);

/**
 * Three rounds, interval 5, ante 10, one reroll each.
 * 1: a 3→1, b 5, c 2→6.  2: bet 30 (a 20, b raises 30); a 4, b 4, c 1.
 * 3: a 10, b meets, c raises 25, a raises 40, b meets, c drops; a 6, b 2.
 * a and b tie on 11: sudden death 3 against 5, Bob wins 225.
 */
function scriptedGame(): Table {
  const table = new Table(['a', 'b', 'c'], { rounds: 3, rerolls: 1, ante: 10, interval: 5 }, [3, 5, 2]);
  table.act('a', reroll, [1]);
  table.act('b', pass);
  table.act('c', reroll, [6]);
  table.act('b', pass); // a and c have no reroll left: round 1 ends
  table.act('a', bet(20));
  table.act('b', bet(30));
  table.act('c', meet);
  table.act('a', meet, [4, 4, 1]);
  table.act('b', pass); // round 2 ends
  table.act('a', bet(10));
  table.act('b', meet);
  table.act('c', bet(25));
  table.act('a', bet(40));
  table.act('b', meet);
  table.act('c', drop, [6, 2]);
  table.act('b', pass, [3, 5]); // round 3 ends; sudden death
  expect(table.state.phase).toBe('over');
  return table;
}

describe('VJ-10 the scoresheet', () => {
  it('VJ-10: a row per round with its $, every roll of the round in order, (put) and - for a drop, totals, sudden death, the winner marked', () => {
    const sheet = scriptedGame().sheet();
    expect(sheet.header).toEqual(['Round', '$', 'Alice', 'Bob*', 'Cleo']);
    expect(sheet.rows).toEqual([
      ['1', '10', '3,1', '5', '2,6'],
      ['2', '30', '4', '4', '1'],
      ['3', '40', '6', '2', '(25)'],
      ['Total', '', '11', '11', '-'],
      ['Sudden death', '', '3', '5', ''],
    ]);
  });

  it("VJ-10: the pot is written as the sum of every player's contributions, a dropped player's in parentheses", () => {
    const table = scriptedGame();
    const { pot } = table.sheet();
    expect(pot).toBe('80+80+(10+30+25)=225');
    expect(table.paidIn()).toBe(225);
    expect(added(pot.split('=')[0]!)).toBe(225);
  });

  it('VJ-10: sheetText, exactly', () => {
    expect(sheetText(scriptedGame().sheet())).toBe(
      [
        'Round        | $  | Alice | Bob* | Cleo',
        '-------------+----+-------+------+-----',
        '1            | 10 | 3,1   | 5    | 2,6',
        '2            | 30 | 4     | 4    | 1',
        '3            | 40 | 6     | 2    | (25)',
        'Total        |    | 11    | 11   | -',
        'Sudden death |    | 3     | 5',
        '',
        'Pot: 80+80+(10+30+25)=225',
      ].join('\n'),
    );
  });

  it('VJ-10: sheetCsv, exactly (cells with commas quoted)', () => {
    expect(sheetCsv(scriptedGame().sheet())).toBe(
      [
        'Round,$,Alice,Bob*,Cleo',
        '1,10,"3,1",5,"2,6"',
        '2,30,4,4,1',
        '3,40,6,2,(25)',
        'Total,,11,11,-',
        'Sudden death,,3,5,',
        'Pot:,80+80+(10+30+25)=225',
        '',
      ].join('\n'),
    );
  });

  it("VJ-10: with first_round_betting round 1's $ is the ante plus the bet", () => {
    const table = new Table(['a', 'b'], { rounds: 1, rerolls: 0, first_round_betting: true }, []);
    table.act('a', bet(5));
    table.act('b', meet, [4, 2]);
    const sheet = table.sheet();
    expect(sheet.header).toEqual(['Round', '$', 'Alice*', 'Bob']);
    expect(sheet.rows).toEqual([
      ['1', '15', '4', '2'],
      ['Total', '', '4', '2'],
    ]);
    expect(sheet.pot).toBe('15+15=30');
  });

  it('VJ-9, VJ-10: every member of the winning team is marked', () => {
    const table = new Table(['a', 'b', 'c', 'd'], { rounds: 1, rerolls: 0, teams: true }, [6, 1, 6, 1], { a: 'red', b: 'blue', c: 'red', d: 'blue' });
    expect(table.sheet().header).toEqual(['Round', '$', 'Alice*', 'Bob', 'Cleo*', 'Dan']);
    expect(table.sheet().pot).toBe('10+10+10+10=40');
  });

  it("VJ-10: a game ended by a drop in the betting phase: that round's $ is the bet that stood", () => {
    const table = new Table(['a', 'b'], { rounds: 5, rerolls: 0 }, [1, 6]);
    table.act('a', bet(30));
    table.act('b', drop);
    const sheet = table.sheet();
    expect(sheet.header).toEqual(['Round', '$', 'Alice*', 'Bob']);
    expect(sheet.rows.slice(0, 2)).toEqual([
      ['1', '10', '1', '6'],
      ['2', '30', '', '(0)'],
    ]);
    expect(sheet.pot).toBe('40+(10+0)=50');
  });

  it('VJ-10: a player who leaves in round 1 has paid the ante once: the pot adds up to what was paid in', () => {
    const table = new Table(['a', 'b', 'c'], {}, [3, 5, 2]);
    table.leave('c');
    const sheet = table.sheet();
    expect(sheet.rows[0]).toEqual(['1', '10', '3', '5', '(10)']);
    expect(table.paidIn()).toBe(30);
    const [sum, total] = sheet.pot.split('=');
    expect(total).toBe('30');
    expect(added(sum!)).toBe(30);
  });

  it('VJ-10: a dropped player shows - in every round after the one they left', () => {
    const table = new Table(['a', 'b', 'c'], { rounds: 4, rerolls: 0 }, [3, 5, 2]);
    table.act('a', bet(5));
    table.act('b', drop);
    table.act('c', meet, [1, 2]);
    table.act('a', bet(0));
    table.act('c', meet, [6, 4]);
    table.act('a', bet(0));
    table.act('c', meet, [1, 2]); // a 11, c 10
    const sheet = table.sheet();
    expect(sheet.header).toEqual(['Round', '$', 'Alice*', 'Bob', 'Cleo']);
    expect(sheet.rows.map((row) => row[3])).toEqual(['5', '(0)', '-', '-', '-']);
  });
});
