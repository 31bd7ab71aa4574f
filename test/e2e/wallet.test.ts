// End-to-end: /wallet (balance, daily, give, history, top), the /gm money commands and config, and buy-ins, refunds and pots at a tria table.
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/discord/commands/register.js';
import { allCommandData } from '../../src/main/commands.js';
import { lastVisible, shownText, tableMessage, useSandbox } from './helpers.js';

const e2e = useSandbox();
const { said, idOf } = e2e;

describe('/wallet', () => {
  it("balance: a new wallet opens with the starting balance; another member's balance by name", async () => {
    await e2e.sandbox.command('alice', { path: ['wallet', 'balance'], options: {} });
    expect(said('alice')).toBe('You have 100 tria.');
    await e2e.sandbox.command('alice', { path: ['wallet', 'balance'], options: { member: '@bob' } });
    expect(said('alice')).toBe(`<@${idOf('bob')}> has 100 tria.`);
  });

  it('daily: once every 24 hours', async () => {
    await e2e.sandbox.command('alice', { path: ['wallet', 'daily'], options: {} });
    expect(said('alice')).toBe('You collected your daily 25 tria; you now have 125 tria. The next one is in 24 hours.');
    await e2e.sandbox.wait(23 * 60 * 60 * 1000);
    await e2e.sandbox.command('alice', { path: ['wallet', 'daily'], options: {} });
    // Issue 30: the wait in words, as a time could be typed back.
    expect(said('alice')).toBe("You already collected today's allowance; the next one is in 1 hour.");
    await e2e.sandbox.wait(60 * 60 * 1000);
    await e2e.sandbox.command('alice', { path: ['wallet', 'daily'], options: {} });
    expect(said('alice')).toMatch(/you now have 150 tria/);
  });

  it('give: moves tria publicly; an overdraw, a gift to yourself or to a bot is refused and changes nothing', async () => {
    await e2e.sandbox.command('alice', { path: ['wallet', 'give'], options: { member: '@bob', amount: 30 } });
    expect(said('carol', 'channel')).toBe(`<@${idOf('alice')}> gave 30 tria to <@${idOf('bob')}>.`);
    await e2e.sandbox.command('alice', { path: ['wallet', 'give'], options: { member: '@bob', amount: 71 } });
    expect(said('alice')).toBe('You have 70 tria, so you cannot pay 71 tria.');
    await e2e.sandbox.command('alice', { path: ['wallet', 'give'], options: { member: '@alice', amount: 1 } });
    expect(said('alice')).toBe('You cannot give to yourself; name another member.');
    await e2e.sandbox.command('alice', { path: ['wallet', 'balance'], options: {} });
    expect(said('alice')).toBe('You have 70 tria.');
    await e2e.sandbox.command('bob', { path: ['wallet', 'balance'], options: {} });
    expect(said('bob')).toBe('You have 130 tria.');
  });

  it('history lists your entries newest first; top ranks the server', async () => {
    await e2e.sandbox.command('alice', { path: ['wallet', 'give'], options: { member: '@bob', amount: 40 } });
    await e2e.sandbox.command('carol', { path: ['wallet', 'daily'], options: {} });
    await e2e.sandbox.command('bob', { path: ['wallet', 'history'], options: {} });
    const history = said('bob').split('\n');
    expect(history[0]).toBe('Your last 2 entries');
    expect(history[1]).toMatch(new RegExp(`· \\+40 tria · from <@${idOf('alice')}>$`));
    expect(history[2]).toMatch(/· \+100 tria · starting balance$/);
    await e2e.sandbox.command('dave', { path: ['wallet', 'top'], options: {} });
    expect(said('dave', 'channel').split('\n')).toEqual([
      'The richest members of this server',
      `1. <@${idOf('bob')}> — 140 tria`,
      `2. <@${idOf('carol')}> — 125 tria`,
      `3. <@${idOf('alice')}> — 60 tria`,
    ]);
  });
});

describe('/gm (moderators)', () => {
  it('grant and take: refused to a non-moderator; a moderator mints and burns, never below zero', async () => {
    await e2e.sandbox.command('bob', { path: ['gm', 'grant'], options: { member: '@bob', amount: 1000 } });
    expect(said('bob')).toBe("Only a moderator (Manage Server or the server's GM role) may do that.");
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'grant'], options: { member: '@bob', amount: 50 } });
    expect(said('carol', 'channel')).toBe(`<@${idOf('mona')}> granted 50 tria to <@${idOf('bob')}>; they now have 150 tria.`);
    await e2e.sandbox.command('mona', { path: ['gm', 'take'], options: { member: '@bob', amount: 151 } });
    expect(said('mona')).toBe(`<@${idOf('bob')}> has only 150 tria, so 151 tria cannot be taken.`);
    await e2e.sandbox.command('mona', { path: ['gm', 'take'], options: { member: '@bob', amount: 150 } });
    expect(said('carol', 'channel')).toMatch(/took 150 tria from .* they now have 0 tria\.$/);
  });

  it('has no default permission, so Discord shows it to a member with only the GM role; the bot checks who may use it (issue 11)', async () => {
    const gm = [...e2e.sandbox.standin.commands.values()].find((command) => command.name === 'gm')!;
    expect(gm.definition.default_member_permissions ?? null).toBeNull();
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { gm_role: 'Game Master' } });
    e2e.sandbox.standin.giveRole('gina', 'Game Master');
    await e2e.sandbox.command('gina', { path: ['gm', 'grant'], options: { member: '@bob', amount: 40 } });
    expect(said('gina', 'channel')).toMatch(/granted 40 tria to <@\d+>/);
    await e2e.sandbox.command('bob', { path: ['gm', 'grant'], options: { member: '@bob', amount: 40 } });
    expect(said('bob')).toMatch(/Only a moderator/);
  });

  it('every command is for servers only: Discord does not offer them in the bot DMs (issue 11)', async () => {
    for (const command of e2e.sandbox.standin.commands.values()) expect(command.definition.contexts, command.name).toEqual([0]);
    const dm = e2e.sandbox.standin.dmChannelOf(e2e.sandbox.standin.member('bob').id).id;
    await expect(e2e.sandbox.command('bob', { path: ['wallet', 'balance'], options: {}, channelId: dm })).rejects.toThrow(/does not offer \/wallet/);
  });

  it("a server's own commands go without `contexts`, which Discord documents for global commands only (issue 27)", async () => {
    const { standin } = e2e.sandbox;
    await registerCommands(e2e.sandbox.bot.client.rest, standin.applicationId, standin.guildId, allCommandData());
    const inServer = [...standin.commands.values()].filter((command) => command.guildId === standin.guildId);
    expect(inServer.map((command) => command.name)).toContain('wallet');
    for (const command of inServer) expect(command.definition.contexts, command.name).toBeUndefined();
    const global = [...standin.commands.values()].filter((command) => command.guildId === null);
    for (const command of global) expect(command.definition.contexts, command.name).toEqual([0]);
  });

  it("config: the GM role makes moderators; the currency and allowances are the server's own", async () => {
    e2e.sandbox.standin.setModerator('mona');
    e2e.sandbox.standin.giveRole('gina', 'Game Master');
    await e2e.sandbox.command('gina', { path: ['gm', 'grant'], options: { member: '@bob', amount: 5 } });
    expect(said('gina')).toMatch(/Only a moderator/);
    await e2e.sandbox.command('mona', {
      path: ['gm', 'config', 'set'],
      options: { gm_role: 'Game Master', currency_name: 'gold', starting_balance: 10, daily_amount: 0 },
    });
    // Issue 30: saved settings are shown to the moderator alone, in sections.
    expect(said('mona')).toBe('Saved. The settings as they now stand:');
    const shown = JSON.stringify(lastVisible(e2e.sandbox, 'mona', 'ephemeral').embeds);
    expect(shown).toMatch(/GM role: <@&\d+>\./);
    expect(shown).toContain('The currency is gold; amounts read like 25 gold.\\nA new wallet starts with 10 gold.\\nThere is no daily allowance.');
    await e2e.sandbox.command('gina', { path: ['gm', 'grant'], options: { member: '@bob', amount: 5 } });
    expect(said('carol', 'channel')).toMatch(/granted 5 gold to .* they now have 15 gold\.$/);
    await e2e.sandbox.command('bob', { path: ['wallet', 'daily'], options: {} });
    expect(said('bob')).toBe('This server gives no daily allowance.');
  });
});

describe('stakes at a tria table', () => {
  it('buy-ins leave the wallets at the start; a moderator cancelling refunds everyone exactly', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { stakes: 'tria', buy_in: 30 } });
    await e2e.sandbox.press('bob', 'Join');
    await e2e.sandbox.press('carol', 'Join');
    e2e.sandbox.dice.force([1, 2, 3]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.command('bob', { path: ['wallet', 'balance'], options: {} });
    expect(said('bob')).toBe('You have 70 tria.');
    expect(tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Pot')!.value).toBe('90');

    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['table', 'end'], options: {} });
    for (const member of ['alice', 'bob', 'carol']) {
      await e2e.sandbox.command(member, { path: ['wallet', 'balance'], options: {} });
      expect(said(member), member).toBe('You have 100 tria.');
    }
    await e2e.sandbox.command('bob', { path: ['wallet', 'history'], options: {} });
    // Issue 30: each line says what it was: the refund of a cancelled table, the buy-in at its start.
    expect(said('bob').split('\n').slice(1, 4)).toEqual([
      expect.stringMatching(/ · \+30 tria · refund: Showdown \(sandbox demo\) table #1 was cancelled$/),
      expect.stringMatching(/ · −30 tria · buy-in at Showdown \(sandbox demo\) table #1$/),
      expect.stringMatching(/ · \+100 tria · starting balance$/),
    ]);
  });

  it('Common terms (ruling): a member who cannot cover the buy-in is told at join, with what they have; the start names whoever can no longer cover it', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'take'], options: { member: '@bob', amount: 95 } });
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { stakes: 'tria', buy_in: 10 } });
    expect(shownText(tableMessage(e2e.sandbox))).toContain('For tria: 10 tria from each wallet at the start.');
    await e2e.sandbox.press('bob', 'Join');
    expect(said('bob')).toBe(
      'This table takes 10 tria from each player at the start and you have 5 tria, so you cannot join; /wallet daily or a moderator can add to it.',
    );
    await e2e.sandbox.press('carol', 'Join');
    await e2e.sandbox.press('dave', 'Join');
    // Carol and Dave spend their tria elsewhere before the start.
    await e2e.sandbox.command('mona', { path: ['gm', 'take'], options: { member: '@carol', amount: 95 } });
    await e2e.sandbox.command('mona', { path: ['gm', 'take'], options: { member: '@dave', amount: 91 } });
    await e2e.sandbox.press('alice', 'Start');
    expect(said('alice')).toBe(
      `<@${idOf('carol')}> and <@${idOf('dave')}> cannot cover the 10 tria this table takes from each player at the start, so it has not started; they can leave, or top up their wallets.`,
    );
    expect(tableMessage(e2e.sandbox).embeds[0]!.description).toMatch(/Waiting for players/);
    await e2e.sandbox.command('alice', { path: ['wallet', 'balance'], options: {} });
    expect(said('alice')).toBe('You have 100 tria.');
  });

  it('the winner is paid the pot when the game ends', async () => {
    await e2e.sandbox.command('alice', { path: ['showdown', 'open'], options: { stakes: 'tria', buy_in: 20 } });
    await e2e.sandbox.press('bob', 'Join');
    e2e.sandbox.dice.force([2, 6]);
    await e2e.sandbox.press('alice', 'Start');
    await e2e.sandbox.press('alice', 'Show');
    await e2e.sandbox.press('bob', 'Show');
    await e2e.sandbox.command('bob', { path: ['wallet', 'balance'], options: {} });
    expect(said('bob')).toBe('You have 120 tria.');
    await e2e.sandbox.command('alice', { path: ['wallet', 'balance'], options: {} });
    expect(said('alice')).toBe('You have 80 tria.');
  });
});
