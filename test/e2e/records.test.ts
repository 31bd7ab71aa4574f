/**
 * Records through Discord (issue 18): a whole Eleven game for tria with
 * forced dice, then `/stats player`, `/stats dice` and `/leaderboard` as the
 * channel reads them. Every Eleven roll is public (EL-4), so every one of
 * its dice counts in the fairness evidence.
 */
import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src/games/testing/eleven.js';
import { replyTo, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { at } = e2e;

async function elevenGame(order: readonly string[]) {
  // EL-2: the order roll gives the seat order given (6, 5, 4 …).
  await e2e.run(order[0]!, 'eleven', 'open', { stakes: 'tria' });
  for (const player of order.slice(1)) await e2e.sandbox.press(player, 'Join');
  e2e.sandbox.dice.force(order.map((_, index) => 6 - index));
  await e2e.sandbox.press(order[0]!, 'Start');
  for (let number = 2; number <= 12; number++) {
    for (const [index, player] of order.entries()) {
      if (index === order.length - 1) e2e.sandbox.dice.force(inOrder(number, order.length));
      await e2e.run(player, 'eleven', 'pick', { number });
    }
  }
}

/** The public answer to a command (records are shown in the channel). */
async function asked(name: string, path: string[], options: Record<string, string | number | boolean> = {}): Promise<string> {
  const interaction = await e2e.sandbox.command(name, { path, options });
  const reply = replyTo(e2e.sandbox, interaction);
  expect(reply.audience.to).toBe('channel');
  return reply.content;
}

describe('records through Discord', () => {
  it('/stats player, /stats dice and /leaderboard after a finished Eleven game', async () => {
    await elevenGame(['bob', 'carol', 'alice']);
    // EL-6, EL-9: bob +11, carol 0, alice −11; places in pick order (EL-7).
    const bob = await asked('alice', ['stats', 'player'], { member: '@bob' });
    expect(bob).toContain(`Record of ${at('bob')}`);
    expect(bob).toContain('1 game, 1 won (100%)');
    expect(bob).toContain('Places: 1. once');
    expect(bob).toContain('Net at tria tables: +11 tria');
    expect(bob).toContain('Favourite game: Eleven');
    // Issue 30: a rating reads on a scale where a newcomer is 1500, so even the last of three reads well above 0.
    expect(bob).toContain('Rating: Eleven 1569 (1 rated game)');
    expect(bob).toContain("-# A rating is the bot's estimate of skill at a game (OpenSkill, Weng-Lin), on a scale where everyone starts at 1500");
    const alice = await asked('alice', ['stats', 'player'], { game: 'eleven' });
    expect(alice).toContain(`Record of ${at('alice')} at Eleven`);
    expect(alice).toContain('Places: 3. once');
    expect(alice).toContain('Net at tria tables: −11 tria');
    // Her first game, lost: a little under a newcomer's 1500, never a negative number.
    expect(alice).toContain('Rating: Eleven 1414 (1 rated game)');

    // Issue 30: Eleven holds the buy-ins in its escrow and pays each back with the net (EL-9); bob's wallet says both.
    await e2e.sandbox.command('bob', { path: ['wallet', 'history'], options: {} });
    expect(e2e.said('bob').split('\n').slice(1, 3)).toEqual([
      expect.stringMatching(/ · \+\d+ tria · buy-in and net paid back at Eleven table #1$/),
      expect.stringMatching(/ · −\d+ tria · buy-in at Eleven table #1, held to be paid back at the end$/),
    ]);

    // Every die of the game was public: 3 order-roll dice and 2 a player in each of 11 rounds.
    const dice = await asked('carol', ['stats', 'dice']);
    expect(dice).toContain('How the d6 fell here');
    expect(dice).toContain(`${3 + 11 * 3 * 2} dice seen`);
    // The forced dice lean on ones and sixes: 19 and 22 where 11.5 are expected, chi-square 21.52, p = 0.00065,
    // uneven but not past the 1-in-10,000 bar, so the verdict stays "nothing unusual" and says how rare it is.
    expect(dice).toContain('Each face (11.5 expected of each): 1: 19 · 2: 7 · 3: 7 · 4: 7 · 5: 7 · 6: 22');
    expect(dice).toContain('Chi-square 21.52 with 5 degrees of freedom: p = 0.00065.');
    expect(dice).toContain('Nothing unusual: fair dice fall at least this unevenly in 0.065% of samples this size.');
    const carols = await asked('carol', ['stats', 'dice'], { member: '@carol', sides: 6 });
    expect(carols).toContain(`How ${at('carol')}'s d6 fell here`);
    expect(carols).toContain(`${1 + 11 * 2} dice seen`);
    expect(await asked('carol', ['stats', 'dice'], { game: 'liars' })).toContain('No dice seen here yet');

    const board = await asked('carol', ['leaderboard'], { game: 'eleven', by: 'net' });
    expect(board.split('\n')).toEqual([
      '**Eleven: the most tria won**',
      `1. ${at('bob')} — +11 tria over 1 game`,
      `2. ${at('carol')} — 0 tria over 1 game`,
      `3. ${at('alice')} — −11 tria over 1 game`,
    ]);
    const rated = await asked('carol', ['leaderboard'], { game: 'eleven' });
    expect(rated.split('\n')).toEqual([
      '**Eleven: the best by rating**',
      `1. ${at('bob')} — 1569 (1 game)`,
      `2. ${at('carol')} — 1517 (1 game)`,
      `3. ${at('alice')} — 1414 (1 game)`,
      "-# Ranked by rating, the bot's estimate of skill (everyone starts at 1500): it rises by beating players, never by playing more; equal ratings, more games first. A rating from few games can still move a lot.",
    ]);
    expect(await asked('carol', ['leaderboard'], { game: 'tokyo', period: '30d' })).toBe('Nobody has finished a Tokyo game here in the last 30 days.');
  });

  it("issue 30: private:true answers /stats and /leaderboard to the asker alone, the channel's answer in the asker's language", async () => {
    await elevenGame(['bob', 'carol', 'alice']);
    const quietly = async (path: string[], options: Record<string, string | number | boolean>) => {
      const reply = replyTo(e2e.sandbox, await e2e.sandbox.command('carol', { path, options: { ...options, private: true } }));
      expect(reply.audience.to).toBe('ephemeral');
      expect(e2e.sandbox.standin.canSee(e2e.sandbox.standin.member('alice'), reply)).toBe(false);
      return reply.content;
    };
    expect(await quietly(['stats', 'player'], { member: '@bob' })).toBe(await asked('carol', ['stats', 'player'], { member: '@bob' }));
    expect(await quietly(['leaderboard'], { game: 'eleven', by: 'net' })).toBe(await asked('carol', ['leaderboard'], { game: 'eleven', by: 'net' }));
    expect(await quietly(['stats', 'dice'], {})).toBe(await asked('carol', ['stats', 'dice'], {}));
    // In the asker's own language, while the channel reads the server's.
    e2e.sandbox.standin.member('carol').locale = 'ro';
    expect(await quietly(['stats', 'player'], { member: '@bob' })).toMatch(/^\*\*Statistici pentru /);
    expect(await asked('carol', ['stats', 'player'], { member: '@bob' })).toMatch(/^\*\*Record of /);
  });

  it('/stats dice counts a public /roll (every die that fell, kept or dropped) and never a hidden one', async () => {
    e2e.sandbox.dice.force([4, 6, 1, 5, 17]);
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '4d6kh3+1d20' } });
    e2e.sandbox.dice.force([2, 2]);
    await e2e.sandbox.command('alice', { path: ['roll'], options: { dice: '2d6', mode: 'hidden' } });
    const d6 = await asked('bob', ['stats', 'dice'], { member: '@alice', sides: 6 });
    expect(d6).toContain('4 dice seen');
    expect(d6).toContain('Each face (0.7 expected of each): 1: 1 · 2: 0 · 3: 0 · 4: 1 · 5: 1 · 6: 1');
    expect(d6).toContain('Too few to judge: a fair test needs at least 30 of these dice');
    const d20 = await asked('bob', ['stats', 'dice'], { sides: 20 });
    expect(d20).toContain('1 die seen');
    expect(d20).toContain('17: 1');
  });
});
