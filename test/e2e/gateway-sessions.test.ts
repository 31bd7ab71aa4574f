// E2E (issue 31): the real client over 4 stand-in shards, stopped gracefully and started again on the same file: it resumes its sessions, no IDENTIFY, and acts on what happened meanwhile; sessions Discord let go are identified afresh.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { txOf } from '../../src/db/sqlite-store.js';
import { forgetGatewaySession } from '../../src/engine/servers/gateway-sessions.js';
import { createLogger } from '../../src/log.js';
import type { StandInGuild } from '../../standin/model.js';
import { shardOf } from '../../standin/shards.js';
import { pressButton } from '../../standin/users.js';
import { useSandbox } from './helpers.js';

const SHARDS = 4;
/** Discord lets a bot this big identify its shards together (max_concurrency); 1 would space them 5 s apart. */
const sessionStartLimit = { total: 1000, resetAfter: 0, maxConcurrency: SHARDS };
/** The bot's log at info, where it says of each shard whether it resumes or identifies. */
const logged: { shard?: number; msg: string; session?: string; identifies?: number; servers?: number }[] = [];
const log = createLogger({ level: 'info', destination: { write: (line: string) => void logged.push(JSON.parse(line)) } });
const e2e = useSandbox({ guilds: 12, shardSettings: { shards: SHARDS, sessionStartLimit }, log });

function guildOn(shard: number): StandInGuild {
  return [...e2e.sandbox.standin.guilds.values()].find((guild) => shardOf(guild.id, SHARDS) === shard)!;
}

const said = (message: string) => logged.filter((line) => line.msg === message);

describe('a restart resumes the gateway sessions (issue 31)', () => {
  it('stopped gracefully and started again: 4 RESUMEs, no IDENTIFY, a press and a deleted channel from while it was down acted on', async () => {
    const { sandbox } = e2e;
    const gateway = sandbox.standin.gateway!;
    expect([...gateway.identifies].sort()).toEqual([0, 1, 2, 3]);
    // A table on shard 1 whose channel will be deleted while the bot is down, and one on shard 3 waiting to start.
    const dice = sandbox.standin.addChannel('dice', guildOn(1).id);
    await sandbox.command('carol', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: dice.id });
    expect(await sandbox.bot.context.tables.publicTable(1)).toMatchObject({ status: 'lobby', channelId: dice.id });
    const onThree = guildOn(3);
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: onThree.generalChannelId });
    await sandbox.press('bob', 'Join');
    logged.length = 0;

    let pressed: { id: string } | null = null;
    await sandbox.restart(() => {
      // Discord keeps both for the sessions and replays them on RESUME.
      sandbox.dice.force([2, 5]);
      pressed = pressButton(sandbox.standin, 'alice', 'Start');
      sandbox.standin.deleteChannel(dice.id);
    });

    // No session started: each shard took its own up again.
    expect(gateway.identifies).toHaveLength(SHARDS);
    expect(sandbox.bot.shards.identifies).toEqual([]);
    expect([...gateway.resumes].sort()).toEqual([0, 1, 2, 3]);
    expect([...sandbox.bot.sessions.resumed].sort()).toEqual([0, 1, 2, 3]);
    const resuming = said('shard resuming its saved gateway session (no IDENTIFY)');
    expect(resuming.map((line) => line.shard).sort()).toEqual([0, 1, 2, 3]);
    // Never the session id in full: a RESUME needs only it and the token.
    for (const line of resuming) expect(line.session).toMatch(/^.{4}…$/);
    expect(said('shard identifying (a new gateway session)')).toEqual([]);

    // The press made while the bot was down is answered: alice's table on shard 3 starts.
    const press = await sandbox.standin.waitForAnswer(pressed!.id);
    expect(press.outcome).toBe('answered');
    await sandbox.bot.idle();
    expect((await sandbox.bot.context.tables.publicTable(2))!.status).not.toBe('lobby');
    // The table whose channel went while the bot was down is cancelled. Its CHANNEL_DELETE is replayed, but the channel is no
    // longer among those the resumed shard fetched, so discord.js has nothing to delete: the start's look at each table's
    // channel finds it gone (Discord's 10003), as after a restart that identifies.
    sandbox.standin.expectRefusal(10003);
    expect((await sandbox.bot.context.tables.publicTable(1))!.status).toBe('cancelled');
    // The cache is whole again: every server on its shard, the bot's own user known.
    expect(sandbox.bot.client.guilds.cache.size).toBe(12);
    expect(sandbox.bot.client.guilds.cache.get(onThree.id)?.shardId).toBe(3);
    expect(sandbox.bot.client.user?.id).toBe(sandbox.standin.botUser.id);

    // And it plays on: a new table in a server of shard 0.
    const open = await sandbox.command('bob', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: guildOn(0).generalChannelId });
    expect(open.outcome).toBe('answered');
    expect(await sandbox.bot.context.tables.publicTable(3)).toMatchObject({ status: 'lobby', serverId: guildOn(0).id });
    expect(gateway.identifies).toHaveLength(SHARDS);
  });

  it('one shard with no saved session, the others with theirs: 3 RESUMEs and 1 IDENTIFY, the client ready only with every server known', async () => {
    const { sandbox } = e2e;
    const gateway = sandbox.standin.gateway!;
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: guildOn(0).generalChannelId });
    logged.length = 0;
    await sandbox.restart(async () => {
      // As for a shard too big to rebuild: shard 2 identifies at once, and is ready before the others have fetched their servers.
      const db = openDatabase(sandbox.databasePath);
      await forgetGatewaySession(txOf(db), 2);
      db.close();
    });
    expect([...gateway.resumes].sort()).toEqual([0, 1, 3]);
    expect([...gateway.identifies].sort()).toEqual([0, 1, 2, 2, 3]);
    expect(sandbox.bot.shards.identifies).toEqual([2]);
    // discord.js counts a resumed shard ready at once; the client must wait until each has fetched its servers.
    expect(said('ready; picking up unfinished tables').map((line) => line.servers)).toEqual([12]);
    await sandbox.press('bob', 'Join');
    expect((await sandbox.bot.context.tables.publicTable(1))!.seats).toHaveLength(2);
  });

  it('sessions Discord has let go: each shard is refused its RESUME, identifies, and the bot plays on', async () => {
    const { sandbox } = e2e;
    const gateway = sandbox.standin.gateway!;
    logged.length = 0;
    await sandbox.restart(() => gateway.forgetSessions());
    expect(gateway.resumes).toEqual([]);
    expect([...gateway.identifies].sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect([...sandbox.bot.shards.identifies].sort()).toEqual([0, 1, 2, 3]);
    expect(sandbox.bot.sessions.resumed).toEqual([]);
    expect(
      said('saved gateway session no longer valid; identifying')
        .map((line) => line.shard)
        .sort(),
    ).toEqual([0, 1, 2, 3]);
    // The IDENTIFY count in the log is this run's: 1 to 4.
    expect(said('shard identifying (a new gateway session)').map((line) => line.identifies)).toEqual([1, 2, 3, 4]);
    expect(sandbox.bot.client.guilds.cache.size).toBe(12);

    const open = await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 }, channelId: guildOn(2).generalChannelId });
    expect(open.outcome).toBe('answered');
    await sandbox.press('bob', 'Join');
    expect((await sandbox.bot.context.tables.publicTable(1))!.seats).toHaveLength(2);
  });
});
