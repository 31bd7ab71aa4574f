/**
 * Croupier and the floor each in their own child process, started as
 * `npm start` starts Croupier (`node --import tsx src/main/index.ts`, its config
 * from the environment), pointed at a stand-in by DISCORD_API_URL. Additions,
 * all the benchmark's: `--expose-gc` and bench/memory-probe.ts, so the bench
 * can ask a bot for the memory it retains; in Croupier's, bench/picture-load.ts,
 * so the bench can have it draw a picture a second beside its tables.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DrawingThread } from '../src/pictures/index.js';
import type { DiscordStandIn } from '../standin/standin.js';
import type { PictureLoadAnswer, PictureLoadOrder } from './picture-load.js';

export type BotKind = 'croupier' | 'floor';

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface RunningBot {
  kind: BotKind;
  /** The child's process id (bench/guilds-shards.ts reads its CPU time to know when it has settled). */
  pid: number;
  /** From spawning the process to its ready line (Croupier: its "ready" log line, after the gateway's READY and GUILD_CREATE). */
  startToReadyMs: number;
  memory(): Promise<Memory>;
  /** Croupier only: draw a 12 × 10 scoresheet a second on this thread from now on, or (null) stop; resolves with how many the last order drew. */
  drawPictures(thread: DrawingThread | null): Promise<number>;
  stop(): Promise<void>;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entries: Record<BotKind, string> = { croupier: 'src/main/index.ts', floor: 'bench/floor-bot.ts' };
const READY = /"msg":"ready/;

export async function startBot(kind: BotKind, standin: DiscordStandIn, databasePath: string): Promise<RunningBot> {
  const probes = ['--import', join(root, 'bench/memory-probe.ts'), ...(kind === 'croupier' ? ['--import', join(root, 'bench/picture-load.ts')] : [])];
  return launch(kind, ['--expose-gc', '--import', 'tsx', ...probes, entries[kind]], standin, databasePath, true);
}

/** How Croupier is started: `npm start` (tsx compiling as it loads) or `npm run start:prod` (the build's JavaScript, dist/). */
export type StartForm = 'tsx' | 'compiled';
const startForms: Record<StartForm, string[]> = { tsx: ['--import', 'tsx', 'src/main/index.ts'], compiled: ['dist/src/main/index.js'] };

/** Croupier started as its npm script starts it, less npm itself, and nothing of the bench's added: no memory probe. */
export function startCroupierAs(form: StartForm, standin: DiscordStandIn, databasePath: string): Promise<RunningBot> {
  return launch('croupier', startForms[form], standin, databasePath, false);
}

/** What a section may add to a start: settings of its own, a longer wait for ready, and each log line before ready as it arrives. */
export interface LaunchExtras {
  env?: Record<string, string>;
  /** [60 s] */
  readyTimeoutMs?: number;
  /** Each stdout line up to and including the ready line, with the ms since spawning when it arrived. */
  onLine?: (line: string, atMs: number) => void;
}

/**
 * The compiled Croupier (`npm run start:prod`'s `node dist/src/main/index.js`,
 * after a build) with the memory probe, given as plain JavaScript so that
 * nothing of tsx is loaded into it (bench/guilds-shards.ts).
 */
export function startCompiledWithProbe(standin: DiscordStandIn, databasePath: string, probeScript: string, extras: LaunchExtras): Promise<RunningBot> {
  return launch('croupier', ['--expose-gc', '--import', pathToFileURL(probeScript).href, ...startForms.compiled], standin, databasePath, true, extras);
}

/** A bot that ended before its ready line: its exit code, its last stderr, and when it ended. */
export class NotReady extends Error {
  constructor(
    readonly kind: BotKind,
    readonly exitCode: number | null,
    readonly stderr: string,
    readonly afterMs: number,
  ) {
    super(`${kind} exited (${exitCode}) before it was ready: ${stderr}`);
  }
}

async function launch(
  kind: BotKind,
  args: string[],
  standin: DiscordStandIn,
  databasePath: string,
  probed: boolean,
  extras: LaunchExtras = {},
): Promise<RunningBot> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      DISCORD_TOKEN: standin.token,
      DISCORD_APPLICATION_ID: standin.applicationId,
      DISCORD_API_URL: standin.apiUrl,
      DATABASE_PATH: databasePath,
      // npm start's default level: the bench measures the bot as it runs in production.
      LOG_LEVEL: 'info',
      ...extras.env,
    },
    stdio: probed ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString('utf8')}`.slice(-4000);
  });
  const readyTimeoutMs = extras.readyTimeoutMs ?? 60_000;
  const startToReadyMs = await new Promise<number>((resolveReady, reject) => {
    let pending = '';
    const onData = (chunk: Buffer) => {
      const atMs = performance.now() - started;
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        extras.onLine?.(line, atMs);
        if (!READY.test(line)) continue;
        child.stdout!.off('data', onData);
        // Keep draining: a bot blocked on a full stdout pipe would measure the pipe.
        child.stdout!.resume();
        resolveReady(atMs);
        return;
      }
    };
    child.stdout!.on('data', onData);
    // After 'exit' its stderr may still be arriving: 'close' comes once it is all read.
    child.once('close', (code) => reject(new NotReady(kind, code, errors, performance.now() - started)));
    setTimeout(() => reject(new Error(`${kind} not ready after ${readyTimeoutMs / 1000} s: ${errors}`)), readyTimeoutMs).unref();
  });
  return {
    kind,
    pid: child.pid!,
    startToReadyMs,
    memory: async () => (probed ? await askMemory(child) : Promise.reject(new Error('started without the memory probe'))),
    drawPictures: async (thread) =>
      probed && kind === 'croupier' ? await orderPictures(child, thread) : Promise.reject(new Error('started without the picture load')),
    stop: () => stopChild(child),
  };
}

function askMemory(child: ChildProcess): Promise<Memory> {
  return new Promise((resolveMemory, reject) => {
    const onMessage = (message: unknown) => {
      const answer = message as { kind?: string } & Memory;
      if (answer.kind !== 'memory') return;
      child.off('message', onMessage);
      resolveMemory({ rss: answer.rss, heapUsed: answer.heapUsed, external: answer.external, arrayBuffers: answer.arrayBuffers });
    };
    child.on('message', onMessage);
    if (!child.send('memory')) reject(new Error('the bot process does not listen'));
  });
}

function orderPictures(child: ChildProcess, thread: DrawingThread | null): Promise<number> {
  return new Promise((resolveDrawn, reject) => {
    const onMessage = (message: unknown) => {
      const answer = message as Partial<PictureLoadAnswer>;
      if (answer.kind !== 'pictures' || typeof answer.drawn !== 'number') return;
      child.off('message', onMessage);
      resolveDrawn(answer.drawn);
    };
    child.on('message', onMessage);
    const order: PictureLoadOrder = { kind: 'pictures', thread };
    if (!child.send(order)) reject(new Error('the bot process does not listen'));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
