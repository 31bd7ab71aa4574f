import { describe, expect, it } from 'vitest';
import { DrivenTable } from '../../../test/fixtures/game-driver.js';
import { tokyoDriver } from '../../../test/fixtures/tokyo-play.js';
import { parseCsv } from '../shared/csv.js';
import { tokyoCsv } from './sheet.js';

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
      ['Hand', 'What', 'Player', 'Announced by', 'Value', 'Blind', 'Under the cup', 'Verdict', 'Lives lost', 'Lives left'],
      ['1', 'starts', 'A', '', '', '', '', '', '', ''],
      ['1', 'announce', 'A', '', '61', '', '', '', '', ''],
      ['1', 'left', 'A', '', '', '', '', '', '', ''],
      ['1', 'doubt', 'B', 'A', '61', '', '31', 'a bluff', '', ''],
      ['1', 'spared', 'A', '', '', '', '', '', '', ''],
      ['2', 'starts', 'B', '', '', '', '', '', '', ''],
      ['2', 'announce', 'B', '', 'Tokyo (21)', '', '', '', '', ''],
      ['2', 'accept', 'C', '', 'Tokyo (21)', '', '', '', '', ''],
      ['2', 'lives lost', 'C', '', '', '', '', '', '1', '1'],
      ['3', 'starts', 'C', '', '', '', '', '', '', ''],
      ['3', 'left, game over', 'C', '', '', '', '', '', '', ''],
    ]);
  });
});
