// Reads and validates the bot's settings from the environment and .env (token, application id, database path, log level, dev server, docs address, shards and the shards served).
import { existsSync } from 'node:fs';
import { z } from 'zod';

const snowflake = /^\d{17,20}$/;

/** Empty strings (as `.env.example` leaves them) count as not set. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);
const optional = <T extends z.ZodType>(schema: T) => unsetIfEmpty(schema.optional());

const configSchema = z.object({
  DISCORD_TOKEN: unsetIfEmpty(
    z.string({ error: 'is required: the bot token from the Discord developer portal (Bot → Reset Token)' }).regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, {
      error: 'must be a bot token: three dot-separated parts, as the developer portal shows it',
    }),
  ),
  DISCORD_APPLICATION_ID: unsetIfEmpty(
    z
      .string({ error: 'is required: the application id (General Information → Application ID)' })
      .regex(snowflake, { error: 'must be the numeric application id (17–20 digits)' }),
  ),
  DATABASE_PATH: optional(z.string().min(1)).transform((path) => path ?? './data/croupier.db'),
  // Issue 32: set, the state lives in this PostgreSQL database (shared by every process of the bot) and DATABASE_PATH is not read.
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a PostgreSQL address such as postgres://croupier:secret@127.0.0.1:5432/croupier, or empty (SQLite at DATABASE_PATH)',
    }),
  ),
  // Issue 32: how many connections this process opens to PostgreSQL, each one action at a time [10].
  DATABASE_POOL_SIZE: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,2}$/, { error: 'must be a whole number of connections from 1, such as 10 (or empty: 10)' })
      .transform(Number),
  ).transform((size) => size ?? 10),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ).transform((level) => level ?? 'info'),
  DEV_GUILD_ID: optional(z.string().regex(snowflake, { error: 'must be a numeric server id (17–20 digits) or empty' })),
  // Benchmarks and the sandbox point the bot at the local Discord stand-in; unset, discord.js talks to Discord.
  DISCORD_API_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://127.0.0.1:8080/api (only for benchmarks and the sandbox), or empty' }),
  ),
  // Issue 31: how many gateway shards the bot opens, all in this process; `auto` takes Discord's recommendation (GET /gateway/bot).
  SHARD_COUNT: optional(
    z.union(
      [
        z.literal('auto'),
        z
          .string()
          .regex(/^[1-9]\d{0,4}$/)
          .transform(Number),
      ],
      {
        error: 'must be auto (Discord recommends the count) or a whole number of shards from 1, such as 4',
      },
    ),
  ).transform((count) => count ?? 'auto'),
  // Issue 32: how many processes `npm run clusters` starts, each serving its share of the shards [2].
  CLUSTERS: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,2}$/, { error: 'must be a whole number of processes from 1, such as 2 (or empty: 2)' })
      .transform(Number),
  ).transform((clusters) => clusters ?? 2),
  // Issue 31: the shards of SHARD_COUNT this process serves, when several processes split them on one database [every one].
  SHARDS: optional(
    z
      .string()
      .regex(/^\s*\d{1,5}\s*(,\s*\d{1,5}\s*)*$/, {
        error: 'must list the shards this process serves, numbered from 0 and separated by commas, such as 0,1 (or be empty: every shard)',
      })
      .transform((list) => list.split(',').map(Number)),
  ),
  // Issue 30: where /help links the player's guide and the rules (the docs folder as published); unset, /help names the files.
  DOCS_URL: optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be the http(s) address of the docs folder, such as https://github.com/you/croupier/blob/main/docs/, or empty',
    }),
  ),
});

/** Each variable alone, then SHARDS beside SHARD_COUNT. */
const checkedConfigSchema = configSchema.superRefine(({ SHARD_COUNT: count, SHARDS: served }, context) => {
  // zod runs this even when a field was refused (its value then is still the text): each problem is named once, by its field.
  if (!Array.isArray(served) || (count !== 'auto' && typeof count !== 'number')) return;
  const problem = shardsProblem(count, served);
  if (problem) context.addIssue({ code: 'custom', path: ['SHARDS'], message: problem });
});

/** What is wrong with SHARDS beside SHARD_COUNT, if anything: the sentence after the variable's name. */
function shardsProblem(count: 'auto' | number, served: readonly number[]): string | null {
  if (count === 'auto') {
    return 'needs SHARD_COUNT set to a number: with auto, Discord decides the count at each start and one process serves every shard (leave SHARDS empty, or set SHARD_COUNT such as 4)';
  }
  const outside = served.find((shard) => shard >= count);
  if (outside !== undefined) return `lists shard ${outside}, but SHARD_COUNT=${count} numbers its shards 0 to ${count - 1}`;
  const twice = served.find((shard, index) => served.indexOf(shard) !== index);
  if (twice !== undefined) return `lists shard ${twice} twice`;
  return null;
}

export type Config = z.output<typeof configSchema>;

/** Where the database is, for tools that need nothing else of the config (`npm run backup`). */
export function databasePath(env: Record<string, string | undefined>): string {
  return configSchema.shape.DATABASE_PATH.parse(env.DATABASE_PATH);
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Every problem at once, each naming its variable, so one edit of `.env` fixes them all. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = checkedConfigSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  return { ok: false, problems };
}

export function describeConfigProblems(problems: string[]): string {
  return [
    'Croupier cannot start: the environment is not set up.',
    ...problems.map((problem) => `  - ${problem}`),
    'Set these in the environment or in .env (see .env.example and README.md).',
  ].join('\n');
}

/** Node 20.12+ reads `.env` itself; variables already in the environment win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
