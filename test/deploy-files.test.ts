// The hosting files refer to what exists (issue 30): the Dockerfile and compose.yaml (no Docker engine here to build them), the systemd unit, the invite URL.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { botPermissions } from '../src/discord/runtime/permissions.js';
import { importsOf, reachableFrom, root } from './fixtures/imports.js';

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
const dockerfile = read('Dockerfile');
const ignored = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
/** The Dockerfile's instructions, continuation lines joined. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => /^[A-Z]+ /.test(line));
const composeFile = read('compose.yaml');
const unit = read('deploy/croupier.service');

describe('the Dockerfile', () => {
  it('copies from the project only files that exist and that .dockerignore lets through', () => {
    const sources = instructions.filter((line) => line.startsWith('COPY ') && !line.includes('--from=')).flatMap((line) => line.split(/\s+/).slice(1, -1));
    expect(sources).toEqual(expect.arrayContaining(['package-lock.json', 'src', 'migrations', 'assets']));
    for (const source of sources) {
      expect(existsSync(join(root, source)), source).toBe(true);
      expect(ignored, source).not.toContain(source);
    }
  });

  it('runs npm scripts that package.json has, and installs the production packages with npm ci --omit=dev', () => {
    const scripts = instructions.flatMap((line) => [...line.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(scripts).toContain('build');
    for (const script of scripts) expect(packageJson.scripts, script).toHaveProperty(script);
    expect(instructions).toContain('RUN npm ci --omit=dev');
  });

  it('runs as a non-root user, the database on the volume compose.yaml mounts', () => {
    const user = instructions.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBe('USER node');
    expect(instructions).toContain('VOLUME /app/data');
    expect(dockerfile).toMatch(/DATABASE_PATH=\/app\/data\/croupier\.db/);
    expect(composeFile).toMatch(/^ {6}- croupier-data:\/app\/data$/m);
    expect(composeFile).toMatch(/^ {6}DATABASE_PATH: \/app\/data\/croupier\.db$/m);
    // The README's `docker compose … croupier` commands name this service; its settings come from the README's .env.
    expect(composeFile).toMatch(/^ {2}croupier:$/m);
    expect(composeFile).toMatch(/^ {4}env_file: \.env$/m);
  });

  // Issue 32: the clusters' manager, the REST proxy and the move to PostgreSQL run from the build too.
  const entries = [
    'src/main/index.ts',
    'src/main/deploy-commands.ts',
    'src/main/backup.ts',
    'src/main/run-clusters.ts',
    'src/main/run-proxy.ts',
    'src/main/migrate-to-postgres.ts',
  ];

  it('its build stage has all it compiles: the bot, deploy-commands and backup load only files under src/ (COPY src)', () => {
    expect(reachableFrom(...entries).filter((file) => !file.startsWith('src/'))).toEqual([]);
  });

  it('the production packages (npm ci --omit=dev) are all that the bot, deploy-commands and backup load', () => {
    const loaded = reachableFrom(...entries).flatMap((file) => importsOf(file).filter((found) => !found.typeOnly));
    const packages = new Set(
      loaded
        .map(({ target }) => target)
        .filter((target) => !target.startsWith('node:') && !builtinModules.includes(target) && !target.startsWith('src/'))
        .map((target) =>
          target
            .split('/')
            .slice(0, target.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    expect([...packages]).toEqual(expect.arrayContaining(['discord.js', 'better-sqlite3', 'pg', 'discord-hybrid-sharding', '@discordjs/proxy']));
    for (const name of packages) expect(Object.keys(packageJson.dependencies), name).toContain(name);
    // pino loads its pretty-printer by name, in a terminal.
    expect(Object.keys(packageJson.dependencies)).toContain('pino-pretty');
  });
});

describe('the systemd unit (deploy/croupier.service)', () => {
  it('has its own user, a working directory, an environment file, and restarts on failure', () => {
    expect(unit).toMatch(/^User=croupier$/m);
    expect(unit).toMatch(/^WorkingDirectory=\/opt\/croupier$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/opt\/croupier\/\.env$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    // It may write only the database's folder: .env.example's DATABASE_PATH, from the working directory.
    expect(read('.env.example')).toMatch(/^DATABASE_PATH=\.\/data\/croupier\.db$/m);
    expect(unit).toMatch(/^ReadWritePaths=\/opt\/croupier\/data$/m);
  });

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  it.skipIf(analyze.status !== 0)('passes systemd-analyze verify (where systemd is installed)', () => {
    // The unit names /usr/bin/node, where distributions put it; verify checks that it exists, so here it is this machine's node.
    const dir = mkdtempSync(join(tmpdir(), 'croupier-unit-'));
    try {
      const copy = join(dir, 'croupier.service');
      const here = unit.replace('ExecStart=/usr/bin/node ', `ExecStart=${process.execPath} `);
      writeFileSync(copy, here);
      const verified = spawnSync('systemd-analyze', ['verify', copy], { encoding: 'utf8' });
      expect(verified.stderr).toBe('');
      expect(verified.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the invite URL', () => {
  it('asks for exactly the permissions the bot checks for, in the README and both moderator guides (en, ro)', () => {
    const expected = PermissionsBitField.resolve([...botPermissions]).toString();
    for (const document of ['README.md', 'docs/MODERATORS.md', 'docs/ro/MODERATORS.md']) {
      const urls = [...read(document).matchAll(/https:\/\/discord\.com\/oauth2\/authorize\?\S+/g)].map((match) => match[0]);
      expect(urls.length, document).toBeGreaterThan(0);
      for (const url of urls) {
        const query = new URL(url).searchParams;
        expect(query.get('permissions'), document).toBe(expected);
        expect(query.get('scope'), document).toBe('bot applications.commands');
      }
    }
  });
});
