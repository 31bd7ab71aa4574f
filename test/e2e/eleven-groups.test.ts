/**
 * EL-1 through Discord: a table of 6 or more players is split at its start
 * into groups of 3–5 that play at once, each its own game with its own
 * escrow (EL-9), in its own thread — or at its own message in the channel
 * when threads are off — while the table they were split from shows every
 * group's standing and, at the end, each group's result.
 */
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src/games/testing/eleven.js';
import { messagesIn as sharedMessagesIn, textIn as sharedTextIn, threadsOf, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, balance } = e2e;

const GROUP_1 = ['alice', 'bob', 'carol', 'dave'];
const GROUP_2 = ['erin', 'fred', 'gina'];

/** One round of a group: everyone picks `number` by /eleven pick typed where given, and places in pick order (EL-7 keeps the order). */
async function round(group: readonly string[], number: number, channelId?: string) {
  for (const [index, player] of group.entries()) {
    if (index === group.length - 1) e2e.sandbox.dice.force(inOrder(number, group.length));
    await e2e.sandbox.command(player, { path: ['eleven', 'pick'], options: { number }, ...(channelId ? { channelId } : {}) });
  }
}

async function openSeven(options: Record<string, string | number | boolean> = {}) {
  await e2e.run('alice', 'eleven', 'open', { stakes: 'tria', order_roll: false, ...options });
  for (const player of [...GROUP_1.slice(1), ...GROUP_2]) await e2e.sandbox.press(player, 'Join');
}

const general = () => e2e.sandbox.standin.generalChannelId;
const messagesIn = (channelId: string) => sharedMessagesIn(e2e.sandbox, channelId);
const textIn = (channelId: string) => sharedTextIn(e2e.sandbox, channelId);
/** The newest table message (an embed) in a channel. */
const tableIn = (channelId: string) =>
  messagesIn(channelId)
    .filter((message) => message.embeds.length > 0)
    .at(-1)!;
const threads = () => threadsOf(e2e.sandbox);
const groupField = (channelId: string, number: number) =>
  (tableIn(channelId).embeds[0]!.fields as { name: string; value: string }[]).find((field) => field.name.startsWith(`Group ${number} —`))!;
const tables = () => e2e.sandbox.bot.context.tables;

describe('Eleven in groups (EL-1)', () => {
  it("EL-2, issue 30: dice forced before the Start go to the groups' order rolls as seen, in group order (the start's trial run rolls none of them)", async () => {
    await e2e.run('alice', 'eleven', 'open', { stakes: 'tria' });
    for (const player of ['bob', 'carol', 'dave', 'erin', 'fred']) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force([1, 2, 3, 4, 5, 6]);
    await e2e.sandbox.press('alice', 'Start');
    const [first, second] = threads();
    expect(textIn(first!.id)).toContain(`Order roll: ${at('alice')} 1, ${at('bob')} 2, ${at('carol')} 3.`);
    expect(textIn(second!.id)).toContain(`Order roll: ${at('dave')} 4, ${at('erin')} 5, ${at('fred')} 6.`);
    expect(e2e.sandbox.dice.queued()).toBe(0);
  });

  it('7 players split into groups of 4 and 3 in two threads that play at once and finish independently; every wallet by EL-6 and EL-9', async () => {
    await openSeven();
    await e2e.sandbox.press('alice', 'Start');

    const versionsAtStart = tableIn(general()).history.length;
    // Two threads, one per group, each with its own table message; the split table names them.
    const [first, second] = threads();
    expect(threads()).toHaveLength(2);
    expect(first!.name).toBe('Eleven table #1, group 1');
    expect(textIn(general())).toContain(
      [
        'Eleven is played as 2 groups at once, each with its own game and its own stakes:',
        `Group 1 in <#${first!.id}>: ${GROUP_1.map(at).join(', ')}`,
        `Group 2 in <#${second!.id}>: ${GROUP_2.map(at).join(', ')}`,
      ].join('\n'),
    );
    expect(tableIn(first!.id).embeds[0]!.title).toMatch(/^Eleven, group 1 table #\d+$/);
    expect(textIn(first!.id)).toContain(`Eleven, group 1 begins: ${GROUP_1.map(at).join(', ')}.`);
    expect(textIn(second!.id)).toContain(`Eleven, group 2 begins: ${GROUP_2.map(at).join(', ')}.`);
    // EL-9: each group's own buy-in, in its own escrow: 22 for four players, 11 for three.
    expect(await balance('alice')).toBe('You have 78 tria.');
    expect(await balance('gina')).toBe('You have 89 tria.');

    // Both play at once: a round of each in turn. Picks typed in the channel reach the player's own group; in its thread too.
    for (let number = 2; number <= 12; number++) {
      await round(GROUP_1, number, number % 2 === 0 ? first!.id : undefined);
      if (number <= 11) await round(GROUP_2, number + 0, number % 2 === 1 ? second!.id : undefined);
    }
    // Issue 30: each group's round is one block in its own place.
    expect(textIn(first!.id)).toMatch(/Round 1:\n1\. <@\d+>: target 2, [^\n]*(\n\d\. <@\d+>: target 2, [^\n]*){3}/);
    expect(textIn(second!.id)).toMatch(/Round 1:\n1\. <@\d+>: target 2, [^\n]*(\n\d\. <@\d+>: target 2, [^\n]*){2}/);
    // Group 1 has finished; group 2 plays on: the split table shows both.
    expect(groupField(general(), 1).name).toBe('Group 1 — Finished');
    expect(groupField(general(), 1).value).toContain(`Winner: alice`);
    expect(groupField(general(), 2).name).toBe('Group 2 — In play');
    expect(groupField(general(), 2).value).toContain('Round 11 of 11');
    expect(groupField(general(), 2).value).toContain(`erin +10`);
    expect(tableIn(general()).embeds[0]!.description).toBe('Played as 2 groups at once');
    await round(GROUP_2, 12, second!.id);

    expect(textIn(general())).toContain(
      ['Every group of the Eleven table has ended:', `Group 1: won by ${at('alice')}.`, `Group 2: won by ${at('erin')}.`].join('\n'),
    );
    expect(tableIn(general()).embeds[0]!.description).toBe('Finished');
    // EL-6 × 11 rounds: +2, +1, −1, −2 in the four; +1, 0, −1 in the three; each buy-in paid back (EL-9).
    const expected = { alice: 122, bob: 111, carol: 89, dave: 78, erin: 111, fred: 100, gina: 89 };
    for (const [player, amount] of Object.entries(expected)) expect(await balance(player)).toBe(`You have ${amount} tria.`);
    // Frugal: the split table's message is edited when a group's standing changes (once a round), not at every pick.
    // 44 + 33 picks, 22 rounds: at most one edit a round, and one as the last group ends.
    expect(tableIn(general()).history.length - versionsAtStart).toBeLessThanOrEqual(11 + 11 + 1);
    // Each group's scoresheet is its own, in its thread.
    await e2e.sandbox.command('fred', { path: ['table', 'scoresheet'], options: {}, channelId: second!.id });
    expect(e2e.said('fred')).toMatch(/^Eleven table #3 — scoresheet\n/);
    expect(e2e.said('fred')).toContain('erin');
    expect(e2e.said('fred')).not.toContain('alice');
  });

  it('threads off: 6 players play as two groups of 3 at their own messages in the channel; a leave ends one group, a moderator cancel refunds the other', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { thread_mode: 'never' } });
    await e2e.run('alice', 'eleven', 'open', { stakes: 'tria', order_roll: false });
    for (const player of ['bob', 'carol', 'dave', 'erin', 'fred']) await e2e.sandbox.press(player, 'Join');
    await e2e.run('alice', 'table', 'start');
    expect(e2e.said('alice')).toBe('The game has started as 2 groups, each at its own table.');
    expect(threads()).toEqual([]);
    const titles = messagesIn(general())
      .filter((message) => message.embeds.length > 0)
      .map((message) => message.embeds[0]!.title);
    expect(titles.filter((title) => /^Eleven, group \d table/.test(title ?? ''))).toHaveLength(2);
    expect(textIn(general())).toContain(`Group 2, at its own table message here: ${['dave', 'erin', 'fred'].map(at).join(', ')}`);
    expect(await balance('dave')).toBe('You have 89 tria.');
    // A round in each group, typed in the one channel: each pick reaches the picker's own group.
    await round(['alice', 'bob', 'carol'], 2);
    await round(['dave', 'erin', 'fred'], 2);
    expect(await balance('alice')).toBe('You have 89 tria.');
    // Fred (third in group 2's round: −1) leaves, typed in the channel: his group's ruling (EL, leaving) pays him back 11 − 1;
    // with two left, group 2 ends and pays back dave 11 + 1 and erin 11 + 0. Group 1 plays on.
    await e2e.run('fred', 'table', 'leave');
    expect(textIn(general())).toContain(`${at('fred')} left the table.`);
    expect(await balance('fred')).toBe('You have 99 tria.');
    expect(await balance('dave')).toBe('You have 101 tria.');
    expect((await tables().publicTable(1))!.groups!.map((group) => group.status)).toEqual(['active', 'finished']);
    // A moderator's cancel in the channel cancels what still plays, refunding every buy-in there.
    await e2e.run('mona', 'table', 'end');
    for (const player of ['alice', 'bob', 'carol', 'erin']) expect(await balance(player)).toBe('You have 100 tria.');
    const statuses = [];
    for (const id of [1, 2, 3]) statuses.push((await tables().publicTable(id))!.status);
    expect(statuses).toEqual(['cancelled', 'cancelled', 'finished']);
  });
});
