// Unit tests of Liar's Dice calls: who may call, how a call resolves, who eliminates whom, the reveal, the winner and wild ones (LD-8 … LD-19).
import { describe, expect, it } from 'vitest';
import type { RuleEvent } from '../../../engine/contract.js';
import { scriptedRng } from '../../testing/replayable.js';
import { liars } from './game.js';
import { allowedActions } from './view.js';

// Liar's Dice, RULES.md §1: calls, their resolution, eliminations, the winner and wild ones.
// Setup, rounds, bidding, turns, the call window and the views are in rules-round.test.ts; leaving (LD-18) in rules-leave.test.ts.

import { bid, call, diceOf, expectOk, named, play, refusal, rolls, start, T0 } from '../../testing/liars.js';

const moves = (events: RuleEvent[]) => events.filter((event) => event.type === 'move');
const reveals = (events: RuleEvent[]) => events.flatMap((event) => (event.type === 'reveal' ? [event.handles] : []));

const filled = (count: number, face = 3) => new Array<number>(count).fill(face);

describe('LD-8 who may call', () => {
  // a [1,2] b [3,4] c [5,6] d [2,3]: a bids three 2s (there are two), so a loses one: seven dice next round.
  const afterBid = () => play(start(['a', 'b', 'c', 'd'], { dice: 2 }, [1, 2, 3, 4, 5, 6, 2, 3]).state, 'a', bid(3, 2), [], T0).state;
  const nextRound = [1, 2, 2, 3, 3, 4, 4];

  it('LD-8 any player but the bettor may call, not only the next player', () => {
    const state = afterBid();
    expect(liars.publicView(state).turn).toBe('b');
    for (const caller of ['b', 'c', 'd']) {
      expect(allowedActions(state, caller)).toContain('call');
      const called = play(state, caller, call(), nextRound, T0 + 10);
      expect(named(called.events, 'call')).toMatchObject([{ caller, bettor: 'a', quantity: 3, face: 2, verdict: 'incorrect' }]);
    }
  });

  it('LD-8 the bettor cannot call their own bid', () => {
    const state = afterBid();
    expect(allowedActions(state, 'a')).not.toContain('call');
    expect(refusal(state, 'a', call(), T0 + 10)).toBe('own-bid');
    expect(refusal(state, 'a', call('1.1'), T0 + 10)).toBe('own-bid');
  });

  it('LD-8 the first call counts: a second call with the Call button’s ref is told the bid was already called', () => {
    const state = afterBid();
    const ref = liars.publicView(state).standingBid.ref;
    expect(ref).toBe('1.1');
    const first = play(state, 'c', call(ref), nextRound, T0 + 10);
    expect(refusal(first.state, 'd', call(ref), T0 + 11)).toBe('already-called');
    expect(refusal(first.state, 'b', call(ref), T0 + 8000)).toBe('already-called');
  });

  it('LD-8 a typed call (no ref) right after a call is told the bid was already called', () => {
    const first = play(afterBid(), 'c', call(), nextRound, T0 + 10);
    expect(refusal(first.state, 'd', call(), T0 + 11)).toBe('already-called');
    expect(refusal(first.state, 'b', call(), T0 + 2000)).toBe('already-called');
  });

  it('LD-8 a bid that has been raised can no longer be called; the standing one can', () => {
    const state = afterBid();
    const oldRef = liars.publicView(state).standingBid.ref;
    const raised = play(state, 'b', bid(3, 3), [], T0 + 3000).state;
    expect(liars.publicView(raised).standingBid.ref).toBe('1.2');
    expect(refusal(raised, 'c', call(oldRef), T0 + 3010)).toBe('bid-raised');
    expect(refusal(raised, 'd', call(oldRef), T0 + 3010)).toBe('bid-raised');
    // b [3,4] d [2,3]: two 3s, not three: b loses one.
    const called = play(raised, 'c', call('1.2'), nextRound, T0 + 3010);
    expect(named(called.events, 'call')).toMatchObject([{ caller: 'c', bettor: 'b', quantity: 3, face: 3, count: 2, verdict: 'incorrect' }]);
  });

  it('LD-8 a typed call calls the standing bid', () => {
    const raised = play(afterBid(), 'b', bid(3, 3), [], T0 + 3000).state;
    const called = play(raised, 'a', call(), nextRound, T0 + 3010);
    expect(named(called.events, 'call')).toMatchObject([{ caller: 'a', bettor: 'b', quantity: 3, face: 3 }]);
  });

  it('LD-8 a player who is out cannot call', () => {
    // a [2] b [3] c [4]: a bids one 6, b calls: a is out. Round 2: b [5] c [5]; b bids one 5.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const round1 = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'b', call(), [5, 5], T0 + 100);
    const bidMade = play(round1.state, 'b', bid(1, 5), [], T0 + 200);
    expect(refusal(bidMade.state, 'a', call(), T0 + 300)).toBe('out');
    expect(refusal(bidMade.state, 'a', call('2.1'), T0 + 300)).toBe('out');
    expect(allowedActions(bidMade.state, 'a')).toEqual([]);
    expect(allowedActions(bidMade.state, 'c')).toContain('call');
  });
});

describe('LD-10 … LD-13 resolution', () => {
  it('LD-10 count above the quantity: the bid was correct and the caller loses one die', () => {
    // a [2,2] b [2,5] c [3,4]: a bids two 2s, there are three; b calls.
    const game = start(['a', 'b', 'c'], { dice: 2 }, [2, 2, 2, 5, 3, 4]);
    const called = play(play(game.state, 'a', bid(2, 2), [], T0).state, 'b', call(), filled(5), T0 + 100);
    expect(named(called.events, 'call')).toEqual([
      { round: 1, caller: 'b', bettor: 'a', quantity: 2, face: 2, count: 3, verdict: 'correct', losses: { b: 1 } },
    ]);
    expect(diceOf(called.state)).toEqual({ a: 2, b: 1, c: 2 });
  });

  it('LD-11 spot on (default everyone): every player but the bettor loses a die, also those who neither bet nor called', () => {
    expect(liars.optionsSchema.parse({}).spot_on).toBe('everyone');
    // a [3,3] b [1,5] c [3,6] d [2,2]: a bids three 3s, there are exactly three; c calls. b and d did nothing.
    const game = start(['a', 'b', 'c', 'd'], { dice: 2 }, [3, 3, 1, 5, 3, 6, 2, 2]);
    const called = play(play(game.state, 'a', bid(3, 3), [], T0).state, 'c', call(), filled(5), T0 + 100);
    expect(named(called.events, 'call')).toMatchObject([{ caller: 'c', bettor: 'a', count: 3, verdict: 'spot-on', losses: { b: 1, c: 1, d: 1 } }]);
    expect(diceOf(called.state)).toEqual({ a: 2, b: 1, c: 1, d: 1 });
  });

  it('LD-11 spot on with spot_on caller-two: only the caller loses, and loses two dice', () => {
    // a [3,3,4] b [1,5,6] c [3,6,6] d [2,2,2]: a bids three 3s, exactly three; c calls.
    const game = start(['a', 'b', 'c', 'd'], { dice: 3, spot_on: 'caller-two' }, [3, 3, 4, 1, 5, 6, 3, 6, 6, 2, 2, 2]);
    expect(liars.publicView(game.state).spotOn).toBe('caller-two');
    const called = play(play(game.state, 'a', bid(3, 3), [], T0).state, 'c', call(), filled(10), T0 + 100);
    expect(named(called.events, 'call')).toMatchObject([{ caller: 'c', count: 3, verdict: 'spot-on', losses: { c: 2 } }]);
    expect(diceOf(called.state)).toEqual({ a: 3, b: 3, c: 1, d: 3 });
  });

  it('LD-12 count below the quantity: the bid was incorrect and the bettor loses one die', () => {
    // a [2,2] b [5,5] c [3,4]: a bids three 2s, there are two; c calls.
    const game = start(['a', 'b', 'c'], { dice: 2 }, [2, 2, 5, 5, 3, 4]);
    const called = play(play(game.state, 'a', bid(3, 2), [], T0).state, 'c', call(), filled(5), T0 + 100);
    expect(named(called.events, 'call')).toEqual([
      { round: 1, caller: 'c', bettor: 'a', quantity: 3, face: 2, count: 2, verdict: 'incorrect', losses: { a: 1 } },
    ]);
    expect(diceOf(called.state)).toEqual({ a: 1, b: 2, c: 2 });
  });

  it('LD-13 lost dice leave the game: fewer dice in play, nobody gains, and the bid ceiling drops', () => {
    const game = start(['a', 'b', 'c'], { dice: 2 }, [2, 2, 2, 5, 3, 4]);
    const bidMade = play(game.state, 'a', bid(2, 2), [], T0);
    expect(liars.publicView(bidMade.state).diceInPlay).toBe(6);
    const called = play(bidMade.state, 'b', call(), [1, 2, 3, 4, 5], T0 + 100);
    expect(liars.publicView(called.state).diceInPlay).toBe(5);
    expect(rolls(called.events).flatMap((roll) => roll.dice)).toHaveLength(5);
    for (const player of ['a', 'c']) expect(liars.summary(called.state, player).dice).toBe(2);
    // Round 2 starts with b (after a): six is now too many, five is not.
    expect(refusal(called.state, 'b', bid(6, 2), T0 + 200)).toBe('bid-too-high');
    expect(refusal(called.state, 'b', bid(5, 2), T0 + 200)).toBe('accepted');
  });

  it('LD-13 a spot-on call takes one die from each loser and gives the bettor none', () => {
    const game = start(['a', 'b', 'c', 'd'], { dice: 2 }, [3, 3, 1, 5, 3, 6, 2, 2]);
    const called = play(play(game.state, 'a', bid(3, 3), [], T0).state, 'c', call(), filled(5), T0 + 100);
    expect(liars.publicView(called.state).diceInPlay).toBe(5);
    expect(liars.summary(called.state, 'a').dice).toBe(2);
  });
});

describe('LD-14 who eliminates', () => {
  const eliminations = (events: RuleEvent[]) =>
    named(events, 'eliminated')
      .map(({ player, by }) => ({ player, by }))
      .sort((x, y) => String(x.player).localeCompare(String(y.player)));

  it('LD-14 the bettor losing their last die is eliminated by the caller', () => {
    // a [2] b [3] c [4]: a bids one 6, c calls.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const called = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'c', call(), [5, 5], T0 + 100);
    expect(eliminations(called.events)).toEqual([{ player: 'a', by: 'c' }]);
    expect(liars.summary(called.state, 'a')).toMatchObject({ out: true, dice: 0 });
  });

  it('LD-14 the caller losing their last die is eliminated by the bettor', () => {
    // a [6] b [6] c [4]: a bids one 6, there are two; c calls.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [6, 6, 4]);
    const called = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'c', call(), [5, 5], T0 + 100);
    expect(eliminations(called.events)).toEqual([{ player: 'c', by: 'a' }]);
  });

  it('LD-14 a spot-on call taking the last die of several players: the bettor eliminates each of them, not the caller', () => {
    // Round 1: a [3,3] b [1,5] c [3,6] d [2,2], a bids three 3s, spot on: a 2, b 1, c 1, d 1.
    // Round 2 (starts with b): a [4,6] b [4] c [1] d [2], b bids two 4s, d calls, spot on: c and d are out.
    const game = start(['a', 'b', 'c', 'd'], { dice: 2 }, [3, 3, 1, 5, 3, 6, 2, 2]);
    const round1 = play(play(game.state, 'a', bid(3, 3), [], T0).state, 'c', call(), [4, 6, 4, 1, 2], T0 + 100);
    expect(liars.publicView(round1.state).turn).toBe('b');
    const bidMade = play(round1.state, 'b', bid(2, 4), [], T0 + 200);
    const called = play(bidMade.state, 'd', call(), [5, 5], T0 + 300);
    expect(eliminations(called.events)).toEqual([
      { player: 'c', by: 'b' },
      { player: 'd', by: 'b' },
    ]);
    expect(diceOf(called.state)).toEqual({ a: 1, b: 1, c: 0, d: 0 });
    expect(liars.isOver(called.state)).toBe(false);
  });

  it('LD-14 caller-two taking the caller’s last dice: eliminated by the bettor, and never below zero', () => {
    // a [5] b [5] c [1]: a bids two 5s, exactly two; c calls and loses two of their one die.
    const game = start(['a', 'b', 'c'], { dice: 1, spot_on: 'caller-two' }, [5, 5, 1]);
    const called = play(play(game.state, 'a', bid(2, 5), [], T0).state, 'c', call(), [2, 3], T0 + 100);
    expect(eliminations(called.events)).toEqual([{ player: 'c', by: 'a' }]);
    expect(diceOf(called.state)).toEqual({ a: 1, b: 1, c: 0 });
    expect(liars.publicView(called.state).diceInPlay).toBe(2);
  });
});

describe('LD-15 reveal and the next round', () => {
  it('LD-15 after a call every hand of the round is revealed (the fallen one too), then the players still in are rolled again', () => {
    // a [2] b [3] c [4]: a bids one 6, b calls: a is out.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const called = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'b', call(), [5, 6], T0 + 100);
    expect(reveals(called.events)).toEqual([['r1:a', 'r1:b', 'r1:c']]);
    const types = called.events.map((event) => (event.type === 'game' ? event.name : event.type));
    expect(types.indexOf('call')).toBeLessThan(types.indexOf('reveal'));
    expect(types.indexOf('reveal')).toBeLessThan(types.indexOf('hidden-roll'));
    expect(rolls(called.events)).toEqual([
      { handle: 'r2:b', owner: 'b', dice: [5] },
      { handle: 'r2:c', owner: 'c', dice: [6] },
    ]);
    expect(named(called.events, 'round')).toEqual([{ round: 2, starter: 'b' }]);
    expect(liars.publicView(called.state).round).toBe(2);
  });

  it('LD-15 the reveal names exactly the handles rolled that round', () => {
    const game = start(['a', 'b', 'c'], { dice: 2 }, [1, 2, 3, 4, 5, 6]);
    const called = play(play(game.state, 'a', bid(3, 6), [], T0).state, 'c', call(), filled(5), T0 + 100);
    expect(reveals(called.events)).toEqual([rolls(game.events).map((roll) => roll.handle)]);
    expect(rolls(called.events).map((roll) => roll.handle)).toEqual(['r2:a', 'r2:b', 'r2:c']);
  });

  it('LD-15 a call that ends the game is revealed too, and nobody is rolled again', () => {
    const game = start(['a', 'b'], { dice: 1 }, [3, 4]);
    const called = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'b', call(), [], T0 + 100);
    expect(reveals(called.events)).toEqual([['r1:a', 'r1:b']]);
    expect(rolls(called.events)).toEqual([]);
  });
});

describe('LD-16 the winner', () => {
  it('LD-16 the last player with dice wins and the pot moves to them', () => {
    const game = start(['a', 'b'], { dice: 1 }, [3, 4]);
    expect(moves(game.events)).toEqual([
      { type: 'move', from: { kind: 'player', userId: 'a' }, to: { kind: 'pot' }, amount: 10 },
      { type: 'move', from: { kind: 'player', userId: 'b' }, to: { kind: 'pot' }, amount: 10 },
    ]);
    expect(liars.isOver(game.state)).toBe(false);
    const called = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'b', call(), [], T0 + 100);
    expect(liars.isOver(called.state)).toBe(true);
    expect(liars.placings(called.state)).toEqual([['b'], ['a']]);
    expect(moves(called.events)).toEqual([{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId: 'b' }, amount: 20 }]);
    expect(liars.publicView(called.state)).toMatchObject({ winner: 'b', turn: null, pot: 0 });
    expect(allowedActions(called.state, 'b')).toEqual([]);
    expect(refusal(called.state, 'b', bid(1, 2), T0 + 5000)).toBe('game-over');
  });

  it('LD-16 placings: the winner first, then the others, last out first; the pot is buy_in × players', () => {
    // a [2] b [3] c [4]: a bids one 6, b calls, a is out. Round 2 b [5] c [5]: b bids one 6, c calls, b is out.
    const game = start(['a', 'b', 'c'], { dice: 1, buy_in: 25 }, [2, 3, 4]);
    const round1 = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'b', call(), [5, 5], T0 + 100);
    expect(liars.isOver(round1.state)).toBe(false);
    const called = play(play(round1.state, 'b', bid(1, 6), [], T0 + 200).state, 'c', call(), [], T0 + 300);
    expect(liars.isOver(called.state)).toBe(true);
    expect(liars.placings(called.state)).toEqual([['c'], ['b'], ['a']]);
    expect(moves(called.events)).toEqual([{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId: 'c' }, amount: 75 }]);
  });

  it('LD-16 a spot-on call that removes everyone but the bettor makes the bettor win', () => {
    // a [5] b [5] c [2]: a bids two 5s, exactly two; c calls: b and c lose their only die.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [5, 5, 2]);
    const called = play(play(game.state, 'a', bid(2, 5), [], T0).state, 'c', call(), [], T0 + 100);
    expect(liars.isOver(called.state)).toBe(true);
    expect(liars.publicView(called.state).winner).toBe('a');
    const [first, ...rest] = liars.placings(called.state);
    expect(first).toEqual(['a']);
    expect(rest.flat().sort()).toEqual(['b', 'c']);
    expect(named(called.events, 'eliminated').map(({ player, by }) => [player, by])).toEqual([
      ['b', 'a'],
      ['c', 'a'],
    ]);
    expect(moves(called.events)).toEqual([{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId: 'a' }, amount: 30 }]);
  });

  it('LD-16 without a buy-in no money moves', () => {
    const game = start(['a', 'b'], { dice: 1, buy_in: 0 }, [3, 4]);
    const called = play(play(game.state, 'a', bid(1, 6), [], T0).state, 'b', call(), [], T0 + 100);
    expect(moves([...game.events, ...called.events])).toEqual([]);
    expect(liars.placings(called.state)).toEqual([['b'], ['a']]);
  });
});

describe('LD-17 wild ones', () => {
  // a [1,1] b [4,6] c [4,2]: two 4s, one 6, one 2 and two ones. a bids, b calls.
  function resolve(options: Record<string, unknown>, quantity: number, face: number) {
    const game = start(['a', 'b', 'c'], { dice: 2, ...options }, [1, 1, 4, 6, 4, 2]);
    const bidMade = play(game.state, 'a', bid(quantity, face), [], T0);
    const outcome = liars.apply(bidMade.state, 'b', call(), scriptedRng(filled(6)), T0 + 100);
    const data = named(expectOk(outcome).events, 'call')[0]!;
    return { count: data.count, verdict: data.verdict };
  }

  it('LD-17 with wild_ones, ones count for the face of a bid on 2–6', () => {
    expect(resolve({ wild_ones: true }, 3, 4)).toEqual({ count: 4, verdict: 'correct' });
    expect(resolve({ wild_ones: true }, 4, 4)).toEqual({ count: 4, verdict: 'spot-on' });
    expect(resolve({ wild_ones: true }, 3, 6)).toEqual({ count: 3, verdict: 'spot-on' });
    expect(resolve({ wild_ones: true }, 3, 2)).toEqual({ count: 3, verdict: 'spot-on' });
    expect(resolve({ wild_ones: true }, 3, 5)).toEqual({ count: 2, verdict: 'incorrect' });
  });

  it('LD-17 with wild_ones, a bid on ones counts only the ones', () => {
    expect(resolve({ wild_ones: true }, 2, 1)).toEqual({ count: 2, verdict: 'spot-on' });
    expect(resolve({ wild_ones: true }, 3, 1)).toEqual({ count: 2, verdict: 'incorrect' });
  });

  it('LD-17 without the option (the default) ones are only ones', () => {
    expect(liars.optionsSchema.parse({}).wild_ones).toBe(false);
    expect(resolve({}, 3, 4)).toEqual({ count: 2, verdict: 'incorrect' });
    expect(resolve({}, 2, 4)).toEqual({ count: 2, verdict: 'spot-on' });
    expect(resolve({ wild_ones: false }, 1, 6)).toEqual({ count: 1, verdict: 'spot-on' });
  });
});

describe('LD-19 the count says its ones', () => {
  // a [1,1] b [4,6] c [4,2]: two 4s and two ones. a bids, b calls.
  // `dealt`: the dice the next round rolls (six, less what the call took).
  function counted(options: Record<string, unknown>, quantity: number, face: number, dealt: number) {
    const game = start(['a', 'b', 'c'], { dice: 2, ...options }, [1, 1, 4, 6, 4, 2]);
    const bidMade = play(game.state, 'a', bid(quantity, face), [], T0);
    const called = play(bidMade.state, 'b', call(), filled(dealt), T0 + 100);
    const { count, ones } = named(called.events, 'call')[0]!;
    return { count, ones };
  }

  it('LD-19 with wild_ones, the call counts the ones in it: 4 fours, two of them ones', () => {
    expect(counted({ wild_ones: true }, 3, 4, 5)).toEqual({ count: 4, ones: 2 });
    expect(counted({ wild_ones: true }, 3, 5, 5)).toEqual({ count: 2, ones: 2 });
  });

  it('LD-19 a bid on ones, or a game without wild ones, counts no wild ones: the call carries none', () => {
    expect(counted({ wild_ones: true }, 2, 1, 4)).toEqual({ count: 2, ones: undefined });
    expect(counted({}, 2, 4, 4)).toEqual({ count: 2, ones: undefined });
  });
});
