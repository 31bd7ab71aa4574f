// End-to-end: real-server trouble — missing permissions, refused replies, deleted or archived messages and threads, closed DMs (issues 11, 28).
import { describe, expect, it, vi } from 'vitest';
import { DiscordRefusal } from '../../standin/errors.js';
import type { PermissionName } from '../../standin/permissions.js';
import { archiveIfIdle } from '../../standin/threads.js';
import { lastVisible, tableMessage, useSandbox } from './helpers.js';

// Issue 11: real servers — the bot's permissions, refused answers, deleted and
// archived messages, closed DMs — on a stand-in that checks them as Discord does.

const e2e = useSandbox();
const { said, run } = e2e;

const general = () => e2e.sandbox.standin.generalChannelId;
const tableId = () => e2e.sandbox.bot.context.tables.tableIn(general());
const refused = (code: number) => e2e.sandbox.standin.refusalsGiven.filter((refusal) => refusal.code === code);
const lostNotices = (name: string) => e2e.sandbox.standin.visibleTo(name).filter((message) => /^I can no longer show/.test(message.content));

describe('the permissions the bot needs where a table plays (issue 11)', () => {
  const cases: [PermissionName[], string][] = [
    [['ViewChannel'], 'View Channel'],
    [['SendMessages'], 'Send Messages'],
    [['EmbedLinks'], 'Embed Links'],
    [['ViewChannel', 'EmbedLinks'], 'View Channel and Embed Links'],
  ];
  for (const [taken, named] of cases) {
    it(`an open without ${named} is refused, naming it, and opens nothing`, async () => {
      for (const permission of taken) e2e.sandbox.standin.denyBot(general(), permission);
      await run('alice', 'liars', 'open');
      expect(said('alice')).toBe(
        `I need ${named} in <#${general()}> to keep a table there; a moderator can give me them in the channel settings (Permissions), then open the table again.`,
      );
      expect(await tableId()).toBeNull();
      expect(e2e.sandbox.standin.refusalsGiven).toEqual([]);
    });
  }

  it('a thread table without Create Public Threads, or without Send Messages in Threads, is refused before any thread is made', async () => {
    e2e.sandbox.standin.denyBot(general(), 'CreatePublicThreads');
    await run('alice', 'liars', 'open', { thread: true });
    expect(said('alice')).toMatch(new RegExp(`^I need Create Public Threads in <#${general()}>`));
    e2e.sandbox.standin.allowBot(general(), 'CreatePublicThreads');
    e2e.sandbox.standin.denyBot(general(), 'SendMessagesInThreads');
    await run('alice', 'liars', 'open', { thread: true });
    expect(said('alice')).toMatch(new RegExp(`^I need Send Messages in Threads in <#${general()}>`));
    expect([...e2e.sandbox.standin.channels.values()].filter((channel) => channel.thread !== null)).toEqual([]);
    expect(e2e.sandbox.standin.refusalsGiven).toEqual([]);
  });

  it('a thread where the table message cannot be posted is not announced as open: the lobby is cancelled and the opener told', async () => {
    e2e.sandbox.standin.refuseNext('POST', /^\/channels\/\d+\/messages$/, () => new DiscordRefusal(403, 50013, 'Missing Permissions'));
    await run('alice', 'liars', 'open', { thread: true });
    const thread = [...e2e.sandbox.standin.channels.values()].find((channel) => channel.thread !== null)!;
    expect(said('alice')).toBe(`I could not post the table in the new thread <#${thread.id}>, so no table was opened; try again, or open it without a thread.`);
    expect(await e2e.sandbox.bot.context.tables.tableIn(thread.id)).toBeNull();
    expect(e2e.sandbox.standin.channelMessages().filter((message) => message.embeds.length > 0)).toEqual([]);
    // Nor after a restart: the cancel of a table nobody saw is not announced there.
    await e2e.sandbox.restart();
    expect(e2e.sandbox.standin.channelMessages().filter((message) => message.channelId === thread.id)).toEqual([]);
  });

  it('a permission taken mid-game is reported to the host once, naming it; the game goes on and the table catches up when it is back', async () => {
    await e2e.startGame('showdown', ['alice', 'bob', 'carol'], [5, 1, 3]);
    e2e.sandbox.standin.denyBot(general(), 'EmbedLinks');
    await run('bob', 'table', 'status');
    await run('alice', 'showdown', 'show');
    await run('bob', 'showdown', 'show');
    const notices = lostNotices('alice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toMatch(/^I can no longer show the Showdown \(sandbox demo\) table in <#\d+>: I need Embed Links there\./);
    expect(lostNotices('bob')).toEqual([]);
    // The bot knew: it did not spend requests Discord would refuse.
    expect([...refused(50013), ...refused(50001)]).toEqual([]);
    const table = (await e2e.sandbox.bot.context.tables.publicTable((await tableId())!))!;
    expect(table.view).toMatchObject({ shown: [e2e.idOf('alice'), e2e.idOf('bob')] });
    e2e.sandbox.standin.allowBot(general(), 'EmbedLinks');
    await run('carol', 'showdown', 'show');
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toBe('Finished');
    expect(lostNotices('alice')).toHaveLength(1);
  });

  /** The game ends while the bot lacks `permission`: its message is left as it was, "In play" with its controls. */
  async function endWithout(permission: PermissionName) {
    await e2e.startGame('showdown', ['alice', 'bob', 'carol'], [5, 1, 3]);
    e2e.sandbox.standin.denyBot(general(), permission);
    for (const player of ['alice', 'bob', 'carol']) await run(player, 'showdown', 'show');
    expect((await e2e.sandbox.bot.context.tables.publicTable((await e2e.sandbox.bot.context.tables.latestTableIn(general()))!))!.status).toBe('finished');
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).not.toBe('Finished');
    expect(tableMessage(e2e.sandbox).components).not.toEqual([]);
  }
  /** Resolves at the next edit of the table message (the bot's answer to a gateway event, which no interaction carries). */
  const nextEdit = () =>
    new Promise<void>((resolve) => {
      const id = tableMessage(e2e.sandbox).id;
      const stop = e2e.sandbox.standin.onMessage((event) => {
        if (event.kind !== 'edited' || event.message.id !== id) return;
        stop();
        resolve();
      });
    });

  it('issue 28: a game that ended while the bot lacked Embed Links: its message shows the end, without controls, once Discord says the permission is back', async () => {
    await endWithout('EmbedLinks');
    const edited = nextEdit();
    // Discord tells the bot (CHANNEL_UPDATE); nobody acts in the channel.
    e2e.sandbox.standin.allowBot(general(), 'EmbedLinks');
    await edited;
    await e2e.sandbox.bot.idle();
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toBe('Finished');
    expect(tableMessage(e2e.sandbox).components).toEqual([]);
    expect(e2e.sandbox.db.prepare('SELECT COUNT(*) FROM owed_table_messages').pluck().get()).toBe(0);
  });

  it('issue 28: a game that ended while the bot lacked View Channel, given back while the bot was down: its message shows the end at the start', async () => {
    await endWithout('ViewChannel');
    await e2e.sandbox.restart(() => e2e.sandbox.standin.allowBot(general(), 'ViewChannel'));
    await e2e.sandbox.bot.idle();
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toBe('Finished');
    expect(tableMessage(e2e.sandbox).components).toEqual([]);
  });
});

const CALLBACK = /^\/interactions\/\d+\/[^/]+\/callback$/;
const CHANNEL_EDIT = /^\/channels\/\d+\/messages\/\d+$/;
const tooBig = () => new DiscordRefusal(400, 50035, 'Invalid Form Body');
/** The table message's fields, where its players are listed. */
const roster = () =>
  tableMessage(e2e.sandbox)
    .embeds[0]!.fields!.map((field) => field.value)
    .join(' ');
const tableMessages = () => e2e.sandbox.standin.channelMessages().filter((message) => message.embeds.length > 0 && !message.deleted);

describe('a permission taken while nobody acts (issue 11)', () => {
  it('a turn that runs out where the bot may not post: the host is told by DM, once, naming Send Messages; the game goes on', async () => {
    await e2e.startGame('showdown', ['alice', 'bob', 'carol'], [5, 1, 3], { turn_timeout: '1m' });
    e2e.sandbox.standin.denyBot(general(), 'SendMessages');
    await e2e.sandbox.wait(61_000);
    await e2e.sandbox.wait(61_000);
    const dms = e2e.sandbox.standin.visibleTo('alice').filter((message) => message.audience.to === 'dm' && /^I can no longer show/.test(message.content));
    expect(dms.map((message) => message.content)).toEqual([expect.stringMatching(/I need Send Messages there\./)]);
    expect(e2e.sandbox.db.prepare(`SELECT COUNT(*) FROM actions WHERE kind = 'expire'`).pluck().get()).toBe(2);
    expect([...refused(50013), ...refused(50001)]).toEqual([]);
  });
});

describe('every interaction is answered once its action is saved (issue 11)', () => {
  it('a command whose reply Discord refuses still gets a short private answer, and the action stands', async () => {
    await run('alice', 'showdown', 'open', { buy_in: 0 });
    e2e.sandbox.standin.refuseNext('POST', CALLBACK, tooBig);
    const join = await run('bob', 'table', 'join');
    expect(join.outcome).toBe('answered');
    expect(said('bob')).toBe('Done, but Discord would not take my full answer; /table status shows the table.');
    expect((await e2e.sandbox.bot.context.tables.publicTable((await tableId())!))!.seats).toHaveLength(2);
    expect(roster()).toContain('bob');
  });

  it('a press whose update Discord refuses is still acknowledged, and the table message shows the action', async () => {
    await run('alice', 'showdown', 'open', { buy_in: 0 });
    e2e.sandbox.standin.refuseNext('POST', CALLBACK, tooBig);
    const join = await e2e.sandbox.press('bob', 'Join');
    expect(join.outcome).toBe('answered');
    expect(join.callbackType).toBe(6);
    expect(tableMessages()).toHaveLength(1);
    expect(roster()).toContain('bob');
  });
});

describe('the table message (issue 11)', () => {
  it('a deleted table message is posted anew, once', async () => {
    await run('alice', 'showdown', 'open', { buy_in: 0 });
    // A moderator deletes it: the bot learns so from Discord's 10008 at its next edit.
    e2e.sandbox.standin.expectRefusal(10008);
    tableMessage(e2e.sandbox).deleted = true;
    await run('bob', 'table', 'join');
    await run('carol', 'table', 'join');
    expect(tableMessages()).toHaveLength(1);
    expect(refused(10008)).toHaveLength(1);
    expect(roster()).toContain('carol');
  });

  it('a failed edit (a passing outage) is not posted as a second table message; the next edit catches up', async () => {
    await run('alice', 'showdown', 'open', { buy_in: 0 });
    // discord.js tries a 5xx four times; Discord is down for all four.
    e2e.sandbox.standin.refuseNext('PATCH', CHANNEL_EDIT, () => new DiscordRefusal(500, 0, 'Internal Server Error'), 4);
    await run('bob', 'table', 'join');
    expect(e2e.sandbox.standin.faults.every((fault) => fault.times === 0)).toBe(true);
    expect(tableMessages()).toHaveLength(1);
    await run('carol', 'table', 'join');
    expect(tableMessages()).toHaveLength(1);
    expect(roster()).toContain('bob');
    expect(roster()).toContain('carol');
  });

  it('a table thread is kept a week; once Discord has archived it, the bot reopens it and edits the same message', async () => {
    await run('alice', 'showdown', 'open', { buy_in: 0, thread: true });
    const thread = [...e2e.sandbox.standin.channels.values()].find((channel) => channel.thread !== null)!;
    expect(thread.thread).toMatchObject({ autoArchiveMinutes: 10080, ownerId: e2e.sandbox.standin.botUser.id });
    const table = (await e2e.sandbox.bot.context.tables.tableIn(thread.id))!;
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: {}, channelId: thread.id });
    await e2e.sandbox.wait(8 * 24 * 60 * 60 * 1000);
    archiveIfIdle(e2e.sandbox.standin, thread);
    expect(thread.thread!.archived).toBe(true);
    // Discord tells the bot (THREAD_UPDATE); it knows before it edits, so it reopens first and is refused nothing.
    const client = e2e.sandbox.bot.client;
    await vi.waitFor(() => {
      const cached = client.channels.cache.get(thread.id);
      expect(cached?.isThread() === true && cached.archived).toBe(true);
    });
    // What a turn timer or a restart does with nobody acting: bring the table message up to date.
    await e2e.sandbox.bot.context.messenger.refresh(table);
    expect(thread.thread!.archived).toBe(false);
    expect(tableMessages()).toHaveLength(1);
    expect(refused(50083)).toEqual([]);
    expect(tableMessage(e2e.sandbox).editedAt).toBeGreaterThan(e2e.sandbox.standin.clock.now() - 60_000);
  });
});

describe('closed DMs (issue 11)', () => {
  it('are noticed once per game: one "Show my dice" notice serves every deal, and the DM is retried only after 15 minutes', async () => {
    e2e.sandbox.standin.setDmsClosed('bob');
    await e2e.startGame('liars', ['alice', 'bob', 'carol'], [1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1], { dice: 5, turn_timeout: 'off' });
    const notices = () => e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes('I could not send you a DM'));
    expect(notices()).toHaveLength(1);
    // LD-8: carol calls alice's bid, and the next round is dealt by carol's action, not bob's: bob's dice go by the notice's button.
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('alice', { path: ['liars', 'bid'], options: { quantity: 12, face: 6 } });
    e2e.sandbox.dice.force([2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4]);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('carol', { path: ['liars', 'call'], options: {} });
    expect(notices()).toHaveLength(1);
    expect(refused(50007)).toHaveLength(1);
    await e2e.sandbox.press('bob', 'Show my dice');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/\*\*3, 3, 3, 3, 3\*\*/);
    // After 15 minutes the DM is tried again (it may have been opened), still without a second notice.
    await e2e.sandbox.wait(16 * 60_000);
    // LD-7: round 2 opens with the player after round 1's opener, bob; carol's call deals round 3.
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('bob', { path: ['liars', 'bid'], options: { quantity: 13, face: 6 } });
    e2e.sandbox.dice.force([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('carol', { path: ['liars', 'call'], options: {} });
    expect(refused(50007)).toHaveLength(2);
    expect(notices()).toHaveLength(1);
  });
});
