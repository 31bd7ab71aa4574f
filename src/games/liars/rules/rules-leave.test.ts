// Unit tests of a Liar's Dice player leaving or being kicked mid-round: the round is voided and who opens the next (LD-18).
import { describe, expect, it } from 'vitest';
import type { RuleEvent } from '../../../engine/contract.js';
import { scriptedRng } from '../../testing/replayable.js';
import { liars } from './game.js';
import { allowedActions } from './view.js';

// Liar's Dice, RULES.md LD-18: a player who leaves or is kicked mid-round.

import { bid, call, diceOf, expectOk, liarsDriver, named, play, refusal, rolls, start, T0 } from '../../testing/liars.js';

const moves = (events: RuleEvent[]) => events.filter((event) => event.type === 'move');
const reveals = (events: RuleEvent[]) => events.flatMap((event) => (event.type === 'reveal' ? [event.handles] : []));
const { leave } = liarsDriver;

/** The refusal of a call, with whom it names. */
function callRefused(state: Parameters<typeof liars.apply>[0], actor: string, ref: string, at: number) {
  const outcome = liars.apply(state, actor, call(ref), scriptedRng([]), at);
  return outcome.ok ? 'accepted' : { code: outcome.error.code, params: outcome.error.params };
}

describe('LD-18 a player leaves (or is kicked) mid-round', () => {
  it('LD-18 the round is void: every hand is revealed, the leaver’s dice leave the game, and the player who was to bid opens the new round', () => {
    // a [1,2] b [3,4] c [5,6]: a bids one 2, so b is to bid; then c leaves.
    const game = start(['a', 'b', 'c'], { dice: 2 }, [1, 2, 3, 4, 5, 6]);
    const bidMade = play(game.state, 'a', bid(1, 2), [], T0);
    expect(liars.publicView(bidMade.state).turn).toBe('b');
    const left = leave(bidMade.state, 'c', [6, 6, 1, 1], T0 + 100);
    expect(named(left.events, 'left')).toEqual([{ player: 'c', round: 1, next: 'b', wasToBid: true }]);
    expect(reveals(left.events)).toEqual([['r1:a', 'r1:b', 'r1:c']]);
    expect(rolls(left.events)).toEqual([
      { handle: 'r2:a', owner: 'a', dice: [6, 6] },
      { handle: 'r2:b', owner: 'b', dice: [1, 1] },
    ]);
    expect(named(left.events, 'round')).toEqual([{ round: 2, starter: 'b', afterLeave: true }]);
    expect(liars.publicView(left.state)).toMatchObject({ round: 2, turn: 'b', diceInPlay: 4, standingBid: { quantity: 1, face: 1, bettor: null, ref: '2.0' } });
    expect(diceOf(left.state)).toEqual({ a: 2, b: 2, c: 0 });
    expect(liars.summary(left.state, 'c')).toEqual({ out: true, score: null, lives: null, dice: 0 });
    expect(allowedActions(left.state, 'c')).toEqual([]);
    expect(refusal(left.state, 'c', call(), T0 + 200)).toBe('out');
  });

  it('LD-18 the bettor leaving does not pass the turn on: the player who was to bid still opens', () => {
    // a [2] b [3] c [4]: a bids, b is to bid; a (the bettor) leaves.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const bidMade = play(game.state, 'a', bid(1, 3), [], T0);
    const left = leave(bidMade.state, 'a', [5, 5], T0 + 100);
    expect(named(left.events, 'left')).toEqual([{ player: 'a', round: 1, next: 'b', wasToBid: true }]);
    expect(liars.publicView(left.state).turn).toBe('b');
  });

  it('LD-18 when the leaver was the one to bid, the next in line opens the new round', () => {
    // a [2] b [3] c [4]: a bids, b is to bid and leaves: c is next in line.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const bidMade = play(game.state, 'a', bid(1, 3), [], T0);
    const left = leave(bidMade.state, 'b', [5, 5], T0 + 100);
    expect(named(left.events, 'left')).toEqual([{ player: 'b', round: 1, next: 'c', wasToBid: false }]);
    expect(liars.publicView(left.state).turn).toBe('c');
    expect(rolls(left.events).map((roll) => roll.handle)).toEqual(['r2:a', 'r2:c']);
  });

  it('LD-18/LD-7 the next in line after a leaver who was to bid skips players who are out', () => {
    // a [2] b [2] c [4] d [5]: a bids one 2, b calls: two 2s, the bid was correct and b (caller) is out (LD-10).
    const game = start(['a', 'b', 'c', 'd'], { dice: 1 }, [2, 2, 4, 5]);
    const round1 = play(play(game.state, 'a', bid(1, 2), [], T0).state, 'b', call(), [1, 2, 3], T0 + 100);
    expect(diceOf(round1.state)).toEqual({ a: 1, b: 0, c: 1, d: 1 });
    // Round 2 opens after a (the last bettor), skipping b: c, then d; then it is a's turn, and a leaves.
    const c = play(round1.state, 'c', bid(1, 2), [], T0 + 200);
    const d = play(c.state, 'd', bid(1, 3), [], T0 + 3200);
    expect(liars.publicView(d.state).turn).toBe('a');
    const left = leave(d.state, 'a', [6, 6], T0 + 3300);
    expect(named(left.events, 'left')).toEqual([{ player: 'a', round: 2, next: 'c', wasToBid: false }]);
    expect(liars.publicView(left.state).turn).toBe('c');
  });

  it('LD-18/LD-8 a call made before the leave stands: a later Call of that bid is told who called it', () => {
    // a [2] b [3] c [4] d [5]: a bids one 6, c calls; round 2 is dealt; then d leaves.
    const game = start(['a', 'b', 'c', 'd'], { dice: 2 }, [2, 2, 3, 3, 4, 4, 5, 5]);
    const bidMade = play(game.state, 'a', bid(1, 6), [], T0);
    const ref = liars.publicView(bidMade.state).standingBid.ref;
    const called = play(bidMade.state, 'c', call(ref), [1, 2, 3, 4, 5, 6, 1], T0 + 100);
    const left = leave(called.state, 'd', [1, 2, 3, 4, 5], T0 + 200);
    expect(callRefused(left.state, 'b', ref, T0 + 300)).toEqual({ code: 'already-called', params: { player: { member: 'c' } } });
  });

  it('LD-18 a leave leaving one player behind ends the game: no new round, that player wins the pot', () => {
    const game = start(['a', 'b'], { dice: 1 }, [3, 4]);
    const left = leave(game.state, 'a', [], T0 + 100);
    expect(named(left.events, 'left')).toEqual([{ player: 'a', round: 1, next: null, wasToBid: false }]);
    expect(named(left.events, 'round')).toEqual([]);
    expect(reveals(left.events)).toEqual([['r1:a', 'r1:b']]);
    expect(liars.isOver(left.state)).toBe(true);
    expect(liars.placings(left.state)).toEqual([['b'], ['a']]);
    expect(moves(left.events)).toEqual([{ type: 'move', from: { kind: 'pot' }, to: { kind: 'player', userId: 'b' }, amount: 20 }]);
    expect(rolls(left.events)).toEqual([]);
  });

  it('LD-18/LD-8 after a leave that ends the game, a late Call of the bid called before it is still told who called it', () => {
    // a [2] b [3] c [4]: a bids one 6, c calls: none, a is out (LD-12). Round 2: b and c; c leaves and b wins.
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const bidMade = play(game.state, 'a', bid(1, 6), [], T0);
    const ref = liars.publicView(bidMade.state).standingBid.ref;
    const called = play(bidMade.state, 'c', call(ref), [5, 5], T0 + 100);
    const left = leave(called.state, 'c', [], T0 + 200);
    expect(liars.isOver(left.state)).toBe(true);
    expect(callRefused(left.state, 'b', ref, T0 + 60_000)).toEqual({ code: 'already-called', params: { player: { member: 'c' } } });
  });

  it('removePlayer refuses a player who is already out or has no seat', () => {
    const game = start(['a', 'b', 'c'], { dice: 1 }, [2, 3, 4]);
    const left = expectOk(liars.removePlayer(game.state, 'c', scriptedRng([5, 5]), T0 + 100));
    for (const player of ['c', 'stranger']) {
      const again = liars.removePlayer(left.state, player, scriptedRng([]), T0 + 200);
      expect(again.ok ? 'accepted' : again.error.code).toBe('out');
    }
  });
});
