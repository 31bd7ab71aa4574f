/**
 * Issue 28 (point 3): every command that changes anything is applied once per
 * interaction, however often Discord delivers it. Each command below is
 * delivered three times: twice at once, then again after its answer (as a
 * gateway resume may replay it). What it does must happen once (a wallet, a
 * commitment, a row), it is answered once, and the copies answer nothing:
 * Discord would refuse a second answer (40060), and the stand-in counts any
 * refusal the test did not expect (useSandbox's end check).
 */
import { describe, expect, it } from 'vitest';
import type { StandInInteraction } from '../../standin/model.js';
import { pressButton, type SlashInput, typeCommand } from '../../standin/users.js';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();
const count = (sql: string): number => e2e.sandbox.db.prepare(sql).pluck().get() as number;

type Options = SlashInput['options'];
interface Case {
  /** Who acts, and what they do: a slash command, or a press of the newest button with this label. */
  member: string | (() => Promise<string>);
  path?: string[];
  options?: Options | (() => Options);
  press?: string;
  /** What the command does, counted: it must move by `by` (1 unless given) however often it is delivered. */
  effect: string;
  by?: number;
  /** Forced dice for the command (a start rolls them). */
  dice?: number[];
}

const transfers = (cause: string) => `SELECT COUNT(*) FROM transfers WHERE cause = '${cause}'`;
const ACTIONS = 'SELECT COUNT(*) FROM actions';
const COMMITMENTS = 'SELECT COUNT(*) FROM commitments';
const tableView = async () => {
  const tables = e2e.sandbox.bot.context.tables;
  return (await tables.publicTable((await tables.latestTableIn(e2e.sandbox.standin.generalChannelId))!))!;
};
const nameOf = (userId: string) => ['alice', 'bob', 'carol'].find((name) => e2e.idOf(name) === userId)!;
/** The code of alice's newest hidden roll (the one /verify reveals). */
const hiddenCode = () =>
  e2e.sandbox.db.prepare('SELECT code FROM commitments WHERE table_id IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1').pluck().get() as string;

/** Every command that changes anything, in an order each can act in (a table opened before it is joined …). */
const cases: Case[] = [
  { member: 'alice', path: ['roll'], options: { dice: '2d6' }, effect: 'SELECT COALESCE(SUM(times), 0) FROM dice_faces', by: 2 },
  { member: 'alice', path: ['roll'], options: { dice: '1d6', mode: 'hidden' }, effect: COMMITMENTS },
  { member: 'alice', path: ['verify'], options: () => ({ code: hiddenCode() }), effect: 'SELECT COUNT(*) FROM commitments WHERE revealed_at IS NOT NULL' },
  { member: 'alice', path: ['roll'], options: { dice: 'd20', mode: 'gm', gm: '@gina' }, effect: COMMITMENTS },
  { member: 'bob', path: ['wallet', 'daily'], effect: transfers('daily') },
  { member: 'bob', path: ['wallet', 'give'], options: { member: '@alice', amount: 5 }, effect: transfers('give') },
  { member: 'mona', path: ['gm', 'grant'], options: { member: '@wes', amount: 50 }, effect: transfers('grant') },
  { member: 'mona', path: ['gm', 'take'], options: { member: '@wes', amount: 5 }, effect: transfers('take') },
  {
    member: 'mona',
    path: ['gm', 'config', 'set'],
    options: { daily_amount: 30 },
    effect: `SELECT COUNT(*) FROM servers WHERE settings LIKE '%"dailyAmount":30%'`,
  },
  { member: 'alice', path: ['showdown', 'open'], options: { stakes: 'tria', buy_in: 10 }, effect: 'SELECT COUNT(*) FROM game_tables' },
  { member: 'bob', path: ['table', 'join'], effect: ACTIONS },
  { member: 'carol', press: 'Join', effect: ACTIONS },
  { member: 'dave', path: ['table', 'watch'], effect: ACTIONS },
  { member: 'dave', path: ['table', 'leave'], effect: ACTIONS },
  { member: 'wes', path: ['table', 'bet'], options: { player: '@carol', amount: 20 }, effect: transfers('side-bet') },
  { member: 'alice', path: ['table', 'start'], dice: [1, 2, 3], effect: ACTIONS },
  { member: 'alice', path: ['table', 'pause'], effect: ACTIONS },
  { member: 'alice', path: ['table', 'resume'], effect: ACTIONS },
  { member: async () => nameOf(((await tableView()).view as { turn: string }).turn), path: ['showdown', 'show'], effect: ACTIONS },
  { member: 'mona', path: ['table', 'skip'], effect: ACTIONS },
  { member: 'mona', path: ['table', 'kick'], options: { member: '@bob' }, effect: ACTIONS },
  { member: 'mona', path: ['table', 'end'], effect: "SELECT COUNT(*) FROM game_tables WHERE status != 'active'" },
  {
    member: 'mona',
    path: ['tournament', 'open'],
    options: { game: 'vitaji', options: 'rounds=1 ante=5', group_size: 3 },
    effect: 'SELECT COUNT(*) FROM tournaments',
  },
  { member: 'alice', path: ['tournament', 'join'], effect: 'SELECT COUNT(*) FROM tournament_entries' },
  { member: 'bob', path: ['tournament', 'join'], effect: 'SELECT COUNT(*) FROM tournament_entries' },
  { member: 'carol', path: ['tournament', 'join'], effect: 'SELECT COUNT(*) FROM tournament_entries' },
  { member: 'dave', path: ['tournament', 'join'], effect: 'SELECT COUNT(*) FROM tournament_entries' },
  { member: 'dave', path: ['tournament', 'leave'], effect: 'SELECT COUNT(*) FROM tournament_entries', by: -1 },
  { member: 'wes', path: ['tournament', 'bet'], options: { market: 'tournament', player: '@alice', amount: 10 }, effect: 'SELECT COUNT(*) FROM bets' },
  { member: 'mona', path: ['tournament', 'start'], effect: "SELECT COUNT(*) FROM tournaments WHERE status = 'running'" },
  { member: 'mona', path: ['tournament', 'end'], effect: "SELECT COUNT(*) FROM tournaments WHERE status = 'cancelled'" },
];

/** Sends the case's interaction once, as a member would. */
async function send(example: Case): Promise<StandInInteraction> {
  const member = typeof example.member === 'function' ? await example.member() : example.member;
  if (example.press) return pressButton(e2e.sandbox.standin, member, example.press);
  const options = typeof example.options === 'function' ? example.options() : (example.options ?? {});
  return typeCommand(e2e.sandbox.standin, member, { path: example.path!, options });
}

describe('issue 28: a command delivered again is applied once', () => {
  it('every command that changes anything, delivered twice at once and again after its answer, acts once and answers once', async () => {
    const { standin } = e2e.sandbox;
    standin.setModerator('mona');
    for (const example of cases) {
      const what = example.press ? `press ${example.press}` : `/${example.path!.join(' ')}`;
      const before = count(example.effect);
      if (example.dice) e2e.sandbox.dice.force(example.dice);
      const interaction = await send(example);
      standin.redeliver(interaction.id);
      await standin.waitForAnswer(interaction.id);
      await e2e.sandbox.bot.idle();
      expect(interaction.outcome, `${what} is answered`).not.toBe('waiting');
      standin.redeliver(interaction.id);
      await e2e.sandbox.bot.idle();
      expect.soft(count(example.effect) - before, `${what} acts once`).toBe(example.by ?? 1);
    }
    // The doubles: a tournament bet took its stake once, the bet refunded when the tournament was called off
    // (wes: 100 + 50 granted - 5 taken - 20 on the table refunded at its end); every copy unanswered (the end check: no 40060).
    expect(await e2e.balance('wes')).toBe('You have 145 tria.');
  });

  it('a copy that reaches the bot after a restart changes nothing either: the claim is in the database', async () => {
    const { standin } = e2e.sandbox;
    const roll = await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '3d6', mode: 'hidden' } });
    await e2e.sandbox.restart();
    standin.redeliver(roll.id);
    await e2e.sandbox.bot.idle();
    expect(count(COMMITMENTS)).toBe(1);
    expect(standin.channelMessages().filter((message) => message.content.includes('commitment'))).toHaveLength(1);
  });
});
