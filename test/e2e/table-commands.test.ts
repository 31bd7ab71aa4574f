import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/harness.js';
import { lastVisible, shownText, startSandbox, tableMessage } from './helpers.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(async () => {
  await sandbox.stop();
});

async function startedTable(dice: number[]) {
  await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
  await sandbox.command('bob', { path: ['table', 'join'], options: {} });
  sandbox.dice.force(dice);
  await sandbox.command('alice', { path: ['table', 'start'], options: {} });
}

describe('/table commands', () => {
  it('/table status shows the public table only to the asker; /table dice shows only your own dice', async () => {
    await startedTable([4, 2]);
    await sandbox.command('carol', { path: ['table', 'status'], options: {} });
    const status = lastVisible(sandbox, 'carol', 'ephemeral');
    expect(status.embeds[0]!.title).toBe('Showdown (sandbox demo) table #1');
    expect(shownText(status)).not.toMatch(/rolled [0-9]/);
    await sandbox.command('bob', { path: ['table', 'dice'], options: {} });
    expect(lastVisible(sandbox, 'bob', 'ephemeral').content).toMatch(/^Your dice \(1d6\): \*\*2\*\*/);
    await sandbox.command('carol', { path: ['table', 'dice'], options: {} });
    expect(lastVisible(sandbox, 'carol', 'ephemeral').content).toBe('You have no hidden dice at this table right now.');
  });

  it('/table kick is for moderators; a kicked player is out and the other wins', async () => {
    await startedTable([1, 6]);
    await sandbox.command('carol', { path: ['table', 'kick'], options: { member: '@bob' } });
    expect(lastVisible(sandbox, 'carol', 'ephemeral').content).toMatch(/Only a moderator/);
    sandbox.standin.setModerator('mona');
    await sandbox.command('mona', { path: ['table', 'kick'], options: { member: '@bob' } });
    expect(lastVisible(sandbox, 'mona', 'ephemeral').content).toMatch(/was removed from the table/);
    expect(lastVisible(sandbox, 'carol', 'channel').content).toMatch(/removed from the game by/);
    expect(shownText(tableMessage(sandbox))).toContain(`Winner: <@${sandbox.standin.member('alice').id}>`);
  });

  it('/table end by the host after the start is refused; a moderator may', async () => {
    await startedTable([3, 3]);
    await sandbox.command('alice', { path: ['table', 'end'], options: {} });
    expect(lastVisible(sandbox, 'alice', 'ephemeral').content).toBe('The game has started, so only a moderator may end it now.');
    sandbox.standin.setModerator('mona');
    await sandbox.command('mona', { path: ['table', 'end'], options: {} });
    expect(tableMessage(sandbox).embeds[0]!.description).toMatch(/Cancelled/);
  });

  it('a table command where no table is open says how to open one', async () => {
    await sandbox.command('alice', { path: ['table', 'join'], options: {} });
    expect(lastVisible(sandbox, 'alice', 'ephemeral').content).toMatch(/There is no table in this channel/);
  });

  it('/<game> open thread:true opens the table in a new thread of the channel', async () => {
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true } });
    const reply = lastVisible(sandbox, 'alice', 'ephemeral');
    const threadId = /<#(\d+)>/.exec(reply.content)![1]!;
    expect(sandbox.standin.channels.get(threadId)!.type).toBe(11);
    expect(tableMessage(sandbox).channelId).toBe(threadId);
    await sandbox.command('bob', { path: ['table', 'join'], options: {}, channelId: threadId });
    expect(lastVisible(sandbox, 'bob', 'ephemeral').content).toMatch(/You took seat 2/);
    // The parent channel stays free for another table.
    await sandbox.command('carol', { path: ['showdown', 'open'], options: {} });
    expect(lastVisible(sandbox, 'carol', 'channel').embeds[0]!.description).toMatch(/Waiting for players/);
  });

  it('a channel where the bot may not post: the game runs, and announcements arrive as interaction follow-ups', async () => {
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0 } });
    await sandbox.command('bob', { path: ['table', 'join'], options: {} });
    sandbox.standin.denyBot(sandbox.standin.generalChannelId, 'SendMessages');
    sandbox.dice.force([5, 1]);
    await sandbox.command('alice', { path: ['table', 'start'], options: {} });
    expect(lastVisible(sandbox, 'alice', 'ephemeral').content).toBe('The game has started.');
    // RL-2: the commitments still reach the channel — a follow-up needs no Send Messages.
    expect(lastVisible(sandbox, 'carol', 'channel').content.match(/commitment `[0-9a-f]{12}`/g)).toHaveLength(2);
    expect(sandbox.bot.context.tables.publicTable(1)!.status).toBe('active');
    // Without an interaction at hand (a plain channel post), Discord refuses and the bot carries on.
    await sandbox.press('alice', 'Show');
    expect(sandbox.bot.context.tables.publicTable(1)!.view).toMatchObject({ shown: [sandbox.standin.member('alice').id] });
    expect(lastVisible(sandbox, 'bob', 'dm').content).toMatch(/\*\*1\*\*/);
  });

  it('a deleted thread cancels its table and refunds every stake', async () => {
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true, stakes: 'tria', buy_in: 25 } });
    const threadId = /<#(\d+)>/.exec(lastVisible(sandbox, 'alice', 'ephemeral').content)![1]!;
    await sandbox.press('bob', 'Join');
    sandbox.dice.force([1, 2]);
    await sandbox.press('alice', 'Start');
    sandbox.standin.deleteChannel(threadId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sandbox.bot.context.tables.publicTable(1)!.status).toBe('cancelled');
    await sandbox.command('bob', { path: ['wallet', 'balance'], options: {} });
    expect(lastVisible(sandbox, 'bob', 'ephemeral').content).toBe('You have 100 tria.');
  });

  it('/table end table:<number> lets a moderator end a table from anywhere in the server', async () => {
    await sandbox.command('alice', { path: ['showdown', 'open'], options: { thread: true } });
    await sandbox.command('carol', { path: ['table', 'end'], options: { table: 1 } });
    expect(lastVisible(sandbox, 'carol', 'ephemeral').content).toMatch(/Only a moderator/);
    sandbox.standin.setModerator('mona');
    await sandbox.command('mona', { path: ['table', 'end'], options: { table: 7 } });
    expect(lastVisible(sandbox, 'mona', 'ephemeral').content).toBe('That table no longer exists.');
    await sandbox.command('mona', { path: ['table', 'end'], options: { table: 1 } });
    expect(lastVisible(sandbox, 'mona', 'ephemeral').content).toBe('The table was ended; every stake has been refunded.');
    expect(sandbox.bot.context.tables.publicTable(1)!.status).toBe('cancelled');
  });

  it("an eliminated Liar's Dice player can still leave the table; the game goes on", async () => {
    await sandbox.command('alice', { path: ['liars', 'open'], options: { buy_in: 0, dice: 1 } });
    await sandbox.press('bob', 'Join');
    await sandbox.press('carol', 'Join');
    sandbox.dice.force([2, 5, 4]);
    await sandbox.press('alice', 'Start');
    await sandbox.command('alice', { path: ['liars', 'bid'], options: { quantity: 1, face: 6 } });
    sandbox.dice.force([3, 4]);
    // No 6 at all: the bid was incorrect, alice loses her only die (LD-12).
    await sandbox.command('carol', { path: ['liars', 'call'], options: {} });
    await sandbox.command('alice', { path: ['table', 'leave'], options: {} });
    expect(lastVisible(sandbox, 'alice', 'ephemeral').content).toBe('You left the game and forfeited your place.');
    const table = sandbox.bot.context.tables.publicTable(1)!;
    expect(table.status).toBe('active');
    expect(table.seats.find((seat) => seat.userId === sandbox.standin.member('alice').id)!.status).toBe('left');
  });
});
