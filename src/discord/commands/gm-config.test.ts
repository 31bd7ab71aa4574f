// Tests that /gm config shows each elimination line as one Markdown code span, even when the line itself contains backticks.
import { describe, expect, it } from 'vitest';
import { codeSpan } from './gm-config.js';

// LD-3, issue 26: /gm config shows each elimination line as the template a moderator writes, in a code span,
// so its {player} and {pred} read as notation and never as a placeholder the bot forgot to fill in.
describe('an elimination line shown by /gm config', () => {
  it('is a code span', () => {
    expect(codeSpan('{player} is out — eaten by {pred}.')).toBe('`{player} is out — eaten by {pred}.`');
  });

  it('stays one code span when the line holds backticks: a longer fence, padded where a backtick touches it', () => {
    expect(codeSpan('{player} is `gone`')).toBe('`` {player} is `gone` ``');
    expect(codeSpan('{player} ``ate`` {pred}')).toBe('```{player} ``ate`` {pred}```');
  });
});
