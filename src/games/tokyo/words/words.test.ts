// Unit tests of Tokyo's sentences: refusals naming the lowest value allowed and true under every variant, and the scoresheet's words (TK-15 … TK-17).
import { describe, expect, it } from 'vitest';
import { type Reader, sentenceOf } from '../../../discord/kit/wording.js';
import { invalidOption } from '../../../engine/invalid-option.js';
import type { LoggedAction } from '../../../engine/tables/recorded.js';
import { speaking } from '../../../i18n/language.js';
import { DrivenTable } from '../../testing/game-driver.js';
import { scriptedRng } from '../../testing/replayable.js';
import { ACCEPT, announce, DOUBT, play, ROLL, raise, start, tokyoDriver } from '../../testing/tokyo.js';
import type { TokyoEvent } from '../rules/events.js';
import { tokyo } from '../rules/game.js';
import { type TokyoAction, tokyoOptionsSchema, VARIANT_NAMES } from '../rules/options.js';
import type { TokyoState } from '../rules/state.js';
import { ALL_VALUES } from '../rules/values.js';
import { allowedActions, type TokyoView } from '../rules/view.js';
import { tokyoScoresheet } from '../table/sheet.js';
import { tokyoWords } from './index.js';

// Tokyo, RULES.md §2: the sentences a player reads when the rules say no,
// worded as the Discord layer words them — true under every variant
// (TK-16's rulings for double_tokyo), naming the lowest value allowed and
// the sums under sum_values (TK-17) — and the scoresheet's words for them.

const reader: Reader = {
  member: (userId) => `@${userId}`,
  money: (amount) => `${amount}`,
  game: (gameId) => gameId,
  words: tokyoWords,
};

/** What the holder reads when `action` is refused, or null if the rules take it. */
function told(state: TokyoState, action: TokyoAction): string | null {
  const outcome = tokyo.apply(state, state.holder!, action, scriptedRng([6, 5]), 0);
  return outcome.ok ? null : sentenceOf(outcome.error, reader);
}

function script(state: TokyoState, steps: [string, TokyoAction, number[]?][]): TokyoState {
  for (const [actor, action, dice] of steps) state = play(state, actor, action, dice ?? []).state;
  return state;
}

const ABC = ['a', 'b', 'c'] as const;

describe('TK-17 a refused announcement names the lowest value allowed', () => {
  it('TK-17 without variants: the lowest value that beats the announcement', () => {
    const rolled = script(start(ABC, {}, [3, 1]).state, [
      ['a', announce(43)],
      ['b', ROLL, [5, 2]],
    ]);
    expect(told(rolled, announce(42))).toBe('You cannot announce 42 after 43; the lowest you may announce now is 51.');
    const answering = play(start(ABC, {}, [3, 1]).state, 'a', announce(66)).state;
    expect(told(answering, raise(55))).toBe('You cannot announce 55 after 66; the lowest you may announce now is Tokyo (21).');
  });

  it('TK-17 + TK-11 sum_values: sums beside the values, and every value of the lowest sum allowed', () => {
    const rolled = script(start(ABC, { variant: 'sum_values' }, [5, 3]).state, [
      ['a', announce(53)],
      ['b', ROLL, [6, 2]],
    ]);
    expect(told(rolled, announce(62))).toBe('You cannot announce 62 (8) after 53 (8); the lowest you may announce now is a sum of 9 (54, 63).');
    const doubles = play(start(ABC, { variant: 'sum_values' }, [5, 3]).state, 'a', announce(65)).state;
    expect(told(doubles, raise(64))).toBe('You cannot announce 64 (10) after 65 (11); the lowest you may announce now is 11.');
  });

  it('TK-17 + TK-8 tokyetto with sum_values: 31 keeps its name without a sum', () => {
    const state = play(start(ABC, { variant: 'sum_values, tokyetto' }, [5, 3]).state, 'a', announce(66)).state;
    expect(told(state, raise(65))).toBe('You cannot announce 65 (11) after 66; the lowest you may announce now is 31.');
  });

  it('TK-17 + TK-13 allow_equal: the lowest allowed is the announcement itself', () => {
    const rolled = script(start(ABC, { variant: 'allow_equal' }, [3, 1]).state, [
      ['a', announce(55)],
      ['b', ROLL, [5, 2]],
    ]);
    expect(told(rolled, announce(54))).toBe('You cannot announce 54 after 55; the lowest you may announce now is 55.');
  });

  it('TK-17 + TK-10 double_tokyo after a 21: names double Tokyo, with no sum even under sum_values', () => {
    const rolled = script(start(ABC, { variant: 'double_tokyo,sum_values' }, [2, 1]).state, [
      ['a', announce(21)],
      ['b', ROLL, [4, 2]],
    ]);
    expect(told(rolled, announce(66))).toBe('You cannot announce 66 after Tokyo (21); the lowest you may announce now is double Tokyo (42).');
  });
});

describe('TK-16 what a refusal says is true under every variant', () => {
  it('TK-6 without double_tokyo only a 21 is accepted; a 21 takes no roll and no blind raise', () => {
    const at55 = play(start(ABC, {}, [3, 1]).state, 'a', announce(55)).state;
    expect(told(at55, ACCEPT)).toBe('55 cannot be accepted, only Tokyo (21): you may roll, doubt or raise blind.');
    const at21 = play(start(ABC, {}, [3, 1]).state, 'a', announce(21)).state;
    expect(told(at21, ROLL)).toBe('You cannot roll on Tokyo (21): you may doubt or accept.');
    expect(told(at21, raise(21))).toBe('You cannot raise blind on Tokyo (21): you may doubt or accept.');
  });

  it('TK-16 with double_tokyo a 21 and a 42 cannot be accepted, only the triple Tokyo; a blind raise after a 21 is allowed', () => {
    const at21 = play(start(ABC, { variant: 'double_tokyo' }, [2, 1]).state, 'a', announce(21)).state;
    expect(told(at21, ACCEPT)).toBe('Tokyo (21) cannot be accepted, only triple Tokyo (63): you may roll, doubt or raise blind.');
    expect(told(at21, raise(42))).toBeNull();
    const at42 = play(at21, 'b', raise(42)).state;
    expect(told(at42, ACCEPT)).toBe('double Tokyo (42) cannot be accepted, only triple Tokyo (63): you may roll, doubt or raise blind.');
    const at63 = play(at42, 'c', raise(63)).state;
    expect(told(at63, raise(63))).toBe('You cannot raise blind on triple Tokyo (63): you may doubt or accept.');
    expect(told(at63, ACCEPT)).toBeNull();
  });

  it('TK-10, TK-16, issue 30: with double_tokyo, before any 21 a 63 is a plain 63, and the refusal says what would make it a triple Tokyo', () => {
    const at63 = play(start(ABC, { variant: 'double_tokyo' }, [3, 1]).state, 'a', announce(63)).state;
    expect(told(at63, ACCEPT)).toBe(
      '63 cannot be accepted: with double Tokyo only a triple Tokyo can be, a 63 announced after a 21 in the same hand; you may roll, doubt or raise blind.',
    );
    expect(speaking('ro', () => told(at63, ACCEPT))).toBe(
      '63 nu se poate accepta: cu double Tokyo se poate accepta doar un triple Tokyo, un 63 anunțat după un 21 în aceeași mână; poți arunca, ridica paharul sau urca pe nevăzute.',
    );
  });

  it('TK-13 / TK-14 no blind raises with allow_equal or in Beghel, and the refusal says which', () => {
    const equal = play(start(ABC, { variant: 'allow_equal' }, [3, 1]).state, 'a', announce(43)).state;
    expect(told(equal, raise(44))).toBe('Blind raises are not played with allow_equal: you may roll or doubt.');
    const beghel = play(start(ABC, { preset: 'beghel' }, [3, 1]).state, 'a', announce(21)).state;
    expect(told(beghel, raise(21))).toBe('Blind raises are not played in Beghel: you may roll, doubt or accept.');
  });

  it('TK-3 one who has rolled must announce; one who answers must answer first', () => {
    const opening = start(ABC, {}, [3, 1]).state;
    for (const action of [ROLL, DOUBT, ACCEPT, raise(43)]) expect(told(opening, action)).toBe('You have rolled: announce a value first.');
    const at21 = play(opening, 'a', announce(21)).state;
    expect(told(at21, announce(21))).toBe('Answer the announcement first: you may doubt or accept.');
  });

  // Every refusal in many states of many variants: no placeholder left, and "you may …" lists exactly the holder's choices.
  const VARIANTS = [{}, { variant: 'tokyetto' }, { variant: 'double_tokyo' }, { variant: 'sum_values' }, { variant: 'allow_equal' }, { preset: 'beghel' }];
  const VARIANTS_MIXED = [
    { variant: 'double_tokyo,allow_equal' },
    { variant: 'double_tokyo,sum_values,reversed_doubles' },
    { variant: 'double_tokyo', preset: 'beghel' },
  ];
  const CHOICE_WORDS = { announce: 'announce', roll: 'roll', doubt: 'doubt', raise: 'raise blind', accept: 'accept' } as const;

  function statesOf(options: Record<string, string | undefined>): TokyoState[] {
    const states: TokyoState[] = [];
    let layer = [start(ABC, options, [2, 1]).state];
    for (let depth = 0; depth < 4; depth++) {
      const next: TokyoState[] = [];
      for (const state of layer) {
        states.push(state);
        const view = tokyo.publicView(state);
        const holder = state.holder!;
        for (const value of [view.announceValues[0], 21, 42, 63, view.announceValues.at(-1)]) {
          if (value !== undefined && view.announceValues.includes(value)) next.push(play(state, holder, announce(value)).state);
        }
        for (const value of [view.raiseValues[0], 42, 63]) {
          if (value !== undefined && view.raiseValues.includes(value)) next.push(play(state, holder, raise(value)).state);
        }
        if (view.choices.includes('roll')) next.push(play(state, holder, ROLL, [6, 3]).state);
      }
      layer = next;
    }
    return states;
  }

  for (const options of [...VARIANTS, ...VARIANTS_MIXED]) {
    it(`TK-16 every refusal is worded and offers exactly the choices the rules take (${JSON.stringify(options)})`, () => {
      for (const state of statesOf(options)) {
        const allowed = allowedActions(state, state.holder!);
        const actions: TokyoAction[] = [ROLL, DOUBT, ACCEPT, ...ALL_VALUES.flatMap((value) => [announce(value), raise(value)])];
        for (const action of actions) {
          const sentence = told(state, action);
          if (sentence === null) continue;
          expect(sentence).not.toMatch(/[{}]|undefined|—/);
          const may = /: you may (.*)\.$/.exec(sentence)?.[1];
          if (may === undefined) continue;
          for (const [choice, word] of Object.entries(CHOICE_WORDS)) {
            expect([sentence, new RegExp(`\\b${word}\\b`).test(may)]).toEqual([sentence, allowed.includes(choice as never)]);
          }
        }
      }
    });
  }
});

describe('TK-15 / TK-17 the scoresheet', () => {
  const names = { inText: (userId: string) => userId, plain: (userId: string) => userId, money: (amount: number) => `${amount} tria` };
  const sheetOf = (table: { view: TokyoView; log: LoggedAction<TokyoEvent>[] }) =>
    tokyoScoresheet({ id: 7, view: table.view }, table.log, names).text.split('\n');

  it('TK-17 sum_values: each announcement and the dice under a lifted cup show their sums', () => {
    const table = new DrivenTable(tokyoDriver, ABC, { variant: 'sum_values' }, [5, 3]);
    table.act('a', announce(62));
    table.act('b', DOUBT, [1, 1]);
    expect(sheetOf(table)).toEqual(expect.arrayContaining(['Announcements: a 62 (8)', 'Doubt by b: 53 (8) under the cup, true']));
  });

  it('TK-15 the sheet says whether a leave voided the hand, let it go on, or ended the game', () => {
    const table = new DrivenTable(tokyoDriver, ['a', 'b', 'c', 'd'], {}, [3, 1]);
    table.act('a', announce(43));
    table.leave('c');
    table.act('b', raise(51));
    table.leave('d', [2, 2]);
    table.act('a', announce(66));
    table.leave('a');
    expect(sheetOf(table).slice(1)).toEqual([
      '',
      'Hand 1 (starts: a)',
      'Announcements: a 43',
      'c left; the hand went on',
      'Announcements: b 51 (blind)',
      'd left holding the cup; the hand was void',
      '',
      'Hand 2 (starts: a)',
      'Announcements: a 66',
      'a left; the game ended',
      // Issue 30: the last one standing, named, and what they took: four buy-ins of 10.
      '',
      'Winner: b',
      'Pot: 40 tria',
      'Paid out: b 40 tria',
    ]);
  });

  it('TK-15 a bluff caught on one who had left: the sheet says no life was lost', () => {
    const table = new DrivenTable(tokyoDriver, ABC, {}, [3, 1]);
    table.act('a', announce(61));
    table.leave('a');
    table.act('b', DOUBT, [2, 2]);
    expect(sheetOf(table).slice(1, 8)).toEqual([
      '',
      'Hand 1 (starts: a)',
      'Announcements: a 61',
      'a left; the hand went on',
      'Doubt by b: 31 under the cup, a bluff',
      'No life lost: a had left',
      '',
    ]);
  });
});

describe('TK-8 … TK-13 the variant option', () => {
  /** What `/tokyo open variant:…` answers, or the variants it opens with. */
  function opened(variant: string): string | string[] {
    const parsed = tokyoOptionsSchema.safeParse({ variant });
    return parsed.success ? parsed.data.variant : sentenceOf(invalidOption(parsed.error), reader);
  }
  const allowed = VARIANT_NAMES.join(', ');

  it('TK-8 … TK-13 an empty list, or an empty name in it, is refused naming the option and every variant allowed', () => {
    for (const variant of [',,,', 'tokyetto,,sum_values', 'tokyetto,', ',tokyetto', '', '  ', ' , ']) {
      expect([variant, opened(variant)]).toEqual([
        variant,
        `The option variant is not valid: a variant name is empty; give one or more of ${allowed}, separated by single commas.`,
      ]);
    }
  });

  it('TK-8 … TK-13 an unknown name is refused on the option itself, naming every variant allowed', () => {
    expect(opened('tokyetto,nonsense')).toBe(`The option variant is not valid: each name must be one of ${allowed}, separated by commas.`);
  });

  it('TK-8 … TK-13 names may be spaced and repeated; each counts once', () => {
    expect(opened(' tokyetto , double_tokyo,tokyetto ')).toEqual(['tokyetto', 'double_tokyo']);
  });
});
