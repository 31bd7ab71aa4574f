// End-to-end: the bot starts and registers its commands; /roll in public, hidden (a verifiable commitment) and gm modes; bad notation refused.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lastVisible, useSandbox } from './helpers.js';

const e2e = useSandbox();

describe('the bot on the stand-in', () => {
  it('becomes ready and registers its commands', () => {
    expect(e2e.sandbox.bot.client.isReady()).toBe(true);
    const names = [...e2e.sandbox.standin.commands.values()].map((command) => command.name);
    expect(names).toEqual(expect.arrayContaining(['table', 'roll', 'verify', 'showdown']));
  });
});

describe('RL-1 /roll in its three modes', () => {
  it('public: the whole channel sees the dice and the total', async () => {
    e2e.sandbox.dice.force([4, 6, 1, 5]);
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '4d6kh3+2' } });
    const seen = lastVisible(e2e.sandbox, 'bob', 'channel');
    expect(seen.content).toContain('4d6kh3 [4, 6, ~~1~~, 5] + 2 = 17');
  });

  it('hidden: only the roller sees the dice; the channel sees the commitment, which verifies once the roller reveals it (RL-2)', async () => {
    e2e.sandbox.dice.force([3, 5]);
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '2d6', mode: 'hidden' } });
    const private_ = lastVisible(e2e.sandbox, 'alice', 'ephemeral');
    expect(private_.content).toContain('2d6 [3, 5] = 8');
    const code = /commitment `([0-9a-f]{12})`/.exec(private_.content)![1]!;
    const salt = /salt `([0-9a-f]{32})`/.exec(private_.content)![1]!;
    expect(createHash('sha256').update(`3,5:${salt}`).digest('hex').startsWith(code)).toBe(true);

    const bobSees = e2e.sandbox.standin.visibleTo('bob');
    expect(bobSees.some((message) => message.content.includes(code))).toBe(true);
    expect(bobSees.some((message) => message.content.includes('[3, 5]') || message.content.includes(salt))).toBe(false);

    await e2e.sandbox.command('bob', { path: ['verify'], options: { code } });
    // Issue 30: a hidden /roll is its roller's to reveal, not a game's.
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toBe(
      `Commitment \`${code}\` is a hidden roll of ${e2e.at('alice')}; it can be checked once they reveal it by running /verify with it.`,
    );

    await e2e.sandbox.command('alice', { path: ['verify'], options: { code } });
    const verdict = lastVisible(e2e.sandbox, 'bob', 'channel').content;
    expect(verdict).toContain('matches');
    expect(verdict).toContain('**3, 5**');
  });

  it('gm: the roller and the named GM see the dice, by DM to the GM; nobody else does', async () => {
    e2e.sandbox.dice.force([17]);
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: 'd20', mode: 'gm', gm: '@gina' } });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toContain('1d20 [17] = 17');
    expect(lastVisible(e2e.sandbox, 'gina', 'dm').content).toContain('1d20 [17] = 17');
    const bobSees = e2e.sandbox.standin
      .visibleTo('bob')
      .map((message) => message.content)
      .join('\n');
    expect(bobSees).toMatch(/rolled d20 for <@\d+> — commitment/);
    expect(bobSees).not.toContain('[17]');
    expect(bobSees).not.toContain('**17**');
  });

  it('gm with closed DMs: the GM gets a Show my dice button that answers only them', async () => {
    e2e.sandbox.standin.setDmsClosed('gina');
    e2e.sandbox.dice.force([9]);
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: 'd20', mode: 'gm', gm: '@gina' } });
    expect(e2e.sandbox.standin.visibleTo('gina').some((message) => message.audience.to === 'dm')).toBe(false);
    await e2e.sandbox.press('bob', 'Show my dice');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/meant for another player/);
    await e2e.sandbox.press('gina', 'Show my dice');
    expect(lastVisible(e2e.sandbox, 'gina', 'ephemeral').content).toMatch(/^Your dice \(d20\): \*\*9\*\* — commitment `[0-9a-f]{12}`/);
  });

  it('refuses bad notation with one ephemeral sentence and changes nothing', async () => {
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '101d6' } });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toBe('That is 101 dice; a roll may have at most 100.');
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: 'd1001' } });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/from 2 to 1000 sides/);
    // Issue 28: past the safe integers, the number as typed, not rounded to 9007199254740992.
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: 'd9007199254740993' } });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toBe('A die cannot have 9007199254740993 sides; dice may have from 2 to 1000 sides.');
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '99999999999999999999d6' } });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toBe('That is 99999999999999999999 dice; a roll may have at most 100.');
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: 'd6', mode: 'gm' } });
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/name the member/);
    expect(e2e.sandbox.standin.channelMessages()).toHaveLength(0);
  });
});
