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
    // Issue 30: his wallet says what the refund was, and why; never "winnings or refund".
    await e2e.run('wes', 'wallet', 'history');
    expect(e2e.said('wes').split('\n').slice(1, 3)).toEqual([
      expect.stringMatching(/ · \+20 tria · side bet on Showdown \(sandbox demo\) table #1 refunded: the player you backed no longer plays$/),
      expect.stringMatching(/ · −20 tria · side bet placed on Showdown \(sandbox demo\) table #1$/),
    ]);
    // Issue 30: the pool, emptied by that refund, is no news when the game ends with nobody having backed its winner.
    await e2e.sandbox.press('alice', 'Show');
    await e2e.sandbox.press('bob', 'Show');
    expect(channel()).toContain('Winner:');
    expect(channel()).not.toContain('side bets on this table are off');
  });

  it('issue 28: a member holding a bet at a table may not take a seat there, in every game; told why, the bet kept', async () => {
    const refusal =
      'You have a side bet on a player at this table, so you cannot take a seat at it: a player could lose on purpose for the one they backed. Your bet stays; watch this game, or play at another table.';
    for (const game of ['liars', 'tokyo', 'vitaji', 'valere', 'eleven']) {
      await e2e.run('alice', game, 'open', { stakes: 'tria' });
      await e2e.run('wes', 'table', 'bet', { player: '@alice', amount: 5 });
      expect(e2e.said('wes'), game).toMatch(/^You backed/);
      await e2e.sandbox.press('wes', 'Join');
      expect(e2e.said('wes'), game).toBe(refusal);
      // Someone without a bet still joins; the host's end refunds the bet and frees the channel for the next game.
      await e2e.sandbox.press('bob', 'Join');
      await e2e.run('alice', 'table', 'end');
      expect(await balance('wes'), game).toBe('You have 100 tria.');
    }
  });

  it('issue 28: a member holding a bet on a tournament may not enter it; told why, the bet kept', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'tournament', 'open', { game: 'vitaji' });
    await e2e.run('alice', 'tournament', 'join');
    await e2e.run('wes', 'tournament', 'bet', { market: 'tournament', player: 'alice', amount: 20 });
    await e2e.run('wes', 'tournament', 'join');
    expect(e2e.said('wes')).toBe(
      'You have a side bet on this tournament, so you cannot enter it: a player could lose on purpose for the one they backed. Your bet stays; follow the tournament as a watcher, or enter another one.',
    );
    expect(await balance('wes')).toBe('You have 80 tria.');
    // Without a bet, entering is as before.
    await e2e.run('vic', 'tournament', 'join');
    expect(e2e.said('vic')).toMatch(/^You are entered in the Vitaji tournament/);
  });
});
