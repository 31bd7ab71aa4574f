// PlayerError, the player's-mistake exception the dispatcher turns into one ephemeral sentence, and parseOptions which raises it on bad input.
import type { z } from 'zod';
import { invalidOption } from '../../engine/invalid-option.js';
import type { RuleError, RuleParams } from '../../engine/refusal.js';
import type { MessageKey } from '../../i18n/index.js';

/**
 * A player's mistake met in a handler (a bad option, a refused action). The
 * dispatcher catches it once and answers with its sentence, ephemerally.
 */
export class PlayerError extends Error {
  readonly refusal: RuleError;

  constructor(key: MessageKey, params?: RuleParams);
  constructor(refusal: RuleError);
  constructor(refused: MessageKey | RuleError, params?: RuleParams) {
    const refusal = typeof refused === 'string' ? { code: refused, key: refused, ...(params ? { params } : {}) } : refused;
    super(refusal.key);
    this.refusal = refusal;
  }

  static from(error: RuleError): PlayerError {
    return new PlayerError(error);
  }
}

/** Parses options with zod; the first problem becomes one sentence naming the option. */
export function parseOptions<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw PlayerError.from(invalidOption(parsed.error, 'input'));
}
