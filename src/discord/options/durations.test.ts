// Tests for parsing turn timeouts as members type them (90s, 5m, 2h, 1d, off), their bounds, and formatting them back.
import { describe, expect, it } from 'vitest';
import { english } from '../../i18n/index.js';
import { formatTimeout, TURN_TIMEOUT_BOUNDS, turnTimeoutText } from './durations.js';

describe('turn timeouts as members type them (issue 16)', () => {
  it.each([
    ['90s', 90_000],
    ['5m', 300_000],
    ['2H', 7_200_000],
    ['1d', 86_400_000],
    ['off', null],
    ['OFF', null],
    // Issue 30: what `show` prints can be typed back, spaced or not.
    ['1h 30m', 5_400_000],
    ['1h30m', 5_400_000],
    ['1d 2h 30m 15s', 95_415_000],
    ['1M 30S', 90_000],
  ])('%s is %s ms', (text, milliseconds) => {
    expect(turnTimeoutText.parse(text)).toBe(milliseconds);
  });

  it.each(['', '5', 'five minutes', '5 m', '-5m', '10s', '8d', '1w', '99999m', '1h 30', 'h30m', '1h 30m off', '6d 23h 59m 61s'])('refuses %j', (text) => {
    expect(turnTimeoutText.safeParse(text).success).toBe(false);
  });

  it('every timeout it prints parses back to itself (issue 30)', () => {
    for (const milliseconds of [30_000, 90_000, 300_000, 5_400_000, 95_415_000, TURN_TIMEOUT_BOUNDS.max, null]) {
      expect(turnTimeoutText.parse(formatTimeout(milliseconds))).toBe(milliseconds);
    }
  });

  it('reads back as typed units', () => {
    expect([formatTimeout(300_000), formatTimeout(5_400_000), formatTimeout(90_000), formatTimeout(null)]).toEqual(['5m', '1h 30m', '1m 30s', 'off']);
  });

  it('the refusal states the bounds the parser keeps', () => {
    const sentence = english.t('zod-duration');
    expect(sentence).toContain(`at least ${formatTimeout(TURN_TIMEOUT_BOUNDS.min)}`);
    expect(sentence).toContain(`at most ${formatTimeout(TURN_TIMEOUT_BOUNDS.max)}`);
  });
});
