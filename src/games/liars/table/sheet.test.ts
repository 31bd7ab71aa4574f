// Unit test of Liar's Dice's CSV scoresheet: a wild-ones call that counts its ones (LD-19) and a kick naming who kicked (LD-18).
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../shared/csv.js';
import { DrivenTable } from '../../testing/game-driver.js';
import { liarsDriver } from '../../testing/liars.js';
import { liarsCsv } from './sheet.js';

// Liar's Dice's scoresheet as CSV (issue 18): a row per bid, call, loss, leave and elimination, as they happened.

describe("the Liar's Dice CSV", () => {
  it('LD-19: with wild ones, the call says how many of the count were ones; LD-18: a kick names who kicked', () => {
    // a 1 5, b 5 2, c 3 3: a bids two 5s; with the 1 wild there are three.
    const game = new DrivenTable(liarsDriver, ['a', 'b', 'c'], { dice: 2, wild_ones: true, call_window: 0 }, [1, 5, 5, 2, 3, 3]);
    game.act('a', { kind: 'bid', quantity: 2, face: 5 });
    // LD-10: the bid stands: b, the caller, loses a die. Round 2: a 4 4, b 6, c 2 2.
    game.act('b', { kind: 'call' }, [4, 4, 6, 2, 2]);
    // LD-18: c is kicked by a moderator; the round is void and a and b get new dice.
    game.leave('c', [2, 3, 4]);
    game.log.at(-1)!.events.unshift({ type: 'table', what: 'kicked', member: 'c', by: 'mod' });
    const rows = parseCsv(liarsCsv(game, game.log, (id) => id.toUpperCase()));
    expect(rows).toEqual([
      ['Round', 'What', 'Player', 'Against or by', 'Quantity', 'Face', 'Counted', 'Of them ones', 'Verdict', 'Dice lost'],
      ['1', 'bid', 'A', '', '2', '5', '', '', '', ''],
      ['1', 'call', 'B', 'A', '2', '5', '3', '1', 'correct', ''],
      ['1', 'lost dice', 'B', '', '', '', '', '', '', '1'],
      ['2', 'kicked', 'C', 'MOD', '', '', '', '', '', ''],
    ]);
  });
});
