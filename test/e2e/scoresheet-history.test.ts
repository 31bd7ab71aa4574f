/**
 * Issue 18 through Discord: `/table scoresheet format:csv` answers with the
 * game's CSV and one sentence; `/table history` lists the channel's ended
 * tables privately, each with its scoresheet as a file. A member named with
 * a comma and a quote stays one cell.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/games/shared/csv.js';
import { inOrder } from '../../src/games/testing/eleven.js';
import { lastVisible, useSandbox } from './helpers.js';
import { liarsPlay } from './liars-play.js';

const e2e = useSandbox();
const { at } = e2e;
const { play, bid } = liarsPlay(e2e);
const DOC = 'Smith, "Doc"';

/** DOC bids one 6, bob calls: there is one, so bob loses his only die and DOC wins (LD-10, LD-16). */
async function finishedGame(): Promise<void> {
  await play([DOC, 'bob'], [6, 1], { dice: 1 });
  await bid(DOC, 1, 6);
  await e2e.sandbox.command('bob', { path: ['liars', 'call'], options: {} });
  expect(e2e.said('carol', 'channel')).toContain(`Winner: ${at(DOC)}`);
}

describe('scoresheet exports and table history (issue 18)', () => {
  it('/table scoresheet format:csv: the CSV file only, a row per bid, call, loss and elimination, names quoted', async () => {
    await finishedGame();
    await e2e.run('carol', 'table', 'scoresheet', { format: 'csv' });
    const reply = lastVisible(e2e.sandbox, 'carol', 'ephemeral');
    expect(reply.content).toBe('The scoresheet as CSV, a row for everything that happened, for a spreadsheet.');
    expect(reply.attachments.map((file) => file.filename)).toEqual(['liars-1.csv']);
    const csv = reply.attachments[0]!.content.toString('utf8');
    expect(csv).toContain('"Smith, ""Doc"""');
    expect(parseCsv(csv)).toEqual([
      ['Round', 'What', 'Player', 'Against or by', 'Quantity', 'Face', 'Counted', 'Of them ones', 'Verdict', 'Dice lost', 'Amount'],
      ['1', 'bid', DOC, '', '1', '6', '', '', '', '', ''],
      ['1', 'call', 'bob', DOC, '1', '6', '1', '', 'spot on', '', ''],
      ['1', 'lost dice', 'bob', '', '', '', '', '', '', '1', ''],
      ['1', 'out', 'bob', DOC, '', '', '', '', '', '', ''],
      ['', 'winner', DOC, '', '', '', '', '', '', '', ''],
    ]);
    // Nobody else sees it.
    const csvFiles = (name: string) =>
      e2e.sandbox.standin.visibleTo(name).flatMap((message) => message.attachments.filter((file) => file.filename.endsWith('.csv')));
    expect(csvFiles('bob')).toEqual([]);
  });

  it('/table scoresheet: the text stays the default, the CSV beside it', async () => {
    await finishedGame();
    const sheet = await e2e.scoresheet('bob');
    expect(sheet.text.split('\n')[0]).toBe("Liar's Dice table #1 — scoresheet");
    expect(sheet.csv.split('\n')[0]).toBe('Round,What,Player,Against or by,Quantity,Face,Counted,Of them ones,Verdict,Dice lost,Amount');
  });

  it('/table scoresheet format:pdf is not sent: Discord offers text and csv only', async () => {
    await finishedGame();
    await expect(e2e.run('bob', 'table', 'scoresheet', { format: 'pdf' })).rejects.toThrow(/format/);
  });

  it('/table history: the ended tables here, newest first, placings or players, each sheet a file', async () => {
    await finishedGame();
    // A second table, called off in its lobby: no game, so no sheet.
    await e2e.run('bob', 'liars', 'open', { buy_in: 0 });
    await e2e.sandbox.press(DOC, 'Join');
    await e2e.run('bob', 'table', 'end');
    await e2e.run('carol', 'table', 'history');
    const reply = lastVisible(e2e.sandbox, 'carol', 'ephemeral');
    const lines = reply.content.split('\n');
    expect(lines[0]).toBe('The last 2 tables that ended here, newest first, with their scoresheets:');
    expect(lines[1]).toMatch(/^\*\*#2\*\* Liar's Dice — cancelled <t:\d+:R>$/);
    expect(lines[2]).toBe(`Players: ${at('bob')}, ${at(DOC)}`);
    expect(lines[3]).toMatch(/^\*\*#1\*\* Liar's Dice — finished <t:\d+:R>$/);
    expect(lines[4]).toBe(`Placings: 1. ${at(DOC)} · 2. ${at('bob')}`);
    // When: the moment the game ended, by the bot's clock.
    const ended = Number(/<t:(\d+):R>/.exec(lines[3]!)![1]);
    expect(Math.abs(ended - Math.floor(e2e.sandbox.bot.context.now() / 1000))).toBeLessThan(60);
    expect(reply.attachments.map((file) => file.filename)).toEqual(['scoresheet-1.txt']);
    const sheet = reply.attachments[0]!.content.toString('utf8');
    // A file shows mentions raw: members by name.
    expect(sheet.split('\n').slice(0, 4)).toEqual(["Liar's Dice table #1 — scoresheet", '', 'Round 1', `Bids: ${DOC} 1×6`]);
    expect(sheet).toContain(`Winner: ${DOC}`);
  });

  it('EL-1: at a table split into groups, format:csv answers with a CSV per group, and history lists each group once it ends', async () => {
    const groups = [
      ['alice', 'bob', 'carol', 'dave'],
      ['erin', 'fred', 'gina'],
    ];
    await e2e.run('alice', 'eleven', 'open', { stakes: 'points', order_roll: false });
    for (const player of groups.flat().slice(1)) await e2e.sandbox.press(player, 'Join');
    await e2e.sandbox.press('alice', 'Start');
    // Group 2 plays its first round (in its thread): each picks 2, and places in pick order.
    const thread = (await e2e.sandbox.bot.context.tables.publicTable(3))!.channelId;
    for (const [index, player] of groups[1]!.entries()) {
      if (index === groups[1]!.length - 1) e2e.sandbox.dice.force(inOrder(2, 3));
      await e2e.sandbox.command(player, { path: ['eleven', 'pick'], options: { number: 2 }, channelId: thread });
    }
    // alice, of group 1, asks in the channel the table was split in.
    await e2e.run('alice', 'table', 'scoresheet', { format: 'csv' });
    const reply = lastVisible(e2e.sandbox, 'alice', 'ephemeral');
    expect(reply.content).toBe('This table is played as groups: here is each group’s scoresheet as CSV, one file a group.');
    expect(reply.attachments.map((file) => file.filename)).toEqual(['eleven-2.csv', 'eleven-3.csv']);
    const [first, second] = reply.attachments.map((file) => parseCsv(file.content.toString('utf8')));
    // Group 1 has not rolled yet: its header and its totals; group 2, a row per player of round 1.
    expect(first!.filter((row) => row[0] === '1')).toEqual([]);
    expect(second!.filter((row) => row[0] === '1')).toEqual([
      ['1', 'erin', '2', '1+1', '', '0', '1', '1'],
      ['1', 'fred', '2', '2+1', '', '1', '2', '0'],
      ['1', 'gina', '2', '3+1', '', '2', '3', '-1'],
    ]);
    // A moderator calls it all off: history lists the two groups, not the table they were split from.
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'table', 'end');
    await e2e.run('carol', 'table', 'history');
    const history = lastVisible(e2e.sandbox, 'carol', 'ephemeral');
    expect(history.content).toMatch(/^The last 2 tables that ended here/);
    expect(history.content).not.toContain('**#1**');
    expect(history.content).toMatch(/\*\*#3\*\* Eleven, group 2 — cancelled <t:\d+:R>/);
    expect(history.attachments.map((file) => file.filename).sort()).toEqual(['scoresheet-2.txt', 'scoresheet-3.txt']);
  });

  it('/table history where no table has ended: one sentence', async () => {
    await e2e.run('carol', 'table', 'history');
    expect(e2e.said('carol')).toBe('No table has ended in this channel yet.');
  });
});
