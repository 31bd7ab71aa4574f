// Unit tests of Tokyo's variants in play (TK-8 … TK-13), the Beghel preset (TK-14) and the double_tokyo rulings (TK-16), with scripted dice.
import { describe, expect, it } from 'vitest';
import { tokyo } from './game.js';
import type { TokyoAction } from './options.js';
import type { TokyoState } from './state.js';
import { allowedActions } from './view.js';

// Tokyo, RULES.md §2: each variant in play (TK-8 … TK-13), the Beghel preset
// (TK-14) and the double_tokyo rulings (TK-16). The ranking lists themselves
// are in values.test.ts; a player leaving (TK-15) in rules-leaving.test.ts.

import { ACCEPT, announce, DOUBT, livesOf, lost, named, type Played, play, ROLL, raise, refusal, reveals, start } from '../../testing/tokyo.js';

/** Plays a row of [actor, action, dice?] and returns the last result. */
function script(state: TokyoState, steps: [string, TokyoAction, number[]?][]): Played {
  let played: Played = { state, events: [] };
  for (const [actor, action, dice] of steps) played = play(played.state, actor, action, dice ?? []);
  return played;
}

const ABC = ['a', 'b', 'c'] as const;

describe('TK-8 tokyetto in play', () => {
  it('TK-8 31 beats 66 and is doubted as second best', () => {
    const first = play(start(ABC, { variant: 'tokyetto' }, [1, 1]).state, 'a', announce(66)).state;
    const rolled = play(first, 'b', ROLL, [6, 6]).state;
    expect(tokyo.publicView(rolled).announceValues).toEqual([31, 21]);
    const { state } = play(rolled, 'b', announce(31));
    expect(allowedActions(state, 'c')).toEqual(['roll', 'doubt', 'raise']);
    expect(tokyo.publicView(state).raiseValues).toEqual([21]);
    // b really has 66, which is below 31 now: b was bluffing.
    const { events } = play(state, 'c', DOUBT, [1, 1]);
    expect(lost(events)).toEqual([['b', 1]]);
  });

  it('TK-8 without tokyetto, 31 after 66 is refused', () => {
    const first = play(start(ABC, {}, [1, 1]).state, 'a', announce(66)).state;
    expect(refusal(play(first, 'b', ROLL, [6, 6]).state, 'b', announce(31))).toBe('too-low');
  });

  it('TK-8 real 31 dice stand up to an announced 66', () => {
    const first = play(start(ABC, { variant: 'tokyetto' }, [3, 1]).state, 'a', announce(66)).state;
    expect(lost(play(first, 'b', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
  });
});

describe('TK-9 reversed_doubles in play', () => {
  it('TK-9 11 beats 66; 66 after 11 is refused', () => {
    const first = play(start(ABC, { variant: 'reversed_doubles' }, [1, 1]).state, 'a', announce(66)).state;
    const rolled = play(first, 'b', ROLL, [2, 2]).state;
    expect(tokyo.publicView(rolled).announceValues).toEqual([55, 44, 33, 22, 11, 21]);
    const { state } = play(rolled, 'b', announce(11));
    expect(refusal(play(state, 'c', ROLL, [6, 6]).state, 'c', announce(66))).toBe('too-low');
  });

  it('TK-9 dice 33 under an announced 22 are a bluff', () => {
    const first = play(start(ABC, { variant: 'reversed_doubles' }, [3, 3]).state, 'a', announce(22)).state;
    const { events } = play(first, 'b', DOUBT, [1, 1]);
    expect(named(events, 'doubt')[0]).toMatchObject({ actual: 33, truthful: false });
    expect(lost(events)).toEqual([['a', 1]]);
  });
});

describe('TK-10 double_tokyo in play', () => {
  const opts = { variant: 'double_tokyo' };

  it('TK-10 a 21 is answered normally: roll, doubt or raise to 42/63 — no accept (ruling)', () => {
    const state = play(start(ABC, opts, [2, 1]).state, 'a', announce(21)).state;
    expect(tokyo.publicView(state).tokyoAnnounced).toBe(true);
    expect(allowedActions(state, 'b')).toEqual(['roll', 'doubt', 'raise']);
    expect(tokyo.publicView(state).raiseValues).toEqual([42, 63]);
    expect(refusal(state, 'b', ACCEPT)).toBe('not-now');
    const rolled = play(state, 'b', ROLL, [4, 2]).state;
    expect(tokyo.publicView(rolled).announceValues).toEqual([42, 63]);
    expect(refusal(rolled, 'b', announce(21))).toBe('too-low');
    expect(refusal(rolled, 'b', announce(66))).toBe('too-low');
    const at42 = play(rolled, 'b', announce(42)).state;
    expect(allowedActions(at42, 'c')).toEqual(['roll', 'doubt', 'raise']);
    expect(tokyo.publicView(at42).raiseValues).toEqual([63]);
  });

  it('TK-10 + TK-6 the triple Tokyo (63) may only be accepted or doubted; accepting costs one life', () => {
    const at63 = script(start(ABC, opts, [2, 1]).state, [
      ['a', announce(21)],
      ['b', ROLL, [4, 2]],
      ['b', announce(42)],
      ['c', ROLL, [6, 3]],
      ['c', announce(63)],
    ]).state;
    expect(allowedActions(at63, 'a')).toEqual(['doubt', 'accept']);
    expect(refusal(at63, 'a', ROLL)).toBe('not-now');
    expect(refusal(at63, 'a', raise(63))).toBe('not-now');
    const { state, events } = play(at63, 'a', ACCEPT, [5, 5]);
    expect(reveals(events)).toEqual([]);
    expect(lost(events)).toEqual([['a', 1]]);
    expect(state.holder).toBe('a');
  });

  it('TK-10 + TK-6 doubting a real 63 (after a 21) costs two; a bluffed one costs the announcer one', () => {
    const real = script(start(ABC, opts, [2, 1]).state, [
      ['a', announce(21)],
      ['b', ROLL, [6, 3]],
      ['b', announce(63)],
    ]).state;
    expect(allowedActions(real, 'c')).toEqual(['doubt', 'accept']);
    expect(lost(play(real, 'c', DOUBT, [1, 1]).events)).toEqual([['c', 2]]);
    const bluff = script(start(ABC, opts, [2, 1]).state, [
      ['a', announce(21)],
      ['b', ROLL, [6, 6]],
      ['b', announce(63)],
    ]).state;
    expect(lost(play(bluff, 'c', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
  });

  it('TK-10 doubting a real 21 costs the doubter one life (the two-life rule moves to 63, ruling)', () => {
    const state = play(start(ABC, opts, [1, 2]).state, 'a', announce(21)).state;
    expect(lost(play(state, 'b', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
  });

  it('TK-10 after a 21, real 42 dice stand up to an announced 42; a blind raise to 42 answers for them', () => {
    const state = script(start(ABC, opts, [4, 2]).state, [
      ['a', announce(21)],
      ['b', raise(42)],
    ]).state;
    expect(tokyo.publicView(state).blind).toBe(true);
    const { events } = play(state, 'c', DOUBT, [1, 1]);
    expect(named(events, 'doubt')[0]).toMatchObject({ announcer: 'b', announced: 42, actual: 42, truthful: true });
    expect(lost(events)).toEqual([['c', 1]]);
  });

  it('TK-10 before any 21, 42 and 63 are plain low values', () => {
    const state = play(start(ABC, opts, [4, 2]).state, 'a', announce(63)).state;
    expect(tokyo.publicView(state).tokyoAnnounced).toBe(false);
    expect(allowedActions(state, 'b')).toEqual(['roll', 'doubt', 'raise']);
    expect(tokyo.publicView(state).raiseValues).toEqual([64, 65, 11, 22, 33, 44, 55, 66, 21]);
    // 42 under an announced 63, with no 21 yet: a bluff.
    expect(lost(play(state, 'b', DOUBT, [1, 1]).events)).toEqual([['a', 1]]);
  });

  it('TK-10 a new hand forgets the 21', () => {
    const state = script(start(ABC, opts, [2, 1]).state, [
      ['a', announce(21)],
      ['b', DOUBT, [4, 2]],
    ]).state;
    expect(tokyo.publicView(state).tokyoAnnounced).toBe(false);
    expect(play(state, 'b', announce(42)).state.tokyoAnnounced).toBe(false);
  });
});

describe('TK-16 double_tokyo rulings', () => {
  const opts = { variant: 'double_tokyo' };
  /** A hand where a announces 21 and b answers with `value` on these dice, blind (no dice) or after a roll. */
  function answered(options: Record<string, string>, value: number, dice?: [number, number]): TokyoState {
    const at21 = play(start(ABC, options, [2, 1]).state, 'a', announce(21)).state;
    if (!dice) return play(at21, 'b', raise(value)).state;
    return play(play(at21, 'b', ROLL, dice).state, 'b', announce(value)).state;
  }

  it('TK-16 once 21 is announced, neither 21 nor 42 can be accepted; only 63 can', () => {
    const at21 = play(start(ABC, opts, [2, 1]).state, 'a', announce(21)).state;
    expect(refusal(at21, 'b', ACCEPT)).toBe('not-now');
    const at42 = answered(opts, 42, [4, 2]);
    expect(allowedActions(at42, 'c')).not.toContain('accept');
    expect(refusal(at42, 'c', ACCEPT)).toBe('not-now');
    const at63 = answered(opts, 63, [6, 3]);
    expect(refusal(at63, 'c', ACCEPT)).toBe('accepted');
  });

  it('TK-16 doubting a true 21 or 42 costs the doubter one life, a true 63 two', () => {
    const true21 = play(start(ABC, opts, [2, 1]).state, 'a', announce(21)).state;
    expect(lost(play(true21, 'b', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
    expect(lost(play(answered(opts, 42, [4, 2]), 'c', DOUBT, [1, 1]).events)).toEqual([['c', 1]]);
    expect(lost(play(answered(opts, 63, [6, 3]), 'c', DOUBT, [1, 1]).events)).toEqual([['c', 2]]);
  });

  it('TK-16 + TK-12 bluff_penalty_two: a bluffed 21 costs two, a bluffed 42 or 63 one', () => {
    const both = { variant: 'double_tokyo,bluff_penalty_two' };
    const bluff21 = play(start(ABC, both, [6, 6]).state, 'a', announce(21)).state;
    expect(lost(play(bluff21, 'b', DOUBT, [1, 1]).events)).toEqual([['a', 2]]);
    expect(lost(play(answered(both, 42, [5, 5]), 'c', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
    expect(lost(play(answered(both, 63, [5, 5]), 'c', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
    // A blind raise to 63 over dice that are not 63: the raiser answers for them, with one life.
    expect(lost(play(answered(both, 63), 'c', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
  });
});

describe('TK-11 sum_values in play', () => {
  const opts = { variant: 'sum_values' };

  it('TK-11 62 after 53 is refused as equal; 54 is higher', () => {
    const rolled = script(start(ABC, opts, [5, 3]).state, [
      ['a', announce(53)],
      ['b', ROLL, [6, 2]],
    ]).state;
    expect(refusal(rolled, 'b', announce(62))).toBe('too-low');
    expect(tokyo.publicView(rolled).announceValues).toEqual([54, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21]);
    expect(refusal(rolled, 'b', announce(54))).toBe('accepted');
  });

  it('TK-11 dice 53 under an announced 62 rank equal: the doubter loses', () => {
    const state = play(start(ABC, opts, [5, 3]).state, 'a', announce(62)).state;
    const { events } = play(state, 'b', DOUBT, [1, 1]);
    expect(named(events, 'doubt')[0]).toMatchObject({ actual: 53, truthful: true });
    expect(lost(events)).toEqual([['b', 1]]);
  });

  it('TK-11 doubles still beat every sum: dice 65 under an announced 11 are a bluff', () => {
    const state = play(start(ABC, opts, [6, 5]).state, 'a', announce(11)).state;
    expect(lost(play(state, 'b', DOUBT, [1, 1]).events)).toEqual([['a', 1]]);
  });
});

describe('TK-12 bluff_penalty_two in play', () => {
  const opts = { variant: 'bluff_penalty_two' };

  it('TK-12 an announcer caught bluffing a 21 loses two lives', () => {
    const state = play(start(ABC, opts, [6, 6]).state, 'a', announce(21)).state;
    const { state: after, events } = play(state, 'b', DOUBT, [1, 1]);
    expect(lost(events)).toEqual([['a', 2]]);
    expect(livesOf(after)).toEqual({ a: 4, b: 6, c: 6 });
    expect(after.holder).toBe('b');
  });

  it('TK-12 a blind raiser caught on a 21 loses two', () => {
    const state = script(start(ABC, opts, [6, 6]).state, [
      ['a', announce(66)],
      ['b', raise(21)],
    ]).state;
    expect(lost(play(state, 'c', DOUBT, [1, 1]).events)).toEqual([['b', 2]]);
  });

  it('TK-12 other caught bluffs still cost one; a real 21 doubted still costs the doubter two', () => {
    const bluff = play(start(ABC, opts, [3, 1]).state, 'a', announce(66)).state;
    expect(lost(play(bluff, 'b', DOUBT, [1, 1]).events)).toEqual([['a', 1]]);
    const real = play(start(ABC, opts, [2, 1]).state, 'a', announce(21)).state;
    expect(lost(play(real, 'b', DOUBT, [1, 1]).events)).toEqual([['b', 2]]);
  });
});

describe('TK-13 allow_equal in play', () => {
  const opts = { variant: 'allow_equal' };

  it('TK-13 an equal announcement is accepted; blind raises are neither offered nor allowed', () => {
    const state = play(start(ABC, opts, [4, 3]).state, 'a', announce(43)).state;
    expect(allowedActions(state, 'b')).toEqual(['roll', 'doubt']);
    expect(tokyo.publicView(state).raiseValues).toEqual([]);
    expect(refusal(state, 'b', raise(51))).toBe('not-now');
    const rolled = play(state, 'b', ROLL, [1, 1]).state;
    expect(tokyo.publicView(rolled).announceValues[0]).toBe(43);
    expect(refusal(rolled, 'b', announce(42))).toBe('too-low');
    expect(play(rolled, 'b', announce(43)).state.announcement).toBe(43);
  });

  it('TK-13 a 21 may be answered with another 21 (roll, doubt or accept are offered)', () => {
    const state = play(start(ABC, opts, [2, 1]).state, 'a', announce(21)).state;
    expect(allowedActions(state, 'b')).toEqual(['roll', 'doubt', 'accept']);
    const rolled = play(state, 'b', ROLL, [6, 6]).state;
    expect(tokyo.publicView(rolled).announceValues).toEqual([21]);
    const again = play(rolled, 'b', announce(21)).state;
    expect(allowedActions(again, 'c')).toEqual(['roll', 'doubt', 'accept']);
    // Outside Beghel, b's caught bluffed 21 costs one life.
    expect(lost(play(again, 'c', DOUBT, [1, 1]).events)).toEqual([['b', 1]]);
    expect(lost(play(again, 'c', ACCEPT, [1, 1]).events)).toEqual([['c', 1]]);
  });
});

describe('TK-14 preset beghel', () => {
  const opts = { preset: 'beghel' };

  it('TK-14 lives 9 and allow_equal: equal announcements, no blind raises', () => {
    const { state } = start(ABC, opts, [4, 3]);
    expect(livesOf(state)).toEqual({ a: 9, b: 9, c: 9 });
    expect(tokyo.publicView(state).variants).toMatchObject({ allowEqual: true, beghel: true });
    const at43 = play(state, 'a', announce(43)).state;
    expect(allowedActions(at43, 'b')).toEqual(['roll', 'doubt']);
    expect(refusal(at43, 'b', raise(51))).toBe('not-now');
    expect(refusal(play(at43, 'b', ROLL, [1, 1]).state, 'b', announce(43))).toBe('accepted');
  });

  it('TK-14 accepting a 21 costs two lives; the cup stays closed', () => {
    const state = play(start(ABC, opts, [6, 6]).state, 'a', announce(21)).state;
    const { state: after, events } = play(state, 'b', ACCEPT, [1, 1]);
    expect(lost(events)).toEqual([['b', 2]]);
    expect(reveals(events)).toEqual([]);
    expect(after.holder).toBe('b');
  });

  it('TK-14 failing to equal a 21 (a 21 answered with a bluffed 21, caught) costs two lives', () => {
    const state = script(start(ABC, opts, [2, 1]).state, [
      ['a', announce(21)],
      ['b', ROLL, [6, 6]],
      ['b', announce(21)],
    ]).state;
    const { state: after, events } = play(state, 'c', DOUBT, [1, 1]);
    expect(lost(events)).toEqual([['b', 2]]);
    expect(livesOf(after)).toEqual({ a: 9, b: 7, c: 9 });
    expect(after.holder).toBe('c');
  });

  it('TK-14 a real 21 answering a 21, doubted, costs the doubter two (TK-6)', () => {
    const state = script(start(ABC, opts, [6, 6]).state, [
      ['a', announce(21)],
      ['b', ROLL, [1, 2]],
      ['b', announce(21)],
    ]).state;
    expect(lost(play(state, 'c', DOUBT, [1, 1]).events)).toEqual([['c', 2]]);
  });

  it('TK-14 a first 21 of a hand caught as a bluff costs one (it equals nothing, ruling)', () => {
    const state = play(start(ABC, opts, [6, 6]).state, 'a', announce(21)).state;
    expect(lost(play(state, 'b', DOUBT, [1, 1]).events)).toEqual([['a', 1]]);
  });
});
