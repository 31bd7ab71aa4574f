/**
 * Issue 32: the bot killed the instant Discord took a hidden roll's DM —
 * before it could note the deal shown — shows the deal again at its start,
 * and the DM carries the same nonce, so Discord returns the one it made:
 * every player has their dice once. A command's own reply takes no nonce:
 * killed the instant Discord took it, the restarted bot asks Discord
 * whether the reply was made before saying its message again. The bot is
 * a process of its own, killed with SIGKILL at the request the stand-in
 * receives (test/fixtures/crash-world.ts).
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { typeCommand } from '../../standin/users.js';
import { crashWorld } from '../fixtures/crash-world.js';

const { standin, bot, database, run } = crashWorld('nonce-crash');
const PLAYERS = ['alice', 'bob', 'carol'];

/** The number of the table in a channel, as the bot's database has it (read from outside its process). */
function tableIn(channelId: string): number {
  const db = new Database(database, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM game_tables WHERE channel_id = ?').get(channelId) as { id: number }).id;
  } finally {
    db.close();
  }
}

const dmsTo = (name: string) => standin.visibleTo(name).filter((message) => message.audience.to === 'dm');

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

describe('a command killed as Discord takes its reply (issue 32)', () => {
  const inChannel = (channelId: string) => standin.channelMessages().filter((message) => message.channelId === channelId);

  it('a reply that carried the announcement: the restart says the rest, not the reply’s message again', async () => {
    const tavern = standin.addChannel('tavern').id;
    await run('alice', ['showdown', 'open'], { buy_in: 0 }, tavern);
    for (const player of PLAYERS.slice(1)) await run(player, ['table', 'join'], {}, tavern);
    const start = typeCommand(standin, 'alice', { path: ['table', 'start'], options: {}, channelId: tavern });
    const killed = bot.killAt((request) => request.kind === 'callback' && request.interactionId === start.id);
    await killed;
    const reply = inChannel(tavern).find((message) => message.interactionId === start.id);
    expect(reply?.content, 'the start announced in its reply').toBeTruthy();
    // Killed before the deal's DMs: each player has only the first game's.
    for (const player of PLAYERS) expect(dmsTo(player), `${player}'s DMs`).toHaveLength(1);

    await bot.start();
    await bot.idle();
    expect(inChannel(tavern).filter((message) => message.content === reply!.content)).toHaveLength(1);
    // What the reply did not carry was still owed: every player's dice, once each (the first game's and this one's).
    for (const player of PLAYERS) expect(dmsTo(player), `${player}'s DMs`).toHaveLength(2);
  }, 60_000);

  it('a private reply (a moderator ending a table from elsewhere): the restart still announces it at the table', async () => {
    const cellar = standin.addChannel('cellar').id;
    await run('alice', ['showdown', 'open'], { buy_in: 0 }, cellar);
    const before = inChannel(cellar).length;
    const table = tableIn(cellar);
    standin.setModerator('mona');
    const end = typeCommand(standin, 'mona', { path: ['table', 'end'], options: { table }, channelId: standin.generalChannelId });
    await bot.killAt((request) => request.kind === 'callback' && request.interactionId === end.id);
    expect(standin.visibleTo('mona').filter((message) => message.interactionId === end.id && message.audience.to === 'ephemeral')).toHaveLength(1);
    expect(inChannel(cellar)).toHaveLength(before);

    await bot.start();
    await bot.idle();
    const said = inChannel(cellar).slice(before);
    expect(said, 'the cancellation announced at its table').toHaveLength(1);
    expect(said[0]!.content).toMatch(/was ended by/);
  }, 60_000);
});
