// Unit test of Liar's Dice's CSV scoresheet: a wild-ones call that counts its ones (LD-19) and a kick naming who kicked (LD-18).
import { describe, expect, it } from 'vitest';
import { speaking } from '../../../i18n/language.js';
import { parseCsv } from '../../shared/csv.js';
import { DrivenTable } from '../../testing/game-driver.js';
import { liarsDriver } from '../../testing/liars.js';
import { liarsCsv, liarsScoresheet } from './sheet.js';

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
      ['Round', 'What', 'Player', 'Against or by', 'Quantity', 'Face', 'Counted', 'Of them ones', 'Verdict', 'Dice lost', 'Amount'],
      ['1', 'bid', 'A', '', '2', '5', '', '', '', '', ''],
      ['1', 'call', 'B', 'A', '2', '5', '3', '1', 'correct', '', ''],
      ['1', 'lost dice', 'B', '', '', '', '', '', '', '1', ''],
      ['2', 'kicked', 'C', 'MOD', '', '', '', '', '', '', ''],
      // Issue 30: the money closes the sheet — the buy-ins in the pot (no winner yet: nobody paid out).
      ['', 'pot', '', '', '', '', '', '', '', '', '30'],
    ]);
  });
});

describe("issue 30: the Liar's Dice sheet names the winner and the money", () => {
  const names = { inText: (id: string) => id.toUpperCase(), plain: (id: string) => id.toUpperCase(), money: (amount: number) => `${amount} tria` };

  it('LD-16 the last player with dice takes the pot: the text and the CSV say the pot and the payout', () => {
    // One die each: a bids one 5, b calls; there is none, so a loses their last die and b wins the 2 × 10 buy-ins.
    const game = new DrivenTable(liarsDriver, ['a', 'b'], { dice: 1, call_window: 0 }, [2, 3]);
    game.act('a', { kind: 'bid', quantity: 1, face: 5 });
    game.act('b', { kind: 'call' });
    const sheet = liarsScoresheet({ id: 4, view: game.view }, game.log, names);
    expect(sheet.text.split('\n').slice(-3)).toEqual(['Winner: B', 'Pot: 20 tria', 'Paid out: B 20 tria']);
    const rows = parseCsv(sheet.files![0]!.content).map((row) => [row[1], row[2], row[10]]);
    expect(rows.slice(-3)).toEqual([
      ['winner', 'B', ''],
      ['pot', '', '20'],
      ['paid', 'B', '20'],
    ]);
  });

  it('a cancelled game says who was refunded what, in Romanian too', () => {
    const game = new DrivenTable(liarsDriver, ['a', 'b'], { dice: 2, call_window: 0 }, [2, 3, 4, 5]);
    // A moderator's /table end, as the table service logs it: the cancel and each stake going back.
    game.log.push({
      version: game.log.length + 1,
      actorId: 'mod',
      kind: 'end',
      events: [
        { type: 'table', what: 'ended', by: 'mod' },
        { type: 'moved', from: { kind: 'pot' }, to: { kind: 'player', userId: 'a' }, amount: 10 },
        { type: 'moved', from: { kind: 'pot' }, to: { kind: 'player', userId: 'b' }, amount: 10 },
      ],
      at: 9,
    });
    const sheet = liarsScoresheet({ id: 4, view: game.view }, game.log, names);
    expect(sheet.text.split('\n').slice(-2)).toEqual(['Pot: 20 tria', 'Refunded: A 10 tria, B 10 tria']);
    const romanian = speaking('ro', () => liarsScoresheet({ id: 4, view: game.view }, game.log, names));
    expect(romanian.text.split('\n').slice(-2)).toEqual(['Pot: 20 tria', 'Returnat: A 10 tria, B 10 tria']);
    expect(
      parseCsv(romanian.files![0]!.content)
        .slice(-3)
        .map((row) => [row[1], row[2], row[10]]),
    ).toEqual([
      ['pot', '', '20'],
      ['returnat', 'A', '10'],
      ['returnat', 'B', '10'],
    ]);
  });
});
