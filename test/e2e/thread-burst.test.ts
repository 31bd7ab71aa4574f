/**
 * Issue 27, point 5: Discord limits how fast one channel gets new threads
 * (a `retry_after` of minutes is reported) and how many are active in a
 * server (160006). A start of many groups makes a few threads at most, and
 * on the first such refusal the remaining groups play at their own
 * messages in the channel at once — the start answered within Discord's
 * time, every group at a table it can play.
 */
import { describe, expect, it } from 'vitest';
import { rejectOnRateLimit, ThreadBurst } from '../../src/discord/delivery/threads.js';
import { messagesIn as sharedMessagesIn, textIn as sharedTextIn, threadsOf, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at } = e2e;

const general = () => e2e.sandbox.standin.generalChannelId;
const messagesIn = (channelId: string) => sharedMessagesIn(e2e.sandbox, channelId);
const textIn = (channelId: string) => sharedTextIn(e2e.sandbox, channelId);
const threads = () => threadsOf(e2e.sandbox);
/** Counts the thread creations the bot asks of Discord from now on, answered or not. */
function countThreadRequests(): () => number {
  let count = 0;
  e2e.sandbox.standin.traffic.onRequest((request) => {
    if (request.method === 'POST' && /\/threads$/.test(request.path)) count += 1;
  });
  return () => count;
}
const THREADS = /^\/channels\/\d+\/threads$/;

/** The tournament's group tables as they stand: where each plays and whether its message is there. */
async function groupTables() {
  const { context } = e2e.sandbox.bot;
  const { db } = e2e.sandbox;
  const { tables } = context;
  const ids = db.prepare('SELECT id FROM game_tables WHERE tournament_id = 1 ORDER BY id').all() as { id: number }[];
  const found = [];
  for (const { id } of ids) found.push((await tables.publicTable(id))!);
  return found;
}

/** A Vitaji tournament of `entrants` in groups of 3, one going on from each, started by its moderator. */
async function startTournament(entrants: number) {
  e2e.sandbox.standin.setModerator('mona');
  await e2e.run('mona', 'tournament', 'open', { game: 'vitaji', options: 'rounds=1 rerolls=1', group_size: 3, advance: 1, games_per_round: 1 });
  for (let entrant = 1; entrant <= entrants; entrant++) await e2e.run(`p${entrant}`, 'tournament', 'join');
  await e2e.run('mona', 'tournament', 'start');
}

/** Every group's table has its message where the group plays, and the group's first player can start it there. */
async function expectEveryGroupPlayable() {
  const tables = await groupTables();
  for (const table of tables) {
    expect(table.messageId, `table #${table.id} has its message`).not.toBeNull();
    const message = messagesIn(table.channelId).find((candidate) => candidate.id === table.messageId);
    expect(message?.embeds[0]?.title).toContain(`#${table.id}`);
  }
  // A group that plays in the channel starts and plays there like any other.
  const inChannel = tables.find((table) => table.channelId === general())!;
  const first = inChannel.seats.find((seat) => seat.role === 'player')!.userId;
  const name = [...e2e.sandbox.standin.users.values()].find((user) => user.id === first)!.name;
  e2e.sandbox.dice.force([3]);
  await e2e.sandbox.command(name, { path: ['table', 'start'], options: {}, channelId: general() });
  expect((await e2e.sandbox.bot.context.tables.publicTable(inChannel.id))!.status).toBe('active');
}

describe('thread bursts (issue 27, point 5)', () => {
  it("turns back only thread creation: a rate limit there is not slept through, any other route is, and so is a moment of the bot's own 50 a second", () => {
    const route = (method: string, path: string) => ({ method, route: path, global: false, timeToReset: 180_000 });
    expect(rejectOnRateLimit(route('POST', '/channels/:id/threads'))).toBe(true);
    expect(rejectOnRateLimit(route('POST', '/channels/:id/messages/:id/threads'))).toBe(true);
    expect(rejectOnRateLimit(route('POST', '/channels/:id/messages'))).toBe(false);
    expect(rejectOnRateLimit(route('PATCH', '/channels/:id'))).toBe(false);
    // discord.js keeps the bot under 50 requests a second by itself (a `global` wait of under a second): a busy bot
    // meets it in any burst, and a tournament start that did put its groups in the channel (found by the chaos test).
    expect(rejectOnRateLimit({ ...route('POST', '/channels/:id/threads'), global: true, timeToReset: 400 })).toBe(false);
    expect(rejectOnRateLimit({ ...route('POST', '/channels/:id/threads'), global: true, timeToReset: 60_000 })).toBe(true);
  });

  it('a tournament of 8 groups makes 5 threads in one start; the other 3 groups play at their own messages in the channel', async () => {
    const threadRequests = countThreadRequests();
    await startTournament(24);
    expect(threads()).toHaveLength(ThreadBurst.MOST);
    expect(threadRequests()).toBe(ThreadBurst.MOST);
    const tables = await groupTables();
    expect(tables).toHaveLength(8);
    expect(tables.filter((table) => table.channelId === general())).toHaveLength(3);
    // The draw says where each group plays.
    for (const thread of threads()) expect(textIn(general())).toContain(`<#${thread.id}>`);
    await expectEveryGroupPlayable();
  });

  it('a 429 of ten minutes on the first thread: no thread is tried again, every group plays in the channel, the start answered in time', async () => {
    const threadRequests = countThreadRequests();
    e2e.sandbox.standin.rateLimit('POST', THREADS, 600);
    await startTournament(12);
    expect(threadRequests()).toBe(1);
    expect(threads()).toEqual([]);
    const tables = await groupTables();
    expect(tables).toHaveLength(4);
    expect(tables.every((table) => table.channelId === general())).toBe(true);
    // The moderator's start was answered (the harness's end checks no interaction waited past Discord's 3 s).
    expect(e2e.said('mona')).not.toBe('');
    await expectEveryGroupPlayable();
  });

  it("EL-1: a server at its active-thread limit (160006) — the split table's groups play at their own messages, one thread tried", async () => {
    const threadRequests = countThreadRequests();
    // The server already holds its most active threads: Discord refuses a new one, as the bot cannot foresee.
    e2e.sandbox.standin.maxActiveThreads = 0;
    e2e.sandbox.standin.expectRefusal(160006);
    await e2e.run('alice', 'eleven', 'open', { stakes: 'points', order_roll: false });
    for (const player of ['bob', 'carol', 'dave', 'erin', 'fred', 'gina']) await e2e.sandbox.press(player, 'Join');
    await e2e.run('alice', 'table', 'start');
    expect(threadRequests()).toBe(1);
    expect(threads()).toEqual([]);
    expect(e2e.said('alice')).toBe('The game has started as 2 groups, each at its own table.');
    expect(textIn(general())).toContain(`Group 2, at its own table message here: ${['erin', 'fred', 'gina'].map(at).join(', ')}`);
  });
});
