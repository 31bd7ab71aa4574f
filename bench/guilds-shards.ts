/**
 * What one process serves (issue 31): the compiled bot (`node
 * dist/src/main/index.js`, as `npm run start:prod` starts it, with the
 * memory probe) started against a stand-in holding 1,000 and 10,000 servers
 * over 1 and 8 shards (SHARD_COUNT), and at 10,000 servers over 8 shards
 * with 100,000 active tables. Each start: spawn to the bot's ready line
 * (every shard ready, every GUILD_CREATE in) as read and as logged (the
 * difference: the bot held right after ready), the IDENTIFYs the stand-in
 * counted, how long the bot stayed busy after ready, its heap and RSS after
 * garbage collection, and the load at its start. Each start has a stand-in
 * and a database of its own, migrated beforehand (a restart, not a first
 * start).
 *
 * Choices, said in docs/PERFORMANCE.md:
 * - 10,000 servers on 1 shard is run twice: at Discord's 2,500 a session,
 *   where the bot must stop with 4011's sentence (shown as such, as an
 *   operator would meet it), and with the stand-in's threshold lifted,
 *   marked so, to measure what one session of 10,000 costs beside 8.
 * - The stand-in answers /gateway/bot with max_concurrency equal to the
 *   shard count, so the shards identify together and the times are the
 *   bot's own; one more start (the last) uses Discord's max_concurrency 1
 *   for a bot this size, whose 5 s between IDENTIFYs is then measured once.
 * - 100,000 tables need 100,000 channels (one open table a channel): the
 *   servers get 10 channels each, and a start with those channels and no
 *   table separates what the channels cost from what the tables cost.
 *
 *   npx tsx bench/guilds-shards.ts [--quick]   (builds dist/ first)
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { DiscordStandIn } from '../standin/standin.js';
import { type Memory, NotReady, startCompiledWithProbe } from './bots.js';
import { sleep } from './driver.js';
import { type LoadRecord, loadNow } from './load.js';
import { emptyDatabase, seedActiveTables, type TablePlace, unfinishedCount } from './many-tables.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type StartKey = 'few-1' | 'few-many' | 'many-1' | 'many-1-lifted' | 'many-many' | 'channels' | 'tables' | 'paced';

export interface GuildsShardsSpec {
  key: StartKey;
  name: string;
  guilds: number;
  shards: number;
  /** Channels a server has (its #general the first): tables need one each. */
  channelsPerGuild: number;
  /** Active tables, one in each channel of every server (0, or guilds × channelsPerGuild). */
  tables: number;
  /** /gateway/bot's max_concurrency: how many shards may IDENTIFY in the same 5 s. */
  maxConcurrency: number;
  /** The servers a session may hold before 4011, null when lifted (marked so). */
  maxGuildsPerShard: number | null;
}

export interface GuildsShardsPoint {
  spec: GuildsShardsSpec;
  /** 'ready', or 4011 met: the bot stopped with its sentence, as with Discord at this size. */
  outcome: 'ready' | 'needs more shards';
  /** Spawn to the ready line read from the bot's stdout, ms (null when it never got there). */
  startToReadyMs: number | null;
  /**
   * Spawn to the moment the bot logged ready (the line's own `time`), ms.
   * pino writes asynchronously: a line logged just before synchronous work
   * (the pick-up of every unfinished table at ready) is read only after it,
   * so `startToReadyMs − readyLoggedMs` is how long the bot was held right
   * after ready, answering nothing.
   */
  readyLoggedMs: number | null;
  /** `startToReadyMs − readyLoggedMs`: how long the bot was held right after it logged ready, ms. */
  heldAfterReadyMs: number | null;
  /** 4011: spawn to the bot's exit, ms, and the sentence it said; else null. */
  exitMs: number | null;
  sentence: string | null;
  /** IDENTIFYs the stand-in accepted (what Discord counts against the day's 1,000). */
  identifies: number;
  /** From the first shard's IDENTIFY to the last's, as the bot logged them (their lines' `time`), ms. */
  identifyingSpanMs: number;
  /** Ready to the bot's CPU going quiet (tables picked up, timers started), ms, to the probe's 250 ms. */
  busyAfterReadyMs: number | null;
  memory: Memory | null;
  load: LoadRecord;
}

/** Bytes (and ms) one more of something costs, between two starts; busy when either began with the load above the cores. */
export interface Increment {
  heapBytes: number;
  rssBytes: number;
  /** To the moment the bot logged ready. */
  startMs: number;
  /** Held after ready (its thread busy, answering nothing). */
  heldMs: number;
  busy: boolean;
}

export interface GuildsShards {
  quick: boolean;
  /** Discord's servers a session (scaled down with --quick, so its 4011 row is met as at full size). */
  discordMaxGuildsPerShard: number;
  buildMs: number | null;
  points: GuildsShardsPoint[];
  /** What one process serves: each figure between two starts that differ in one thing only. */
  per: { guild: Increment; shard: Increment; channel: Increment; activeTable: Increment };
  /** Discord's 5 s between IDENTIFYs at max_concurrency 1: the paced start less the same start at full concurrency, ms. */
  identifyPaceMs: number;
}

const SIZES = {
  full: { few: 1000, many: 10_000, shards: 8, channelsPerGuild: 10, discordMax: 2500 },
  // Small, for CI's shape check: 200 servers on 1 shard meet the 4011 that 10,000 meet at full size.
  quick: { few: 50, many: 200, shards: 2, channelsPerGuild: 10, discordMax: 150 },
};

export function guildsShardsSpecs(quick: boolean): GuildsShardsSpec[] {
  const size = quick ? SIZES.quick : SIZES.full;
  const count = (n: number) => n.toLocaleString('en-US');
  const shards = (n: number) => `${n} shard${n === 1 ? '' : 's'}`;
  const spec = (key: StartKey, guilds: number, shardCount: number, extra: Partial<GuildsShardsSpec> = {}): GuildsShardsSpec => ({
    key,
    name: `${count(guilds)} guilds, ${shards(shardCount)}`,
    guilds,
    shards: shardCount,
    channelsPerGuild: 1,
    tables: 0,
    maxConcurrency: shardCount,
    maxGuildsPerShard: size.discordMax,
    ...extra,
  });
  const channels = size.many * size.channelsPerGuild;
  const plural = `${count(size.many)} guilds, ${shards(size.shards)}`;
  return [
    spec('few-1', size.few, 1),
    spec('few-many', size.few, size.shards),
    spec('many-1', size.many, 1),
    spec('many-1-lifted', size.many, 1, { name: `${count(size.many)} guilds, 1 shard, threshold lifted`, maxGuildsPerShard: null }),
    spec('many-many', size.many, size.shards),
    spec('channels', size.many, size.shards, { name: `${plural}, ${count(channels)} channels`, channelsPerGuild: size.channelsPerGuild }),
    spec('tables', size.many, size.shards, {
      name: `${plural}, ${count(channels)} active tables`,
      channelsPerGuild: size.channelsPerGuild,
      tables: channels,
    }),
    spec('paced', size.many, size.shards, { name: `${plural}, max_concurrency 1`, maxConcurrency: 1 }),
  ];
}

/** The stand-in for one start: its servers (the home one the first), each with its channels, and where the tables go. */
function standInFor(spec: GuildsShardsSpec): { standin: DiscordStandIn; places: TablePlace[] } {
  const standin = new DiscordStandIn({
    conformance: 'record',
    shards: {
      shards: spec.shards,
      sessionStartLimit: { total: 1000, resetAfter: 0, maxConcurrency: spec.maxConcurrency },
      maxGuildsPerShard: spec.maxGuildsPerShard ?? Number.POSITIVE_INFINITY,
    },
  });
  const places: TablePlace[] = [];
  for (let n = 1; n < spec.guilds; n += 1) standin.addGuild(`guild ${n + 1}`);
  for (const guild of standin.guilds.values()) {
    const channelIds = [guild.generalChannelId];
    for (let n = 1; n < spec.channelsPerGuild; n += 1) channelIds.push(standin.newChannel(`table-${n}`, guild.id).id);
    if (spec.tables > 0) places.push(...channelIds.map((channelId) => ({ serverId: guild.id, channelId })));
  }
  return { standin, places };
}

/** The process's CPU time so far in clock ticks (Linux /proc; null elsewhere). */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(/\s+/);
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** The bot's ready line (bots.ts waits for the same). */
const READY_LINE = /"msg":"ready/;

/** A JSON log line's `time` (ms since the epoch, pino's default). */
function loggedAt(line: string): number {
  const time = (JSON.parse(line) as { time?: unknown }).time;
  if (typeof time !== 'number') throw new Error(`a log line without its time: ${line}`);
  return time;
}

const POLL_MS = 250;

/**
 * Waits until the bot's CPU use over `windowMs` stays under 5 % of a core
 * (Linux clock ticks are 1/100 s); returns ms from now to when that quiet
 * began, or null where /proc cannot say (then `windowMs` is simply waited).
 */
async function quietAfter(pid: number, windowMs: number, limitMs = 120_000): Promise<number | null> {
  const began = performance.now();
  const samples: { at: number; ticks: number }[] = [];
  while (performance.now() - began < limitMs) {
    const ticks = cpuTicks(pid);
    if (ticks === null) {
      await sleep(windowMs);
      return null;
    }
    const at = performance.now() - began;
    samples.push({ at, ticks });
    const windowStart = samples.find((sample) => sample.at >= at - windowMs - POLL_MS / 2);
    if (windowStart && at - windowStart.at >= windowMs - POLL_MS / 2 && ticks - windowStart.ticks <= (windowMs / 1000) * 100 * 0.05) return windowStart.at;
    await sleep(POLL_MS);
  }
  return limitMs;
}

async function start(spec: GuildsShardsSpec, probeScript: string, databasePath: string, quick: boolean): Promise<GuildsShardsPoint> {
  const { standin, places } = standInFor(spec);
  if (spec.tables > 0) await seedActiveTables(databasePath, places);
  else await emptyDatabase(databasePath);
  if (unfinishedCount(databasePath) !== spec.tables) throw new Error(`${spec.name}: the database holds the wrong number of tables`);
  await standin.start();
  // When the bot logged them (pino's `time`, the wall clock), not when the bench read them.
  const identifying: number[] = [];
  let readyLoggedAt: number | null = null;
  const onLine = (line: string) => {
    if (line.includes('"msg":"shard identifying')) identifying.push(loggedAt(line));
    else if (READY_LINE.test(line)) readyLoggedAt = loggedAt(line);
  };
  const load = loadNow();
  const span = () => (identifying.length > 1 ? Math.max(...identifying) - Math.min(...identifying) : 0);
  try {
    const env = { SHARD_COUNT: String(spec.shards) };
    const spawnedAt = Date.now();
    const bot = await startCompiledWithProbe(standin, databasePath, probeScript, { env, readyTimeoutMs: 300_000, onLine }).catch((error: unknown) => {
      // Discord's answer to too many servers on a session: the bot's one sentence, then exit 1 (src/main/start.ts).
      if (error instanceof NotReady && error.exitCode === 1 && error.stderr.includes('4011')) return error;
      throw error;
    });
    if (bot instanceof NotReady) {
      const common = {
        spec,
        startToReadyMs: null,
        readyLoggedMs: null,
        heldAfterReadyMs: null,
        busyAfterReadyMs: null,
        memory: null,
        load,
        identifyingSpanMs: span(),
      };
      return { ...common, outcome: 'needs more shards', exitMs: bot.afterMs, sentence: bot.stderr.trim(), identifies: standin.gateway!.identifies.length };
    }
    try {
      const busyAfterReadyMs = await quietAfter(bot.pid, quick ? 500 : 1000);
      const memory = await bot.memory();
      const identifies = standin.gateway!.identifies.length;
      const readyLoggedMs = readyLoggedAt === null ? null : readyLoggedAt - spawnedAt;
      const heldAfterReadyMs = readyLoggedMs === null ? null : bot.startToReadyMs - readyLoggedMs;
      const figures = {
        startToReadyMs: bot.startToReadyMs,
        readyLoggedMs,
        heldAfterReadyMs,
        exitMs: null,
        sentence: null,
        identifies,
        identifyingSpanMs: span(),
      };
      return { spec, outcome: 'ready', ...figures, busyAfterReadyMs, memory, load };
    } finally {
      await bot.stop();
    }
  } finally {
    await standin.stop();
  }
}

/** The memory probe as plain JavaScript, so the compiled bot loads nothing of tsx (bots.ts startCompiledWithProbe). */
function writeProbe(dir: string): string {
  const source = readFileSync(join(root, 'bench/memory-probe.ts'), 'utf8');
  const path = join(dir, 'memory-probe.mjs');
  writeFileSync(path, transformSync(source, { loader: 'ts', format: 'esm' }).code);
  return path;
}

function increment(from: GuildsShardsPoint, to: GuildsShardsPoint, count: number): Increment {
  const per = (a: number | null | undefined, b: number | null | undefined) => ((b ?? Number.NaN) - (a ?? Number.NaN)) / count;
  return {
    heapBytes: per(from.memory?.heapUsed, to.memory?.heapUsed),
    rssBytes: per(from.memory?.rss, to.memory?.rss),
    startMs: per(from.readyLoggedMs, to.readyLoggedMs),
    heldMs: per(from.heldAfterReadyMs, to.heldAfterReadyMs),
    busy: from.load.busy || to.load.busy,
  };
}

/**
 * Every start in turn. `build`: how to build dist/ first; none when the
 * bench has built it already (start-forms.ts, just before).
 */
export async function guildsShards({ quick, build }: { quick: boolean; build?: () => number }): Promise<GuildsShards> {
  const buildMs = build ? build() : null;
  const dir = await mkdtemp(join(tmpdir(), 'croupier-bench-guilds-'));
  const points: GuildsShardsPoint[] = [];
  try {
    const probe = writeProbe(dir);
    for (const [index, spec] of guildsShardsSpecs(quick).entries()) {
      points.push(await start(spec, probe, join(dir, `start-${index}.db`), quick));
      rmSync(join(dir, `start-${index}.db`), { force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const at = (key: StartKey) => points.find((point) => point.spec.key === key)!;
  const specs = guildsShardsSpecs(quick);
  const spec = (key: StartKey) => specs.find((candidate) => candidate.key === key)!;
  const tables = spec('tables');
  return {
    quick,
    discordMaxGuildsPerShard: (quick ? SIZES.quick : SIZES.full).discordMax,
    buildMs,
    points,
    per: {
      guild: increment(at('few-many'), at('many-many'), spec('many-many').guilds - spec('few-many').guilds),
      shard: increment(at('many-1-lifted'), at('many-many'), spec('many-many').shards - 1),
      channel: increment(at('many-many'), at('channels'), tables.guilds * (tables.channelsPerGuild - 1)),
      activeTable: increment(at('channels'), at('tables'), tables.tables),
    },
    identifyPaceMs: (at('paced').startToReadyMs ?? Number.NaN) - (at('many-many').startToReadyMs ?? Number.NaN),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildCompiled } = await import('./start-forms.js');
  const { printGuildsShards } = await import('./print.js');
  const figures = await guildsShards({ quick: process.argv.includes('--quick'), build: buildCompiled });
  printGuildsShards(figures);
  console.log(JSON.stringify({ kind: 'guilds-shards', ...figures }));
}
