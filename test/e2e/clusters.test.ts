/**
 * Issue 32, end to end: the stand-in, `npm run proxy`, and `npm run
 * clusters` with 2 clusters over 4 shards, on one PostgreSQL. Tables in 16
 * servers (4 a shard) play at once, their starts a burst of DMs; the
 * stand-in counts the globally limited requests in every sliding second (the
 * proxy keeps both clusters' to Discord's 50 together). One cluster is
 * killed (SIGKILL) the moment its starts are answered, their DMs and
 * announcements still on their way, started again by the manager, and
 * plays on: nothing lost, nothing shown twice, the ledger at zero.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StandInGuild } from '../../standin/model.js';
import { shardOf } from '../../standin/shards.js';
import { pressButton, typeCommand } from '../../standin/users.js';
import { Clusters, clusterEnv, clusterWorld, startProxy, stopAll } from '../fixtures/cluster-run.js';
import { STORE_KINDS } from '../fixtures/stores.js';

const SHARDS = 4;
const SERVERS = 16;
const PLAYERS = ['a', 'b', 'c', 'd'] as const;

describe.skipIf(!STORE_KINDS.includes('postgres'))('2 clusters over 4 shards behind one REST proxy, on PostgreSQL (issue 32)', () => {
  let world: Awaited<ReturnType<typeof clusterWorld>> | undefined;
  let proxy: ChildProcess | undefined;
  let clusters: Clusters | undefined;

  beforeAll(async () => {
    world = await clusterWorld(SHARDS, SERVERS);
  });

  afterAll(async () => {
    await stopAll([clusters?.child, proxy]);
    await world?.stop();
  });

  /** Each server's table: its players (named by the server, so each presses in their own), in #general. */
  const playersOf = (guild: StandInGuild) => PLAYERS.map((player) => `${player}-${guild.name}`);

  it('plays tables in every server at once, survives a cluster killed mid-game, and keeps the global limit, the ledger and every message whole', async () => {
    const { standin, database, store } = world!;
    // The proxy, as `npm run proxy` runs it: it says its address once it listens.
    const started = await startProxy(standin.apiUrl);
    proxy = started.child;
    expect(started.said).toBe(
      `Discord REST proxy on http://127.0.0.1:${started.port}/api, sending to ${standin.apiUrl}: set DISCORD_API_URL=http://127.0.0.1:${started.port}/api for every cluster.`,
    );

    clusters = new Clusters(
      clusterEnv({ token: standin.token, applicationId: standin.applicationId, proxyPort: started.port, databaseUrl: database.url, shards: SHARDS }),
    );
    await clusters.next('ready');
    const live = clusters;
    expect(live.clusters.map(({ shards }) => shards)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect([...standin.gateway!.identifies].sort()).toEqual([0, 1, 2, 3]);

    const guilds = [...standin.guilds.values()];
    expect(new Set(guilds.map((guild) => shardOf(guild.id, SHARDS))).size).toBe(SHARDS);
    /** One member's step in their server, waited for: Discord's answer, then every cluster idle. */
    const step = async (send: () => { id: string }) => {
      const interaction = send();
      await standin.waitForAnswer(interaction.id);
      await live.idle();
    };
    /** A button on the table message of the member's own server (everyone sees every server here). */
    const press = (guild: StandInGuild, member: string, label: string) => step(() => pressButton(standin, member, label, guild.generalChannelId));

    // Every server opens a table for 5 tria a player, and its players join: servers side by side, steps in order within one.
    await Promise.all(
      guilds.map(async (guild) => {
        const [host, ...others] = playersOf(guild);
        await step(() =>
          typeCommand(standin, host!, { path: ['showdown', 'open'], options: { stakes: 'tria', buy_in: 5 }, channelId: guild.generalChannelId }),
        );
        for (const member of others) await press(guild, member, 'Join');
      }),
    );
    // All start at once: 64 hidden rolls dealt by DM, most to members the bots never wrote to (a DM channel opened first).
    // The cluster of shards 2 and 3 dies without a word the moment its starts are answered, their DMs and announcements
    // still on their way, and its manager starts it again: what it had saved and not shown it shows then, once
    // (what it had already posted carries a nonce, so Discord does not take it twice).
    const since = standin.clock.now();
    const victim = live.clusters.find((cluster) => cluster.shards.includes(2))!;
    await Promise.all(guilds.map((guild) => standin.waitForAnswer(pressButton(standin, playersOf(guild)[0]!, 'Start', guild.generalChannelId).id)));
    const restarted = live.next('cluster-ready');
    process.kill(victim.pid!, 'SIGKILL');
    await restarted;
    expect(live.clusters.find((cluster) => cluster.cluster === victim.cluster)!.pid).not.toBe(victim.pid);
    await live.idle();

    // Every player shows, every server at once, to the end of each game.
    for (const player of [0, 1, 2, 3]) await Promise.all(guilds.map((guild) => press(guild, playersOf(guild)[player]!, 'Show')));

    // Discord's limit for the bot as a whole: at most 50 globally limited requests in any sliding second, both clusters together.
    expect(standin.traffic.maxGlobalPerSecond(since)).toBeLessThanOrEqual(50);
    expect(standin.stats().global).toBeGreaterThan(100);

    const { tx } = store;
    // Every table finished, each action once, the money conserved.
    const tables = await tx.all<{ id: number; status: string; server_id: string }>('SELECT id, status, server_id FROM game_tables ORDER BY id');
    expect(tables).toHaveLength(SERVERS);
    expect(tables.every((table) => table.status === 'finished')).toBe(true);
    const actions = await tx.all<{ table_id: number; n: number }>('SELECT table_id, COUNT(*) AS n FROM actions GROUP BY table_id ORDER BY table_id');
    // open, 3 joins, start, 4 shows.
    expect(actions.map((row) => row.n)).toEqual(tables.map(() => 9));
    expect(await tx.get<{ total: number }>('SELECT SUM(balance) AS total FROM accounts')).toEqual({ total: 0 });
    expect(await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM outbox')).toEqual({ n: 0 });

    for (const guild of guilds) {
      const players = playersOf(guild);
      // Each player's hidden die reached them by DM once, the kill notwithstanding.
      for (const player of players) {
        const dealt = standin.visibleTo(player).filter((message) => message.audience.to === 'dm');
        expect(dealt, `${player}'s DMs`).toHaveLength(1);
      }
      // The channel says the start and the result once each: no announcement lost, none doubled.
      const said = standin
        .channelMessages()
        .filter((message) => message.channelId === guild.generalChannelId)
        .map((message) => message.content);
      expect(
        said.filter((content) => content.includes('begins:')),
        guild.name,
      ).toHaveLength(1);
      expect(
        said.filter((content) => content.startsWith('The game is over. Winner:')),
        guild.name,
      ).toHaveLength(1);
    }
    expect(standin.unexpected()).toEqual({ unanswered: [], refused: [], apologies: [] });
  }, 300_000);
});
