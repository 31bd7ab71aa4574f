// The bot's logger (pino), set up so no log line can leak hidden dice, salts, secrets or an interaction's token.
import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Paths that may carry hidden dice, salts or secrets. Anything logged under
 * these keys, at the top or one level down, is replaced — so a careless
 * `log.info({ roll })` cannot leak a hidden hand (RULES: "no log line sees them").
 */
const secretKeys = ['dice', 'hand', 'hands', 'salt', 'token', 'replyToken', 'hidden', 'rolls', 'state', 'authorization'];
const redactedPaths = [...secretKeys, ...secretKeys.map((key) => `*.${key}`), ...secretKeys.map((key) => `*.*.${key}`)];

const secretKeySet = new Set(secretKeys.map((key) => key.toLowerCase()));

/**
 * The fixed paths above are fast but shallow; this catches a secret key at
 * any depth (an event list inside an action inside a table …).
 */
function hideSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => hideSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = secretKeySet.has(key.toLowerCase()) ? '[hidden]' : hideSecrets(inner, depth + 1);
  }
  return copy;
}

/**
 * Errors are logged by kind and code only: a Discord API error carries the
 * request it refused (a reply with someone's hidden dice) and the URL with
 * the interaction's token.
 */
function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, status, method } = error as Error & { code?: unknown; status?: unknown; method?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(method !== undefined ? { method } : {}),
    stack: error.stack,
  };
}

export interface LogOptions {
  level: string;
  /** Readable lines in a terminal, JSON when piped or collected. */
  pretty?: boolean;
  destination?: pino.DestinationStream;
}

export function createLogger({ level, pretty = process.stdout.isTTY === true, destination }: LogOptions): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: redactedPaths, censor: '[hidden]' },
    serializers: { err: safeError },
    formatters: { log: (object) => hideSecrets(object) as Record<string, unknown> },
  };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } });
  }
  return pino(options);
}
