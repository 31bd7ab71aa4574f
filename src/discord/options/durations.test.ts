// Tests for parsing durations as members type them and as the bot says them (90s, 1h 30m, "1 hour and 30 minutes", "1 oră și 30 de minute", off), their bounds, and the round trip.
import { describe, expect, it } from 'vitest';
import { english } from '../../i18n/index.js';
import { LANGUAGES, speaking } from '../../i18n/language.js';
import { durationWords } from '../kit/wording.js';
import { formatTimeout, millisecondsOf, TURN_TIMEOUT_BOUNDS, turnTimeoutText } from './durations.js';

describe('turn timeouts as members type them (issue 16)', () => {
  it.each([
    ['90s', 90_000],
    ['5m', 300_000],
    ['2H', 7_200_000],
    ['1d', 86_400_000],
    ['off', null],
    ['OFF', null],
    // Issue 30: what `show` prints can be typed back, spaced or not, short or in words, in English or Romanian.
    ['1h 30m', 5_400_000],
    ['1h30m', 5_400_000],
    ['1d 2h 30m 15s', 95_415_000],
    ['1M 30S', 90_000],
    ['5 m', 300_000],
    ['5 mins', 300_000],
    ['2 minutes', 120_000],
    ['1 hour and 30 minutes', 5_400_000],
    ['1 day, 2 hours and 30 minutes', 95_400_000],
    ['1 oră și 30 de minute', 5_400_000],
    ['1 ora si 30 de minute', 5_400_000],
    ['2 zile', 172_800_000],
    ['45 de secunde', 45_000],
    ['oprit', null],
  ])('%s is %s ms', (text, milliseconds) => {
    expect(turnTimeoutText.parse(text)).toBe(milliseconds);
  });

  it.each([
    '',
    '5',
    'five minutes',
    '-5m',
    '10s',
    '8d',
    '1w',
    '99999m',
    '1h 30',
    'h30m',
    '1h 30m off',
    '6d 23h 59m 61s',
    '2 minutes or so',
    '1 hour but 30 minutes',
    'and 2 minutes',
  ])('refuses %j', (text) => {
    expect(turnTimeoutText.safeParse(text).success).toBe(false);
  });

  it('reads back as typed units', () => {
    expect([formatTimeout(300_000), formatTimeout(5_400_000), formatTimeout(90_000), formatTimeout(null)]).toEqual(['5m', '1h 30m', '1m 30s', 'off']);
  });

  it('the refusal states the bounds the parser keeps', () => {
    const sentence = english.t('zod-duration');
    expect(sentence).toContain(`at least ${formatTimeout(TURN_TIMEOUT_BOUNDS.min)}`);
    expect(sentence).toContain(`at most ${formatTimeout(TURN_TIMEOUT_BOUNDS.max)}`);
    // Issue 30: every example it gives is one the parser takes, in both languages.
    for (const example of ['90s', '5m', '2h', '1d', '1h 30m', '1 hour and 30 minutes', '1 oră și 30 de minute']) {
      expect(turnTimeoutText.safeParse(example).success, example).toBe(true);
    }
    expect(sentence).toContain('1 hour and 30 minutes');
  });
});

// Issue 30: every duration the bot prints — the lobby's and /table status's turn timer, /gm config show, a Liar's
// Dice call window, the wait for the daily allowance — is one the parser reads back to the same time.
describe('every duration the bot prints can be typed back', () => {
  const times = [
    30_000,
    45_000,
    60_000,
    90_000,
    120_000,
    300_000,
    1_260_000,
    3_600_000,
    5_400_000,
    7_200_000,
    95_415_000,
    86_400_000,
    TURN_TIMEOUT_BOUNDS.max,
    null,
  ];

  it('in the short notation', () => {
    for (const milliseconds of times) expect(turnTimeoutText.parse(formatTimeout(milliseconds))).toBe(milliseconds);
  });

  it.each(LANGUAGES)('in words, in %s', (language) => {
    for (const milliseconds of times) {
      const said = speaking(language, () => durationWords(milliseconds));
      expect(turnTimeoutText.parse(said), said).toBe(milliseconds);
    }
  });

  it("and the times said outside a turn timer: a call window's seconds, the wait for the daily allowance, in both languages", () => {
    for (const language of LANGUAGES) {
      for (const milliseconds of [1000, 3000, 60_000, 23 * 3_600_000 + 59 * 60_000, 24 * 3_600_000]) {
        expect(millisecondsOf(speaking(language, () => durationWords(milliseconds)))).toBe(milliseconds);
      }
    }
    // As the sentences print them: liars-call-window's `{seconds} s`, wallet-daily-paid's next allowance.
    expect([millisecondsOf('3 s'), millisecondsOf('24 hours'), millisecondsOf('24 de ore')]).toEqual([3000, 86_400_000, 86_400_000]);
  });

  it('in words that read as prose, in English and in Romanian', () => {
    expect(speaking('en', () => [durationWords(120_000), durationWords(5_400_000), durationWords(95_415_000), durationWords(null)])).toEqual([
      '2 minutes',
      '1 hour and 30 minutes',
      '1 day, 2 hours, 30 minutes, and 15 seconds',
      'off',
    ]);
    expect(
      speaking('ro', () => [durationWords(60_000), durationWords(120_000), durationWords(1_260_000), durationWords(5_400_000), durationWords(null)]),
    ).toEqual(['1 minut', '2 minute', '21 de minute', '1 oră și 30 de minute', 'oprit']);
  });
});
