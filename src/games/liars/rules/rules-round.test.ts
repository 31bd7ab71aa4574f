// Unit tests of Liar's Dice setup and rounds: dice per player, tags, hidden rolls, the opening bid, raises, turn order, call window (LD-2 … LD-9).
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../../engine/contract.js';
import { scriptedRng } from '../../testing/replayable.js';
import { liars } from './game.js';
import { dicePerPlayer } from './options.js';
import { allowedActions } from './view.js';

// Liar's Dice, RULES.md §1: setup, rounds, bidding, turns, the call window and the views.
// Calls and their resolution are in rules-call.test.ts.

import { bid, call, diceOf, expectOk, named, play, refusal, rolls, start, T0 } from '../../testing/liars.js';

const players = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);
const filled = (count: number, face = 3) => new Array<number>(count).fill(face);

describe('LD-2 dice per player', () => {
  it('LD-2 dicePerPlayer: 5 up to 6 players, 4 for 7–9, then max(1, floor(30 / players))', () => {
    for (const count of [2, 3, 4, 5, 6]) expect(dicePerPlayer(count)).toBe(5);
    for (const count of [7, 8, 9]) expect(dicePerPlayer(count)).toBe(4);
    expect(dicePerPlayer(10)).toBe(3);
    expect(dicePerPlayer(11)).toBe(2);
    expect(dicePerPlayer(12)).toBe(2);
    expect(dicePerPlayer(15)).toBe(2);
    expect(dicePerPlayer(16)).toBe(1);
    expect(dicePerPlayer(30)).toBe(1);
    expect(dicePerPlayer(31)).toBe(1);
    expect(dicePerPlayer(100)).toBe(1);
  });

  it('LD-2 dicePerPlayer: the dice option overrides the table size', () => {
    expect(dicePerPlayer(3, 2)).toBe(2);
    expect(dicePerPlayer(8, 6)).toBe(6);
    expect(dicePerPlayer(12, 5)).toBe(5);
    expect(dicePerPlayer(31, 20)).toBe(20);
  });

  it.each([
    [2, 5],
    [6, 5],
    [7, 4],
    [9, 4],
    [10, 3],
    [12, 2],
    [31, 1],
  ])('LD-2 setup with %i players deals each of them %i dice', (count, each) => {
    const ids = players(count);
    const { state, events } = start(ids, {}, filled(count * each));
    expect(rolls(events).map((roll) => roll.dice.length)).toEqual(filled(count, each));
    expect(liars.publicView(state).diceInPlay).toBe(count * each);
    for (const id of ids) expect(liars.summary(state, id).dice).toBe(each);
  });

  it.each([
    [3, 2],
    [7, 5],
    [12, 5],
  ])('LD-2 setup with %i players and option dice %i deals the option', (count, each) => {
    const ids = players(count);
    const { state, events } = start(ids, { dice: each }, filled(count * each));
    expect(rolls(events).map((roll) => roll.dice.length)).toEqual(filled(count, each));
    expect(liars.publicView(state).diceInPlay).toBe(count * each);
  });
});

describe('LD-3 roleplay tags', () => {
  it('LD-3 the public roster shows each player’s tag as given (renamed tags and no tag too)', () => {
    const { state } = start(['a', 'b', 'c', 'd'], { dice: 1 }, [1, 2, 3, 4], { tags: { a: 'DND', b: 'Away', c: 'Snack', d: null } });
    expect(liars.publicView(state).seats).toEqual([
      { player: 'a', tag: 'DND', dice: 1 },
      { player: 'b', tag: 'Away', dice: 1 },
      { player: 'c', tag: 'Snack', dice: 1 },
      { player: 'd', tag: null, dice: 1 },
    ]);
  });

  it('LD-3 the eliminated event carries the eaten player’s tag and the eliminator’s tag (bettor eaten)', () => {
    // a [2] b [3] c [4]: a bids one 6, c calls, nobody has a 6: a loses their only die to c.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4], { tags: { a: 'Away', b: 'DND', c: 'Snack' } });
    const bidMade = play(game.state, 'a', bid(1, 6), [], T0);
    const called = play(bidMade.state, 'c', call(), [5, 5], T0 + 100);
    expect(named(called.events, 'eliminated')).toEqual([{ player: 'a', tag: 'Away', by: 'c', byTag: 'Snack' }]);
  });

  it('LD-3 the eliminated event carries both tags when the caller is eaten', () => {
    // a [6] b [6] c [4]: a bids one 6, c calls, there are two: c loses their only die to a.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [6, 6, 4], { tags: { a: 'Away', b: 'DND', c: 'DND' } });
    const bidMade = play(game.state, 'a', bid(1, 6), [], T0);
    const called = play(bidMade.state, 'c', call(), [5, 5], T0 + 100);
    expect(named(called.events, 'eliminated')).toEqual([{ player: 'c', tag: 'DND', by: 'a', byTag: 'Away' }]);
  });
});

describe('LD-4 hidden rolls', () => {
  it('LD-4 setup gives each player one hidden roll of exactly their dice, handle r1:<user>, in seat order', () => {
    const { events } = start(['a', 'b', 'c'], { dice: 3 }, [1, 2, 3, 4, 5, 6, 6, 6, 1]);
    expect(rolls(events)).toEqual([
      { handle: 'r1:a', owner: 'a', dice: [1, 2, 3] },
      { handle: 'r1:b', owner: 'b', dice: [4, 5, 6] },
      { handle: 'r1:c', owner: 'c', dice: [6, 6, 1] },
    ]);
  });

  it('LD-4 a new round rolls every player again with the dice they have left', () => {
    // a [2,2] b [2,5] c [3,4]: a bids two 2s, there are three, b calls and loses one.
    const game = start(['a', 'b', 'c'], { dice: 2 }, [2, 2, 2, 5, 3, 4]);
    const bidMade = play(game.state, 'a', bid(2, 2), [], T0);
    const called = play(bidMade.state, 'b', call(), [1, 2, 3, 4, 5], T0 + 100);
    expect(rolls(called.events)).toEqual([
      { handle: 'r2:a', owner: 'a', dice: [1, 2] },
      { handle: 'r2:b', owner: 'b', dice: [3] },
      { handle: 'r2:c', owner: 'c', dice: [4, 5] },
    ]);
    expect(liars.seatView(called.state, 'b')).toEqual({ hand: [3] });
  });

  it('LD-4 a player who is out gets no roll in the next round', () => {
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const bidMade = play(game.state, 'a', bid(1, 6), [], T0);
    const called = play(bidMade.state, 'b', call(), [5, 6], T0 + 100);
    expect(rolls(called.events)).toEqual([
      { handle: 'r2:b', owner: 'b', dice: [5] },
      { handle: 'r2:c', owner: 'c', dice: [6] },
    ]);
    expect(liars.seatView(called.state, 'a')).toBeNull();
  });
});

describe('LD-5 the opening bid', () => {
  const game = () => start(['a', 'b', 'c'], { dice: 2 }, [1, 2, 3, 4, 5, 6]);

  it('LD-5 a round opens on one 1 that belongs to nobody, and the first seat is to bid', () => {
    const view = liars.publicView(game().state);
    expect(view.round).toBe(1);
    expect(view.standingBid).toEqual({ quantity: 1, face: 1, bettor: null, ref: '1.0' });
    expect(view.turn).toBe('a');
    expect(allowedActions(game().state, 'a')).toEqual(['bid']);
    expect(allowedActions(game().state, 'b')).toEqual([]);
  });

  it('LD-5 the opening one 1 cannot be called (typed or with its ref)', () => {
    const { state } = game();
    expect(refusal(state, 'b', call(), T0 + 10)).toBe('nothing-to-call');
    expect(refusal(state, 'c', call('1.0'), T0 + 10)).toBe('nothing-to-call');
    expect(refusal(state, 'a', call(), T0 + 10)).toBe('nothing-to-call');
  });

  it('LD-5 the first player must raise it: one 1 again is refused, one 2 is accepted', () => {
    const { state } = game();
    expect(refusal(state, 'a', bid(1, 1), T0)).toBe('bid-too-low');
    const raised = play(state, 'a', bid(1, 2), [], T0);
    expect(liars.publicView(raised.state).standingBid).toEqual({ quantity: 1, face: 2, bettor: 'a', ref: '1.1' });
    expect(named(raised.events, 'bid')).toEqual([{ round: 1, bettor: 'a', quantity: 1, face: 2 }]);
  });

  it('LD-5 the next round opens on one 1, nobody’s, again', () => {
    // a [1,2] b [3,4] c [5,6]: a bids three 6s, b calls: a loses one.
    const bidMade = play(game().state, 'a', bid(3, 6), [], T0);
    const called = play(bidMade.state, 'b', call(), [1, 1, 1, 1, 1], T0 + 100);
    expect(liars.publicView(called.state).standingBid).toEqual({ quantity: 1, face: 1, bettor: null, ref: '2.0' });
    expect(refusal(called.state, 'c', call(), T0 + 20_000)).toBe('nothing-to-call');
    expect(refusal(called.state, 'b', bid(1, 1), T0 + 20_000)).toBe('bid-too-low');
  });
});

describe('LD-6 raises', () => {
  // Two players, five dice each: ten in play. a bids two 3s; b answers after the window.
  const afterTwoThrees = () => play(start(['a', 'b'], {}, filled(10, 4)).state, 'a', bid(2, 3), [], T0).state;
  const later = T0 + 3000;

  it('LD-6 a higher quantity is a raise whatever the face (lower, same or higher)', () => {
    const state = afterTwoThrees();
    for (const face of [1, 2, 3, 6])
      expect(liars.publicView(play(state, 'b', bid(3, face), [], later).state).standingBid).toMatchObject({ quantity: 3, face, bettor: 'b' });
  });

  it('LD-6 the same quantity with a higher face is a raise', () => {
    const state = afterTwoThrees();
    for (const face of [4, 6])
      expect(liars.publicView(play(state, 'b', bid(2, face), [], later).state).standingBid).toMatchObject({ quantity: 2, face, bettor: 'b' });
  });

  it('LD-6 the same quantity with the same or a lower face is refused (bids cannot cycle)', () => {
    const state = afterTwoThrees();
    for (const face of [1, 2, 3]) expect(refusal(state, 'b', bid(2, face), later)).toBe('bid-too-low');
  });

  it('LD-6 a lower quantity is refused, even with a higher face', () => {
    const state = afterTwoThrees();
    for (const face of [1, 4, 6]) expect(refusal(state, 'b', bid(1, face), later)).toBe('bid-too-low');
  });

  it('LD-6 quantity is at most the dice in play', () => {
    const state = afterTwoThrees();
    expect(refusal(state, 'b', bid(11, 2), later)).toBe('bid-too-high');
    expect(refusal(state, 'b', bid(25, 6), later)).toBe('bid-too-high');
    expect(liars.publicView(play(state, 'b', bid(10, 6), [], later).state).standingBid).toMatchObject({ quantity: 10, face: 6 });
  });

  it('LD-6 the view lists the legal raises of the opening one 1, lowest first, quantity up to the dice in play', () => {
    const { state } = start(['a', 'b'], { dice: 2 }, [1, 2, 3, 4]);
    const faces = [1, 2, 3, 4, 5, 6];
    expect(liars.publicView(state).raises).toEqual([
      ...[2, 3, 4, 5, 6].map((face) => ({ quantity: 1, face })),
      ...[2, 3, 4].flatMap((quantity) => faces.map((face) => ({ quantity, face }))),
    ]);
  });

  it('LD-6 after a bid the view lists the next raises, lowest first, at most 25, every one accepted', () => {
    const state = afterTwoThrees();
    const { raises } = liars.publicView(state);
    expect(raises).toHaveLength(25);
    expect(raises.slice(0, 4)).toEqual([
      { quantity: 2, face: 4 },
      { quantity: 2, face: 5 },
      { quantity: 2, face: 6 },
      { quantity: 3, face: 1 },
    ]);
    expect(raises.at(-1)).toEqual({ quantity: 6, face: 4 });
    for (const raise of raises) expect(refusal(state, 'b', bid(raise.quantity, raise.face), later)).toBe('accepted');
  });

  it('LD-6 at the top of the dice in play the view offers what is left, then nothing; none once the game is over', () => {
    const state = afterTwoThrees();
    const tenFives = play(state, 'b', bid(10, 5), [], later).state;
    expect(liars.publicView(tenFives).raises).toEqual([{ quantity: 10, face: 6 }]);
    expect(liars.publicView(play(tenFives, 'a', bid(10, 6), [], later + 3000).state).raises).toEqual([]);
    // a leaves a game of two: b wins with dice still on the table, and nobody bids again.
    const over = expectOk(liars.removePlayer(start(['a', 'b'], { dice: 2 }, [1, 2, 3, 4]).state, 'a', scriptedRng([]), T0)).state;
    expect(liars.isOver(over)).toBe(true);
    expect(liars.publicView(over)).toMatchObject({ winner: 'b', diceInPlay: 2, raises: [] });
  });

  it('LD-6 faces are 1–6 and quantities whole and positive: the action schema refuses the rest', () => {
    const parse = (action: unknown) => liars.actionSchema.safeParse(action).success;
    expect(parse({ kind: 'bid', quantity: 2, face: 0 })).toBe(false);
    expect(parse({ kind: 'bid', quantity: 2, face: 7 })).toBe(false);
    expect(parse({ kind: 'bid', quantity: 2, face: 2.5 })).toBe(false);
    expect(parse({ kind: 'bid', quantity: 0, face: 3 })).toBe(false);
    expect(parse({ kind: 'bid', quantity: 1.5, face: 3 })).toBe(false);
    expect(parse({ kind: 'bid', quantity: 2, face: 1 })).toBe(true);
    expect(parse({ kind: 'bid', quantity: 2, face: 6 })).toBe(true);
  });
});

describe('LD-7 turn order', () => {
  it('LD-7 the first round starts with the first seat by position, and hands are rolled in seat order', () => {
    const seats: SeatInfo[] = [
      { userId: 'c', position: 3, tag: 'DND', team: null },
      { userId: 'a', position: 1, tag: 'DND', team: null },
      { userId: 'b', position: 2, tag: 'DND', team: null },
    ];
    const rng = scriptedRng([1, 2, 3]);
    const { state, events } = expectOk(liars.setup({ seats, options: liars.optionsSchema.parse({ dice: 1 }), rng, now: T0 }));
    expect(liars.publicView(state).turn).toBe('a');
    expect(rolls(events).map((roll) => [roll.owner, roll.dice])).toEqual([
      ['a', [1]],
      ['b', [2]],
      ['c', [3]],
    ]);
    expect(refusal(state, 'c', bid(1, 2), T0)).toBe('not-your-turn');
  });

  it('LD-7 bidding goes clockwise and wraps round; only the player whose turn it is may bid', () => {
    let { state } = start(['a', 'b', 'c', 'd'], { dice: 1 }, [1, 2, 3, 4]);
    const order = ['a', 'b', 'c', 'd', 'a'];
    for (const [index, player] of order.entries()) {
      expect(liars.publicView(state).turn).toBe(player);
      const other = player === 'a' ? 'b' : 'a';
      expect(refusal(state, other, bid(1, index + 2), T0 + index * 3000)).toBe('not-your-turn');
      state = play(state, player, bid(1, index + 2), [], T0 + index * 3000).state;
    }
    expect(liars.publicView(state).turn).toBe('b');
  });

  it('LD-7 the next round starts after the last bettor, not after the caller', () => {
    // a [1,2] b [3,4] c [5,6]: a bids one 2, b bids two 3s, a calls: b loses one. Next: c.
    const game = start(['a', 'b', 'c'], { dice: 2 }, [1, 2, 3, 4, 5, 6]);
    const first = play(game.state, 'a', bid(1, 2), [], T0);
    const second = play(first.state, 'b', bid(2, 3), [], T0 + 3000);
    const called = play(second.state, 'a', call(), [1, 1, 1, 1, 1], T0 + 3100);
    expect(diceOf(called.state)).toEqual({ a: 2, b: 1, c: 2 });
    expect(liars.publicView(called.state).turn).toBe('c');
    expect(named(called.events, 'round')).toEqual([{ round: 2, starter: 'c' }]);
  });

  // a [2] b [3] c [4] d [5]. Round 1: a bids one 6, c calls: a is out. Round 2 (b [5] c [2] d [5]):
  // b one 2, c one 3, d one 5, c calls: two 5s, c is out. Round 3: b [1] d [6].
  function fourPlayers() {
    const game = start(['a', 'b', 'c', 'd'], { dice: 1 }, [2, 3, 4, 5]);
    const r1 = play(game.state, 'a', bid(1, 6), [], T0);
    const r1call = play(r1.state, 'c', call(), [5, 2, 5], T0 + 100);
    const b1 = play(r1call.state, 'b', bid(1, 2), [], T0 + 200);
    const c1 = play(b1.state, 'c', bid(1, 3), [], T0 + 3200);
    const d1 = play(c1.state, 'd', bid(1, 5), [], T0 + 6200);
    const r2call = play(d1.state, 'c', call(), [1, 6], T0 + 6300);
    return { r1call, b1, c1, d1, r2call };
  }

  it('LD-7 the next round starts after the last bettor even when that bettor just lost their last die', () => {
    const { r1call } = fourPlayers();
    expect(diceOf(r1call.state)).toEqual({ a: 0, b: 1, c: 1, d: 1 });
    expect(liars.publicView(r1call.state).turn).toBe('b');
  });

  it('LD-7 after a bid the turn passes clockwise skipping players who are out', () => {
    const { b1, c1, d1 } = fourPlayers();
    expect(liars.publicView(b1.state).turn).toBe('c');
    expect(liars.publicView(c1.state).turn).toBe('d');
    expect(liars.publicView(d1.state).turn).toBe('b');
  });

  it('LD-7 the next round starts with the next player in line after the last bettor, skipping players who are out', () => {
    const { r2call } = fourPlayers();
    expect(diceOf(r2call.state)).toEqual({ a: 0, b: 1, c: 0, d: 1 });
    expect(liars.publicView(r2call.state).turn).toBe('b');
    expect(rolls(r2call.events).map((roll) => roll.handle)).toEqual(['r3:b', 'r3:d']);
  });
});

describe('LD-9 call window', () => {
  // Three players, two dice each. a bids one 2 at T0 + 500.
  const afterBid = (options: Record<string, unknown> = {}) =>
    play(start(['a', 'b', 'c'], { dice: 2, ...options }, [1, 2, 3, 4, 5, 6]).state, 'a', bid(1, 2), [], T0 + 500).state;

  it('LD-9 the opening one 1 is nobody’s bid: the first bid needs no window', () => {
    const { state } = start(['a', 'b'], { dice: 1 }, [1, 2]);
    expect(liars.publicView(state).biddingOpensAt).toBe(T0);
    expect(liars.publicView(play(state, 'a', bid(1, 2), [], T0).state).turn).toBe('b');
  });

  it('LD-9 the next bid is refused until 3 s after the last one, and accepted at 3 s', () => {
    const state = afterBid();
    expect(liars.publicView(state).biddingOpensAt).toBe(T0 + 3500);
    expect(refusal(state, 'b', bid(1, 3), T0 + 501)).toBe('call-window');
    expect(refusal(state, 'b', bid(1, 3), T0 + 500 + 2999)).toBe('call-window');
    expect(liars.publicView(play(state, 'b', bid(1, 3), [], T0 + 500 + 3000).state).standingBid).toMatchObject({ quantity: 1, face: 3, bettor: 'b' });
  });

  it('LD-9 calls are accepted at once, 1 ms after the bid', () => {
    const state = afterBid();
    // a [1,2] b [3,4] c [5,6]: one 2 is spot on: b and c lose one.
    const called = play(state, 'c', call(), [1, 1, 1, 1], T0 + 501);
    expect(named(called.events, 'call')).toHaveLength(1);
  });

  it('LD-9 call_window 0 lets the next bid come at once', () => {
    const state = afterBid({ call_window: 0 });
    expect(liars.publicView(play(state, 'b', bid(1, 3), [], T0 + 500).state).standingBid).toMatchObject({ quantity: 1, face: 3, bettor: 'b' });
  });

  it('LD-9 call_window is in seconds: 5 means 5000 ms', () => {
    const state = afterBid({ call_window: 5 });
    expect(refusal(state, 'b', bid(1, 3), T0 + 500 + 4999)).toBe('call-window');
    expect(refusal(state, 'b', bid(1, 3), T0 + 500 + 5000)).toBe('accepted');
  });
});
