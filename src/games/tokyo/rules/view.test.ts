// Unit tests of Tokyo's views: the cup stays hidden, the blind flag, and the choices offered are exactly what the rules accept.
import { describe, expect, it } from 'vitest';
import { ACCEPT, announce, DOUBT, play, ROLL, raise, refusal, start } from '../../testing/tokyo.js';
import { tokyo } from './game.js';
import type { TokyoAction } from './options.js';
import type { TokyoState } from './state.js';
import { ALL_VALUES } from './values.js';
import { allowedActions } from './view.js';

// Tokyo, RULES.md §2: what the views show. The cup stays hidden (TK-3, TK-4),
// and the offered choices and value lists are exactly what the rules accept
// (TK-4 … TK-6, TK-13).

/** Whether the rules take this action now (rolling dice, if it must, is taking it). */
const accepted = (state: TokyoState, actor: string, action: TokyoAction): boolean => refusal(state, actor, action) === 'accepted';

function script(state: TokyoState, steps: [string, TokyoAction, number[]?][]): TokyoState {
  for (const [actor, action, dice] of steps) state = play(state, actor, action, dice ?? []).state;
  return state;
}

function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
  return [];
}

const ABC = ['a', 'b', 'c'] as const;

describe('TK-3 / TK-4 the cup stays hidden', () => {
  it('TK-3 the public view has no dice and no cup, only the announcement', () => {
    const { state } = start(ABC, { lives: 3, buy_in: 0 }, [6, 6]);
    const view = tokyo.publicView(state);
    expect(Object.keys(view).sort()).toEqual(
      [
        'announcement',
        'announceValues',
        'announcer',
        'blind',
        'choices',
        'hand',
        'holder',
        'phase',
        'pot',
        'raiseValues',
        'seats',
        'tokyoAnnounced',
        'variants',
        'winner',
      ].sort(),
    );
    const answering = play(state, 'a', announce(21)).state;
    for (const shown of [view, tokyo.publicView(answering)]) {
      expect(keysDeep(shown)).not.toContain('dice');
      expect(keysDeep(shown)).not.toContain('cup');
    }
    // Lives 3, pot 0, hand 1, announcement 21: a 6 anywhere would be the cup leaking.
    expect(JSON.stringify(tokyo.publicView(answering))).not.toMatch(/6/);
  });

  it('TK-4a rolling and announcing publish no dice outside the hidden roll', () => {
    const state = play(start(ABC, { buy_in: 0 }, [2, 1]).state, 'a', announce(32)).state;
    const rolled = play(state, 'b', ROLL, [5, 4]);
    const open = rolled.events.filter((event) => event.type !== 'hidden-roll');
    expect(JSON.stringify(open)).not.toMatch(/[45]/);
    const said = play(rolled.state, 'b', announce(61));
    expect(JSON.stringify(said.events)).not.toMatch(/54|\[5,4\]/);
    expect(JSON.stringify(tokyo.publicView(said.state))).not.toMatch(/"dice"/);
  });

  it('TK-4 seatView shows the dice to their roller only: not to a blind raiser, not after a new hand; nobody unseated sees anything', () => {
    let state = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    expect(tokyo.seatView(state, 'a')).toEqual({ dice: [3, 1] });
    state = play(state, 'b', raise(51)).state;
    expect(tokyo.seatView(state, 'b')).toEqual({ dice: null });
    expect(tokyo.seatView(state, 'c')).toEqual({ dice: null });
    state = play(state, 'c', ROLL, [6, 2]).state;
    expect(tokyo.seatView(state, 'c')).toEqual({ dice: [6, 2] });
    expect(tokyo.seatView(state, 'a')).toEqual({ dice: null });
    state = play(state, 'c', announce(62)).state;
    state = play(state, 'a', DOUBT, [4, 4]).state;
    expect(tokyo.seatView(state, 'c')).toEqual({ dice: null });
    expect(tokyo.seatView(state, 'a')).toEqual({ dice: [4, 4] });
    expect(tokyo.seatView(state, 'nobody')).toBeNull();
  });
});

describe('TK-4 the blind flag', () => {
  it('TK-4c the view marks a blind raise as blind, and a plain announcement as not', () => {
    let state = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    expect(tokyo.publicView(state).blind).toBe(false);
    state = play(state, 'b', raise(51)).state;
    expect(tokyo.publicView(state).blind).toBe(true);
    state = play(state, 'c', DOUBT, [2, 2]).state;
    expect(tokyo.publicView(state).blind).toBe(false);
  });

  it('TK-4a after the receiver rolls, the standing announcement (made with a roll) is still not blind', () => {
    const state = play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state;
    const rolled = play(state, 'b', ROLL, [5, 2]).state;
    // a rolled and announced 43; b's roll does not make a's announcement blind.
    expect(tokyo.publicView(rolled).announcer).toBe('a');
    expect(tokyo.publicView(rolled).blind).toBe(false);
  });
});

describe('TK-4 … TK-6, TK-13 choices are exactly the legal actions', () => {
  const cases: [string, () => TokyoState][] = [
    ['TK-3 opening a hand', () => start(ABC, {}, [3, 1]).state],
    ['TK-4 answering 43', () => play(start(ABC, {}, [3, 1]).state, 'a', announce(43)).state],
    [
      'TK-4a announcing after a roll',
      () =>
        script(start(ABC, {}, [3, 1]).state, [
          ['a', announce(43)],
          ['b', ROLL, [2, 2]],
        ]),
    ],
    [
      'TK-4c answering a blind raise',
      () =>
        script(start(ABC, {}, [3, 1]).state, [
          ['a', announce(43)],
          ['b', raise(66)],
        ]),
    ],
    ['TK-6 answering 21', () => play(start(ABC, {}, [3, 1]).state, 'a', announce(21)).state],
    ['TK-10 answering 21 with double_tokyo', () => play(start(ABC, { variant: 'double_tokyo' }, [3, 1]).state, 'a', announce(21)).state],
    ['TK-13 answering 43 with allow_equal', () => play(start(ABC, { variant: 'allow_equal' }, [3, 1]).state, 'a', announce(43)).state],
    ['TK-13 answering 21 with allow_equal', () => play(start(ABC, { variant: 'allow_equal' }, [3, 1]).state, 'a', announce(21)).state],
    ['TK-14 answering 21 in beghel', () => play(start(ABC, { preset: 'beghel' }, [3, 1]).state, 'a', announce(21)).state],
  ];

  for (const [title, make] of cases) {
    it(`${title}: allowedActions match what apply accepts, for the holder only`, () => {
      const state = make();
      const holder = state.holder!;
      const offered = allowedActions(state, holder);
      const view = tokyo.publicView(state);
      expect(view.choices).toEqual(offered);
      for (const other of ABC.filter((player) => player !== holder)) {
        expect(allowedActions(state, other)).toEqual([]);
        expect(accepted(state, other, DOUBT)).toBe(false);
      }
      const tries: Record<string, TokyoAction> = {
        announce: announce(view.announceValues[0] ?? 21),
        roll: ROLL,
        doubt: DOUBT,
        raise: raise(view.raiseValues[0] ?? 21),
        accept: ACCEPT,
      };
      for (const [kind, action] of Object.entries(tries)) expect([kind, accepted(state, holder, action)]).toEqual([kind, offered.includes(kind as never)]);
    });

    it(`${title}: announceValues and raiseValues are exactly the values accepted`, () => {
      const state = make();
      const holder = state.holder!;
      const view = tokyo.publicView(state);
      expect(view.announceValues.length > 0).toBe(view.choices.includes('announce'));
      expect(view.raiseValues.length > 0).toBe(view.choices.includes('raise'));
      expect(ALL_VALUES.filter((value) => accepted(state, holder, announce(value)))).toEqual(
        [...view.announceValues].sort((x, y) => ALL_VALUES.indexOf(x) - ALL_VALUES.indexOf(y)),
      );
      expect(ALL_VALUES.filter((value) => accepted(state, holder, raise(value)))).toEqual(
        [...view.raiseValues].sort((x, y) => ALL_VALUES.indexOf(x) - ALL_VALUES.indexOf(y)),
      );
    });
  }

  it('TK-4c raiseValues list the strictly higher values; announceValues are empty while answering', () => {
    const view = tokyo.publicView(play(start(ABC, {}, [3, 1]).state, 'a', announce(64)).state);
    expect(view.choices).toEqual(['roll', 'doubt', 'raise']);
    expect(view.announceValues).toEqual([]);
    expect(view.raiseValues).toEqual([65, 11, 22, 33, 44, 55, 66, 21]);
  });

  it('TK-2 the view shows lives, the holder, the phase and the pot; after the end no choices', () => {
    const { state } = start(['a', 'b'], { lives: 1, buy_in: 7 }, [2, 1]);
    const view = tokyo.publicView(state);
    expect(view).toMatchObject({ hand: 1, holder: 'a', phase: 'announce', announcement: null, announcer: null, pot: 14, winner: null, raiseValues: [] });
    expect(view.seats).toEqual([
      { player: 'a', lives: 1 },
      { player: 'b', lives: 1 },
    ]);
    const over = script(state, [
      ['a', announce(21)],
      ['b', DOUBT],
    ]);
    expect(tokyo.publicView(over)).toMatchObject({ holder: null, winner: 'a', choices: [], announceValues: [], raiseValues: [], pot: 0 });
    expect(tokyo.publicView(over).seats).toEqual([
      { player: 'a', lives: 1 },
      { player: 'b', lives: 0 },
    ]);
  });
});
