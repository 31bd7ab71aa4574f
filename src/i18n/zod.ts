import type { z } from 'zod';
import { t } from './index.js';

type Issue = z.ZodError['issues'][number];

/**
 * A zod problem as the catalog's words: what the value must be, with the
 * numbers from the schema, so every refusal names the option and the range
 * without an English sentence hidden in a schema.
 */
export function problemOf(issue: Issue): string {
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
      return t(`zod-too-small-${shape}`, { minimum: String(found.minimum) });
    case 'too_big':
      return t(`zod-too-big-${shape}`, { maximum: String(found.maximum) });
    case 'invalid_type':
      return found.expected === 'int' ? t('zod-integer') : t('zod-type', { expected: found.expected ?? '?' });
    case 'invalid_value':
      return t('zod-value', { values: (found.values ?? []).map(String).join(', ') });
    case 'invalid_format':
      return t('zod-format');
    case 'not_multiple_of':
      return t('zod-multiple', { divisor: String(found.divisor) });
    default:
      return t('zod-invalid');
  }
}

/** The first problem of a zod error, as `error-invalid-option`'s parameters. */
export function invalidOption(error: z.ZodError, fallback = 'options'): { option: string; problem: string } {
  const issue = error.issues[0];
  return { option: issue?.path.join('.') || fallback, problem: issue ? problemOf(issue) : t('zod-invalid') };
}
