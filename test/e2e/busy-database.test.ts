// End-to-end: while another program holds SQLite's write lock, members are answered within 3 s, told it is busy, and nothing changes (issue 27).
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { typeCommand } from '../../standin/users.js';
import { useSandbox } from './helpers.js';

/**
 * Issue 27, point 7: another program holding SQLite's write lock (a script,
 * the sqlite3 shell inside a transaction) must not freeze the bot past
 * Discord's 3 seconds. The player is answered in time, told the records are
 * busy, and nothing changes; once the other writer lets go, the same action
 * works.
 */
const e2e = useSandbox();
const { said } = e2e;

const BUSY = "The bot's records are busy (another program has its database open); try again in a moment.";

/** A second connection to the bot's file holding the write lock, as another program would. */
function otherWriter(): { release(): void } {
  const other = new Database(e2e.sandbox.databasePath);
  other.exec('BEGIN IMMEDIATE');
  return {
    release() {
      other.exec('ROLLBACK');
      other.close();
    },
  };
}

const giveBob30 = () => e2e.sandbox.command('alice', { path: ['wallet', 'give'], options: { member: '@bob', amount: 30 } });

describe('a second writer never freezes the bot (issue 27)', () => {
  it('/wallet give while another program holds the write lock: answered within the deadline, says busy, moves nothing; after release it works', async () => {
    expect(await e2e.balance('alice')).toBe('You have 100 tria.');
    expect(await e2e.balance('bob')).toBe('You have 100 tria.');
    const writer = otherWriter();
    try {
      const gift = await giveBob30();
      // The stand-in holds the bot to Discord's 3 s: 'answered', not 'too-late'.
      expect(gift.outcome).toBe('answered');
      expect(said('alice')).toBe(BUSY);
      expect(e2e.logLines.some((line) => line.includes('the database is busy (another program holds its write lock)'))).toBe(true);
      // Reading needs no write lock (WAL): balances can be asked while the other program writes.
      expect(await e2e.balance('alice')).toBe('You have 100 tria.');
      expect(await e2e.balance('bob')).toBe('You have 100 tria.');
    } finally {
      writer.release();
    }
    await giveBob30();
    expect(said('carol', 'channel')).toBe(`${e2e.at('alice')} gave 30 tria to ${e2e.at('bob')}.`);
    expect(await e2e.balance('alice')).toBe('You have 70 tria.');
    expect(await e2e.balance('bob')).toBe('You have 130 tria.');
  });

  it('in Romanian too', async () => {
    e2e.sandbox.standin.member('alice').locale = 'ro';
    await e2e.balance('alice');
    const writer = otherWriter();
    try {
      const gift = await giveBob30();
      expect(gift.outcome).toBe('answered');
      expect(said('alice')).toBe('Registrele botului sunt ocupate (alt program îi are baza de date deschisă); încearcă din nou peste câteva clipe.');
    } finally {
      writer.release();
    }
  });

  it('a first-time member (their locale not yet written) is answered busy too, not left waiting', async () => {
    const writer = otherWriter();
    try {
      const daily = await e2e.sandbox.command('dave', { path: ['wallet', 'daily'], options: {} });
      expect(daily.outcome).toBe('answered');
      expect(said('dave')).toBe(BUSY);
    } finally {
      writer.release();
    }
    await e2e.sandbox.command('dave', { path: ['wallet', 'daily'], options: {} });
    expect(said('dave')).toMatch(/^You collected your daily 25 tria/);
  });

  it('four members acting at once behind the lock are all answered in time, each told busy, and the action after release is done at once', async () => {
    const members = ['alice', 'bob', 'carol', 'dave'];
    for (const member of members) await e2e.balance(member);
    const writer = otherWriter();
    try {
      const sent = members.map((member) => typeCommand(e2e.sandbox.standin, member, { path: ['wallet', 'daily'], options: {} }));
      const answered = await Promise.all(sent.map((interaction) => e2e.sandbox.standin.waitForAnswer(interaction.id)));
      expect(answered.map((interaction) => interaction.outcome)).toEqual(['answered', 'answered', 'answered', 'answered']);
      for (const member of members) expect(said(member)).toBe(BUSY);
    } finally {
      writer.release();
    }
    // The other program let go: the next action is done at once, without waiting out a busy spell.
    await e2e.sandbox.command('alice', { path: ['wallet', 'daily'], options: {} });
    expect(said('alice')).toMatch(/^You collected your daily 25 tria/);
  });
});
