// Integration: the README's Quick start, Backups and Hosting commands run as written in a fresh copy of the project, against the stand-in (issue 30).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../standin/standin.js';
import { type Ended, endOf } from './fixtures/ended.js';
import { root } from './fixtures/imports.js';
import { section, shellCommands, treatment } from './fixtures/readme-commands.js';

const standin = new DiscordStandIn();
let copy = '';

/** A fresh clone, as near as a test gets: the files git would hand over (tracked, or new and not ignored), and the installed packages. */
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-fresh-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of listed.split('\0')) {
    // node_modules: in a worktree it may be a symlink git lists; the copy gets its own below.
    if (file === '' || file === 'node_modules' || !existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  // What `npm ci` installed before the tests (.ci/run): installing again would need the registry and minutes.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

beforeAll(async () => {
  copy = freshCopy();
  await standin.start();
});
/** Every command's process group: one a timed-out test left running is ended with the file. */
const groups = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of groups) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
  await standin.stop();
  rmSync(copy, { recursive: true, force: true });
});

/**
 * The stand-in's address and token, which win over the copied .env (README: Environment); nothing of the
 * developer's environment, and npm asks the registry nothing.
 */
const environment = () => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/tmp',
  DISCORD_TOKEN: standin.token,
  DISCORD_APPLICATION_ID: standin.applicationId,
  DISCORD_API_URL: standin.apiUrl,
  npm_config_update_notifier: 'false',
});

/** A command in the copy through the shell, as a reader types it; asynchronous, as the stand-in answers from this process. */
async function shell(command: string, readyWhen?: RegExp): Promise<Ended & { ready: boolean }> {
  // Its own process group: npm starts a shell that starts the bot, and SIGTERM goes to all of them, as Ctrl-C would.
  const child = spawn('sh', ['-c', command], { cwd: copy, env: environment(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  groups.add(child);
  let ready = false;
  const ended = await endOf(child, (stdout) => {
    if (readyWhen && !ready && readyWhen.test(stdout)) {
      ready = true;
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
  return { ...ended, ready };
}

/** What a backup command writes to: its last word. */
const backupTarget = (command: string) => /(?:npm run backup(?::prod)? --|backup\.js) (\S+)$/.exec(command)?.[1] ?? null;

const commandsOf = (document: string) => [
  ...shellCommands(section(document, '## Quick start')),
  ...shellCommands(section(document, '### Backups')),
  ...shellCommands(section(document, '## Hosting')),
];

describe("the README's Quick start, Backups and Hosting, on a fresh copy (issue 30)", () => {
  it('every command runs as written, or the test says why it cannot here', { timeout: 300_000 }, async () => {
    const commands = commandsOf('README.md');
    // The sections are there and hold what the issue asks for: a start from the build and both ways of hosting.
    expect(commands).toEqual(expect.arrayContaining(['npm start', 'npm run build', 'npm run start:prod', 'docker compose up -d --build']));
    const ran = new Set<string>();
    for (const written of commands) {
      const how = treatment(written);
      if (how.kind === 'skip') continue;
      // The same command twice (a build in two sections) gives the same result: it runs once.
      if (ran.has(how.command)) continue;
      ran.add(how.command);
      if (how.kind === 'until-ready') {
        const ended = await shell(how.command, /"msg":"ready/);
        expect(ended.ready, `${written} never got ready:\n${ended.stdout}\n${ended.stderr}`).toBe(true);
        // SIGTERM, as `docker stop` and systemd send it: the bot stops cleanly. Not asked of `npm start`: tsx, which runs
        // it, relays the signal and kills the bot outright when it has not heard back within 30 ms (its relaySignalToChild),
        // which a loaded machine can miss; hosting runs the build on Node alone (start:prod, the Dockerfile, systemd).
        if (!how.command.startsWith('npm start')) expect(ended.stdout, written).toContain('"msg":"shutting down"');
        continue;
      }
      const ended = await shell(how.command);
      expect(ended.status, `${written}:\n${ended.stdout}\n${ended.stderr}`).toBe(0);
      const target = backupTarget(how.command);
      if (target) {
        // A whole database, as the bot left it; removed again, as the same file name appears in two sections.
        const backup = new Database(join(copy, target), { readonly: true, fileMustExist: true });
        expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(backup.pragma('user_version', { simple: true })).toBeGreaterThan(0);
        backup.close();
        rmSync(join(copy, target));
      }
    }
    // What ran: the newcomer's start and the production start, each command once, and the commands are registered.
    expect([...ran]).toEqual(
      expect.arrayContaining([
        'cp .env.example .env',
        'npm run deploy-commands',
        'npm start',
        'npm run build',
        'npm run deploy-commands:prod',
        'npm run start:prod',
        'node dist/src/main/deploy-commands.js',
      ]),
    );
    expect(standin.commands.size).toBeGreaterThan(5);
    // The Dockerfile's CMD and the unit's ExecStart run what the build made.
    expect(existsSync(join(copy, 'dist/src/main/index.js'))).toBe(true);
  });
});

describe('the moderator guides say the same commands (en, ro in step)', () => {
  it.each(['docs/MODERATORS.md', 'docs/ro/MODERATORS.md'])('%s: its hosting commands are the README’s', (guide) => {
    const hosting = guide.includes('/ro/') ? '## Găzduirea' : '## Hosting';
    expect(shellCommands(section(guide, hosting))).toEqual(shellCommands(section('README.md', '## Hosting')));
  });
});

describe('the start scripts', () => {
  it('start:prod runs the file the Dockerfile and the systemd unit run', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['start:prod']).toBe('node dist/src/main/index.js');
    expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).toMatch(/^CMD \["node", "dist\/src\/main\/index\.js"\]$/m);
    expect(readFileSync(join(root, 'deploy/croupier.service'), 'utf8')).toMatch(/^ExecStart=\/usr\/bin\/node dist\/src\/main\/index\.js$/m);
  });
});
