// Unit tests of a Tokyo hand without variants: the first cup, believe and roll, doubt, blind raise, rising announcements, Tokyo, lives, next starter.
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../testing/replayable.js';
import { tokyo } from './game.js';
import { allowedActions } from './view.js';

// Tokyo, RULES.md §2 without variants: setup and the first cup (TK-3), the
// three answers (TK-4), rising announcements (TK-5), Tokyo (TK-6), lives and
// the winner (TK-2), who starts (TK-7), and what the views show.
// Variants, Beghel and leaving are in rules-variants.test.ts.

import { ACCEPT, announce, DOUBT, expectOk, livesOf, lost, moves, named, play, ROLL, raise, refusal, reveals, rolls, start } from '../../testing/tokyo.js';

const ABC = ['a', 'b', 'c'] as const;

describe('TK-3 the first cup', () => {
  it('TK-3 setup rolls the first player’s cup as a hidden roll for them only', () => {
    const { state, events } = start(ABC, { buy_in: 0 }, [3, 1]);
    expect(rolls(events)).toEqual([{ type: 'hidden-roll', handle: 'h1.1', owner: 'a', label: '2d6', dice: [3, 1] }]);
    expect(rolls(events)[0]!.viewers).toBeUndefined();
    expect(named(events, 'hand')).toMatchObject([{ hand: 1, starter: 'a' }]);
    expect(state.holder).toBe('a');
    expect(state.phase).toBe('announce');
    expect(tokyo.seatView(state, 'a')).toEqual({ dice: [3, 1] });
    expect(tokyo.seatView(state, 'b')).toEqual({ dice: null });
    expect(tokyo.seatView(state, 'c')).toEqual({ dice: null });
  });

  it('TK-3 seats are ordered by position, not by the order given', () => {
    const rng = scriptedRng([4, 4]);
    const seats = [
      { userId: 'c', position: 3, tag: null, team: null },
      { userId: 'a', position: 1, tag: null, team: null },
      { userId: 'b', position: 2, tag: null, team: null },
    ];
    const { state } = expectOk(tokyo.setup({ seats, options: tokyo.optionsSchema.parse({}), rng, now: 0 }));
    expect(state.holder).toBe('a');
    expect(play(state, 'a', announce(44)).state.holder).toBe('b');
  });

  it('TK-3 the first announcement of a hand may be anything, even lower than the dice', () => {
    const { state } = start(ABC, {}, [6, 6]);
    expect(allowedActions(state, 'a')).toEqual(['announce']);
    expect(tokyo.publicView(state).announceValues).toEqual([31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21]);
    for (const value of tokyo.publicView(state).announceValues) expect(refusal(state, 'a', announce(value))).toBe('accepted');
    const { state: after, events } = play(state, 'a', announce(31));
    expect(named(events, 'announce')).toMatchObject([{ hand: 1, player: 'a', value: 31, blind: false }]);
    expect(after.holder).toBe('b');
    expect(after.phase).toBe('respond');
  });

  it('TK-3 the first player must announce before anything else; nobody else may act', () => {
    const { state } = start(ABC, {}, [3, 1]);
    expect(refusal(state, 'a', ROLL)).toBe('not-now');
    expect(refusal(state, 'a', DOUBT)).toBe('not-now');
    expect(refusal(state, 'a', ACCEPT)).toBe('not-now');
    expect(refusal(state, 'a', raise(43))).toBe('not-now');
    expect(refusal(state, 'b', announce(43))).toBe('not-your-turn');
    expect(allowedActions(state, 'b')).toEqual([]);
  });
});

describe('TK-4a believe and roll', () => {
  it('TK-4a the receiver rolls a new hidden cup, sees it alone, and must announce strictly higher', () => {
    const first = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    expect(allowedActions(first, 'b')).toEqual(['roll', 'doubt', 'raise']);
    const { state, events } = play(first, 'b', ROLL, [5, 2]);
    expect(rolls(events)).toEqual([{ type: 'hidden-roll', handle: 'h1.2', owner: 'b', label: '2d6', dice: [5, 2] }]);
    expect(reveals(events)).toEqual([]); // the old cup is never shown
    expect(state.holder).toBe('b');
    expect(state.phase).toBe('announce');
    expect(tokyo.seatView(state, 'b')).toEqual({ dice: [5, 2] });
    expect(tokyo.seatView(state, 'a')).toEqual({ dice: null });
    expect(allowedActions(state, 'b')).toEqual(['announce']);
    expect(tokyo.publicView(state).announceValues).toEqual([51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21]);
    expect(refusal(state, 'b', announce(43))).toBe('too-low');
    expect(refusal(state, 'b', announce(42))).toBe('too-low');
    expect(refusal(state, 'b', raise(51))).toBe('not-now');
    const next = play(state, 'b', announce(51)).state;
    expect(next.holder).toBe('c');
    expect(next.announcer).toBe('b');
    expect(next.announcement).toBe(51);
  });

  it('TK-4a + TK-4b after a roll the doubt is about the new dice and the new announcer', () => {
    let state = play(start(ABC, {}, [6, 6]).state, 'a', announce(43)).state;
    state = play(state, 'b', ROLL, [3, 1]).state;
    state = play(state, 'b', announce(51)).state;
    const { state: after, events } = play(state, 'c', DOUBT, [2, 2]);
    expect(reveals(events)).toEqual([['h1.2']]);
    expect(named(events, 'doubt')[0]).toMatchObject({ doubter: 'c', announcer: 'b', announced: 51, actual: 31, truthful: false });
    expect(livesOf(after)).toEqual({ a: 6, b: 5, c: 6 });
  });
});

describe('TK-4b doubt', () => {
  it('TK-4b dice below the announcement: the announcer loses a life, the doubter starts the next hand', () => {
    const first = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    const { state, events } = play(first, 'b', DOUBT, [5, 5]);
    expect(named(events, 'doubt')).toMatchObject([{ hand: 1, doubter: 'b', announcer: 'a', announced: 43, actual: 31, truthful: false }]);
    expect(reveals(events)).toEqual([['h1.1']]);
    expect(lost(events)).toEqual([['a', 1]]);
    expect(livesOf(state)).toEqual({ a: 5, b: 6, c: 6 });
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'b' }]);
    expect(rolls(events)).toEqual([{ type: 'hidden-roll', handle: 'h2.2', owner: 'b', label: '2d6', dice: [5, 5] }]);
    expect(state.holder).toBe('b');
    expect(state.phase).toBe('announce');
    expect(state.announcement).toBeNull();
    expect(tokyo.seatView(state, 'b')).toEqual({ dice: [5, 5] });
  });

  it('TK-4b dice exactly the announcement: the doubter loses a life and starts', () => {
    const first = play(start(ABC, {}, [4, 3]).state, 'a', announce(43)).state;
    const { state, events } = play(first, 'b', DOUBT, [1, 1]);
    expect(named(events, 'doubt')[0]).toMatchObject({ actual: 43, truthful: true });
    expect(livesOf(state)).toEqual({ a: 6, b: 5, c: 6 });
    expect(state.holder).toBe('b');
  });

  it('TK-4b dice above the announcement: the doubter loses a life and starts', () => {
    const first = play(start(ABC, {}, [6, 6]).state, 'a', announce(43)).state;
    const { state } = play(first, 'b', DOUBT, [1, 1]);
    expect(livesOf(state)).toEqual({ a: 6, b: 5, c: 6 });
    expect(state.holder).toBe('b');
  });
});

describe('TK-4c raise blind', () => {
  it('TK-4c passes the same cup on without a roll; the raiser answers for it', () => {
    const first = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    expect(tokyo.publicView(first).raiseValues).toEqual([51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21]);
    const { state, events } = play(first, 'b', raise(51));
    expect(rolls(events)).toEqual([]);
    expect(named(events, 'announce')).toMatchObject([{ hand: 1, player: 'b', value: 51, blind: true }]);
    expect(state.cup).toMatchObject({ dice: [3, 1], handle: 'h1.1', roller: 'a' });
    expect(state.announcer).toBe('b');
    expect(state.holder).toBe('c');
    expect(tokyo.seatView(state, 'b')).toEqual({ dice: null }); // the raiser never looked
    expect(tokyo.publicView(state).blind).toBe(true);
    // c doubts: the dice (31) are below 51, so the raiser pays, not a.
    const doubted = play(state, 'c', DOUBT, [2, 1]);
    expect(reveals(doubted.events)).toEqual([['h1.1']]);
    expect(livesOf(doubted.state)).toEqual({ a: 6, b: 5, c: 6 });
    expect(doubted.state.holder).toBe('c');
  });

  it('TK-4c a raise the dice really reach costs the doubter', () => {
    let state = play(start(ABC, {}, [6, 6]).state, 'a', announce(43)).state;
    state = play(state, 'b', raise(44)).state;
    const { state: after } = play(state, 'c', DOUBT, [1, 1]);
    expect(livesOf(after)).toEqual({ a: 6, b: 6, c: 5 });
  });

  it('TK-4c a blind raise must be strictly higher', () => {
    const first = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    expect(refusal(first, 'b', raise(43))).toBe('too-low');
    expect(refusal(first, 'b', raise(31))).toBe('too-low');
  });

  it('TK-4c raises may follow raises around the table', () => {
    let state = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    state = play(state, 'b', raise(51)).state;
    state = play(state, 'c', raise(52)).state;
    expect(state.holder).toBe('a');
    expect(state.announcer).toBe('c');
    const { state: after } = play(state, 'a', DOUBT, [1, 1]);
    expect(livesOf(after)).toEqual({ a: 6, b: 6, c: 5 });
  });
});

describe('TK-5 rising announcements', () => {
  it('TK-5 an equal or lower announcement is refused; the first of each hand is free again', () => {
    let state = play(start(ABC, {}, [3, 1]).state, 'a', announce(66)).state;
    state = play(state, 'b', ROLL, [4, 4]).state;
    expect(refusal(state, 'b', announce(66))).toBe('too-low');
    expect(refusal(state, 'b', announce(55))).toBe('too-low');
    expect(tokyo.publicView(state).announceValues).toEqual([21]);
    state = play(state, 'b', announce(21)).state;
    state = play(state, 'c', DOUBT, [3, 2]).state; // b bluffed: c starts hand 2
    expect(state.holder).toBe('c');
    expect(refusal(state, 'c', announce(31))).toBe('accepted');
  });
});

describe('TK-6 Tokyo (21)', () => {
  const at21 = (dice: number[]) => play(start(ABC, {}, dice).state, 'a', announce(21)).state;

  it('TK-6 the receiver may only accept or doubt', () => {
    const state = at21([2, 1]);
    expect(allowedActions(state, 'b')).toEqual(['doubt', 'accept']);
    expect(tokyo.publicView(state).choices).toEqual(['doubt', 'accept']);
    expect(tokyo.publicView(state).raiseValues).toEqual([]);
    expect(refusal(state, 'b', ROLL)).toBe('not-now');
    expect(refusal(state, 'b', raise(21))).toBe('not-now');
    expect(refusal(state, 'b', announce(21))).toBe('not-now');
  });

  it('TK-6 accepting costs one life, leaves the cup closed, and the accepter starts', () => {
    const { state, events } = play(at21([6, 6]), 'b', ACCEPT, [4, 1]);
    expect(named(events, 'accept')).toMatchObject([{ hand: 1, player: 'b', value: 21 }]);
    expect(reveals(events)).toEqual([]);
    expect(lost(events)).toEqual([['b', 1]]);
    expect(livesOf(state)).toEqual({ a: 6, b: 5, c: 6 });
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'b' }]);
    expect(rolls(events).map((roll) => roll.owner)).toEqual(['b']);
    expect(state.holder).toBe('b');
  });

  it('TK-6 doubting a real 21 costs the doubter two lives; the doubter starts', () => {
    const { state, events } = play(at21([1, 2]), 'b', DOUBT, [4, 1]);
    expect(reveals(events)).toEqual([['h1.1']]);
    expect(lost(events)).toEqual([['b', 2]]);
    expect(livesOf(state)).toEqual({ a: 6, b: 4, c: 6 });
    expect(state.holder).toBe('b');
  });

  it('TK-6 doubting a bluffed 21 costs the announcer one life; the doubter starts', () => {
    const { state, events } = play(at21([6, 6]), 'b', DOUBT, [4, 1]);
    expect(lost(events)).toEqual([['a', 1]]);
    expect(livesOf(state)).toEqual({ a: 5, b: 6, c: 6 });
    expect(state.holder).toBe('b');
  });

  it('TK-6 accept is refused below 21', () => {
    const state = play(start(ABC, {}, [6, 6]).state, 'a', announce(66)).state;
    expect(allowedActions(state, 'b')).toEqual(['roll', 'doubt', 'raise']);
    expect(refusal(state, 'b', ACCEPT)).toBe('not-now');
  });
});

describe('TK-2 lives, the out, the winner', () => {
  it('TK-2 everyone starts with 6 lives by default, or the lives option', () => {
    expect(livesOf(start(ABC, {}, [1, 1]).state)).toEqual({ a: 6, b: 6, c: 6 });
    const { state } = start(ABC, { lives: 2 }, [1, 1]);
    expect(livesOf(state)).toEqual({ a: 2, b: 2, c: 2 });
    expect(tokyo.summary(state, 'b')).toEqual({ out: false, score: null, lives: 2, dice: null });
    expect(tokyo.minPlayers).toBe(2);
  });

  it('TK-2 the buy-in goes into the pot; the last player left wins it', () => {
    const setup = start(['a', 'b'], { lives: 1, buy_in: 10 }, [2, 1]);
    expect(moves(setup.events)).toEqual(['a>pot 10', 'b>pot 10']);
    expect(tokyo.publicView(setup.state).pot).toBe(20);
    const state = play(setup.state, 'a', announce(21)).state;
    // b doubts a real 21 with one life: two lost, none left (never below 0); no new hand is rolled.
    const { state: over, events } = play(state, 'b', DOUBT);
    expect(named(events, 'lives')).toMatchObject([{ hand: 1, player: 'b', lost: 2, left: 0 }]);
    expect(named(events, 'out')).toMatchObject([{ player: 'b' }]);
    expect(moves(events)).toEqual(['pot>a 20']);
    expect(rolls(events)).toEqual([]);
    expect(tokyo.isOver(over)).toBe(true);
    expect(tokyo.publicView(over).winner).toBe('a');
    expect(tokyo.publicView(over).pot).toBe(0);
    expect(tokyo.placings(over)).toEqual([['a'], ['b']]);
    expect(tokyo.summary(over, 'b')).toEqual({ out: true, score: null, lives: 0, dice: null });
    expect(allowedActions(over, 'a')).toEqual([]);
    expect(tokyo.publicView(over).choices).toEqual([]);
    expect(refusal(over, 'a', announce(31))).toBe('game-over');
  });

  it('TK-2 without a buy-in nothing moves; placings list the out players latest first', () => {
    const setup = start(ABC, { lives: 1, buy_in: 0 }, [3, 1]);
    expect(moves(setup.events)).toEqual([]);
    let state = play(setup.state, 'a', announce(43)).state;
    state = play(state, 'b', DOUBT, [3, 1]).state; // a is out; b starts
    expect(tokyo.isOver(state)).toBe(false);
    expect(tokyo.placings(state)).toEqual([]);
    state = play(state, 'b', announce(43)).state;
    expect(state.holder).toBe('c'); // a is skipped
    const { state: over, events } = play(state, 'c', DOUBT);
    expect(moves(events)).toEqual([]);
    expect(tokyo.placings(over)).toEqual([['c'], ['b'], ['a']]);
  });
});

describe('TK-7 the next starter', () => {
  it('TK-7 a doubter knocked out by their doubt: the next player starts', () => {
    const first = play(start(ABC, { lives: 1 }, [4, 3]).state, 'a', announce(43)).state;
    const { state, events } = play(first, 'b', DOUBT, [2, 2]);
    expect(named(events, 'out')).toMatchObject([{ player: 'b' }]);
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'c' }]);
    expect(rolls(events)[0]).toMatchObject({ owner: 'c', dice: [2, 2] });
    expect(state.holder).toBe('c');
    // …and b is skipped from then on.
    expect(play(state, 'c', announce(31)).state.holder).toBe('a');
  });

  it('TK-7 an accepter knocked out by accepting: the next player starts', () => {
    const first = play(start(ABC, { lives: 1 }, [6, 6]).state, 'a', announce(21)).state;
    const { state } = play(first, 'b', ACCEPT, [2, 2]);
    expect(state.holder).toBe('c');
  });

  it('TK-7 the next player wraps around the table', () => {
    let state = play(start(ABC, { lives: 1 }, [6, 6]).state, 'a', announce(31)).state;
    state = play(state, 'b', raise(43)).state;
    const { state: after, events } = play(state, 'c', DOUBT, [5, 5]); // 66 reaches 43: c pays and is out
    expect(named(events, 'out')).toMatchObject([{ player: 'c' }]);
    expect(named(events, 'hand')).toMatchObject([{ hand: 2, starter: 'a' }]);
    expect(after.holder).toBe('a');
    expect(play(after, 'a', announce(55)).state.holder).toBe('b');
  });
});
