// End-to-end: how Tokyo names values — sums under sum_values (TK-17), refusals true under double_tokyo (TK-16), an empty variant list refused.
import { describe, expect, it } from 'vitest';
import { shownText, tableMessage, useSandbox } from './helpers.js';

// How Tokyo names values to the table through Discord: sums beside values
// under sum_values and the lowest value allowed in a refusal (TK-17), and
// refusals that stay true under double_tokyo (TK-16).

const e2e = useSandbox();
const { at, said } = e2e;
const play = (players: string[], firstCup: [number, number], options: Record<string, string | number | boolean> = {}) =>
  e2e.startGame('tokyo', players, firstCup, options);
const tokyo = (name: string, sub: string, options: Record<string, string | number> = {}) => e2e.run(name, 'tokyo', sub, options);

/** The labels of the table message's first menu. */
const menuLabels = () => (tableMessage(e2e.sandbox).components[0]!.components[0] as { options: { label: string }[] }).options.map((option) => option.label);

describe('TK-17 sum_values through Discord', () => {
  it('TK-17 the table, its menus, a refusal, the lifted cup and the scoresheet show each value with its sum; doubles and 21 keep their names', async () => {
    await play(['alice', 'bob', 'carol'], [5, 3], { variant: 'sum_values' });
    expect(menuLabels().slice(0, 3)).toEqual(['31 (4)', '32 (5)', '41 (5)']);
    expect(menuLabels().slice(-3)).toEqual(['55', '66', 'Tokyo (21)']);
    await tokyo('alice', 'announce', { value: 62 });
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`Announced: 62 (8) by alice`);
    expect(menuLabels().slice(0, 2)).toEqual(['54 (9)', '63 (9)']);
    await tokyo('bob', 'raise', { value: 53 });
    expect(said('bob')).toBe('You cannot announce 53 (8) after 62 (8); the lowest you may announce now is a sum of 9 (54, 63).');
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.press('bob', 'Doubt');
    expect(said('carol', 'channel')).toContain(`${at('bob')} lifts the cup on ${at('alice')}'s 62 (8): it shows 53 (8). The announcement stands.`);
    const sheet = await e2e.scoresheet('carol');
    expect(sheet.text).toContain(`Announcements: ${at('alice')} 62 (8)`);
    expect(sheet.text).toContain(`Doubt by ${at('bob')}: 53 (8) under the cup, true`);
  });
});

describe('TK-16 double_tokyo through Discord', () => {
  it('TK-16 after a 21 neither 21 nor 42 can be accepted, and the refusal says what can; a blind raise to 42 is allowed', async () => {
    await play(['alice', 'bob', 'carol'], [2, 1], { variant: 'double_tokyo' });
    await tokyo('alice', 'announce', { value: 21 });
    await tokyo('bob', 'accept');
    expect(said('bob')).toBe('Tokyo (21) cannot be accepted, only triple Tokyo (63): you may roll, doubt or raise blind.');
    await e2e.sandbox.select('bob', 'Raise blind…', '42');
    expect(shownText(tableMessage(e2e.sandbox))).toContain(`Announced: double Tokyo (42) by bob (blind)`);
    await tokyo('carol', 'accept');
    expect(said('carol')).toBe('double Tokyo (42) cannot be accepted, only triple Tokyo (63): you may roll, doubt or raise blind.');
    // The dice are a's 21, under an announced 42: the blind raiser answers for them with one life.
    e2e.sandbox.dice.force([3, 3]);
    await e2e.sandbox.press('carol', 'Doubt');
    expect(said('alice', 'channel')).toContain(`it shows Tokyo (21). Caught bluffing!`);
    expect(said('alice', 'channel')).toContain(`${at('bob')} loses a life — 5 left.`);
  });
});

describe('the variant option', () => {
  it('TK-8 … TK-13 an empty variant list is refused naming the option and the variants allowed; no table opens', async () => {
    await e2e.run('alice', 'tokyo', 'open', { variant: ',,,' });
    expect(said('alice')).toBe(
      'The option variant is not valid: a variant name is empty; give one or more of tokyetto, reversed_doubles, double_tokyo, sum_values, bluff_penalty_two, allow_equal, separated by single commas.',
    );
    expect(e2e.sandbox.standin.channelMessages()).toEqual([]);
  });
});
