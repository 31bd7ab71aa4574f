// A throwaway PostgreSQL server on this machine (issue 32): for the tests, the sandbox and trying clusters, from Debian's postgresql package.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the server's own database, for making others. */
  url: string;
  port: number;
  dir: string;
  stop(): void;
}

export interface LocalPostgresOptions {
  /** Where the cluster lives [a new temporary folder, removed at stop]. */
  dir?: string;
  /** [a free port] */
  port?: number;
  /**
   * Trades durability for speed: no fsync, commits not waited for. For tests
   * only, whose databases are thrown away; a bot's database never runs so
   * (docs/SCALING.md: durability).
   */
  fast?: boolean;
}

/** The PostgreSQL programs: `PG_BIN`, or the newest of Debian's /usr/lib/postgresql/<version>/bin; null when none is installed. */
export function postgresPrograms(): string | null {
  const given = process.env.PG_BIN;
  if (given) return existsSync(join(given, 'initdb')) ? given : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** A free TCP port on 127.0.0.1, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Makes a cluster and starts its server on 127.0.0.1, listening nowhere
 * else; trust authentication for the local user `postgres`. PostgreSQL will
 * not run as root: as root, it runs as the `postgres` user the package made.
 */
export async function startLocalPostgres(options: LocalPostgresOptions = {}): Promise<LocalPostgres> {
  const bin = postgresPrograms();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set PG_BIN to its programs folder)');
  const made = options.dir === undefined;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'croupier-postgres-'));
  const port = options.port ?? (await freePort());
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe' });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) run('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = [`-k ${dir}`, `-p ${port}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200'];
  if (options.fast) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  run('pg_ctl', ['-D', dir, '-o', settings.join(' '), '-l', join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        if (made) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
