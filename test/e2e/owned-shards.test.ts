// E2E (issue 31): two bots on one database file over one stand-in of 4 shards, each serving 2 (SHARDS): a table of each side is reminded and runs out of time once, by the bot serving its server; a restart looks after its own.
import { Events, RESTEvents } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { sandboxGames } from '../../sandbox/games.js';
import { type Db, openDatabase } from '../../src/db/connection.js';
import { storeOf } from '../../src/db/sqlite-store.js';
import { createLogger } from '../../src/log.js';
import { type Bot, createBot } from '../../src/main/bot.js';
import type { StandInGuild } from '../../standin/model.js';
import { shardOf } from '../../standin/shards.js';
import { pressButton, type SlashInput, typeCommand } from '../../standin/users.js';
import { messagesIn, useSandbox } from './helpers.js';

const SHARDS = 4;
const MINUTE = 60_000;
const sessionStartLimit = { total: 1000, resetAfter: 0, maxConcurrency: SHARDS };
// The sandbox's bot is the first process: SHARD_COUNT=4, SHARDS=0,1. The test starts the second (SHARDS=2,3) on the same file.
const e2e = useSandbox({ guilds: 8, shards: SHARDS, servedShards: [0, 1], shardSettings: { shards: SHARDS, sessionStartLimit } });

/** The second process: the production bot on the same database file and the same stand-in, serving shards 2 and 3; every request it made, from the start. */
async function startSecondBot(logLines: string[]): Promise<{ bot: Bot; db: Db; requests: string[] }> {
  const { sandbox } = e2e;
  const db = openDatabase(sandbox.databasePath);
  const bot = createBot({
    store: storeOf(db),
    log: createLogger({ level: 'warn', destination: { write: (line: string) => void logLines.push(line) } }),
    rng: sandbox.dice,
    modules: sandboxGames,
    now: sandbox.clock.now,
    pause: async (milliseconds) => sandbox.clock.advance(milliseconds),
    rest: { api: sandbox.standin.apiUrl },
    timerPeriodMs: 0,
    shards: SHARDS,
    servedShards: [2, 3],
  });
  const requests: string[] = [];
  bot.client.rest.on(RESTEvents.Response, (request) => requests.push(`${request.method} ${request.path}`));
  const ready = new Promise<void>((resolve) => bot.client.once(Events.ClientReady, () => resolve()));
  await bot.login(sandbox.standin.token);
  await ready;
  return { bot, db, requests };
}

async function stopSecondBot({ bot, db }: { bot: Bot; db: Db }): Promise<void> {
  await bot.idle();
  await bot.stop();
  db.close();
}

/** The channels each bot posted a message in, one entry a message (the REST answers its client saw). */
function postsOf(bot: Bot): string[] {
  const channels: string[] = [];
  bot.client.rest.on(RESTEvents.Response, (request, response) => {
    const posted = /^\/channels\/(\d+)\/messages$/.exec(request.path);
    if (request.method === 'POST' && posted && response.ok) channels.push(posted[1]!);
  });
  return channels;
}

/** The lines of a channel's messages that start so (⏰ a reminder, ⌛ a runout). */
const linesIn = (channelId: string, start: string) =>
  messagesIn(e2e.sandbox, channelId)
    .flatMap((message) => message.content.split('\n'))
    .filter((line) => line.startsWith(start));

describe('two bots, one database, 4 shards split 0-1 and 2-3 (issue 31: SHARDS)', () => {
  it('a table in a server of each side is reminded and runs out of time once, each by the bot serving its server, never by the other; a restart looks for its own channels only', async () => {
    const { sandbox } = e2e;
    const secondLog: string[] = [];
    let second = await startSecondBot(secondLog);
    try {
      const first = sandbox.bot;
      // Each bot holds only its shards' servers: the stand-in routed each server's GUILD_CREATE to the session of its shard.
      const guilds = [...sandbox.standin.guilds.values()];
      const sideOf = (guild: StandInGuild) => (shardOf(guild.id, SHARDS) < 2 ? first : second.bot);
      for (const guild of guilds) {
        expect(first.client.guilds.cache.has(guild.id), guild.name).toBe(sideOf(guild) === first);
        expect(second.bot.client.guilds.cache.has(guild.id), guild.name).toBe(sideOf(guild) === second.bot);
      }
      expect([...sandbox.standin.gateway!.identifies].sort()).toEqual([0, 1, 2, 3]);
      const firstGuild = guilds.find((guild) => sideOf(guild) === first)!;
      const secondGuild = guilds.find((guild) => sideOf(guild) === second.bot)!;
      expect([firstGuild, secondGuild].every(Boolean)).toBe(true);

      /** Waits for the stand-in's answer, and for everything the bot serving that server does after it. */
      const settle = async (bot: Bot, interaction: { id: string }) => {
        await sandbox.standin.waitForAnswer(interaction.id);
        await bot.idle();
      };
      /** A Showdown table started in a server's #general, alice to play, 2 minutes on her clock; played through the bot serving it. */
      const startTableIn = async (guild: StandInGuild) => {
        const bot = sideOf(guild);
        const open: SlashInput = { path: ['showdown', 'open'], options: { buy_in: 0, turn_timeout: '2m' }, channelId: guild.generalChannelId };
        await settle(bot, typeCommand(sandbox.standin, 'alice', open));
        await settle(bot, pressButton(sandbox.standin, 'bob', 'Join'));
        sandbox.dice.force([4, 2]);
        await settle(bot, pressButton(sandbox.standin, 'alice', 'Start'));
      };
      await startTableIn(firstGuild);
      await startTableIn(secondGuild);
      const tables: number[] = [];
      for (const guild of [firstGuild, secondGuild]) tables.push((await first.context.tables.tableIn(guild.generalChannelId))!);
      const statuses = [];
      for (const id of tables) statuses.push((await first.context.tables.publicTable(id))!.status);
      expect(statuses).toEqual(['active', 'active']);

      const firstPosts = postsOf(first);
      const secondPosts = postsOf(second.bot);
      /** Both bots' timers look at the clock, the first first: without ownership it would take the other's table too. */
      const tickBoth = async () => {
        await first.timers.tick();
        await first.idle();
        await second.bot.timers.tick();
        await second.bot.idle();
      };

      // Half time: one reminder in each channel, each posted by the bot serving that server.
      sandbox.clock.advance(MINUTE);
      await first.timers.tick();
      await first.idle();
      expect(linesIn(firstGuild.generalChannelId, '⏰')).toHaveLength(1);
      expect(linesIn(secondGuild.generalChannelId, '⏰')).toEqual([]);
      await second.bot.timers.tick();
      await second.bot.idle();
      expect(linesIn(secondGuild.generalChannelId, '⏰')).toHaveLength(1);

      // The deadline: the first bot plays for alice at its own table only; the second table waits for its own bot.
      sandbox.clock.advance(MINUTE);
      await first.timers.tick();
      await first.idle();
      const runout = `⌛ ${e2e.at('alice')} ran out of time; the table plays for them.`;
      expect(linesIn(firstGuild.generalChannelId, '⌛')).toEqual([runout]);
      expect(linesIn(secondGuild.generalChannelId, '⌛')).toEqual([]);
      await second.bot.timers.tick();
      await second.bot.idle();
      expect(linesIn(secondGuild.generalChannelId, '⌛')).toEqual([runout]);

      // Ticking again changes nothing: each line once.
      await tickBoth();
      for (const guild of [firstGuild, secondGuild]) {
        expect(linesIn(guild.generalChannelId, '⏰'), guild.name).toHaveLength(1);
        expect(linesIn(guild.generalChannelId, '⌛'), guild.name).toHaveLength(1);
      }
      const expiries = sandbox.db.prepare(`SELECT table_id FROM actions WHERE kind = 'expire' ORDER BY table_id`).pluck().all();
      expect(expiries).toEqual(tables);
      // Who said it: each bot posted in its own server's channel and never in the other's.
      expect(new Set(firstPosts)).toEqual(new Set([firstGuild.generalChannelId]));
      expect(new Set(secondPosts)).toEqual(new Set([secondGuild.generalChannelId]));
      expect(secondLog).toEqual([]);
      expect(e2e.logLines).toEqual([]);

      // The second process restarts: at ready it looks for its own tables' channels only (the first's are not in its
      // cache, and asking Discord for each would spend requests on what the first process looks after).
      await stopSecondBot(second);
      // Stopping closes its shards, which discord.js reports as reconnecting: what the new one logs is what counts.
      secondLog.length = 0;
      second = await startSecondBot(secondLog);
      await second.bot.idle();
      const sweep = second.requests.filter((request) => request.startsWith('GET /channels/'));
      expect(sweep.filter((request) => request.includes(firstGuild.generalChannelId))).toEqual([]);
      expect(linesIn(firstGuild.generalChannelId, '⌛')).toHaveLength(1);
      expect(secondLog).toEqual([]);
    } finally {
      await stopSecondBot(second);
    }
  });

  it("a button pressed in a member's DMs (Discord sends those to shard 0) moves a table of the other side's server: its message and its news are shown there", async () => {
    const { sandbox } = e2e;
    const second = await startSecondBot([]);
    try {
      const first = sandbox.bot;
      const guild = [...sandbox.standin.guilds.values()].find((candidate) => shardOf(candidate.id, SHARDS) >= 2)!;
      expect(first.client.guilds.cache.has(guild.id)).toBe(false);
      const settle = async (bot: Bot, interaction: { id: string }) => {
        await sandbox.standin.waitForAnswer(interaction.id);
        await bot.idle();
      };
      // A Valere table in the second side's server: each player's three dice come by DM, with a button per point die (VA-2).
      const here = { guildIds: new Set([guild.id]) };
      await settle(second.bot, typeCommand(sandbox.standin, 'alice', { path: ['valere', 'open'], options: {}, channelId: guild.generalChannelId }));
      await settle(second.bot, pressButton(sandbox.standin, 'bob', 'Join', here));
      sandbox.dice.force([6, 5, 2, 6, 4, 3]);
      await settle(second.bot, pressButton(sandbox.standin, 'alice', 'Start', here));
      const table = () => messagesIn(sandbox, guild.generalChannelId).find((message) => message.embeds[0]?.title?.startsWith('Valere table'))!;
      expect(JSON.stringify(table().embeds)).toContain('0 of 2 settled');

      // alice keeps her 2 from her DMs: the first bot (shard 0) takes it, and edits the table message in a server it does not serve.
      const keep = pressButton(sandbox.standin, 'alice', 'Keep 2 as point die');
      expect(sandbox.standin.interactions.get(keep.id)!.channelId).not.toBe(guild.generalChannelId);
      await settle(first, keep);
      expect(JSON.stringify(table().embeds)).toContain('1 of 2 settled');
      // bob's keep ends the round: the next is drawn, and the news is said in that server's channel, by the first bot too.
      const before = messagesIn(sandbox, guild.generalChannelId).length;
      await settle(first, pressButton(sandbox.standin, 'bob', 'Keep 3 as point die'));
      expect(table().embeds[0]!.fields!.map((field) => field.name)).toContain('Round 2 · target 18');
      expect(messagesIn(sandbox, guild.generalChannelId).length).toBeGreaterThan(before);
      expect(e2e.logLines).toEqual([]);
    } finally {
      await stopSecondBot(second);
    }
  });
});
