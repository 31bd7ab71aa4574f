// Integration: `npm start` and `npm run deploy-commands` with a wrong token, no route to Discord or no gateway say one line and exit 1 (issue 30), on the stand-in.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../standin/standin.js';
import { type Ended, endOf } from './fixtures/ended.js';
import { root } from './fixtures/imports.js';

const standin = new DiscordStandIn();
let dir = '';
beforeAll(async () => {
  await standin.start();
  dir = mkdtempSync(join(tmpdir(), 'croupier-start-failures-'));
});
/** Every process a test started: one a timed-out test left running is ended with the file. */
const started = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await standin.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs an entry as its npm script does (tsx), to its end: asynchronously, as the stand-in answers from this very process. */
function run(entry: string, env: Record<string, string>): Promise<Ended> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [entry], {
    cwd: root,
    // Nothing of the developer's environment or .env: only what the test says.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', DATABASE_PATH: join(dir, 'croupier.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  return endOf(child);
}

/** A local port nothing listens on: a connection to it is refused at once, as when Discord cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const wrongToken = 'MTAwMDAwMDAwMDAwMDAwMDAw.not-the.bots-token';

/** What an operator reads: exactly one line on stderr, no stack trace anywhere. */
function expectOneLine(ended: Ended, line: RegExp): void {
  expect(ended.stderr).toMatch(line);
  expect(ended.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(`${ended.stdout}${ended.stderr}`).not.toMatch(/^\s+at /m);
  expect(`${ended.stdout}${ended.stderr}`).not.toContain('"stack"');
  expect(ended.status).toBe(1);
}

describe('npm start cannot connect to Discord (issue 30)', () => {
  it('a token Discord refuses: one line naming DISCORD_TOKEN and where to get it again, exit 1', async () => {
    const ended = await run('src/main/index.ts', { DISCORD_TOKEN: wrongToken, DISCORD_APPLICATION_ID: standin.applicationId, DISCORD_API_URL: standin.apiUrl });
    expectOneLine(ended, /^Croupier could not connect to Discord: Discord refused DISCORD_TOKEN \(401 Unauthorized\); copy the bot token again[^\n]*\n$/);
    // The token itself is never printed.
    expect(`${ended.stdout}${ended.stderr}`).not.toContain(wrongToken);
  }, 60_000);

  it('no route to Discord: one line naming the network error and what to check, exit 1', async () => {
    const api = `http://127.0.0.1:${await closedPort()}/api`;
    const ended = await run('src/main/index.ts', { DISCORD_TOKEN: standin.token, DISCORD_APPLICATION_ID: standin.applicationId, DISCORD_API_URL: api });
    expectOneLine(ended, /^Croupier could not connect to Discord: Discord could not be reached \(ECONNREFUSED\); check this machine's connection[^\n]*\n$/);
  }, 60_000);

  it('Discord answers but its gateway cannot be reached: one line after a few tries, not a silent wait for ever, exit 1', async () => {
    // A stand-in of its own whose REST answers, sending the bot to a gateway address where nothing listens.
    const noGateway = new DiscordStandIn({ gatewayUrl: `ws://127.0.0.1:${await closedPort()}` });
    await noGateway.start();
    try {
      const ended = await run('src/main/index.ts', {
        DISCORD_TOKEN: noGateway.token,
        DISCORD_APPLICATION_ID: noGateway.applicationId,
        DISCORD_API_URL: noGateway.apiUrl,
      });
      expectOneLine(
        ended,
        /^Croupier could not connect to Discord: Discord's gateway could not be reached \(3 tries\); check that this machine may open WebSocket[^\n]*\n$/,
      );
    } finally {
      await noGateway.stop();
    }
  }, 60_000);
});

describe('npm start cannot reach PostgreSQL (issue 32)', () => {
  it('DATABASE_URL where nothing listens: one line naming the server (never its password) and what to check, exit 1', async () => {
    const url = `postgres://croupier:hunter2@127.0.0.1:${await closedPort()}/croupier`;
    const ended = await run('src/main/index.ts', {
      DISCORD_TOKEN: standin.token,
      DISCORD_APPLICATION_ID: standin.applicationId,
      DISCORD_API_URL: standin.apiUrl,
      DATABASE_URL: url,
    });
    expectOneLine(
      ended,
      /^Croupier could not reach PostgreSQL at postgres:\/\/127\.0\.0\.1:\d+\/croupier \([^)]*ECONNREFUSED[^)]*\): is it running, and is DATABASE_URL right\?\n$/,
    );
    expect(`${ended.stdout}${ended.stderr}`).not.toContain('hunter2');
  }, 60_000);
});

describe('npm run deploy-commands cannot register (issue 30)', () => {
  it('a token Discord refuses: one line, exit 1, nothing registered', async () => {
    const ended = await run('src/main/deploy-commands.ts', {
      DISCORD_TOKEN: wrongToken,
      DISCORD_APPLICATION_ID: standin.applicationId,
      DISCORD_API_URL: standin.apiUrl,
    });
    expectOneLine(ended, /^Could not register the commands: Discord refused DISCORD_TOKEN \(401 Unauthorized\)[^\n]*\n$/);
    expect(standin.commands.size).toBe(0);
  }, 60_000);

  it('with the right token it registers every command in the stand-in', async () => {
    const ended = await run('src/main/deploy-commands.ts', {
      DISCORD_TOKEN: standin.token,
      DISCORD_APPLICATION_ID: standin.applicationId,
      DISCORD_API_URL: standin.apiUrl,
      DEV_GUILD_ID: standin.guildId,
    });
    expect(ended.stderr).toBe('');
    expect(ended.status).toBe(0);
    expect(ended.stdout).toBe(`Registered ${standin.commands.size} commands in server ${standin.guildId}.\n`);
    expect(standin.commands.size).toBeGreaterThan(5);
  }, 60_000);
});
