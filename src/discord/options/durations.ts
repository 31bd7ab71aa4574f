// Turn timeouts as members type them (90s, 5m, 2h, 1d or off), parsed to milliseconds within half a minute to a week, and formatted back.
import { z } from 'zod';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The shortest and longest turn a timer may give: half a minute, a week. */
export const TURN_TIMEOUT_BOUNDS = { min: 30_000, max: 7 * UNIT_MS.d } as const;

/** One part of a time as typed: a number and its unit (`90s`, `1h`). */
const PART = /(\d{1,4})([smhd])/g;

/**
 * A turn timeout as a member types it: `90s`, `5m`, `2h`, `1d`, parts
 * together as `show` prints them (`1h 30m`, `1h30m`), or `off` (null: no
 * timer). Parsed to milliseconds, within the bounds.
 */
export const turnTimeoutText = z
  .string()
  // The catalog's sentence for what is allowed (invalid-option.ts words it).
  .regex(/^(off|\d{1,4}[smhd](\s*\d{1,4}[smhd]){0,3})$/i, { error: 'zod-duration' })
  .transform((text) => {
    const lower = text.toLowerCase();
    if (lower === 'off') return null;
    const sizes: Readonly<Record<string, number>> = UNIT_MS;
    return [...lower.matchAll(PART)].reduce((total, [, count, unit]) => total + Number(count) * (sizes[unit ?? ''] ?? Number.NaN), 0);
  })
  .pipe(z.number().int().min(TURN_TIMEOUT_BOUNDS.min, { error: 'zod-duration' }).max(TURN_TIMEOUT_BOUNDS.max, { error: 'zod-duration' }).nullable());

/** A timeout read back in the notation members type it in (`5m`, `1h 30m`, `off`), so what `show` says can be typed again. */
export function formatTimeout(milliseconds: number | null): string {
  if (milliseconds === null) return 'off';
  const parts: string[] = [];
  let left = milliseconds;
  for (const [unit, size] of [
    ['d', UNIT_MS.d],
    ['h', UNIT_MS.h],
    ['m', UNIT_MS.m],
    ['s', UNIT_MS.s],
  ] as const) {
    const count = Math.floor(left / size);
    if (count > 0) parts.push(`${count}${unit}`);
    left -= count * size;
  }
  return parts.join(' ') || '0s';
}
