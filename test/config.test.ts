// Unit: reading the bot's settings from environment variables — defaults, every bad value named — and a clean exit when they are missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Config, describeConfigProblems, parseConfig } from '../src/main/config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const validEnv = {
  DISCORD_TOKEN: 'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz_-0123456789',
  DISCORD_APPLICATION_ID: '123456789012345678',
};

function configOf(env: Record<string, string | undefined>): Config {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(`expected a valid config, got: ${result.problems.join('; ')}`);
  return result.config;
}

function problemsOf(env: Record<string, string | undefined>): string[] {
  const result = parseConfig(env);
  if (result.ok) throw new Error('expected the config to be refused');
  return result.problems;
}

describe('parseConfig', () => {
  it('accepts a token and application id, filling in the defaults', () => {
    expect(configOf(validEnv)).toEqual({
      DISCORD_TOKEN: validEnv.DISCORD_TOKEN,
      DISCORD_APPLICATION_ID: validEnv.DISCORD_APPLICATION_ID,
      DATABASE_PATH: './data/croupier.db',
      DATABASE_POOL_SIZE: 10,
      CLUSTERS: 2,
      LOG_LEVEL: 'info',
      DEV_GUILD_ID: undefined,
      SHARD_COUNT: 'auto',
    });
  });

  it('DATABASE_URL (issue 32): a postgres:// address selects PostgreSQL; anything else is named, with what it should be', () => {
    const url = 'postgres://croupier:secret@127.0.0.1:5432/croupier';
    expect(configOf({ ...validEnv, DATABASE_URL: url })).toMatchObject({ DATABASE_URL: url, DATABASE_POOL_SIZE: 10 });
    expect(configOf({ ...validEnv, DATABASE_URL: 'postgresql://db.example/croupier', DATABASE_POOL_SIZE: '20' })).toMatchObject({ DATABASE_POOL_SIZE: 20 });
    expect(configOf({ ...validEnv, DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(problemsOf({ ...validEnv, DATABASE_URL: 'mysql://127.0.0.1/croupier' })).toEqual([
      'DATABASE_URL must be a PostgreSQL address such as postgres://croupier:secret@127.0.0.1:5432/croupier, or empty (SQLite at DATABASE_PATH)',
    ]);
    expect(problemsOf({ ...validEnv, DATABASE_POOL_SIZE: '0' })).toEqual([
      'DATABASE_POOL_SIZE must be a whole number of connections from 1, such as 10 (or empty: 10)',
    ]);
  });

  it('treats the empty values .env.example leaves as unset', () => {
    const config = configOf({ ...validEnv, DEV_GUILD_ID: '', DATABASE_PATH: '', LOG_LEVEL: '' });
    expect(config.DEV_GUILD_ID).toBeUndefined();
    expect(config.DATABASE_PATH).toBe('./data/croupier.db');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('keeps values that are set', () => {
    const config = configOf({
      ...validEnv,
      DEV_GUILD_ID: '987654321098765432',
      DATABASE_PATH: '/var/lib/croupier/db.sqlite',
      LOG_LEVEL: 'debug',
    });
    expect(config.DEV_GUILD_ID).toBe('987654321098765432');
    expect(config.DATABASE_PATH).toBe('/var/lib/croupier/db.sqlite');
    expect(config.LOG_LEVEL).toBe('debug');
  });

  it('DISCORD_API_URL (benchmarks, the sandbox): an http(s) URL is kept, anything else named', () => {
    expect(configOf({ ...validEnv, DISCORD_API_URL: 'http://127.0.0.1:8080/api' }).DISCORD_API_URL).toBe('http://127.0.0.1:8080/api');
    expect(configOf({ ...validEnv, DISCORD_API_URL: '' }).DISCORD_API_URL).toBeUndefined();
    expect(problemsOf({ ...validEnv, DISCORD_API_URL: 'stand-in' })[0]).toMatch(/^DISCORD_API_URL must be an http\(s\) URL/);
    expect(problemsOf({ ...validEnv, DISCORD_API_URL: 'ftp://127.0.0.1/api' })[0]).toMatch(/^DISCORD_API_URL must be an http\(s\) URL/);
  });

  it('SHARD_COUNT (issue 31): auto by default and when empty, a whole number of shards kept as a number, anything else named', () => {
    expect(configOf({ ...validEnv, SHARD_COUNT: '' }).SHARD_COUNT).toBe('auto');
    expect(configOf({ ...validEnv, SHARD_COUNT: 'auto' }).SHARD_COUNT).toBe('auto');
    expect(configOf({ ...validEnv, SHARD_COUNT: '4' }).SHARD_COUNT).toBe(4);
    for (const wrong of ['0', '-2', '2.5', 'four', '04']) {
      expect(problemsOf({ ...validEnv, SHARD_COUNT: wrong })[0], wrong).toMatch(/^SHARD_COUNT must be auto \(Discord recommends the count\) or a whole number/);
    }
  });

  it('SHARDS (issue 31): the shards of a numeric SHARD_COUNT this process serves; unset or empty, every one', () => {
    expect(configOf({ ...validEnv, SHARD_COUNT: '4' }).SHARDS).toBeUndefined();
    expect(configOf({ ...validEnv, SHARD_COUNT: '4', SHARDS: '' }).SHARDS).toBeUndefined();
    expect(configOf({ ...validEnv, SHARD_COUNT: '4', SHARDS: '0,1' }).SHARDS).toEqual([0, 1]);
    expect(configOf({ ...validEnv, SHARD_COUNT: '4', SHARDS: ' 3 , 2 ' }).SHARDS).toEqual([3, 2]);
    for (const wrong of ['[0,1]', '0-1', '0;1', 'one', '0,', '-1']) {
      expect(problemsOf({ ...validEnv, SHARD_COUNT: '4', SHARDS: wrong }), wrong).toEqual([
        'SHARDS must list the shards this process serves, numbered from 0 and separated by commas, such as 0,1 (or be empty: every shard)',
      ]);
    }
  });

  it('SHARDS beside SHARD_COUNT: refused with auto (Discord picks the count), a shard beyond the count or one listed twice named', () => {
    expect(problemsOf({ ...validEnv, SHARDS: '0,1' })).toEqual([
      'SHARDS needs SHARD_COUNT set to a number: with auto, Discord decides the count at each start and one process serves every shard (leave SHARDS empty, or set SHARD_COUNT such as 4)',
    ]);
    expect(problemsOf({ ...validEnv, SHARD_COUNT: '4', SHARDS: '2,4' })).toEqual(['SHARDS lists shard 4, but SHARD_COUNT=4 numbers its shards 0 to 3']);
    expect(problemsOf({ ...validEnv, SHARD_COUNT: '4', SHARDS: '1,2,1' })).toEqual(['SHARDS lists shard 1 twice']);
    // A refused SHARD_COUNT is named alone: SHARDS is judged beside a count only.
    expect(problemsOf({ ...validEnv, SHARD_COUNT: 'four', SHARDS: '0,1' }).map((problem) => problem.split(' ')[0])).toEqual(['SHARD_COUNT']);
  });

  it('DOCS_URL (issue 30: where /help links the docs): an http(s) address is kept, unset when empty, anything else named', () => {
    const docs = 'https://example.org/croupier/docs/';
    expect(configOf({ ...validEnv, DOCS_URL: docs }).DOCS_URL).toBe(docs);
    expect(configOf({ ...validEnv, DOCS_URL: '' }).DOCS_URL).toBeUndefined();
    expect(problemsOf({ ...validEnv, DOCS_URL: 'docs/PLAYERS.md' })[0]).toMatch(/^DOCS_URL must be the http\(s\) address of the docs folder/);
  });

  it('ignores unrelated environment variables', () => {
    const config = configOf({ ...validEnv, PATH: '/usr/bin', HOME: '/root' });
    expect(Object.keys(config)).not.toContain('PATH');
  });

  it('names DISCORD_TOKEN when the token is missing', () => {
    const problems = problemsOf({ DISCORD_APPLICATION_ID: validEnv.DISCORD_APPLICATION_ID });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DISCORD_TOKEN is required/);
  });

  it('names DISCORD_APPLICATION_ID when the application id is missing', () => {
    const problems = problemsOf({ DISCORD_TOKEN: validEnv.DISCORD_TOKEN });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DISCORD_APPLICATION_ID is required/);
  });

  it('names DISCORD_TOKEN when the token is malformed', () => {
    for (const token of ['not-a-token', 'two.parts', 'a.b.c.d', 'has space.b.c']) {
      const problems = problemsOf({ ...validEnv, DISCORD_TOKEN: token });
      expect(problems, token).toHaveLength(1);
      expect(problems[0], token).toMatch(/^DISCORD_TOKEN must be a bot token/);
    }
  });

  it('names DISCORD_APPLICATION_ID when it is not numeric', () => {
    for (const id of ['my-bot', '12345', '12345678901234567x']) {
      const problems = problemsOf({ ...validEnv, DISCORD_APPLICATION_ID: id });
      expect(problems, id).toHaveLength(1);
      expect(problems[0], id).toMatch(/^DISCORD_APPLICATION_ID must be the numeric application id/);
    }
  });

  it('names LOG_LEVEL when it is not a pino level', () => {
    const problems = problemsOf({ ...validEnv, LOG_LEVEL: 'verbose' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('names DEV_GUILD_ID when it is not a server id', () => {
    const problems = problemsOf({ ...validEnv, DEV_GUILD_ID: 'my server' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DEV_GUILD_ID must be a numeric server id/);
  });

  it('reports every problem at once', () => {
    const problems = problemsOf({ LOG_LEVEL: 'loud', DEV_GUILD_ID: 'x' });
    const variables = problems.map((problem) => problem.split(' ')[0]).sort();
    expect(variables).toEqual(['DEV_GUILD_ID', 'DISCORD_APPLICATION_ID', 'DISCORD_TOKEN', 'LOG_LEVEL']);
  });
});

describe('a copied .env.example with nothing filled in', () => {
  it('says the token and application id are required, not that they are malformed', () => {
    const problems = problemsOf({ DISCORD_TOKEN: '', DISCORD_APPLICATION_ID: '', DEV_GUILD_ID: '', DATABASE_PATH: '', LOG_LEVEL: '' });
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith('DISCORD_TOKEN'))).toMatch(/is required/);
    expect(problems.find((p) => p.startsWith('DISCORD_APPLICATION_ID'))).toMatch(/is required/);
  });
});

describe('describeConfigProblems', () => {
  it('lists every problem, one per line, with where to fix them', () => {
    const problems = problemsOf({ LOG_LEVEL: 'loud' });
    const text = describeConfigProblems(problems);
    const lines = text.split('\n');

    expect(lines[0]).toMatch(/cannot start/);
    for (const problem of problems) expect(lines).toContain(`  - ${problem}`);
    expect(lines.filter((line) => line.startsWith('  - '))).toHaveLength(problems.length);
    expect(text).toMatch(/\.env/);
  });
});

describe('starting without configuration', () => {
  it('exits with status 1 and one clear message naming the missing variables, no stack trace', () => {
    // index.ts reads .env from its working directory; the repository must not have one
    // or this test would not be testing the bare environment.
    expect(fs.existsSync(path.join(repoRoot, '.env'))).toBe(false);

    const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/main/index.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
      encoding: 'utf8',
      timeout: 30_000,
    });

    expect(result.error).toBeUndefined();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/DISCORD_TOKEN/);
    expect(result.stderr).toMatch(/DISCORD_APPLICATION_ID/);
    expect(result.stderr).toMatch(/cannot start/);
    expect(result.stderr).not.toMatch(/^ {4}at /m);
    expect(result.stdout).toBe('');
  }, 40_000);
});

describe('deploy-commands when Discord does not take them (issue 30)', () => {
  it('exits with status 1 and one line saying what to fix, no stack trace', () => {
    // A token Discord never issued: offline (as here) Discord cannot be reached; online it refuses the token. Either way, one line.
    const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/main/deploy-commands.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        DISCORD_TOKEN: 'not.a.token',
        DISCORD_APPLICATION_ID: '123456789012345678',
      },
      encoding: 'utf8',
      timeout: 50_000,
    });

    expect(result.error).toBeUndefined();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Could not register the commands: Discord (could not be reached \(E[A-Z_]+\)|refused DISCORD_TOKEN)[^\n]*\n$/);
    expect(result.stdout).toBe('');
  }, 60_000);
});
