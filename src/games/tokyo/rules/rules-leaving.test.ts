// Unit tests of a Tokyo player leaving or kicked mid-hand: holding the cup voids the hand, a bystander leaving lets it go on (TK-15).
import { describe, expect, it } from 'vitest';
import type { RuleEvent } from '../../../engine/contract.js';
import { scriptedRng } from '../../testing/replayable.js';
import type { TokyoEvent } from './events.js';
import { tokyo } from './game.js';
import type { TokyoAction } from './options.js';
import type { TokyoState } from './state.js';
import { allowedActions } from './view.js';

// Tokyo, RULES.md TK-15 (ruling): a player who leaves or is kicked mid-hand
// forfeits. Only if they hold the cup — the roller still to announce, or the
// receiver it was passed to — is the hand void: the cup is discarded unseen
// and the next player in line starts a new hand. Anyone else just leaves the
// order and the hand goes on (rules.ts, removePlayer, says what happens when
// the announcer who passed the cup leaves and is then caught).

import { announce, DOUBT, livesOf, lost, moves, named, type Played, play, ROLL, raise, reveals, rolls, start, tokyoDriver } from '../../testing/tokyo.js';

const { leave } = tokyoDriver;
const ABC = ['a', 'b', 'c'] as const;
const ABCD = ['a', 'b', 'c', 'd'] as const;

function script(state: TokyoState, steps: [string, TokyoAction, number[]?][]): Played {
  let played: Played = { state, events: [] };
  for (const [actor, action, dice] of steps) played = play(played.state, actor, action, dice ?? []);
  return played;
}

const discards = (events: readonly RuleEvent<TokyoEvent>[]) => events.flatMap((event) => (event.type === 'discard' ? [event.handles] : []));

describe('TK-15 the leaver holds the cup: the hand is void', () => {
  it('TK-15 the roller who has still to announce leaves: the cup is discarded unseen, the next player starts a new hand', () => {
    const state = start(ABC, {}, [6, 6]).state;
    const { state: after, events } = leave(state, 'a', [5, 2]);
    expect(named(events, 'left')).toEqual([{ player: 'a', hand: 1, outcome: 'void' }]);
    expect(discards(events)).toEqual([['h1.1']]);
    expect(reveals(events)).toEqual([]);
    expect(lost(events)).toEqual([]);
    expect(named(events, 'out')).toEqual([]);
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'b' }]);
    expect(rolls(events)).toMatchObject([{ owner: 'b', dice: [5, 2] }]);
    expect(livesOf(after)).toEqual({ a: 0, b: 6, c: 6 });
    expect(tokyo.summary(after, 'a').out).toBe(true);
    expect(tokyo.seatView(after, 'a')).toBeNull();
  });

  it('TK-15 the receiver the cup was passed to leaves: the cup is discarded unseen, the next player after them starts', () => {
    const state = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    expect(state.holder).toBe('b');
    const { state: after, events } = leave(state, 'b', [5, 5]);
    expect(named(events, 'left')).toEqual([{ player: 'b', hand: 1, outcome: 'void' }]);
    expect(discards(events)).toEqual([['h1.1']]);
    expect(reveals(events)).toEqual([]);
    expect(lost(events)).toEqual([]);
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'c' }]);
    expect(livesOf(after)).toEqual({ a: 6, b: 0, c: 6 });
    expect(after.announcement).toBeNull();
    expect(play(after, 'c', announce(31)).state.holder).toBe('a');
  });

  it('TK-15 a receiver who leaves after a blind raise voids the hand too; the raiser pays nothing', () => {
    const state = script(start(ABC, {}, [3, 1]).state, [
      ['a', announce(43)],
      ['b', raise(51)],
    ]).state;
    const { events } = leave(state, 'c', [2, 2]);
    expect(named(events, 'left')).toMatchObject([{ outcome: 'void' }]);
    expect(discards(events)).toEqual([['h1.1']]);
    expect(lost(events)).toEqual([]);
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'a' }]);
  });

  it('TK-15 + TK-7 a void hand by the last seat wraps to the first seat', () => {
    const state = script(start(ABC, {}, [3, 1]).state, [
      ['a', announce(43)],
      ['b', ROLL, [4, 4]],
      ['b', announce(44)],
    ]).state;
    const { state: after } = leave(state, 'c', [2, 2]);
    expect(after.holder).toBe('a');
    expect(after.hand).toBe(2);
  });
});

describe('TK-15 a bystander leaves: the hand goes on', () => {
  it('TK-15 a player not holding the cup leaves: nothing is discarded or shown, the same holder answers the same announcement', () => {
    const state = play(start(ABCD, {}, [3, 1]).state, 'a', announce(43)).state;
    const { state: after, events } = leave(state, 'c');
    expect(named(events, 'left')).toEqual([{ player: 'c', hand: 1, outcome: 'goes-on' }]);
    expect(discards(events)).toEqual([]);
    expect(reveals(events)).toEqual([]);
    expect(named(events, 'hand')).toEqual([]);
    expect(after.hand).toBe(1);
    expect(after.holder).toBe('b');
    expect(after.announcement).toBe(43);
    expect(allowedActions(after, 'b')).toEqual(['roll', 'doubt', 'raise']);
    expect(livesOf(after)).toEqual({ a: 6, b: 6, c: 0, d: 6 });
    // The cup now passes over the empty seat.
    expect(play(after, 'b', raise(51)).state.holder).toBe('d');
  });

  it('TK-15 the announcer who just passed the cup leaves: the hand goes on; a true announcement still costs the doubter', () => {
    const state = play(start(ABC, {}, [6, 5]).state, 'a', announce(61)).state;
    const left = leave(state, 'a');
    expect(named(left.events, 'left')).toMatchObject([{ outcome: 'goes-on' }]);
    expect(left.state.holder).toBe('b');
    const { state: after, events } = play(left.state, 'b', DOUBT, [2, 2]);
    expect(reveals(events)).toEqual([['h1.1']]);
    expect(named(events, 'doubt')).toMatchObject([{ announcer: 'a', truthful: true }]);
    expect(lost(events)).toEqual([['b', 1]]);
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'b' }]);
    expect(livesOf(after)).toEqual({ a: 0, b: 5, c: 6 });
  });

  it('TK-15 the announcer left and is caught bluffing: the cup is lifted, nobody loses a life, no second out, the doubter starts', () => {
    const state = play(start(ABC, { lives: 1 }, [3, 1]).state, 'a', announce(61)).state;
    const left = leave(state, 'a');
    const { state: after, events } = play(left.state, 'b', DOUBT, [4, 4]);
    expect(reveals(events)).toEqual([['h1.1']]);
    expect(named(events, 'doubt')).toMatchObject([{ doubter: 'b', announcer: 'a', actual: 31, truthful: false }]);
    expect(lost(events)).toEqual([]);
    expect(named(events, 'spared')).toEqual([{ hand: 1, player: 'a' }]);
    expect(named(events, 'out')).toEqual([]);
    expect(after.outOrder).toEqual([['a']]);
    expect(livesOf(after)).toEqual({ a: 0, b: 1, c: 1 });
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'b' }]);
    expect(after.holder).toBe('b');
  });

  it('TK-15 the announcer left and the receiver believes and rolls: the old cup goes unseen, the next announcement skips the empty seat', () => {
    const state = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    const left = leave(state, 'a');
    const rolled = play(left.state, 'b', ROLL, [5, 5]);
    expect(discards(rolled.events)).toEqual([['h1.1']]);
    expect(reveals(rolled.events)).toEqual([]);
    const passed = play(rolled.state, 'b', announce(55)).state;
    expect(passed.holder).toBe('c');
    expect(play(passed, 'c', raise(66)).state.holder).toBe('b');
  });
});

describe('TK-15 + TK-2 a leave that leaves one player', () => {
  it('TK-15 the holder leaves a table of two: the game is over, the cup discarded unseen, no new hand, the pot to the other', () => {
    const state = start(['a', 'b'], { buy_in: 5 }, [3, 1]).state;
    const { state: over, events } = leave(state, 'a');
    expect(named(events, 'left')).toEqual([{ player: 'a', hand: 1, outcome: 'ended' }]);
    expect(discards(events)).toEqual([['h1.1']]);
    expect(reveals(events)).toEqual([]);
    expect(named(events, 'hand')).toEqual([]);
    expect(moves(events)).toEqual(['pot>b 10']);
    expect(tokyo.isOver(over)).toBe(true);
    expect(tokyo.placings(over)).toEqual([['b'], ['a']]);
    expect(allowedActions(over, 'b')).toEqual([]);
  });

  it('TK-15 the announcer leaves a table of two while the other answers: the game is over, the cup never lifted', () => {
    const state = play(start(['a', 'b'], {}, [3, 1]).state, 'a', announce(61)).state;
    const { state: over, events } = leave(state, 'a');
    expect(named(events, 'left')).toMatchObject([{ outcome: 'ended' }]);
    expect(discards(events)).toEqual([['h1.1']]);
    expect(reveals(events)).toEqual([]);
    expect(over.winner).toBe('b');
    expect(over.holder).toBeNull();
  });

  it('TK-2 a player already out cannot leave the game again, nor anyone once it is over', () => {
    const state = script(start(ABC, { lives: 1 }, [3, 1]).state, [
      ['a', announce(43)],
      ['b', DOUBT, [1, 1]],
    ]).state;
    const outcome = tokyo.removePlayer(state, 'a', scriptedRng([]), 0);
    expect(outcome.ok ? 'accepted' : outcome.error.code).toBe('out');
    const over = leave(start(['a', 'b'], {}, [3, 1]).state, 'a').state;
    const again = tokyo.removePlayer(over, 'b', scriptedRng([]), 0);
    expect(again.ok ? 'accepted' : again.error.code).toBe('out');
  });
});
