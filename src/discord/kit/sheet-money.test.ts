// Unit test of every scoresheet's money (issue 30): the pot and buy-ins put in, payouts, a leftover returned, and refunds at a cancel, read from a table's log.
import { describe, expect, it } from 'vitest';
import type { LoggedAction, RecordedEvent } from '../../engine/tables/recorded.js';
import { speaking } from '../../i18n/language.js';
import { moneyLines, moneyRows, sheetMoney } from './sheet-money.js';

const action = (version: number, events: RecordedEvent[]): LoggedAction => ({ version, actorId: null, kind: 'play', events, at: version });
const put = (userId: string, amount: number, to: 'pot' | 'escrow' | 'round-pot' = 'pot'): RecordedEvent => ({
  type: 'moved',
  from: { kind: 'player', userId },
  to: { kind: to },
  amount,
});
const paid = (userId: string, amount: number, from: 'pot' | 'escrow' | 'round-pot' = 'pot'): RecordedEvent => ({
  type: 'moved',
  from: { kind: from },
  to: { kind: 'player', userId },
  amount,
});
const words = { name: (userId: string) => userId.toUpperCase(), money: (amount: number) => `${amount} tria` };

describe('a scoresheet’s money (issue 30)', () => {
  it('the pot and round pots put in, each payout summed per player (a leftover returned counts as paid)', () => {
    const log = [
      action(1, [put('a', 10), put('b', 10)]),
      action(2, [put('a', 5, 'round-pot'), put('b', 5, 'round-pot')]),
      action(3, [paid('a', 20), paid('a', 10, 'round-pot'), { type: 'table', what: 'finished' }]),
    ];
    const money = sheetMoney(log);
    expect(money).toEqual({ pot: 30, buyIns: 0, paid: { a: 30 }, refunded: {} });
    expect(moneyLines(money, words)).toEqual(['Pot: 30 tria', 'Paid out: A 30 tria']);
    // The game writes its own pots (Valere, VJ-10): the payouts only.
    expect(moneyLines(money, words, { pot: false })).toEqual(['Paid out: A 30 tria']);
    expect(moneyRows(money, (userId) => userId)).toEqual([
      { what: 'pot', player: '', amount: 30 },
      { what: 'paid', player: 'a', amount: 30 },
    ]);
  });

  it('EL-9: buy-ins held in escrow are no pot; a player paid back nothing is not listed', () => {
    const log = [action(1, [put('a', 11, 'escrow'), put('b', 11, 'escrow')]), action(2, [paid('a', 22, 'escrow'), paid('b', 0, 'escrow')])];
    expect(moneyLines(sheetMoney(log), words)).toEqual(['Buy-ins held: 22 tria', 'Paid out: A 22 tria']);
  });

  it('a cancel (ended, called off or abandoned) refunds: said as refunds, in Romanian too', () => {
    for (const what of ['ended', 'called-off', 'abandoned'] as const) {
      const cancel: RecordedEvent = what === 'ended' ? { type: 'table', what, by: 'mod' } : { type: 'table', what };
      const log = [action(1, [put('a', 10), put('b', 10)]), action(2, [cancel, paid('a', 10), paid('b', 10)])];
      const money = sheetMoney(log);
      expect(money?.refunded).toEqual({ a: 10, b: 10 });
      expect(moneyLines(money, words)).toEqual(['Pot: 20 tria', 'Refunded: A 10 tria, B 10 tria']);
      expect(speaking('ro', () => moneyLines(money, words))).toEqual(['Pot: 20 tria', 'Returnat: A 10 tria, B 10 tria']);
    }
  });

  it('a table where no money moved has no money to say', () => {
    const log = [action(1, [{ type: 'table', what: 'started', by: 'a' }])];
    expect(sheetMoney(log)).toBeNull();
    expect(moneyLines(null, words)).toEqual([]);
    expect(moneyRows(null, (userId) => userId)).toEqual([]);
  });
});
