/**
 * Issue 26, the matrix: what must hold after every game of every cell —
 * the money kept (the ledger sums to zero, no wallet below zero, nothing
 * left in the table's pot), its scoresheet and CSV, its results and
 * ratings, and no message a member could read with a placeholder left in
 * it or an apology for a failure.
 */
import { expect } from 'vitest';
import type { Sandbox } from '../../../sandbox/harness.js';
import { commonMessages } from '../../../src/i18n/en/common.js';
import { commonMessagesRo } from '../../../src/i18n/ro/common.js';
import type { StoredMessage } from '../../../standin/model.js';
import { placeholdersIn } from '../../../standin/placeholders.js';
import type { Matrix, MatrixTable } from './drive.js';

/** What a member reads of a message version: content, embeds, buttons and menus. */
type Shown = Pick<StoredMessage, 'content' | 'embeds' | 'components'>;

/** Every string a member reads in one version of a message. */
function textsOf(version: Shown): string[] {
  const texts: unknown[] = [version.content];
  for (const embed of version.embeds) {
    texts.push(embed.title, embed.description, embed.footer?.text, embed.author?.name);
    for (const field of embed.fields ?? []) texts.push(field.name, field.value);
  }
  const walk = (components: unknown[]): void => {
    for (const component of components as Record<string, unknown>[]) {
      texts.push(component.label, component.placeholder, component.type === 10 ? component.content : undefined);
      for (const option of (component.options ?? []) as Record<string, unknown>[]) texts.push(option.label, option.description);
      walk((component.components ?? []) as unknown[]);
    }
  };
  walk(version.components);
  return texts.filter((text): text is string => typeof text === 'string');
}

const APOLOGIES = [commonMessages['error-unexpected'], commonMessagesRo['error-unexpected']].map((sentence) => sentence.slice(0, 24));

/**
 * The placeholder rule (the stand-in's, placeholders.ts) over everything any
 * member could read, as it stands at the end: every version of every
 * message (channel, DM, ephemeral), its files' names and alt text, and the
 * text files' contents too (scoresheets, CSVs, which the stand-in leaves to
 * the bot), and every thread's name; and no "Something went wrong" anywhere.
 */
export function expectEveryMessageFilled(sandbox: Sandbox): void {
  const problems: string[] = [];
  const note = (where: string, text: string) => {
    const found = placeholdersIn(text);
    if (found.length > 0) problems.push(`${where}: ${found.join(', ')} in "${text.slice(0, 300)}"`);
    if (APOLOGIES.some((apology) => text.includes(apology))) problems.push(`${where}: an apology: "${text.slice(0, 200)}"`);
  };
  for (const message of sandbox.standin.messages.values()) {
    const where = `${message.audience.to} message ${message.id}`;
    for (const version of [...message.history, message]) for (const text of textsOf(version)) note(where, text);
    for (const file of message.attachments) {
      note(`${where}, file ${file.filename}`, `${file.filename} ${file.description ?? ''}`);
      if (/\.(csv|txt)$/.test(file.filename)) note(`${where}, file ${file.filename}`, file.content.toString('utf8'));
    }
  }
  for (const channel of sandbox.standin.channels.values()) if (channel.thread) note(`thread ${channel.id}`, channel.name);
  expect(problems, 'what a member read that still held a placeholder, or an apology').toEqual([]);
}

/**
 * The money kept: every transfer and so the whole ledger sums to zero, each
 * account's balance is its postings, no wallet is below zero, and a table
 * that has ended holds nothing any more (pot, escrow, round pot), nor does
 * a side-bet pool once settled or called off.
 */
export function expectLedgerKept(sandbox: Sandbox): void {
  const db = sandbox.db;
  expect(db.prepare('SELECT coalesce(sum(amount), 0) FROM postings').pluck().get(), 'the sum of every posting').toBe(0);
  expect(db.prepare('SELECT transfer_id FROM postings GROUP BY transfer_id HAVING sum(amount) <> 0').pluck().all(), 'unbalanced transfers').toEqual([]);
  expect(
    db
      .prepare(
        `SELECT a.kind, a.owner, a.balance FROM accounts a
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM postings GROUP BY account_id) p ON p.account_id = a.id
         WHERE a.balance <> coalesce(p.total, 0)`,
      )
      .all(),
    'accounts whose balance is not their postings',
  ).toEqual([]);
  expect(db.prepare(`SELECT owner, balance FROM accounts WHERE kind = 'wallet' AND balance < 0`).all(), 'wallets below zero').toEqual([]);
  expect(
    db
      .prepare(
        `SELECT a.kind, a.owner, a.balance FROM accounts a JOIN game_tables t ON CAST(t.id AS TEXT) = a.owner
         WHERE a.kind IN ('pot', 'escrow', 'round-pot') AND t.status IN ('finished', 'cancelled') AND a.balance <> 0`,
      )
      .all(),
    'money left at ended tables',
  ).toEqual([]);
  expect(
    db
      .prepare(
        `SELECT m.name, a.balance FROM accounts a JOIN markets m ON CAST(m.id AS TEXT) = a.owner
         WHERE a.kind = 'side-bets' AND m.status IN ('settled', 'void') AND a.balance <> 0`,
      )
      .all(),
    'money left in ended side-bet pools',
  ).toEqual([]);
}

/**
 * The table's record: a result for every player who sat down at its start
 * (left, kicked and out included), the winner first, a net at a tria table
 * (the nets summing to zero: the pot only moves money between them) and
 * none at a points table; and a rating of the game for each.
 */
export async function expectRecorded(m: Matrix, table: MatrixTable): Promise<void> {
  const db = m.sandbox.db;
  const record = await m.table(table);
  expect(record.status).toBe('finished');
  const results = db.prepare('SELECT user_id, place, net, game FROM results WHERE table_id = ?').all(table.id) as {
    user_id: string;
    place: number;
    net: number | null;
    game: string;
  }[];
  const players = record.seats.filter((seat) => seat.role === 'player').map((seat) => seat.userId);
  expect(results.map((row) => row.user_id).sort(), 'a result for every player').toEqual([...players].sort());
  expect(results.every((row) => row.game === m.player.game)).toBe(true);
  expect(results.filter((row) => row.place === 1).length).toBeGreaterThan(0);
  expect(results.map((row) => row.user_id).filter((userId) => results.find((row) => row.user_id === userId)!.place === 1)).toEqual(
    record.placings![0]!.filter((userId) => players.includes(userId)),
  );
  const tria = (record.options as { stakes?: string }).stakes === 'tria';
  if (tria) {
    expect(results.every((row) => row.net !== null)).toBe(true);
    expect(
      results.reduce((sum, row) => sum + row.net!, 0),
      'the nets at a tria table',
    ).toBe(0);
  } else {
    expect(results.every((row) => row.net === null)).toBe(true);
  }
  const rated = db
    .prepare(`SELECT user_id FROM ratings WHERE game = ? AND games > 0 AND user_id IN (${players.map(() => '?').join(',')})`)
    .pluck()
    .all(m.player.game, ...players);
  expect([...rated].sort(), 'a rating for every player').toEqual([...players].sort());
}

/** `/table scoresheet` and `/table scoresheet format:csv` as `member`, where the table is: both written; the sheet as they read it. */
export async function expectScoresheet(m: Matrix, table: MatrixTable, member: string): Promise<string> {
  await m.run(member, ['table', 'scoresheet'], {}, table.channelId);
  const text = m.sandbox.standin.visibleTo(member).at(-1)!;
  expect(text.audience.to).toBe('ephemeral');
  const sheet = `${text.content}${text.attachments.map((file) => file.content.toString('utf8')).join('')}`;
  expect(sheet.split('\n').length, `the scoresheet: ${sheet}`).toBeGreaterThan(2);
  await m.run(member, ['table', 'scoresheet'], { format: 'csv' }, table.channelId);
  const csv = m.sandbox.standin.visibleTo(member).at(-1)!;
  expect(csv.attachments.map((file) => file.filename)).toEqual([`${m.player.game}-${table.id}.csv`]);
  expect(csv.attachments[0]!.content.toString('utf8').trim().split('\n').length).toBeGreaterThan(1);
  return sheet;
}

/** Everything the matrix checks after a game has ended; the scoresheet as `reader` read it. */
export async function expectGameKept(m: Matrix, table: MatrixTable, reader: string): Promise<string> {
  expectLedgerKept(m.sandbox);
  await expectRecorded(m, table);
  const sheet = await expectScoresheet(m, table, reader);
  expectEveryMessageFilled(m.sandbox);
  return sheet;
}
