// End-to-end: turn timers — each game's default move when time runs out, half-time reminders, forfeits, /table skip, pause across a restart.
import { describe, expect, it } from 'vitest';
import { tableMessage, useSandbox } from './helpers.js';

// Issue 16: turn timers through Discord — the default move of every game when a turn runs
// out, the half-time reminder, the forfeit after two in a row, /table skip, pausing across a
// restart, and a deadline that passed while the bot was down firing once.

const e2e = useSandbox();
const { at, said } = e2e;
const MINUTE = 60_000;

/** The announcements in the channel so far: the lines of every message but the table's, in order. */
const channel = () =>
  e2e.sandbox.standin
    .channelMessages()
    .filter((message) => message.embeds.length === 0)
    .flatMap((message) => message.content.split('\n'));
/** How many messages the channel got, the table message aside. */
const posted = () => e2e.sandbox.standin.channelMessages().filter((message) => message.embeds.length === 0).length;
/** Issue 30: the runout names the move the table made for the player. */
const timedOut = (name: string, move: string) => `⌛ ${at(name)} ran out of time; the table played for them: ${move}.`;
const view = async <View>() =>
  (await e2e.sandbox.bot.context.tables.publicTable((await e2e.sandbox.bot.context.tables.latestTableIn(e2e.sandbox.standin.generalChannelId))!))!.view as View;
const expiries = () => e2e.sandbox.db.prepare(`SELECT COUNT(*) FROM actions WHERE kind = 'expire'`).pluck().get();

describe("each game's default move when a turn runs out", () => {
  it("Liar's Dice: the smallest raise of the opening one 1; after a bid, a call", async () => {
    await e2e.startGame('liars', ['alice', 'bob'], [2, 3], { dice: 1, turn_timeout: '1m' });
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Waiting for alice, whose time runs out <t:\d+:R>\./);
    await e2e.sandbox.wait(MINUTE);
    expect(channel()).toContain(timedOut('alice', 'a bid of 1 × 2, the smallest allowed'));
    expect((await view<{ standingBid: unknown }>()).standingBid).toMatchObject({ quantity: 1, face: 2, bettor: e2e.idOf('alice') });
    // Bob's turn runs out too: he calls alice's 1 × 2 — one 2 among 2 and 3: the bid was correct, bob is eaten.
    await e2e.sandbox.wait(MINUTE);
    expect(channel()).toContain(timedOut('bob', 'a call on the standing bid'));
    expect(said('carol', 'channel')).toContain(`${at('bob')} calls ${at('alice')}'s bid of 1 × 2: there is **1**.`);
    expect(said('carol', 'channel')).toContain('The game is over. Winner:');
  });

  it('Tokyo: one who rolled announces the lowest value; the cup holder doubts', async () => {
    await e2e.startGame('tokyo', ['alice', 'bob'], [4, 2], { turn_timeout: '1m' });
    await e2e.sandbox.wait(MINUTE);
    expect(await view<{ announcement: number; holder: string }>()).toMatchObject({ announcement: 31, holder: e2e.idOf('bob') });
    expect(channel()).toContain(timedOut('alice', 'announcing 31, the lowest allowed'));
    e2e.sandbox.dice.force([1, 1]);
    await e2e.sandbox.wait(MINUTE);
    expect(channel()).toContain(timedOut('bob', 'lifting the cup (a doubt)'));
    expect(said('carol', 'channel')).toContain(`${at('bob')} lifts the cup on ${at('alice')}'s 31: it shows 42. The announcement stands.`);
  });

  it('Vitaji: rolling, a pass; betting, the opener bets 0 and the others meet if they can, else drop', async () => {
    await e2e.sandbox.command('alice', { path: ['wallet', 'daily'], options: {} });
    await e2e.run('alice', 'vitaji', 'open', { stakes: 'tria', rounds: 2, ante: 95, turn_timeout: '1m' });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.wait(MINUTE); // alice passes
    expect(channel()).toContain(timedOut('alice', 'a pass on the reroll'));
    // Bob passes himself, so his time running out below is his first.
    await e2e.sandbox.command('bob', { path: ['vitaji', 'pass'], options: {} });
    await e2e.sandbox.command('alice', { path: ['vitaji', 'bet'], options: { amount: 20 } }); // round 2 betting: alice opens
    // Bob has 5 tria left after his ante of 95: he cannot meet 20, so he drops out (VJ-4) and alice wins at once.
    await e2e.sandbox.wait(MINUTE);
    expect(channel().filter((line) => line === timedOut('bob', 'dropping out (the bet was more than they could pay)'))).toHaveLength(1);
    expect(channel().join('\n')).not.toContain('forfeits');
    expect(said('carol', 'channel')).toContain(`${at('bob')} drops out, leaving 95 in the pot.`);
    expect(said('carol', 'channel')).toContain(`Winner: ${at('alice')}`);
  });

  it('Valere: the lowest die as point die, said as the rule and never as a face (VA-2)', async () => {
    await e2e.run('alice', 'valere', 'open', { turn_timeout: '1m' });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([6, 5, 1, 2, 2, 3]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.wait(MINUTE);
    const line = channel().find((said) => said.startsWith(`⌛ ${at('alice')}`));
    expect(line).toBe(timedOut('alice', 'the lowest die as point die, as the rules say'));
    expect(line!.replace(/<@\d+>/g, '')).not.toMatch(/[1-6]/);
  });

  it("VA-2, issue 30: Valere's choice runs on one deadline for everyone still choosing; the reminder names them all", async () => {
    await e2e.run('alice', 'valere', 'open', { turn_timeout: '2m' });
    for (const player of ['bob', 'carol']) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force([6, 5, 1, 2, 2, 3, 4, 4, 4]);
    await e2e.sandbox.press('alice', 'Start');
    // bob settles at once; alice and carol are still choosing, on the one clock.
    await e2e.run('bob', 'valere', 'point', { die: 2 });
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Waiting for alice, carol, who choose at once; their time runs out <t:\d+:R>\./);
    await e2e.sandbox.wait(MINUTE);
    const reminder = channel().filter((line) => line.startsWith('⏰'));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]).toMatch(
      new RegExp(`^⏰ ${at('alice')}, ${at('carol')}, the Valere table is waiting for your choices: your time runs out <t:\\d+:R>\\.$`),
    );
    expect(expiries()).toBe(0);
    // At the one deadline both are played for, at once: not one after the other's whole turn.
    await e2e.sandbox.wait(MINUTE);
    expect(expiries()).toBe(2);
    for (const player of ['alice', 'carol']) expect(channel()).toContain(timedOut(player, 'the lowest die as point die, as the rules say'));
    expect(channel().join('\n')).toContain('Round 1, the hands');
  });

  it('Showdown: the player shows', async () => {
    await e2e.startGame('showdown', ['alice', 'bob'], [4, 2], { turn_timeout: '1m' });
    await e2e.sandbox.wait(MINUTE);
    expect((await view<{ shown: string[] }>()).shown).toEqual([e2e.idOf('alice')]);
  });
});

describe('reminders, forfeits and skips', () => {
  it('a reminder mentions the awaited player at half time, once', async () => {
    await e2e.startGame('showdown', ['alice', 'bob'], [4, 2], { turn_timeout: '2m' });
    await e2e.sandbox.wait(59_000);
    expect(channel().filter((line) => line.startsWith('⏰'))).toEqual([]);
    await e2e.sandbox.wait(1_000);
    const reminder = e2e.sandbox.standin.channelMessages().find((message) => message.content.startsWith('⏰'))!;
    expect(reminder.content).toMatch(
      new RegExp(`^⏰ ${at('alice')}, the Showdown \\(sandbox demo\\) table is waiting for you: your time runs out <t:\\d+:R>\\.$`),
    );
    expect(reminder.pinged).toEqual([e2e.idOf('alice')]);
    await e2e.sandbox.wait(30_000);
    expect(channel().filter((line) => line.startsWith('⏰'))).toHaveLength(1);
  });

  it('two expiries in a row forfeit the player, as a leave; the last player left wins (VJ-4)', async () => {
    await e2e.run('alice', 'vitaji', 'open', { rounds: 3, turn_timeout: '1m' });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.wait(MINUTE); // alice passes: her first
    await e2e.sandbox.command('bob', { path: ['vitaji', 'pass'], options: {} });
    await e2e.sandbox.wait(MINUTE); // round 2: alice to open, out of time again
    expect(channel()).toContain(`⌛ ${at('alice')} ran out of time twice in a row and forfeits.`);
    expect(said('carol', 'channel')).toContain(`Winner: ${at('bob')}`);
  });

  it('LD-3, issue 30: a forfeit names the player with their tag, as a leave does', async () => {
    // No call window: bob's raise is taken at once (LD-8).
    await e2e.run('alice', 'liars', 'open', { buy_in: 0, call_window: 0, turn_timeout: '1m' });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.wait(MINUTE); // alice's opening bid is made for her: her first
    await e2e.sandbox.command('bob', { path: ['liars', 'bid'], options: { quantity: 3, face: 6 } });
    await e2e.sandbox.wait(MINUTE); // out of time again: she forfeits
    expect(channel()).toContain(`⌛ ${at('alice')} [DND] ran out of time twice in a row and forfeits.`);
  });

  it('/table skip: a moderator expires the turn now; anyone else is refused', async () => {
    await e2e.startGame('showdown', ['alice', 'bob'], [4, 2]);
    await e2e.run('bob', 'table', 'skip');
    expect(said('bob')).toBe("Only a moderator (Manage Server or the server's GM role) may do that.");
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'table', 'skip');
    // Issue 12: the skip's announcement is the command's answer, in public.
    expect(said('mona', 'channel')).toMatch(new RegExp(`^⌛ ${at('mona')} skipped ${at('alice')}'s turn; the table plays for them\\.`));
    expect(channel()).toContain(`⌛ ${at('mona')} skipped ${at('alice')}'s turn; the table plays for them.`);
    expect((await view<{ shown: string[] }>()).shown).toEqual([e2e.idOf('alice')]);
  });
});

describe('pause and resume', () => {
  it('a paused table refuses play, fires no timer, survives a restart, and gives back the time that was left', async () => {
    await e2e.startGame('showdown', ['alice', 'bob'], [4, 2], { turn_timeout: '4m' });
    await e2e.sandbox.wait(MINUTE);
    await e2e.run('alice', 'table', 'pause');
    expect(said('carol', 'channel')).toBe(`⏸ ${at('alice')} paused the Showdown (sandbox demo) table: the clock stops until it is resumed.`);
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toBe(`Paused by alice`);
    expect(tableMessage(e2e.sandbox).components).toEqual([]);
    await e2e.sandbox.restart();
    await e2e.sandbox.wait(3 * 24 * 60 * MINUTE);
    expect(expiries()).toBe(0);
    await e2e.run('alice', 'showdown', 'show');
    expect(said('alice')).toBe(`The table is paused by ${at('alice')}; nothing is played until it is resumed (/table resume).`);
    await e2e.run('bob', 'table', 'resume');
    expect(said('bob')).toBe(`Only the host (${at('alice')}) or a moderator may do that.`);
    await e2e.run('alice', 'table', 'resume');
    expect(said('carol', 'channel')).toBe(`▶ ${at('alice')} resumed the Showdown (sandbox demo) table.`);
    // Alice had 3 of her 4 minutes left.
    await e2e.sandbox.wait(3 * MINUTE - 1000);
    expect(expiries()).toBe(0);
    await e2e.sandbox.wait(1000);
    expect(expiries()).toBe(1);
  });

  it('a deadline that passed while the bot was down fires once when it starts again', async () => {
    await e2e.startGame('showdown', ['alice', 'bob', 'carol'], [4, 2, 6], { turn_timeout: '1m' });
    // The bot is down for ten minutes: nobody moves its clock on, so nothing fires before the restart.
    e2e.sandbox.clock.advance(10 * MINUTE);
    expect(expiries()).toBe(0);
    await e2e.sandbox.restart();
    await e2e.sandbox.bot.idle();
    // Alice's turn fired once; bob's time started with the restart, so his did not.
    expect(expiries()).toBe(1);
    expect(await view<{ shown: string[]; turn: string }>()).toMatchObject({ shown: [e2e.idOf('alice')], turn: e2e.idOf('bob') });
    // The demo game names no move: the line says only that the table played.
    expect(channel()).toContain(`⌛ ${at('alice')} ran out of time; the table plays for them.`);
  });
});

describe('announce: rounds (long games)', () => {
  /** A two-player Vitaji of three rounds (a bet each round from the second, a reroll each round); the messages and lines it posts. */
  async function game(announce: 'all' | 'rounds') {
    await e2e.run('alice', 'vitaji', 'open', { rounds: 3, announce });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.press('alice', 'Start');
    const [messages, lines] = [posted(), channel().length];
    for (const round of [1, 2, 3]) {
      if (round > 1) {
        await e2e.run('alice', 'vitaji', 'bet', { amount: 1 });
        e2e.sandbox.dice.force([2, 4]);
        await e2e.run('bob', 'vitaji', 'meet');
      }
      e2e.sandbox.dice.force([6]);
      await e2e.run('alice', 'vitaji', 'reroll');
      // alice's 6 cannot improve: bob's pass ends the round (issue 30).
      await e2e.run('bob', 'vitaji', 'pass');
    }
    return { messages: posted() - messages, lines: channel().slice(lines) };
  }

  it('with rounds, only round ends, eliminations and the result are said, in far fewer messages; the table message follows every action', async () => {
    const loud = await game('all');
    expect(loud.lines.join('\n')).toMatch(/bets 1\./);
    // Issue 30: a reroll is said with the round's end.
    expect(loud.lines.join('\n')).toMatch(/Round 1 ends: <@\d+> \+6 \(rolled 3 → 6\)/);
    const quiet = await game('rounds');
    expect(quiet.lines.filter((line) => /^Round \d ends:/.test(line))).toHaveLength(3);
    expect(quiet.lines.join('\n')).not.toMatch(/bets|rerolls|Round \d: /);
    expect(quiet.lines.at(-2)).toMatch(/^The game is over\. Winner:/);
    // Issue 30: and who takes what, said with it.
    expect(quiet.lines.at(-1)).toMatch(/^Paid out of the table: <@\d+> \d+ points\.$/);
    // One message per round end and one for the result, against one per action.
    expect(quiet.messages).toBe(3);
    expect(loud.messages).toBeGreaterThan(quiet.messages * 2);
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toBe('Finished');
  });
});
