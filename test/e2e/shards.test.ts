// E2E (issue 31): the real client over 4 stand-in shards and 12 servers: a transcript per shard, a deleted channel, a resumed shard, IDENTIFYs counted, the silent named, and 4011's sentence.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Events } from 'discord.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runTranscript } from '../../sandbox/transcript/run.js';
import type { StandInGuild } from '../../standin/model.js';
import { shardOf } from '../../standin/shards.js';
import { DiscordStandIn } from '../../standin/standin.js';
import { root } from '../fixtures/imports.js';
import { lastVisible, useSandbox } from './helpers.js';

const SHARDS = 4;
/** Discord lets a bot this big identify its shards together (max_concurrency); 1 would space them 5 s apart. */
const sessionStartLimit = { total: 1000, resetAfter: 0, maxConcurrency: SHARDS };
/** The watchdog's clock: moved by the test, so a minute of silence takes no minute. */
let watchdogNow = Date.now();
const e2e = useSandbox({
  guilds: 12,
  // SHARD_COUNT=auto: the count /gateway/bot recommends.
  shardSettings: { shards: SHARDS, sessionStartLimit },
  shardWatch: { now: () => watchdogNow, periodMs: 0 },
});

/** The servers on one shard, by Discord's formula; and the bot must agree on where each one is. */
function guildsOn(shard: number): StandInGuild[] {
  const guilds = [...e2e.sandbox.standin.guilds.values()].filter((guild) => shardOf(guild.id, SHARDS) === shard);
  for (const guild of guilds) expect(e2e.sandbox.bot.client.guilds.cache.get(guild.id)?.shardId).toBe(shard);
  return guilds;
}

/** A whole Showdown table in one server's #general, every line naming the server (`as NAME in GUILD #CHANNEL:`). */
const showdownIn = (guild: string) => `
as alice in ${guild} #general: /showdown open buy_in:0
press bob: Join
dice: 2 5
press alice: Start
press alice: Show
press bob: Show
`;

describe('4 shards, 12 servers, one process (issue 31)', () => {
  it('the client asks /gateway/bot and runs the 4 shards it recommends, 3 servers each, with one IDENTIFY a shard', () => {
    const { client } = e2e.sandbox.bot;
    expect(client.options.shardCount).toBe(SHARDS);
    expect(client.guilds.cache.size).toBe(12);
    expect([0, 1, 2, 3].map((shard) => guildsOn(shard).length)).toEqual([3, 3, 3, 3]);
    expect([...e2e.sandbox.standin.gateway!.identifies].sort()).toEqual([0, 1, 2, 3]);
    expect([...e2e.sandbox.bot.shards.identifies].sort()).toEqual([0, 1, 2, 3]);
  });

  it('a transcript per shard: each plays a whole table in a server of its own shard, its messages in that server only', async () => {
    for (let shard = 0; shard < SHARDS; shard += 1) {
      const guild = guildsOn(shard).at(-1)!;
      const lines: string[] = [];
      const { exitCode } = await runTranscript(showdownIn(guild.name), { sandbox: e2e.sandbox, json: true, out: (line) => lines.push(line) });
      expect(exitCode, `shard ${shard}: ${lines.join('\n')}`).toBe(0);
      const table = (await e2e.sandbox.bot.context.tables.publicTable(shard + 1))!;
      expect(table).toMatchObject({ serverId: guild.id, channelId: guild.generalChannelId });
      expect(table.status).toBe('finished');
      // bob's 5 beats alice's 2: the channel of that server says so, as the stand-in delivered it over that shard only.
      expect(lastVisible(e2e.sandbox, 'bob', 'channel').channelId).toBe(guild.generalChannelId);
    }
    expect(e2e.sandbox.standin.gateway!.identifies).toHaveLength(SHARDS);
  });

  it('a server a transcript names for the first time is made: the bot is told on its shard (GUILD_CREATE) and plays there', async () => {
    const lines: string[] = [];
    const script = 'as alice in guild13 #general: /showdown open buy_in:0\npress bob: Join\n';
    const { exitCode } = await runTranscript(script, { sandbox: e2e.sandbox, json: true, out: (line) => lines.push(line) });
    expect(exitCode, lines.join('\n')).toBe(0);
    const guild = e2e.sandbox.standin.guildNamed('guild13')!;
    expect(e2e.sandbox.bot.client.guilds.cache.get(guild.id)?.shardId).toBe(shardOf(guild.id, SHARDS));
    expect(await e2e.sandbox.bot.context.tables.publicTable(1)).toMatchObject({ serverId: guild.id, channelId: guild.generalChannelId, status: 'lobby' });
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.seats).toHaveLength(2);
  });

  it('a channel deleted in a server on shard 3 cancels its table (CHANNEL_DELETE reaches that shard)', async () => {
    const { sandbox } = e2e;
    const guild = guildsOn(3)[0]!;
    const channel = sandbox.standin.addChannel('dice', guild.id);
    await vi.waitFor(() => expect(sandbox.bot.client.channels.cache.has(channel.id)).toBe(true));
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: channel.id });
    expect(await sandbox.bot.context.tables.publicTable(1)).toMatchObject({ status: 'lobby', channelId: channel.id });
    sandbox.standin.deleteChannel(channel.id);
    await vi.waitFor(async () => expect((await sandbox.bot.context.tables.publicTable(1))!.status).toBe('cancelled'), { timeout: 10_000 });
    await sandbox.bot.idle();
  });

  it("shard 2's connection killed: it resumes, the command sent meanwhile is answered, the other shards never noticed, no IDENTIFY more", async () => {
    const { sandbox } = e2e;
    const guild = guildsOn(2)[0]!;
    const resumed = new Promise<number>((resolve) => sandbox.bot.client.on(Events.ShardResume, (shard) => resolve(shard)));
    const reconnecting: number[] = [];
    sandbox.bot.client.on(Events.ShardReconnecting, (shard) => reconnecting.push(shard));
    sandbox.standin.gateway!.dropConnections(4000, 2);
    // Sent while shard 2 is away: the stand-in keeps it for the session and replays it on RESUME, as Discord does.
    const open = sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: guild.generalChannelId });
    expect(await resumed).toBe(2);
    const interaction = await open;
    expect(interaction.outcome).toBe('answered');
    expect(await sandbox.bot.context.tables.publicTable(1)).toMatchObject({ status: 'lobby', channelId: guild.generalChannelId });
    await sandbox.press('bob', 'Join');
    expect((await sandbox.bot.context.tables.publicTable(1))!.seats).toHaveLength(2);
    expect(reconnecting).toEqual([2]);
    expect(sandbox.standin.gateway!.connectedShards()).toEqual([0, 1, 2, 3]);
    expect(sandbox.standin.gateway!.identifies).toHaveLength(SHARDS);
    expect(sandbox.bot.shards.identifies).toHaveLength(SHARDS);
  });

  it('a shard silent for more than a minute is named in an error, once, until it is heard again', async () => {
    const { sandbox } = e2e;
    const watch = sandbox.bot.shards;
    expect(watch.check()).toEqual([]);
    watchdogNow += 61_000;
    expect(watch.check().sort()).toEqual([0, 1, 2, 3]);
    expect(watch.check()).toEqual([]);
    // Shard 1 hears of a new channel; the others stay silent and are not named again.
    const heard = new Promise<void>((resolve) => sandbox.bot.client.once(Events.ChannelCreate, () => resolve()));
    sandbox.standin.addChannel('news', guildsOn(1)[0]!.id);
    await heard;
    watchdogNow += 61_000;
    expect(watch.check()).toEqual([1]);
    const silent = e2e.logLines.filter((line) => line.includes('is silent'));
    expect(silent.map((line) => (JSON.parse(line) as { shard: number }).shard).sort()).toEqual([0, 1, 1, 2, 3]);
    expect(silent[0]).toMatch(/"level":50/);
  });
});

describe('4011: too many servers for the shards (issue 31)', () => {
  const standin = new DiscordStandIn({ shards: { shards: SHARDS, sessionStartLimit, maxGuildsPerShard: 2 } });
  const dir = mkdtempSync(join(tmpdir(), 'croupier-shards-'));
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await standin.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('SHARD_COUNT=4 over 12 servers, 2 allowed a session: npm start stops with one sentence saying more shards are needed, exit 1', async () => {
    for (let n = 2; n <= 12; n += 1) standin.addGuild(`guild${n}`);
    await standin.start();
    // The production start path, as `npm start` runs it: nothing of the developer's environment, only what the test says.
    const started = spawn(join(root, 'node_modules/.bin/tsx'), ['src/main/index.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        DATABASE_PATH: join(dir, 'croupier.db'),
        DISCORD_TOKEN: standin.token,
        DISCORD_APPLICATION_ID: standin.applicationId,
        DISCORD_API_URL: standin.apiUrl,
        SHARD_COUNT: '4',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let stderr = '';
    started.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const status = await new Promise<number | null>((resolve) => started.once('close', resolve));
    expect(stderr).toMatch(
      /^Croupier could not connect to Discord: Discord closed shard [0-3] with 4011 \(Sharding required\): 4 shards cannot hold all the bot's servers; set SHARD_COUNT higher \(or to auto, Discord's recommendation\) and start Croupier again\.\n$/,
    );
    expect(status).toBe(1);
    // Every IDENTIFY was refused and none retried: no session started.
    expect(standin.gateway!.identifies).toEqual([]);
    expect(standin.connectedSessions()).toBe(0);
  }, 60_000);
});
