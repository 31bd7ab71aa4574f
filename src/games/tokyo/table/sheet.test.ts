// Unit tests of Tokyo's CSV scoresheet: an accepted Tokyo, leaves, a spared bluff, and kicks and forfeits named as such (TK-6, TK-15).
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../shared/csv.js';
import { DrivenTable } from '../../testing/game-driver.js';
import { tokyoDriver } from '../../testing/tokyo.js';
import { tokyoCsv, tokyoScoresheet } from './sheet.js';

// Tokyo's scoresheet as CSV (issue 18): a row per hand, announcement, doubt, acceptance, life lost and leave, as they happened.

describe('the Tokyo CSV', () => {
  it('TK-6 an accepted Tokyo, TK-15 leaves (the hand goes on, the game ends) and a spared bluff, in order', () => {
    const game = new DrivenTable(tokyoDriver, ['a', 'b', 'c'], { lives: 2 }, [3, 1]);
    game.act('a', { kind: 'announce', value: 61 });
    // TK-15: a passed the cup and leaves: the hand goes on; b doubts and finds 31: a bluff, but a has left.
    game.leave('a');
    game.act('b', { kind: 'doubt' }, [4, 4]);
    // Hand 2: b announces Tokyo; c accepts it (TK-6), loses a life and starts hand 3 with 5 5.
    game.act('b', { kind: 'announce', value: 21 });
    game.act('c', { kind: 'accept' }, [5, 5]);
    // c leaves holding the cup: b is the last at the table.
    game.leave('c');
    const rows = parseCsv(tokyoCsv(game, game.log, (id) => id.toUpperCase()));
    expect(rows).toEqual([
      ['Hand', 'What', 'Player', 'Announced by', 'Value', 'Blind', 'Under the cup', 'Verdict', 'Lives lost', 'Lives left', 'Amount'],
      ['1', 'starts', 'A', '', '', '', '', '', '', '', ''],
      ['1', 'announce', 'A', '', '61', '', '', '', '', '', ''],
      ['1', 'left', 'A', '', '', '', '', '', '', '', ''],
      ['1', 'doubt', 'B', 'A', '61', '', '31', 'a bluff', '', '', ''],
      ['1', 'spared', 'A', '', '', '', '', '', '', '', ''],
      ['2', 'starts', 'B', '', '', '', '', '', '', '', ''],
      ['2', 'announce', 'B', '', 'Tokyo (21)', '', '', '', '', '', ''],
      ['2', 'accept', 'C', '', 'Tokyo (21)', '', '', '', '', '', ''],
      ['2', 'lives lost', 'C', '', '', '', '', '', '1', '1', ''],
      ['3', 'starts', 'C', '', '', '', '', '', '', '', ''],
      ['3', 'left, game over', 'C', '', '', '', '', '', '', '', ''],

      // Issue 30: b, the last at the table, wins: the winner, then the pot and who took it.
      ['', 'winner', 'B', '', '', '', '', '', '', '', ''],
      ['', 'pot', '', '', '', '', '', '', '', '', '30'],
      ['', 'paid', 'B', '', '', '', '', '', '', '', '30'],
    ]);
  });

  it('TK-15: a kick names who kicked and a forfeit says so, in the sheet and the CSV — never a leave (as LD-18)', () => {
    const game = new DrivenTable(tokyoDriver, ['a', 'b', 'c', 'd'], { lives: 2 }, [3, 1]);
    game.act('a', { kind: 'announce', value: 61 });
    // d, a bystander, is kicked by a moderator: the hand goes on.
    game.leave('d');
    game.log.at(-1)!.events.unshift({ type: 'table', what: 'kicked', member: 'd', by: 'mod' });
    // b, to whom the cup was passed, forfeits (out of time twice): the hand is void, and c starts hand 2.
    game.leave('b', [5, 2]);
    game.log.at(-1)!.events.unshift({ type: 'table', what: 'forfeited', member: 'b' });
    const rows = parseCsv(tokyoCsv(game, game.log, (id) => id.toUpperCase())).map((row) => row.slice(0, 3));
    expect(rows.filter((row) => ['D', 'B'].includes(row[2]!))).toEqual([
      ['1', 'kicked', 'D'],
      ['1', 'forfeited holding the cup', 'B'],
    ]);
    const sheet = tokyoScoresheet({ id: 7, view: game.view }, game.log, {
      inText: (id) => id.toUpperCase(),
      plain: (id) => id.toUpperCase(),
      money: (amount) => `${amount} tria`,
    });
    expect(sheet.text.split('\n').slice(1, 6)).toEqual([
      '',
      'Hand 1 (starts: A)',
      'Announcements: A 61',
      'D was kicked by MOD; the hand went on',
      'B forfeited (out of time) holding the cup; the hand was void',
    ]);
  });
});
