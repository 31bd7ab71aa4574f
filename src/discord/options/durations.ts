// Durations as members type them and as the bot says them (90s, 5m, 1h 30m, "1 hour and 30 minutes", "1 oră și 30 de minute", off), parsed to milliseconds.
import { z } from 'zod';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

type Unit = keyof typeof UNIT_MS;

/** The shortest and longest turn a timer may give: half a minute, a week. */
export const TURN_TIMEOUT_BOUNDS = { min: 30_000, max: 7 * UNIT_MS.d } as const;

/**
 * Every unit as a member may write it: the letters of the short form, and
 * the words the bot itself says in English and Romanian (kit/wording.ts's
 * `durationWords`), with and without diacritics, so a time the bot prints
 * anywhere (issue 30) can be typed back as it reads.
 */
const UNIT_WORDS: Readonly<Record<string, Unit>> = {
  s: 's',
  sec: 's',
  secs: 's',
  second: 's',
  seconds: 's',
  secundă: 's',
  secunda: 's',
  secunde: 's',
  m: 'm',
  min: 'm',
  mins: 'm',
  minute: 'm',
  minutes: 'm',
  minut: 'm',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  oră: 'h',
  ora: 'h',
  ore: 'h',
  d: 'd',
  day: 'd',
  days: 'd',
  zi: 'd',
  zile: 'd',
};

/** One part: a number and its unit, spaced or not, Romanian's "de" allowed between (`20 de minute`). */
const PART = /(\d{1,4})\s*(?:de\s+)?(\p{L}+)/gu;

/** What may stand between two parts: nothing, spaces, a comma, "and" or "și" (as a list is written in either language). */
const BETWEEN = /^(?:\s*|\s*,\s*|\s*,?\s+(?:and|și|şi|si)\s+)$/u;

/** The words for "no timer". */
const OFF_WORDS = new Set(['off', 'oprit']);

/** A duration's milliseconds, null for "off", or undefined when the text is no duration (bounds are the caller's). */
export function millisecondsOf(text: string): number | null | undefined {
  const lower = text.trim().toLowerCase();
  if (OFF_WORDS.has(lower)) return null;
  let total = 0;
  let parts = 0;
  let end = 0;
  for (const match of lower.matchAll(PART)) {
    const unit = UNIT_WORDS[match[2] ?? ''];
    const gap = lower.slice(end, match.index);
    // Text before the first part is never a separator: `h30m`, `-5m` are not durations.
    if (unit === undefined || (parts === 0 ? gap !== '' : !BETWEEN.test(gap))) return undefined;
    total += Number(match[1]) * UNIT_MS[unit];
    parts += 1;
    end = match.index + match[0].length;
  }
  return parts >= 1 && parts <= 4 && end === lower.length ? total : undefined;
}

/**
 * A turn timeout as a member types it: `90s`, `5m`, `2h`, `1d`, parts
 * together (`1h 30m`, `1h30m`), the words the bot says it in (`1 hour and
 * 30 minutes`, `1 oră și 30 de minute`), or `off` (null: no timer). Parsed
 * to milliseconds, within the bounds.
 */
export const turnTimeoutText = z
  .string()
  .max(60, { error: 'zod-duration' })
  .transform((text, context) => {
    const milliseconds = millisecondsOf(text);
    // The catalog's sentence for what is allowed (invalid-option.ts words it).
    if (milliseconds === undefined) {
      context.addIssue({ code: 'custom', message: 'zod-duration' });
      return z.NEVER;
    }
    return milliseconds;
  })
  .pipe(z.number().int().min(TURN_TIMEOUT_BOUNDS.min, { error: 'zod-duration' }).max(TURN_TIMEOUT_BOUNDS.max, { error: 'zod-duration' }).nullable());

/** A duration cut into whole days, hours, minutes and seconds, largest first, leaving out the zeros ("1h 30m": an hour and 30 minutes). */
export function durationParts(milliseconds: number): { unit: Unit; count: number }[] {
  const parts: { unit: Unit; count: number }[] = [];
  let left = milliseconds;
  for (const unit of ['d', 'h', 'm', 's'] as const) {
    const count = Math.floor(left / UNIT_MS[unit]);
    if (count > 0) parts.push({ unit, count });
    left -= count * UNIT_MS[unit];
  }
  return parts;
}

/** A timeout in the short notation members type (`5m`, `1h 30m`, `off`). */
export function formatTimeout(milliseconds: number | null): string {
  if (milliseconds === null) return 'off';
  return (
    durationParts(milliseconds)
      .map(({ unit, count }) => `${count}${unit}`)
      .join(' ') || '0s'
  );
}
