/**
 * Issue 28 (2): a tournament step killed just after it is saved. Its
 * news and its groups' threads used to ride only on the live publish:
 * killed between, "Tier 1 … is drawn" was never said and a group played in
 * the tournament's channel beside an empty thread. Now the step saves what
 * it has to show with it, and the restarted bot shows it, once: the threads
 * (one made before the kill is used, not made again), the tables in them,
 * and every line. The bot is a process of its own, killed with SIGKILL at
 * a request the stand-in receives (test/fixtures/bot-process.ts).
 * Issue 28 (7): an Eleven group start killed after making its threads and
 * before it was saved; the next Start uses them instead of making more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/db/connection.js';
import { storeOf } from '../../src/db/sqlite-store.js';
import { cryptoRng } from '../../src/engine/dice/rng.js';
import { createEngine } from '../../src/engine/index.js';
import type { TableService } from '../../src/engine/tables/service.js';
import { gameModules } from '../../src/games/index.js';
import type { VitajiView } from '../../src/games/vitaji/rules/view.js';
import type { StandInChannel } from '../../standin/model.js';
import { DiscordStandIn } from '../../standin/standin.js';
import { type SlashInput, typeCommand } from '../../standin/users.js';
import { BotProcess } from '../fixtures/bot-process.js';

const standin = new DiscordStandIn();
const dir = mkdtempSync(join(tmpdir(), 'croupier-tournament-crash-'));
const bot = new BotProcess(standin, join(dir, 'bot.db'));
let db: Db;
let tables: TableService;

/** Snake seeding of six into two groups of three (VJ-11). */
const GROUP_1 = ['alice', 'dave', 'erin'];
const GROUP_2 = ['bob', 'carol', 'fred'];
const general = () => standin.generalChannelId;
const threads = (): StandInChannel[] => [...standin.channels.values()].filter((channel) => channel.thread !== null);
const threadNamed = (name: string) => threads().find((thread) => thread.name === name);
const textIn = (channelId: string) =>
  standin
    .channelMessages()
    .filter((message) => message.channelId === channelId)
    .map((message) => message.content)
    .join('\n');
/** How often a line starting so was said in the channel. */
const times = (channelId: string, start: string) =>
  textIn(channelId)
    .split('\n')
    .filter((line) => line.startsWith(start)).length;
const tableMessagesIn = (channelId: string) =>
  standin.channelMessages().filter((message) => message.channelId === channelId && /^Vitaji table #\d+$/.test(message.embeds[0]?.title ?? ''));

/** A member's command, answered and everything it caused shown (the bot's own signal). */
async function run(member: string, path: string[], options: Record<string, string | number | boolean> = {}, channelId = general()) {
  const interaction = typeCommand(standin, member, { path, options, channelId });
  await standin.waitForAnswer(interaction.id);
  await bot.idle();
}

const tableIn = async (channelId: string) => {
  const id = await tables.latestTableIn(channelId);
  return id === null ? null : await tables.publicTable(id);
};

/**
 * A group's one game, played to its end in its thread: each member does what the table asks
 * (a Vitaji round of one die, everyone passing). With `killed`, the move that ends it is killed just
 * after it is saved — when the bot answers it, the game already finished in the database — and the
 * bot restarted.
 */
async function playGroup(players: readonly string[], channelId: string, killed = false) {
  await run(players[0]!, ['table', 'start'], {}, channelId);
  // The kill is decided as the request arrives (synchronously): the table's status read straight from the file.
  const finished = () => db.prepare('SELECT status FROM game_tables WHERE channel_id = ? ORDER BY id DESC LIMIT 1').pluck().get(channelId) === 'finished';
  const kill = killed ? bot.killAt((request) => request.kind === 'callback' && finished()) : new Promise<void>(() => {});
  for (let moves = 0; bot.alive && (await tableIn(channelId))?.status === 'active'; moves++) {
    if (moves > 30) throw new Error('the game did not end');
    const view = (await tableIn(channelId))!.view as VitajiView;
    const member = view.phase === 'bonus' ? view.pendingBonus[0]! : view.turn;
    const name = [...GROUP_1, ...GROUP_2].find((candidate) => standin.member(candidate).id === member)!;
    const move: SlashInput = view.phase === 'bonus' ? { path: ['vitaji', 'bonus'], options: { choice: 'add' } } : { path: ['vitaji', 'pass'], options: {} };
    const interaction = typeCommand(standin, name, { ...move, channelId });
    const shown = async () => {
      await standin.waitForAnswer(interaction.id);
      if (bot.alive) await bot.idle();
    };
    await Promise.race([shown(), kill]);
  }
  if (bot.alive) return;
  await bot.start();
  await bot.idle();
}

beforeAll(async () => {
  await standin.start();
  await bot.start();
  db = openDatabase(join(dir, 'bot.db'));
  tables = createEngine(
    storeOf(db),
    gameModules.map((module) => module.game),
    cryptoRng,
  ).tables;
  standin.setModerator('mona');
  await run('mona', ['tournament', 'open'], { game: 'vitaji', options: 'rounds=1 rerolls=1 ante=10', group_size: 3, advance: 1, games_per_round: 1 });
  for (const player of [...GROUP_1, ...GROUP_2].sort()) await run(player, ['tournament', 'join']);
}, 60_000);

afterAll(async () => {
  await bot.stop();
  db?.close();
  await standin.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a tournament step killed just after it is saved (issue 28)', () => {
  it('a start killed as it makes its first thread: after the restart each group plays in its own thread (the one made is used again) and the draw is said once', async () => {
    const killed = bot.killAt((request) => request.method === 'POST' && request.path === `/channels/${general()}/threads`);
    typeCommand(standin, 'mona', { path: ['tournament', 'start'], options: {}, channelId: general() });
    await killed;
    // Discord made the first thread; the bot died before it heard so.
    expect(threads().map((thread) => thread.name)).toEqual(['Tournament #1 · T1 group 1']);
    await bot.start();
    await bot.idle();

    expect(threads().map((thread) => thread.name)).toEqual(['Tournament #1 · T1 group 1', 'Tournament #1 · T1 group 2']);
    const [first, second] = threads();
    expect(times(general(), 'Tier 1 of the Vitaji tournament is drawn')).toBe(1);
    expect(textIn(general())).toContain(`Group 1 in <#${first!.id}>: ${GROUP_1.map((name) => `<@${standin.member(name).id}>`).join(', ')}`);
    expect(textIn(general())).toContain(`Group 2 in <#${second!.id}>: ${GROUP_2.map((name) => `<@${standin.member(name).id}>`).join(', ')}`);
    // Each group's table is in its thread, none in the tournament's channel.
    expect(tableMessagesIn(first!.id)).toHaveLength(1);
    expect(tableMessagesIn(second!.id)).toHaveLength(1);
    expect(tableMessagesIn(general())).toHaveLength(0);
    expect(db.prepare('SELECT COUNT(*) FROM tournament_notices').pluck().get()).toBe(0);
  }, 30_000);

  it("a tier's last game killed just after it is saved: the restarted bot says the group is done and the final drawn, once, and the final plays in its own thread", async () => {
    const [first, second] = threads();
    await playGroup(GROUP_1, first!.id);
    expect(times(general(), 'Tier 1, group 1 is done:')).toBe(1);

    await playGroup(GROUP_2, second!.id, true);
    expect(bot.kills).toBe(2);
    expect(times(general(), 'Tier 1, group 2 is done:')).toBe(1);
    expect(times(general(), 'The final of the Vitaji tournament is drawn:')).toBe(1);
    const final = threadNamed('Tournament #1 · final');
    expect(final).toBeDefined();
    expect(textIn(general())).toContain(`The final in <#${final!.id}>:`);
    expect(tableMessagesIn(final!.id)).toHaveLength(1);
    expect(threads()).toHaveLength(3);
    expect(db.prepare('SELECT COUNT(*) FROM tournament_notices').pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(0);
  }, 30_000);
});

describe('an Eleven group start killed before it is saved (issue 28, EL-1)', () => {
  it('the next Start plays in the thread the killed one made, and makes only the one missing', async () => {
    const room = standin.addChannel('eleven-room').id;
    await run('alice', ['eleven', 'open'], { order_roll: false }, room);
    for (const player of ['bob', 'carol', 'dave', 'erin', 'fred', 'gina']) await run(player, ['table', 'join'], {}, room);
    const inRoom = () => threads().filter((thread) => thread.parentId === room);
    const killed = bot.killAt((request) => request.method === 'POST' && request.path === `/channels/${room}/threads`);
    typeCommand(standin, 'alice', { path: ['table', 'start'], options: {}, channelId: room });
    await killed;
    // Discord made group 1's thread; the bot died before the start was saved.
    expect(inRoom().map((thread) => thread.name)).toEqual([expect.stringMatching(/^Eleven table #\d+, group 1$/)]);
    expect((await tableIn(room))!.status).toBe('lobby');
    await bot.start();

    await run('alice', ['table', 'start'], {}, room);
    expect(inRoom().map((thread) => thread.name)).toEqual([
      expect.stringMatching(/^Eleven table #\d+, group 1$/),
      expect.stringMatching(/^Eleven table #\d+, group 2$/),
    ]);
    for (const thread of inRoom()) expect((await tableIn(thread.id))?.status).toBe('active');
  }, 20_000);
});
