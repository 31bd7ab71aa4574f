// Turns zod's validation issues into Discord's 50035 form errors: a code and a sentence under the field's path.
import type * as core from 'zod/v4/core';
import type { FormProblem } from './errors.js';

/**
 * zod's issues said the way Discord says them in a 50035: a code and a
 * sentence under the field's path. The codes are Discord's own where Discord
 * is known to use them (BASE_TYPE_REQUIRED, BASE_TYPE_MAX_LENGTH, …); an
 * unknown field has no published code, so UNKNOWN_FIELD is the stand-in's.
 */

type Path = (string | number)[];

export const betweenMessage = (minimum: number, maximum: number) => `Must be between ${minimum} and ${maximum} in length.`;
const isBetween = (message: string) => /^Must be between \d+ and \d+ in length\.$/.test(message);

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function typeProblem(issue: core.$ZodIssueInvalidType): Omit<FormProblem, 'path'> {
  if (issue.input === undefined) return { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
  switch (issue.expected) {
    case 'string':
      return { code: 'BASE_TYPE_STRING', message: `Could not interpret "${shown(issue.input)}" as string.` };
    case 'number':
    case 'int':
      return { code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(issue.input)}" is not int.` };
    case 'boolean':
      return { code: 'BASE_TYPE_BOOLEAN', message: 'Must be either true or false.' };
    case 'array':
      return { code: 'LIST_TYPE_CONVERT', message: 'Only iterables may be used in a ListType' };
    case 'object':
    case 'record':
      return { code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' };
    default:
      return { code: 'BASE_TYPE_INVALID', message: `Expected ${issue.expected}.` };
  }
}

/**
 * Of a union's alternatives, the one the value meant: the first whose
 * `type` (the discriminator every spec union has) matched, else none.
 */
function meantAlternative(alternatives: core.$ZodIssue[][]): core.$ZodIssue[] | undefined {
  const typeMatched = alternatives.filter((issues) => !issues.some((issue) => issue.path.length === 1 && issue.path[0] === 'type'));
  return typeMatched.sort((a, b) => a.length - b.length)[0];
}

function problemsAt(issue: core.$ZodIssue, prefix: Path): FormProblem[] {
  const path = [...prefix, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))];
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, ...typeProblem(issue) }];
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return [{ path, code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${issue.maximum}.` }];
      }
      if (isBetween(issue.message)) return [{ path, code: 'BASE_TYPE_BAD_LENGTH', message: issue.message }];
      return [{ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${issue.maximum} or fewer in length.` }];
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return [{ path, code: 'NUMBER_TYPE_MIN', message: `int value should be greater than or equal to ${issue.minimum}.` }];
      }
      if (isBetween(issue.message)) return [{ path, code: 'BASE_TYPE_BAD_LENGTH', message: issue.message }];
      return [{ path, code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${issue.minimum} or more in length.` }];
    case 'invalid_value':
      return [{ path, code: 'BASE_TYPE_CHOICES', message: `Value must be one of {${issue.values.map(shown).join(', ')}}.` }];
    case 'invalid_format':
      if (issue.format === 'url') return [{ path, code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' }];
      if (issue.format === 'datetime') return [{ path, code: 'DATE_TYPE_PARSE', message: `Could not parse ${shown(issue.input)}. Should be ISO8601.` }];
      // The spec's only patterns are snowflakes (and a few ids of the same digits).
      return [{ path, code: 'NUMBER_TYPE_COERCE', message: `Value "${shown(issue.input)}" is not snowflake.` }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], code: 'UNKNOWN_FIELD', message: 'This field is not allowed here.' }));
    case 'invalid_union': {
      const meant = meantAlternative(issue.errors);
      if (meant) return meant.flatMap((inner) => problemsAt(inner, path));
      return [{ path, code: 'UNION_TYPE_CHOICES', message: 'Value does not match any of the allowed types.' }];
    }
    default:
      return [{ path, code: 'BASE_TYPE_INVALID', message: issue.message }];
  }
}

export function formProblems(issues: readonly core.$ZodIssue[]): FormProblem[] {
  return issues.flatMap((issue) => problemsAt(issue, []));
}

/** One line per problem, `path: CODE message`, for the conformance record. */
export function describeProblems(problems: readonly FormProblem[]): string[] {
  return problems.map((problem) => `${problem.path.join('.') || '(body)'}: ${problem.code} ${problem.message}`);
}
