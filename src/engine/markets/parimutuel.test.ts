// Tests for parimutuel side-bet maths (VJ-11): payouts that share the whole pool exactly among winning bets, and the shown odds.
import { describe, expect, it } from 'vitest';
import { odds, type PlacedBet, payouts } from './parimutuel.js';

const bet = (id: number, bettor: string, player: string, amount: number): PlacedBet => ({ id, bettor, player, amount });
const sum = (paid: Map<number, number> | null) => [...(paid ?? new Map<number, number>()).values()].reduce((total, amount) => total + amount, 0);

describe('VJ-11 parimutuel payouts (no house cut)', () => {
  it('splits the whole pool among those who backed the winner, in proportion to their stake; losing bets are absent', () => {
    // Pool 100, 30 on the winner split 1:2: 33.33… and 66.66… round down to 33 and 66; the leftover unit goes to the larger stake.
    const bets = [bet(1, 'ana', 'pia', 10), bet(2, 'ben', 'pia', 20), bet(3, 'cy', 'quin', 70)];
    const paid = payouts(bets, ['pia']);
    expect(paid).toEqual(
      new Map([
        [1, 33],
        [2, 67],
      ]),
    );
    expect(sum(paid)).toBe(100);
  });

  it('pays a lone winning bettor the whole pool, and a stake back exactly when everyone backed the winner', () => {
    expect(payouts([bet(1, 'ana', 'pia', 5), bet(2, 'ben', 'quin', 45)], ['pia'])).toEqual(new Map([[1, 50]]));
    expect(payouts([bet(1, 'ana', 'pia', 5), bet(2, 'ben', 'pia', 45)], ['pia'])).toEqual(
      new Map([
        [1, 5],
        [2, 45],
      ]),
    );
  });

  it('gives the leftover units one each to the largest stakes, the earliest bet first among equals', () => {
    // Pool 100 over three equal winning stakes of 10: 33 each, one unit left, to bet 4 (the earliest of the three).
    const bets = [bet(7, 'ana', 'pia', 10), bet(4, 'ben', 'pia', 10), bet(9, 'cy', 'pia', 10), bet(2, 'dee', 'quin', 70)];
    expect(payouts(bets, ['pia'])).toEqual(
      new Map([
        [7, 33],
        [4, 34],
        [9, 33],
      ]),
    );
    // Pool 17 over stakes 3, 3, 2 (8 on the winner): 6.375, 6.375, 4.25 → 6, 6, 4, and 1 left, to the earlier 3.
    const small = [bet(1, 'ana', 'pia', 3), bet(2, 'ben', 'pia', 3), bet(3, 'cy', 'pia', 2), bet(4, 'dee', 'quin', 9)];
    expect(payouts(small, ['pia'])).toEqual(
      new Map([
        [1, 7],
        [2, 6],
        [3, 4],
      ]),
    );
  });

  it('counts a stake on any of tied winners as a winning stake', () => {
    const bets = [bet(1, 'ana', 'pia', 10), bet(2, 'ben', 'quin', 30), bet(3, 'cy', 'rex', 60)];
    const paid = payouts(bets, ['pia', 'quin']);
    // Pool 100 over 40 winning: 25 and 75.
    expect(paid).toEqual(
      new Map([
        [1, 25],
        [2, 75],
      ]),
    );
  });

  it('is void when nobody backed a winner, or nothing was staked', () => {
    expect(payouts([bet(1, 'ana', 'pia', 10), bet(2, 'ben', 'quin', 30)], ['rex'])).toBeNull();
    expect(payouts([], ['pia'])).toBeNull();
    expect(payouts([bet(1, 'ana', 'pia', 10)], [])).toBeNull();
  });

  it('stays exact with a pool too large for floating-point products', () => {
    const big = 2 ** 40;
    const bets = [bet(1, 'ana', 'pia', big + 1), bet(2, 'ben', 'pia', big), bet(3, 'cy', 'quin', big + 7)];
    const paid = payouts(bets, ['pia']);
    expect(sum(paid)).toBe(3 * big + 8);
  });
});

describe('VJ-11 odds', () => {
  it('says what one unit on each player pays back if they win, in the order given; null for a player nobody backed', () => {
    const bets = [bet(1, 'ana', 'pia', 10), bet(2, 'ben', 'pia', 20), bet(3, 'cy', 'quin', 70)];
    expect(odds(bets, ['quin', 'pia', 'rex'])).toEqual([
      { player: 'quin', backed: 70, pays: 1.43 },
      { player: 'pia', backed: 30, pays: 3.33 },
      { player: 'rex', backed: 0, pays: null },
    ]);
  });

  it('pays 1 for a player everyone backed, and nothing for anyone on an empty market', () => {
    expect(odds([bet(1, 'ana', 'pia', 10)], ['pia'])).toEqual([{ player: 'pia', backed: 10, pays: 1 }]);
    expect(odds([], ['pia'])).toEqual([{ player: 'pia', backed: 0, pays: null }]);
  });
});
