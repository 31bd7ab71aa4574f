/**
 * Issue 18 through Discord: `/table scoresheet format:csv` answers with the
 * game's CSV and one sentence; `/table history` lists the channel's ended
 * tables privately, each with its scoresheet as a file. A member named with
 * a comma and a quote stays one cell.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/games/shared/csv.js';
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
      ['Round', 'What', 'Player', 'Against or by', 'Quantity', 'Face', 'Counted', 'Of them ones', 'Verdict', 'Dice lost'],
      ['1', 'bid', DOC, '', '1', '6', '', '', '', ''],
      ['1', 'call', 'bob', DOC, '1', '6', '1', '', 'spot on', ''],
      ['1', 'lost dice', 'bob', '', '', '', '', '', '', '1'],
      ['1', 'out', 'bob', DOC, '', '', '', '', '', ''],
      ['', 'winner', DOC, '', '', '', '', '', '', ''],
    ]);
    // Nobody else sees it.
    expect(e2e.sandbox.standin.visibleTo('bob').some((message) => message.attachments.length > 0)).toBe(false);
  });

  it('/table scoresheet: the text stays the default, the CSV beside it', async () => {
    await finishedGame();
    const sheet = await e2e.scoresheet('bob');
    expect(sheet.text.split('\n')[0]).toBe("Liar's Dice table #1 — scoresheet");
    expect(sheet.csv.split('\n')[0]).toBe('Round,What,Player,Against or by,Quantity,Face,Counted,Of them ones,Verdict,Dice lost');
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

  it('/table history where no table has ended: one sentence', async () => {
    await e2e.run('carol', 'table', 'history');
    expect(e2e.said('carol')).toBe('No table has ended in this channel yet.');
  });
});
