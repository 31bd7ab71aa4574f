// Discord's message size limits (with a safety margin) and helpers that fit lists and embed fields inside them, cutting with "… and N more".
import type { APIEmbedField } from 'discord.js';
import { t } from '../../i18n/index.js';

/**
 * Discord's documented limits on one message, past which it refuses the
 * whole request (400, 50035) — and a refused table message freezes the
 * table.
 */
export const DOCUMENTED_LIMITS = {
  content: 2000,
  embedTotal: 6000,
  embedDescription: 4096,
  embedTitle: 256,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
} as const;

/**
 * The share of each documented length the bot fills: a few percent under
 * every limit, so a change in how Discord counts (a character it counts as
 * two, a name it expands) does not refuse a message that used to fit, and
 * freeze a table. Counts (fields, embeds) are whole things, not measured.
 */
export const LIMIT_MARGIN = 0.95;

const underMargin = (limit: number) => Math.floor(limit * LIMIT_MARGIN);

/**
 * The limits the bot writes to: Discord's, less the margin. Lengths are
 * measured in UTF-16 units, never fewer than the characters Discord counts,
 * so what fits here fits there.
 */
export const DISCORD_LIMITS = {
  content: underMargin(DOCUMENTED_LIMITS.content),
  embedTotal: underMargin(DOCUMENTED_LIMITS.embedTotal),
  embedDescription: underMargin(DOCUMENTED_LIMITS.embedDescription),
  embedTitle: underMargin(DOCUMENTED_LIMITS.embedTitle),
  embedFields: DOCUMENTED_LIMITS.embedFields,
  fieldName: underMargin(DOCUMENTED_LIMITS.fieldName),
  fieldValue: underMargin(DOCUMENTED_LIMITS.fieldValue),
  footer: underMargin(DOCUMENTED_LIMITS.footer),
} as const;

/**
 * How long one list inside an announcement may grow (a call's losers, the
 * hands revealed, a round's results): a quarter of a message, so an action's
 * few lists still go out in one or two messages however big the table — the
 * channel takes five messages in five seconds, and every mention pings.
 */
export const ANNOUNCED_LIST = 500;

/**
 * How much of one kind of sentence an action says one by one (hands
 * committed, hands revealed, players out): a message's worth, which holds
 * every table of a usual size line by line (RL-2's public commitments
 * included); past it they are summarised or end "… and N more".
 */
export const SAID_ONE_BY_ONE = DISCORD_LIMITS.content;

/**
 * Lines in as many embed fields as they need (a field's value, under
 * Discord's 1024 by the margin), split between lines, so a big table never loses a player.
 */
export function fieldsOf(name: string, lines: readonly string[]): APIEmbedField[] {
  const fields: APIEmbedField[] = [];
  let current = '';
  for (const line of lines) {
    if (current && current.length + 1 + line.length > DISCORD_LIMITS.fieldValue) {
      fields.push({ name: fields.length === 0 ? name : '\u200b', value: current });
      current = '';
    }
    const fitted = line.slice(0, DISCORD_LIMITS.fieldValue);
    current = current ? `${current}\n${fitted}` : fitted;
  }
  fields.push({ name: fields.length === 0 ? name : '\u200b', value: current || '\u200b' });
  return fields;
}

/** What is left of an embed: characters toward its total and fields toward its 25. */
export interface Room {
  chars: number;
  fields: number;
}

/** What a list says for the items it leaves out. */
export type More = (count: number) => string;

export const andMore: More = (count) => t('list-and-more', { count });

/** What fields cost toward an embed's total: names and values. */
export function sizeOf(fields: readonly APIEmbedField[]): Room {
  return { chars: fields.reduce((sum, field) => sum + field.name.length + field.value.length, 0), fields: fields.length };
}

/**
 * Items joined by `separator` in at most `budget` characters: every one when
 * they fit, else as many as fit, in order, and "… and N more".
 */
export function listWithin(items: readonly string[], budget: number, more: More = andMore, separator = ', '): string {
  const whole = items.join(separator);
  if (whole.length <= budget) return whole;
  let shown = '';
  let count = 0;
  for (const [index, item] of items.entries()) {
    const next = shown ? `${shown}${separator}${item}` : item;
    // Room is kept for the tail naming what is still left after this item.
    if (`${next}${separator}${more(items.length - index - 1)}`.length > budget) break;
    shown = next;
    count = index + 1;
  }
  const tail = more(items.length - count);
  return shown ? `${shown}${separator}${tail}` : tail;
}

/**
 * Whole lines in at most `budget` characters (line breaks counted), the rest
 * as one "… and N more" line. The first line is always said, however long:
 * its own lists are already kept short.
 */
export function linesWithin(lines: readonly string[], budget: number, more: More = andMore): string[] {
  const [first, ...rest] = lines;
  if (first === undefined) return [];
  if (rest.length === 0) return [first];
  return [first, ...listWithin(rest, budget - first.length - 1, more, '\n').split('\n')];
}

/**
 * A roster under `name`, in fields of at most a field's value each, inside `room`:
 * every line when they fit, else the first ones and "… and N more" (a big
 * table's full roster is in `/table status`); `left`: how many lines that
 * leaves out. No fields at all when not even the tail fits.
 */
export function rosterFields(name: string, lines: readonly string[], room: Room, more: More): { fields: APIEmbedField[]; left: number } {
  const fits = (fields: APIEmbedField[]) => {
    const size = sizeOf(fields);
    return size.chars <= room.chars && size.fields <= room.fields;
  };
  const all = fieldsOf(name, lines);
  if (fits(all)) return { fields: all, left: 0 };
  // Start from as many lines as the characters alone allow, then step down until the tail and the fields fit too.
  let shown = 0;
  for (let chars = name.length; shown < lines.length && chars + lines[shown]!.length + 1 <= room.chars; shown += 1) chars += lines[shown]!.length + 1;
  for (; shown >= 0; shown -= 1) {
    const fields = fieldsOf(name, [...lines.slice(0, shown), more(lines.length - shown)]);
    if (fits(fields)) return { fields, left: lines.length - shown };
  }
  return { fields: [], left: lines.length };
}

/** What a roster would take in full. */
export function rosterNeeds(name: string, lines: readonly string[]): Room {
  return sizeOf(fieldsOf(name, lines));
}

/**
 * The room two rosters share, players first: the watchers get what the
 * players leave, but at least a quarter when both are long, so a crowd of
 * either never hides the other entirely.
 */
export function shareRoom(room: Room, first: Room, second: Room): [Room, Room] {
  const secondRoom = {
    chars: Math.min(second.chars, Math.max(room.chars - first.chars, Math.floor(room.chars / 4))),
    fields: Math.min(second.fields, Math.max(room.fields - first.fields, 1)),
  };
  return [{ chars: room.chars - secondRoom.chars, fields: room.fields - secondRoom.fields }, secondRoom];
}
