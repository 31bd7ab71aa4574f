// End-to-end: the /table commands (status, dice, kick, end), tables in threads, and tables whose channel or thread is deleted, stakes refunded.
import { describe, expect, it, vi } from 'vitest';
import { lastVisible, replyTo, shownText, tableMessage, textIn, useSandbox } from './helpers.js';

const e2e = useSandbox();

async function startedTable(dice: number[]) {
  await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
  await e2e.sandbox.command('bob', { path: ['table', 'join'], options: {} });
  e2e.sandbox.dice.force(dice);
  await e2e.sandbox.command('alice', { path: ['table', 'start'], options: {} });
}

describe('/table commands', () => {
  it('/table status shows the public table only to the asker; /table dice shows only your own dice', async () => {
    await startedTable([4, 2]);
    await e2e.sandbox.command('carol', { path: ['table', 'status'], options: {} });
    const status = lastVisible(e2e.sandbox, 'carol', 'ephemeral');
    expect(status.embeds[0]!.title).toBe('Showdown (sandbox demo) table #1');
    expect(shownText(status)).not.toMatch(/rolled [0-9]/);
    await e2e.sandbox.command('bob', { path: ['table', 'dice'], options: {} });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/^Your dice \(1d6\): \*\*2\*\*/);
    await e2e.sandbox.command('carol', { path: ['table', 'dice'], options: {} });
    expect(lastVisible(e2e.sandbox, 'carol', 'ephemeral').content).toBe('You have no hidden dice at this table right now.');
  });

  it('/table kick is for moderators; a kicked player is out and the other wins', async () => {
    await startedTable([1, 6]);
    await e2e.sandbox.command('carol', { path: ['table', 'kick'], options: { member: '@bob' } });
    expect(lastVisible(e2e.sandbox, 'carol', 'ephemeral').content).toMatch(/Only a moderator/);
    e2e.sandbox.standin.setModerator('mona');
    const kick = await e2e.sandbox.command('mona', { path: ['table', 'kick'], options: { member: '@bob' } });
    // Issue 12: the announcement is the command's answer, in public.
    expect(replyTo(e2e.sandbox, kick)).toMatchObject({ audience: { to: 'channel' } });
    expect(replyTo(e2e.sandbox, kick).content.split('\n')[0]).toBe(`${e2e.at('bob')} was kicked from the table by ${e2e.at('mona')}.`);
    expect(shownText(tableMessage(e2e.sandbox))).toContain('Winner: alice');
  });

  it('/table end: the host may cancel until the first player action after the start, then only a moderator (Common terms)', async () => {
    await startedTable([3, 3]);
    await e2e.sandbox.press('alice', 'Show');
    await e2e.sandbox.command('alice', { path: ['table', 'end'], options: {} });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toBe('The game is under way (a player has moved), so only a moderator may end it now.');
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['table', 'end'], options: {} });
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Cancelled/);
  });

  it('/table end by the host right after the start, before anyone has moved, cancels the game', async () => {
    await startedTable([3, 3]);
    await e2e.sandbox.command('alice', { path: ['table', 'end'], options: {} });
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Cancelled/);
    expect(e2e.sandbox.standin.channelMessages().some((message) => /was ended by <@\d+>; every stake has been refunded/.test(message.content))).toBe(true);
  });

  it('a table command where no table is open says how to open one', async () => {
    await e2e.sandbox.command('alice', { path: ['table', 'join'], options: {} });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/There is no table in this channel/);
  });

  it('/<game> open thread:true opens the table in a new thread of the channel', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true } });
    const reply = lastVisible(e2e.sandbox, 'alice', 'ephemeral');
    const threadId = /<#(\d+)>/.exec(reply.content)![1]!;
    expect(e2e.sandbox.standin.channels.get(threadId)!.type).toBe(11);
    expect(tableMessage(e2e.sandbox).channelId).toBe(threadId);
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: {}, channelId: threadId });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/You took seat 2/);
    // The parent channel stays free for another table.
    await e2e.sandbox.command('carol', { path: ['showdown', 'open'], options: {} });
    expect(lastVisible(e2e.sandbox, 'carol', 'channel').embeds[0]!.description).toMatch(/Waiting for players/);
  });

  it('a channel where the bot may not post: the game runs, and announcements arrive as interaction follow-ups', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await e2e.sandbox.command('bob', { path: ['table', 'join'], options: {} });
    e2e.sandbox.standin.denyBot(e2e.sandbox.standin.generalChannelId, 'SendMessages');
    e2e.sandbox.dice.force([5, 1]);
    const start = await e2e.sandbox.command('alice', { path: ['table', 'start'], options: {} });
    // RL-2: the commitments still reach the channel — the command's own reply needs no Send Messages.
    expect(replyTo(e2e.sandbox, start).content).toMatch(/begins/);
    expect(lastVisible(e2e.sandbox, 'carol', 'channel').content).toMatch(
      /^🔒 2 hands dealt hidden, each committed: <@\d+> `[0-9a-f]{12}` · <@\d+> `[0-9a-f]{12}`\.$/m,
    );
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('active');
    // Without an interaction at hand (a plain channel post), Discord refuses and the bot carries on.
    await e2e.sandbox.press('alice', 'Show');
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.view).toMatchObject({ shown: [e2e.sandbox.standin.member('alice').id] });
    expect(lastVisible(e2e.sandbox, 'bob', 'dm').content).toMatch(/\*\*1\*\*/);
  });

  it('a deleted thread cancels its table and refunds every stake', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true, stakes: 'tria', buy_in: 25 } });
    const threadId = /<#(\d+)>/.exec(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content)![1]!;
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([1, 2]);
    await e2e.sandbox.press('alice', 'Start');
    e2e.sandbox.standin.deleteChannel(threadId);
    // Discord's THREAD_DELETE reaches the bot over the gateway: the signal is the table cancelled (issue 28, 9: no fixed wait).
    await vi.waitFor(async () => expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('cancelled'), { timeout: 10_000 });
    await e2e.sandbox.bot.idle();
    await e2e.sandbox.command('bob', { path: ['wallet', 'balance'], options: {} });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toBe('You have 100 tria.');
  });

  it('issue 28: a thread deleted while the bot was down cancels its table at ready, refunds every stake and tells the host; an archived one plays on', async () => {
    const { standin } = e2e.sandbox;
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true, stakes: 'tria', buy_in: 25 } });
    const gone = /<#(\d+)>/.exec(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content)![1]!;
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([1, 2]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.command('carol', { path: ['showdown', 'open'], options: { thread: true } });
    const archived = /<#(\d+)>/.exec(lastVisible(e2e.sandbox, 'carol', 'ephemeral').content)![1]!;
    // The bot learns of a deletion it missed only by asking: Discord's "Unknown Channel" is the answer it gets.
    standin.expectRefusal(10003);
    await e2e.sandbox.restart(() => {
      standin.deleteChannel(gone);
      standin.channels.get(archived)!.thread!.archived = true;
    });
    await e2e.sandbox.bot.idle();
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('cancelled');
    expect(lastVisible(e2e.sandbox, 'alice', 'dm').content).toBe(
      'Your Showdown (sandbox demo) table #1 was cancelled: its channel or thread no longer exists on the server. Every stake has been refunded.',
    );
    await e2e.sandbox.command('bob', { path: ['wallet', 'balance'], options: {} });
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toBe('You have 100 tria.');
    // An archived thread still exists: its table is not touched.
    expect((await e2e.sandbox.bot.context.tables.publicTable(2))!.status).toBe('lobby');
  });

  it('issue 28 (5): a channel gone without the bot hearing of it is found at the first Unknown Channel about it (here as a turn runs out): the table is cancelled, every stake refunded, the host told', async () => {
    const { standin } = e2e.sandbox;
    await e2e.startGame('liars', ['alice', 'bob'], [2, 3], { dice: 1, stakes: 'tria', buy_in: 25, turn_timeout: '1m' });
    // Its CHANNEL_DELETE never reached the bot (a gap in its session): only Discord's answers about the channel can say so.
    standin.deleteChannel(standin.generalChannelId, { announced: false });
    standin.expectRefusal(10003);
    // Alice's turn runs out: the bot plays for her and goes to draw the table, and Discord answers that the channel is unknown.
    await e2e.sandbox.wait(60_000);
    await vi.waitFor(async () => expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('cancelled'), { timeout: 10_000 });
    await e2e.sandbox.bot.idle();
    expect(lastVisible(e2e.sandbox, 'alice', 'dm').content).toBe(
      "Your Liar's Dice table #1 was cancelled: its channel or thread no longer exists on the server. Every stake has been refunded.",
    );
    const elsewhere = standin.addChannel('elsewhere').id;
    for (const name of ['alice', 'bob']) {
      await e2e.sandbox.command(name, { path: ['wallet', 'balance'], options: {}, channelId: elsewhere });
      expect(lastVisible(e2e.sandbox, name, 'ephemeral').content).toBe('You have 100 tria.');
    }
  });

  it("VJ-11, issue 28 (5): a tournament group's thread deleted: its game is cancelled and the tournament moves on at once, its news said", async () => {
    const { standin } = e2e.sandbox;
    standin.setModerator('mona');
    await e2e.run('mona', 'tournament', 'open', { game: 'liars', options: 'dice=1', group_size: 2, advance: 1, games_per_round: 1 });
    for (const entrant of ['p1', 'p2', 'p3', 'p4']) await e2e.run(entrant, 'tournament', 'join');
    await e2e.run('mona', 'tournament', 'start');
    const thread = [...standin.channels.values()].find((channel) => channel.thread !== null && channel.name.endsWith('group 1'))!;
    const lost = (await e2e.sandbox.bot.context.tables.latestTableIn(thread.id))!;
    standin.deleteChannel(thread.id);
    await vi.waitFor(async () => expect((await e2e.sandbox.bot.context.tables.publicTable(lost))!.status).toBe('cancelled'), { timeout: 10_000 });
    await e2e.sandbox.bot.idle();
    // Said now, not at the next restart: the group is decided without its game, and who goes on is named.
    expect(textIn(e2e.sandbox, standin.generalChannelId)).toMatch(/^Tier 1, group 1 is done: .*\. Going on: .*\.$/m);
  });

  it('/table end table:<number> lets a moderator end a table from anywhere in the server', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true } });
    await e2e.sandbox.command('carol', { path: ['table', 'end'], options: { table: 1 } });
    expect(lastVisible(e2e.sandbox, 'carol', 'ephemeral').content).toMatch(/Only a moderator/);
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['table', 'end'], options: { table: 7 } });
    expect(lastVisible(e2e.sandbox, 'mona', 'ephemeral').content).toBe('That table no longer exists.');
    const end = await e2e.sandbox.command('mona', { path: ['table', 'end'], options: { table: 1 } });
    // Told privately where she typed it; announced at the table, in its thread.
    expect(replyTo(e2e.sandbox, end).content).toBe('The table was ended; every stake has been refunded.');
    const thread = (await e2e.sandbox.bot.context.tables.publicTable(1))!.channelId;
    const announced = e2e.sandbox.standin.channelMessages().filter((message) => message.channelId === thread && /was ended by/.test(message.content));
    expect(announced.map((message) => message.content)).toEqual([
      `The Showdown (sandbox demo) table was ended by ${e2e.at('mona')}; every stake has been refunded.`,
    ]);
    expect((await e2e.sandbox.bot.context.tables.publicTable(1))!.status).toBe('cancelled');
  });

  it("an eliminated Liar's Dice player can still leave the table; the game goes on", async () => {
    await e2e.sandbox.command('alice', { path: ['liars', 'open'], options: { buy_in: 0, dice: 1 } });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('carol', 'Join');
    e2e.sandbox.dice.force([2, 5, 4]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.command('alice', { path: ['liars', 'bid'], options: { quantity: 1, face: 6 } });
    e2e.sandbox.dice.force([3, 4]);
    // No 6 at all: the bid was incorrect, alice loses her only die (LD-12).
    await e2e.sandbox.command('carol', { path: ['liars', 'call'], options: {} });
    const leave = await e2e.sandbox.command('alice', { path: ['table', 'leave'], options: {} });
    // LD-3: a leave is announced as what it was, with the player's tag.
    expect(replyTo(e2e.sandbox, leave).content).toBe(`${e2e.at('alice')} [DND] left the table.`);
    const table = (await e2e.sandbox.bot.context.tables.publicTable(1))!;
    expect(table.status).toBe('active');
    expect(table.seats.find((seat) => seat.userId === e2e.sandbox.standin.member('alice').id)!.status).toBe('left');
  });
});
