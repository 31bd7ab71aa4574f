// Unit tests of what Liar's Dice's views show: the round's earlier bids, and hidden hands never leaking to the channel (LD-4, LD-6).
import { describe, expect, it } from 'vitest';
import { liars } from './game.js';

// Liar's Dice, RULES.md §1: what the views show — the round's bids so far, and hidden dice kept hidden.
// Setup, rounds and bidding are in rules-round.test.ts; calls in rules-call.test.ts.

import { bid, call, play, start, T0 } from '../../testing/liars.js';

const filled = (count: number, face = 3) => new Array<number>(count).fill(face);

describe('LD-6/LD-7 the round’s bids so far, in the public view', () => {
  it('LD-6 the view lists the bids before the standing one, oldest first; past five the oldest drop off and are counted', () => {
    // Two players, five dice each: a and b raise in turn, 3 s apart (LD-9).
    const game = start(['a', 'b'], { dice: 5 }, filled(10));
    let state = game.state;
    const made = [
      [1, 2],
      [1, 3],
      [2, 1],
      [2, 4],
      [3, 3],
      [3, 5],
      [4, 2],
    ] as const;
    made.forEach(([quantity, face], index) => {
      state = play(state, index % 2 === 0 ? 'a' : 'b', bid(quantity, face), [], T0 + index * 3000).state;
      if (index === 1) expect(liars.publicView(state)).toMatchObject({ earlierBids: [{ quantity: 1, face: 2, bettor: 'a' }], earlierBidsLeftOut: 0 });
    });
    const view = liars.publicView(state);
    expect(view.standingBid).toMatchObject({ quantity: 4, face: 2, bettor: 'a' });
    expect(view.earlierBids).toEqual([
      { quantity: 1, face: 3, bettor: 'b' },
      { quantity: 2, face: 1, bettor: 'a' },
      { quantity: 2, face: 4, bettor: 'b' },
      { quantity: 3, face: 3, bettor: 'a' },
      { quantity: 3, face: 5, bettor: 'b' },
    ]);
    expect(view.earlierBidsLeftOut).toBe(1);
  });

  it('LD-15 a new round starts with no bids listed', () => {
    // a [1,2] b [3,4]: a bids one 2, b raises to two 4s, a calls: one 4, b loses a die.
    const game = start(['a', 'b'], { dice: 2 }, [1, 2, 3, 4]);
    const raised = play(play(game.state, 'a', bid(1, 2), [], T0).state, 'b', bid(2, 4), [], T0 + 3000);
    expect(liars.publicView(raised.state).earlierBids).toHaveLength(1);
    const called = play(raised.state, 'a', call(), [5, 5, 5], T0 + 3100);
    expect(liars.publicView(called.state)).toMatchObject({ round: 2, earlierBids: [], earlierBidsLeftOut: 0 });
  });
});

describe('LD-4 views: hidden dice stay hidden', () => {
  const game = () => start(['a', 'b', 'c'], { dice: 3 }, [1, 2, 3, 4, 5, 6, 6, 6, 1]);

  function numberArrays(value: unknown): unknown[][] {
    if (Array.isArray(value)) return [...(value.some((item) => typeof item === 'number') ? [value] : []), ...value.flatMap(numberArrays)];
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numberArrays);
    return [];
  }

  it('LD-4 publicView never contains a hand, before or after a bid', () => {
    const { state } = game();
    const afterBid = play(state, 'a', bid(2, 6), [], T0).state;
    for (const view of [liars.publicView(state), liars.publicView(afterBid)]) {
      expect(JSON.stringify(view)).not.toMatch(/hand/i);
      // The one list of numbers it may hold is the quantities a raise may have: 1 to the dice in play.
      const { bidQuantities, ...rest } = view;
      expect(bidQuantities).toEqual(Array.from({ length: bidQuantities.length }, (_, index) => view.diceInPlay - bidQuantities.length + index + 1));
      expect(numberArrays(rest)).toEqual([]);
    }
  });

  it('LD-4 seatView shows a player their own hand and nothing of anyone else’s', () => {
    const { state } = game();
    expect(liars.seatView(state, 'a')).toEqual({ hand: [1, 2, 3] });
    expect(liars.seatView(state, 'b')).toEqual({ hand: [4, 5, 6] });
    expect(liars.seatView(state, 'c')).toEqual({ hand: [6, 6, 1] });
    expect(liars.seatView(state, 'stranger')).toBeNull();
  });

  it('LD-4 seatView hands out a copy: changing it changes nothing', () => {
    const { state } = game();
    liars.seatView(state, 'a')!.hand.push(6);
    expect(liars.seatView(state, 'a')).toEqual({ hand: [1, 2, 3] });
  });
});
