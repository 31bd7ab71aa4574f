// Unit: long rosters, announcements and bet menus are split to fit Discord's limits without dropping a player, a mention or a choice.
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../src/discord/kit/budget.js';
import { packLines } from '../src/discord/render/announcements.js';
import { betChoices, openBetting } from '../src/games/shared/betting.js';

describe('what Discord limits never cut off', () => {
  it('a roster longer than one embed field is spread over several, every player kept (LD-1: no upper limit)', () => {
    const lines = Array.from({ length: 30 }, (_, index) => `${index + 1}. <@10000000000000000${String(index).padStart(2, '0')}> [DND] — 1 die`);
    const fields = fieldsOf('Players', lines);
    expect(fields.length).toBeGreaterThan(1);
    expect(fields[0]!.name).toBe('Players');
    for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(1024);
    expect(fields.flatMap((field) => field.value.split('\n'))).toEqual(lines);
  });

  it('an announcement longer than a message is split between list items, never mid-mention', () => {
    const line = `Round 3: ${Array.from({ length: 120 }, (_, index) => `<@1000000000000000${String(index).padStart(3, '0')}> ${index}`).join(', ')}`;
    const messages = packLines([line]);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) {
      expect(message.length).toBeLessThanOrEqual(2000);
      expect(message).not.toMatch(/<@\d*$/);
    }
    expect(messages.join(', ')).toBe(line);
  });

  it('VJ-5, issue 30: a bet menu under a high cap takes regular steps from the lowest to the cap, within 25 choices', () => {
    const phase = openBetting(['a', 'b'], 1, 400);
    const choices = betChoices(phase);
    expect(choices).toEqual(Array.from({ length: 21 }, (_, step) => step * 20));
    expect(choices[0]).toBe(0);
    expect(choices.at(-1)).toBe(400);
    expect([...choices].sort((x, y) => x - y)).toEqual(choices);
    const small = betChoices(openBetting(['a', 'b'], 5, 20));
    expect(small).toEqual([0, 5, 10, 15, 20]);
  });
});
