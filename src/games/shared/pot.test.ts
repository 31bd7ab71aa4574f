// Unit tests of the shared pot helpers: everyone paying in, the pot split among its winners, and placings by who went out last.
import { describe, expect, it } from 'vitest';
import type { RuleEvent, StakeHolder } from '../../engine/contract.js';
import { buyIns, payPot, placingsFrom } from './pot.js';

// The pot every game shares: buy-ins in (LD-16, TK-2, VJ-2), the pot out to its winners (VJ-9 shares), placings.

const holder = (place: StakeHolder) => (place.kind === 'player' ? place.userId : place.kind);
const moves = (events: RuleEvent[]) => events.flatMap((event) => (event.type === 'move' ? [`${holder(event.from)}>${holder(event.to)} ${event.amount}`] : []));

describe('buyIns', () => {
  it('VJ-2: every player pays the same amount into the pot, in seat order', () => {
    expect(moves(buyIns(['a', 'b', 'c'], 10))).toEqual(['a>pot 10', 'b>pot 10', 'c>pot 10']);
  });

  it('a buy-in of 0 moves nothing', () => {
    expect(buyIns(['a', 'b'], 0)).toEqual([]);
  });
});

describe('payPot', () => {
  it('LD-16, TK-2: a lone winner takes the whole pot', () => {
    expect(payPot(40, ['b'])).toEqual([{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId: 'b' }, amount: 40 }]);
  });

  it('VJ-9: equal shares, the remainder to the first winner', () => {
    expect(moves(payPot(100, ['a', 'b', 'c']))).toEqual(['pot>a 34', 'pot>b 33', 'pot>c 33']);
  });

  it('no move of 0: an empty pot, or a share too small to reach every winner', () => {
    expect(payPot(0, ['a'])).toEqual([]);
    expect(moves(payPot(1, ['a', 'b']))).toEqual(['pot>a 1']);
    expect(payPot(10, [])).toEqual([]);
  });
});

describe('placingsFrom', () => {
  it('LD-16: the winners first, then the others, last out first; players out together share a place', () => {
    expect(placingsFrom(['d'], [['a'], ['b', 'c']])).toEqual([['d'], ['b', 'c'], ['a']]);
    expect(placingsFrom(['a'], [])).toEqual([['a']]);
  });

  it('hands out copies: changing the placings changes nothing behind them', () => {
    const outOrder = [['a']];
    const placings = placingsFrom(['b'], outOrder);
    placings[1]!.push('x');
    expect(outOrder).toEqual([['a']]);
  });
});
