/**
 * Issue 32: the bot killed the instant Discord took a hidden roll's DM —
 * before it could note the deal shown — shows the deal again at its start,
 * and the DM carries the same nonce, so Discord returns the one it made:
 * every player has their dice once. The bot is a process of its own,
 * killed with SIGKILL at the request the stand-in receives
 * (test/fixtures/bot-process.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../../standin/standin.js';
import { typeCommand } from '../../standin/users.js';
import { BotProcess } from '../fixtures/bot-process.js';

const standin = new DiscordStandIn();
const dir = mkdtempSync(join(tmpdir(), 'croupier-nonce-crash-'));
const bot = new BotProcess(standin, join(dir, 'bot.db'));
const PLAYERS = ['alice', 'bob', 'carol'];

/** A member's command in #general, answered and everything it caused shown. */
async function run(member: string, path: string[], options: Record<string, string | number | boolean> = {}) {
  const interaction = typeCommand(standin, member, { path, options, channelId: standin.generalChannelId });
  await standin.waitForAnswer(interaction.id);
  await bot.idle();
}

const dmsTo = (name: string) => standin.visibleTo(name).filter((message) => message.audience.to === 'dm');

beforeAll(async () => {
  await standin.start();
  await bot.start();
}, 60_000);

afterAll(async () => {
  await bot.stop();
  await standin.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a deal killed as its first DM reaches Discord (issue 32)', () => {
  it('after the restart every player has their hidden dice by DM exactly once', async () => {
    await run('alice', ['showdown', 'open'], { buy_in: 0 });
    for (const player of PLAYERS.slice(1)) await run(player, ['table', 'join']);
    // Discord takes the first DM of the deal; the bot dies before it hears so.
    const killed = bot.killAt((request) => request.kind === 'dm');
    typeCommand(standin, 'alice', { path: ['table', 'start'], options: {}, channelId: standin.generalChannelId });
    await killed;
    expect(PLAYERS.map((player) => dmsTo(player).length).reduce((sum, count) => sum + count, 0)).toBe(1);

    await bot.start();
    await bot.idle();
    // The restart dealt nothing new: it showed the saved deal again, and the DM already made was returned, not made twice.
    for (const player of PLAYERS) expect(dmsTo(player), `${player}'s DMs`).toHaveLength(1);
    const codes = PLAYERS.map((player) => /`([0-9a-f]{12})`/.exec(dmsTo(player)[0]!.content)?.[1]);
    expect(new Set(codes).size).toBe(PLAYERS.length);
  }, 60_000);
});
