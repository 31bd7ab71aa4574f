import type { z } from 'zod';
import type { RuleError } from '../games/contract.js';
import { t, type MessageKey, type MessageParams } from '../i18n/index.js';
import { invalidOption } from '../i18n/zod.js';

/**
 * A player's mistake met in a handler (a bad option, a refused action). The
 * dispatcher catches it once and answers with its sentence, ephemerally.
 */
export class PlayerError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }

  static from(error: RuleError): PlayerError {
    return new PlayerError(error.key, error.params);
  }

  sentence(): string {
    return t(this.key, this.params);
  }
}

/** Parses options with zod; the first problem becomes one sentence naming the option. */
export function parseOptions<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new PlayerError('error-invalid-option', invalidOption(parsed.error, 'input'));
}
