// End-to-end: an interaction delivered past its 3 s deadline (late, or replayed on RESUME) is not acted on, so no gift or grant twice (issue 27).
import { describe, expect, it, vi } from 'vitest';
import type { Gateway } from '../../standin/gateway.js';
import type { StandInInteraction } from '../../standin/model.js';
import { typeCommand } from '../../standin/users.js';
import { useSandbox } from './helpers.js';

/**
 * Issue 27, point 4: an interaction past Discord's 3-second deadline (a
 * replay after a gateway resume, a slow delivery) has already failed for the
 * member, who may try again. The bot must not act on it: the gift, the
 * grant, the bet would happen twice.
 */
const e2e = useSandbox();
const { said } = e2e;

const NOT_ACTED_ON = "interaction arrived too late to answer within Discord's deadline; not acted on";

function gateway(): Gateway {
  const found = e2e.sandbox.standin.gateway;
  if (!found) throw new Error('the stand-in has no gateway');
  return found;
}

/** Resolves once the bot has logged that it left this interaction alone (the signal; no sleeping). */
async function leftAlone(interaction: StandInInteraction): Promise<Record<string, unknown>> {
  return vi.waitFor(
    () => {
      const line = e2e.logLines
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((record) => record.msg === NOT_ACTED_ON && record.interaction === interaction.id);
      if (!line) throw new Error(`the bot has not logged ${interaction.id} as too late yet`);
      return line;
    },
    { timeout: 10_000, interval: 20 },
  );
}

const give = (from: string, to: string, amount: number) =>
  typeCommand(e2e.sandbox.standin, from, { path: ['wallet', 'give'], options: { member: `@${to}`, amount } });

/** alice's /wallet give of 30 to bob, held by the gateway until `lateMs` after she sent it. */
function giveDeliveredLate(lateMs: number): StandInInteraction {
  gateway().hold();
  const gift = give('alice', 'bob', 30);
  e2e.sandbox.clock.advance(lateMs);
  gateway().release();
  return gift;
}

describe('an interaction past its deadline is not acted on (issue 27)', () => {
  it('a /wallet give delivered 4 s after the member sent it moves no money, and the log says why', async () => {
    const gift = giveDeliveredLate(4000);
    const line = await leftAlone(gift);
    expect(line).toMatchObject({ level: 40, user: e2e.idOf('alice'), what: '/wallet give' });
    expect(line.ageMs).toBeGreaterThanOrEqual(4000);
    // Discord had shown the member "This interaction failed"; the bot sent nothing.
    expect(gift.outcome).toBe('expired');
    await e2e.sandbox.bot.idle();
    expect(await e2e.balance('alice')).toBe('You have 100 tria.');
    expect(await e2e.balance('bob')).toBe('You have 100 tria.');
  });

  it("one delivered 3.2 s late — just past Discord's 3 s, where the member already saw it fail — moves no money either", async () => {
    const gift = giveDeliveredLate(3200);
    const line = await leftAlone(gift);
    expect(line.ageMs).toBeGreaterThanOrEqual(3200);
    await e2e.sandbox.bot.idle();
    expect(await e2e.balance('bob')).toBe('You have 100 tria.');
  });

  it('a /wallet give sent while the connection was down and replayed on RESUME after the deadline gives nothing; the retry gives once', async () => {
    await e2e.balance('alice');
    gateway().dropConnections();
    const gift = give('alice', 'bob', 30);
    // The member waits, sees it fail, and Discord's clock moves on before the bot is back.
    e2e.sandbox.clock.advance(4000);
    await leftAlone(gift);
    expect(gift.outcome).toBe('expired');
    // The member tries again once the bot is back: that one acts, once.
    await e2e.sandbox.command('alice', { path: ['wallet', 'give'], options: { member: '@bob', amount: 30 } });
    expect(said('carol', 'channel')).toBe(`${e2e.at('alice')} gave 30 tria to ${e2e.at('bob')}.`);
    expect(await e2e.balance('alice')).toBe('You have 70 tria.');
    expect(await e2e.balance('bob')).toBe('You have 130 tria.');
  });

  it('a /wallet give replayed on RESUME within the deadline acts exactly once', async () => {
    await e2e.balance('alice');
    gateway().dropConnections();
    const gift = give('alice', 'bob', 30);
    // Sent while the connection was down: nothing reached the bot yet.
    expect(gift.outcome).toBe('waiting');
    const answered = await e2e.sandbox.standin.waitForAnswer(gift.id, 10_000);
    expect(answered.outcome).toBe('answered');
    await e2e.sandbox.bot.idle();
    expect(said('carol', 'channel')).toBe(`${e2e.at('alice')} gave 30 tria to ${e2e.at('bob')}.`);
    expect(await e2e.balance('alice')).toBe('You have 70 tria.');
    expect(await e2e.balance('bob')).toBe('You have 130 tria.');
  });

  it('a /gm grant replayed after the deadline mints nothing', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.balance('bob');
    gateway().dropConnections();
    const grant = typeCommand(e2e.sandbox.standin, 'mona', { path: ['gm', 'grant'], options: { member: '@bob', amount: 50 } });
    e2e.sandbox.clock.advance(4000);
    expect(await leftAlone(grant)).toMatchObject({ what: '/gm grant' });
    await e2e.sandbox.bot.idle();
    expect(await e2e.balance('bob')).toBe('You have 100 tria.');
  });
});

describe("the sandbox's clock is no harsher than Discord's (issue 31)", () => {
  // The bot waits out a rate window (5 edits in 5 s) in real seconds, and answers a burst in milliseconds meanwhile. The
  // sandbox skips the wait by moving its clock: moved before the burst was answered, it aged every join past 3 s, and the
  // bot, rightly, acted on none (the 150-join rush of old-messages failed so on a busy machine).
  it('a wait skipped while a /wallet give is on its way moves the clock only once the give is answered: it acts, once', async () => {
    const before = e2e.sandbox.clock.now();
    const gift = give('alice', 'bob', 30);
    await e2e.sandbox.waitOut(5000);
    expect(gift.outcome).toBe('answered');
    expect(e2e.sandbox.clock.now() - before).toBeGreaterThanOrEqual(5000);
    await e2e.sandbox.bot.idle();
    expect(await e2e.balance('bob')).toBe('You have 130 tria.');
  });
});
