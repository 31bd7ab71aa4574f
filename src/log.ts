import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * Paths that may carry hidden dice, salts or secrets. Anything logged under
 * these keys, at the top or one level down, is replaced — so a careless
 * `log.info({ roll })` cannot leak a hidden hand (RULES: "no log line sees them").
 */
const secretKeys = ['dice', 'hand', 'hands', 'salt', 'token', 'hidden', 'rolls', 'state', 'authorization'];
export const redactedPaths = [
  ...secretKeys,
  ...secretKeys.map((key) => `*.${key}`),
  ...secretKeys.map((key) => `*.*.${key}`),
];

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
  };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } });
  }
  return pino(options);
}
