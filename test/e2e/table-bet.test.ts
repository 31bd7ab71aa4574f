/**
 * VJ-11 `/table bet` through Discord: a watcher's side bet on a player who
 * then goes is refunded, and the channel says so without calling a kick a
 * leave (issue 26: the matrix found "they left the table" said of a kick).
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at, balance } = e2e;

const channel = () =>
  e2e.sandbox.standin
    .channelMessages()
    .map((message) => message.content)
    .join('\n');

describe('/table bet', () => {
  it('VJ-11: the bets on a kicked player are refunded, in a sentence true of a kick as of a leave', async () => {
    await e2e.run('alice', 'showdown', 'open', { stakes: 'tria', buy_in: 10 });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('carol', 'Join');
    await e2e.run('wes', 'table', 'bet', { player: '@carol', amount: 20 });
    expect(e2e.said('wes')).toBe(`You backed ${at('carol')} with 20 tria to win this table. The pool now pays 1.00× on them.`);
    expect(await balance('wes')).toBe('You have 80 tria.');
    e2e.sandbox.dice.force([1, 2, 3]);
    await e2e.sandbox.press('alice', 'Start');
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'table', 'kick', { member: '@carol' });
    expect(channel()).toContain(
      `${at('carol')} was kicked from the table by ${at('mona')}.\nThe side bets on ${at('carol')} are refunded: they no longer play at this table.`,
    );
    expect(channel()).not.toContain('they left the table');
    expect(await balance('wes')).toBe('You have 100 tria.');
  });
});
