// Tests for keeping lists and embed fields within Discord's message limits, ending a cut list with "… and N more".
import { describe, expect, it } from 'vitest';
import { andMore, DISCORD_LIMITS, DOCUMENTED_LIMITS, fieldsOf, linesWithin, listWithin, rosterFields, rosterNeeds, shareRoom, sizeOf } from './budget.js';

const mentions = (count: number) => Array.from({ length: count }, (_, index) => `<@1000000000000000${String(index).padStart(3, '0')}>`);
const more = (count: number) => `… and ${count} more — /table status lists everyone`;

describe("lists kept inside Discord's limits (issue 11)", () => {
  it('a list that fits is said whole, exactly as before', () => {
    expect(listWithin(mentions(3), 500)).toBe(mentions(3).join(', '));
    expect(listWithin([], 500)).toBe('');
  });

  it('a list that does not fit keeps its first items in order and says how many it leaves out, within the budget', () => {
    const items = mentions(150);
    const said = listWithin(items, 500);
    expect(said.length).toBeLessThanOrEqual(500);
    const match = /^(.*), … and (\d+) more$/.exec(said)!;
    const shown = match[1]!.split(', ');
    expect(shown).toEqual(items.slice(0, shown.length));
    expect(shown.length + Number(match[2])).toBe(150);
    // Not one more item would have fitted beside the tail.
    expect(`${[...shown, items[shown.length]].join(', ')}, ${andMore(149 - shown.length)}`.length).toBeGreaterThan(500);
  });

  it('sentences of one kind keep the first however long, then as many as fit', () => {
    const lines = Array.from({ length: 40 }, (_, index) => `${mentions(1)[0]} is out — caught by someone, line ${index}.`);
    const said = linesWithin(lines, 500);
    expect(said[0]).toBe(lines[0]);
    expect(said.at(-1)).toMatch(/^… and \d+ more$/);
    expect(said.join('\n').length).toBeLessThanOrEqual(500);
    expect(linesWithin(['x'.repeat(900)], 500)).toEqual(['x'.repeat(900)]);
    expect(linesWithin(['x'.repeat(900), 'y'], 500)).toEqual(['x'.repeat(900), '… and 1 more']);
  });
});

describe('rosters measured into what is left of the embed (issue 11)', () => {
  const lines = Array.from(
    { length: 200 },
    (_, index) => `${index + 1}. <@10000000000000${String(index).padStart(5, '0')}> (The Unbearably Long Team Name) — score 12`,
  );

  it('a roster that fits keeps every line, in fields of at most 1024 characters', () => {
    const { fields, left } = rosterFields('Players', lines.slice(0, 20), { chars: 6000, fields: 25 }, more);
    expect(left).toBe(0);
    expect(fields.flatMap((field) => field.value.split('\n'))).toEqual(lines.slice(0, 20));
  });

  it('a roster past the room shows the first players and "… and N more", inside both its characters and its fields', () => {
    for (const room of [
      { chars: 4000, fields: 25 },
      { chars: 6000, fields: 2 },
      { chars: 500, fields: 25 },
    ]) {
      const { fields, left } = rosterFields('Players', lines, room, more);
      const size = sizeOf(fields);
      expect(size.chars).toBeLessThanOrEqual(room.chars);
      expect(size.fields).toBeLessThanOrEqual(room.fields);
      for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(1024);
      const shown = fields.flatMap((field) => field.value.split('\n'));
      expect(shown.at(-1)).toBe(more(left));
      expect(shown.slice(0, -1)).toEqual(lines.slice(0, 200 - left));
    }
  });

  it('no room at all shows nothing rather than a refused message', () => {
    expect(rosterFields('Players', lines, { chars: 10, fields: 25 }, more)).toEqual({ fields: [], left: 200 });
    expect(rosterFields('Players', lines, { chars: 6000, fields: 0 }, more)).toEqual({ fields: [], left: 200 });
  });

  it('players and watchers share the room: watchers get what players leave, and a quarter when both are long', () => {
    const room = { chars: 5600, fields: 22 };
    const few = rosterNeeds('Players', lines.slice(0, 5));
    const crowd = rosterNeeds('Watchers', lines);
    // The crowd needs more characters than are left but fewer fields: it takes the characters the few leave, and the fields it needs.
    expect(crowd.fields).toBeLessThan(22 - few.fields);
    expect(shareRoom(room, few, crowd)).toEqual([
      { chars: few.chars, fields: 22 - crowd.fields },
      { chars: 5600 - few.chars, fields: crowd.fields },
    ]);
    const [players, watchers] = shareRoom(room, rosterNeeds('Players', lines), crowd);
    expect(watchers.chars).toBe(1400);
    expect(players.chars + watchers.chars).toBe(5600);
    expect(players.fields + watchers.fields).toBe(22);
  });
});

describe('a margin under every documented limit (issue 27, point 10)', () => {
  it("every length the bot writes to is 5 % under Discord's; counts are whole", () => {
    for (const [limit, documented] of Object.entries(DOCUMENTED_LIMITS)) {
      const written = DISCORD_LIMITS[limit as keyof typeof DISCORD_LIMITS];
      if (limit === 'embedFields') expect(written).toBe(documented);
      else expect(written).toBe(Math.floor(documented * 0.95));
    }
  });

  it('a roster split into fields keeps every field 5 % under 1024, even a line longer than a field', () => {
    const lines = [...Array.from({ length: 60 }, (_, index) => `${index + 1}. ${'\\*'.repeat(32)} — score 12`), 'x'.repeat(1100)];
    const fields = fieldsOf('Players', lines);
    for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(0.95 * 1024);
    expect(fields.flatMap((field) => field.value.split('\n')).slice(0, 60)).toEqual(lines.slice(0, 60));
  });
});
