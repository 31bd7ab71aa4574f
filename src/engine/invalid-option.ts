// Turns a zod validation error on a command's options into a translatable refusal naming the option and its allowed range.
import type { z } from 'zod';
import type { MessageKey } from '../i18n/index.js';
import { type RuleError, type RuleParams, ruleError } from './refusal.js';

type Issue = z.ZodError['issues'][number];

/**
 * A zod problem as a sentence of the catalog: what the value must be, with
 * the numbers from the schema, so every refusal names the option and the
 * range without an English sentence hidden in a schema.
 */
function problemOf(issue: Issue): { key: string; params?: RuleParams } {
  // A schema may name the catalog sentence that says what is allowed (`{ error: 'zod-duration' }`); the Discord layer words it.
  if (issue.message.startsWith('zod-')) return { key: issue.message };
  return standardProblem(issue);
}

function standardProblem(issue: Issue): { key: MessageKey; params?: RuleParams } {
  const found = issue as Issue & {
    origin?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    expected?: string;
    values?: unknown[];
    divisor?: number;
  };
  const shape = found.origin === 'string' ? 'string' : found.origin === 'array' || found.origin === 'set' ? 'array' : 'number';
  switch (issue.code) {
    case 'too_small':
      return { key: `zod-too-small-${shape}`, params: { minimum: String(found.minimum) } };
    case 'too_big':
      return { key: `zod-too-big-${shape}`, params: { maximum: String(found.maximum) } };
    case 'invalid_type':
      return found.expected === 'int' ? { key: 'zod-integer' } : { key: 'zod-type', params: { expected: found.expected ?? '?' } };
    case 'invalid_value':
      return { key: 'zod-value', params: { values: (found.values ?? []).map(String).join(', ') } };
    case 'invalid_format':
      return { key: 'zod-format' };
    case 'not_multiple_of':
      return { key: 'zod-multiple', params: { divisor: String(found.divisor) } };
    default:
      return { key: 'zod-invalid' };
  }
}

/** The first problem of a zod error as one refusal naming the option (`fallback` when the problem has no path). */
export function invalidOption(error: z.ZodError, fallback = 'options'): RuleError {
  const issue = error.issues[0];
  return ruleError('invalid-option', 'error-invalid-option', {
    option: issue?.path.join('.') || fallback,
    problem: { sentence: issue ? problemOf(issue) : { key: 'zod-invalid' } },
  });
}
