// End-to-end: dealing hidden hands at big tables — Discord refusing DM opens (40003), "Show my dice" over dm_max_players, DM channels remembered.
import { describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../../standin/standin.js';
import { lastVisible, useSandbox } from './helpers.js';
import { liarsPlay } from './liars-play.js';

/**
 * Issue 27, point 3: hidden hands at big tables. Every DM counts against
 * Discord's 50-a-second global limit, and Discord refuses DM opens that
 * come too fast (40003). Only a 50007 may tell a member their DMs are
 * closed; a table over the server's `dm_max_players` deals by "Show my
 * dice" (an interaction's answer) with one notice a game; DM channels are
 * remembered across a restart, and no DM costs a `GET /users/{id}`.
 */
const e2e = useSandbox();
const { at, said } = e2e;
const { play, bid } = liarsPlay(e2e);

const CLOSED = /DMs are closed/;
const DM_OPEN = /^\/users\/@me\/channels$/;

/** Seat names that sort and search apart. */
const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(3, '0')}`);

/** Requests of one kind the bot makes from now on: DM channels opened, users fetched, DMs sent. */
function countRequests() {
  const seen = { opens: 0, userFetches: 0 };
  e2e.sandbox.standin.traffic.onRequest((request) => {
    if (request.kind === 'dmChannel') seen.opens += 1;
    if (request.method === 'GET' && /^\/users\/\d+$/.test(request.path)) seen.userFetches += 1;
  });
  return seen;
}

/** The dice of a member's newest hidden roll at the table, as SQLite holds them. */
function diceOf(name: string): number[] {
  const row = e2e.sandbox.db.prepare('SELECT dice FROM commitments WHERE owner_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(e2e.idOf(name)) as {
    dice: string;
  };
  return JSON.parse(row.dice) as number[];
}

/** What "Show my dice" shows a member: only their own dice. */
async function showMyDice(name: string): Promise<string> {
  await e2e.sandbox.press(name, 'Show my dice');
  return lastVisible(e2e.sandbox, name, 'ephemeral').content;
}

const dmsTo = (name: string) => e2e.sandbox.standin.visibleTo(name).filter((message) => message.audience.to === 'dm');

describe('hidden dice when Discord refuses DM opens (40003)', () => {
  it('the first 40003 stops the deal\'s DMs: no "DMs closed" sentence to anyone, one notice, and everyone gets their dice by "Show my dice"', async () => {
    const players = ['alice', 'bob', 'carol', 'dave'];
    const requests = countRequests();
    // Discord refuses the first DM open, as it does when they come too fast; had the bot tried more, the stand-in would have let them through.
    e2e.sandbox.standin.refuseNext('POST', DM_OPEN, DiscordStandIn.refusal.openingDmsTooFast);
    await play(players, [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4], { dice: 3 });

    expect(requests.opens).toBe(1);
    for (const player of players) expect(dmsTo(player)).toEqual([]);
    const channel = e2e.sandbox.standin.channelMessages();
    expect(channel.filter((message) => CLOSED.test(message.content))).toEqual([]);
    // alice pressed Start: her dice came with her own interaction; the others are named in one notice.
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/^Your dice \(3d6\): \*\*1, 1, 1\*\*/);
    const notices = channel.filter((message) => message.content.includes('I could not send your dice by DM'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.content).toBe(
      `${at('bob')}, ${at('carol')}, ${at('dave')}, I could not send your dice by DM this time; press "Show my dice" to see them here.`,
    );
    expect(await showMyDice('bob')).toMatch(/^Your dice \(3d6\): \*\*2, 2, 2\*\* — commitment `[0-9a-f]{12}`/);
    expect(await showMyDice('carol')).toMatch(/^Your dice \(3d6\): \*\*3, 3, 3\*\*/);
    expect(await showMyDice('dave')).toMatch(/^Your dice \(3d6\): \*\*4, 4, 4\*\*/);
  });

  it('only a 50007 says the DMs are closed: at the same deal a 40003 gets the other sentence, and nobody after it is tried', async () => {
    const players = ['alice', 'bob', 'carol', 'dave'];
    e2e.sandbox.standin.setDmsClosed('bob');
    // alice's and bob's DM channels were opened in an earlier game: the deal sends to them without opening them.
    for (const player of ['alice', 'bob']) {
      const id = e2e.idOf(player);
      e2e.sandbox.db.prepare('INSERT INTO dm_channels (user_id, channel_id, opened_at) VALUES (?, ?, 0)').run(id, e2e.sandbox.standin.dmChannelOf(id).id);
    }
    const requests = countRequests();
    // The first open of the deal (carol's) is refused as too fast; dave's is never tried.
    e2e.sandbox.standin.refuseNext('POST', DM_OPEN, DiscordStandIn.refusal.openingDmsTooFast);
    await play(players, [1, 1, 2, 2, 3, 3, 4, 4], { dice: 2 });

    expect(requests.opens).toBe(1);
    expect(said('alice', 'dm')).toMatch(/^Your dice \(2d6\) in <#\d+>: \*\*1, 1\*\*/);
    const notices = e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes('Show my dice'));
    expect(notices.map((message) => message.content)).toEqual([
      `${at('bob')}, I could not send you a DM (your DMs are closed); press "Show my dice" to see your dice here.\n` +
        `${at('carol')}, ${at('dave')}, I could not send your dice by DM this time; press "Show my dice" to see them here.`,
    ]);
    expect(await showMyDice('bob')).toMatch(/\*\*2, 2\*\*/);
    expect(await showMyDice('dave')).toMatch(/\*\*4, 4\*\*/);
  });
});

describe('a table over the server\'s DM size deals by "Show my dice" (default 25 players)', () => {
  it("60 players of Liar's Dice: no DM at all, one notice for the game, and each player sees only their own dice", async () => {
    const players = names('p', 60);
    const requests = countRequests();
    await e2e.run(players[0]!, 'liars', 'open', { buy_in: 0, turn_timeout: 'off' });
    for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
    // LD-2: from 31 players on, one die each.
    const faces = players.map((_, index) => (index % 6) + 1);
    e2e.sandbox.dice.force(faces);
    await e2e.sandbox.press(players[0]!, 'Start');

    expect(e2e.sandbox.standin.stats().rest.dm).toBe(0);
    expect(requests.opens).toBe(0);
    const notices = () => e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes('so hidden dice are not sent by DM'));
    expect(notices().map((message) => message.content)).toEqual([
      'This table has more than 25 players, so hidden dice are not sent by DM: press "Show my dice" here (or type /table dice) whenever you want to see yours.',
    ]);
    // It names nobody, so it pings nobody.
    expect(notices()[0]!.pinged).toEqual([]);
    for (const [index, player] of players.entries()) {
      const shown = await showMyDice(player);
      expect(shown.split('\n')).toHaveLength(1);
      expect(shown).toMatch(new RegExp(`^Your dice \\(1d6\\): \\*\\*${faces[index]}\\*\\* — commitment`));
      expect(diceOf(player)).toEqual([faces[index]]);
    }

    // The next deal: still no DM, and no second notice.
    await bid(players[0]!, 1, 6);
    e2e.sandbox.dice.force(faces.slice(0, 59));
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command(players[1]!, { path: ['liars', 'call'], options: {} });
    expect(e2e.sandbox.db.prepare('SELECT COUNT(*) FROM commitments WHERE revealed_at IS NULL').pluck().get()).toBeGreaterThan(50);
    expect(e2e.sandbox.standin.stats().rest.dm).toBe(0);
    expect(requests.opens).toBe(0);
    expect(notices()).toHaveLength(1);
    expect(dmsTo(players[5]!)).toEqual([]);
  });

  it('a server that raises dm_max_players gets DMs at that size again', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { dm_max_players: 40 } });
    expect(JSON.stringify(lastVisible(e2e.sandbox, 'mona', 'ephemeral').embeds)).toContain('Hidden dice go by DM at tables of up to 40 players');
    const players = names('q', 30);
    await e2e.run(players[0]!, 'liars', 'open', { buy_in: 0, turn_timeout: 'off' });
    for (const player of players.slice(1)) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force(players.map(() => 5));
    await e2e.sandbox.press(players[0]!, 'Start');
    for (const player of players) expect(said(player, 'dm')).toMatch(/^Your dice \(1d6\) in <#\d+>: \*\*5\*\*/);
  });
});

describe("games other than Liar's Dice at a table over the DM size", () => {
  it('VA-2 Valere: no DM; the point-die buttons a DM would carry come with "Show my dice", and work there', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { dm_max_players: 2 } });
    await e2e.run('alice', 'valere', 'open', { target: 9 });
    for (const player of ['bob', 'carol']) await e2e.sandbox.press(player, 'Join');
    e2e.sandbox.dice.force([3, 3, 2, 5, 5, 1, 4, 4, 6]);
    await e2e.sandbox.press('alice', 'Start');
    expect(e2e.sandbox.standin.stats().rest.dm).toBe(0);
    expect(e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes('so hidden dice are not sent by DM'))).toHaveLength(1);
    // alice pressed Start: her dice and their buttons came with her own interaction.
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/3, 3, 2/);
    expect(await showMyDice('bob')).toMatch(/5, 5, 1/);
    await e2e.sandbox.press('bob', 'Keep 1 as point die');
    expect(said('bob')).toBe('You keep a 1 as your point die. You may change it until everyone has settled.');
  });
});

describe('Tokyo at a table over the DM size', () => {
  it('TK-4a the roller sees their cup by their own interaction or "Show my dice", never by DM', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options: { dm_max_players: 2 } });
    await e2e.startGame('tokyo', ['alice', 'bob', 'carol'], [3, 2]);
    expect(lastVisible(e2e.sandbox, 'alice', 'ephemeral').content).toMatch(/^Your dice \(2d6\): \*\*3, 2\*\*/);
    expect(await showMyDice('alice')).toMatch(/\*\*3, 2\*\*/);
    await e2e.sandbox.command('alice', { path: ['tokyo', 'announce'], options: { value: 43 } });
    e2e.sandbox.dice.force([6, 6]);
    await e2e.sandbox.press('bob', 'Roll');
    expect(lastVisible(e2e.sandbox, 'bob', 'ephemeral').content).toMatch(/^Your dice \(2d6\): \*\*6, 6\*\*/);
    expect(await showMyDice('bob')).toMatch(/\*\*6, 6\*\*/);
    expect(e2e.sandbox.standin.stats().rest.dm).toBe(0);
    expect(e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes('so hidden dice are not sent by DM'))).toHaveLength(1);
  });
});

describe('DM channels are remembered', () => {
  it('after a restart the next deal opens no DM channel and fetches no user; a channel Discord forgot is opened anew', async () => {
    const players = ['alice', 'bob', 'carol'];
    const before = countRequests();
    await play(players, [1, 2, 3, 4, 5, 6], { dice: 2, turn_timeout: 'off' });
    expect(before.opens).toBe(3);
    expect(before.userFetches).toBe(0);
    const rows = e2e.sandbox.db.prepare('SELECT user_id, channel_id FROM dm_channels ORDER BY user_id').all() as { user_id: string; channel_id: string }[];
    expect(rows).toHaveLength(3);

    await e2e.sandbox.restart();
    // As Discord without the members and presences intents: the restarted bot knows no member but itself until they act.
    const guild = e2e.sandbox.bot.client.guilds.cache.get(e2e.sandbox.standin.guildId)!;
    expect([...guild.members.cache.keys()]).toEqual([e2e.sandbox.standin.botUser.id]);
    const after = countRequests();
    // LD-8: bob calls alice's bid; round 2 is dealt to all three.
    await bid('alice', 4, 6);
    e2e.sandbox.dice.force([6, 6, 5, 5, 4]);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('bob', { path: ['liars', 'call'], options: {} });
    expect(after.opens).toBe(0);
    expect(after.userFetches).toBe(0);
    for (const player of players) expect(said(player, 'dm')).toContain(`**${diceOf(player).join(', ')}**`);
    expect(dmsTo('alice')).toHaveLength(2);

    // Discord no longer knows carol's channel (10003): it is forgotten and opened anew, and carol still gets her dice.
    const carolChannel = e2e.sandbox.standin.dmChannelOf(e2e.idOf('carol')).id;
    e2e.sandbox.standin.refuseNext('POST', new RegExp(`^/channels/${carolChannel}/messages$`), DiscordStandIn.refusal.unknownChannel);
    // LD-7: round 2 opens with bob, after round 1's last bettor.
    await bid('bob', 5, 6);
    e2e.sandbox.dice.force([1, 1, 1, 1]);
    await e2e.sandbox.wait(3000);
    await e2e.sandbox.command('alice', { path: ['liars', 'call'], options: {} });
    expect(after.opens).toBe(1);
    expect(after.userFetches).toBe(0);
    expect(dmsTo('carol')).toHaveLength(3);
    expect(said('carol', 'dm')).toContain(`**${diceOf('carol').join(', ')}**`);
    expect(e2e.sandbox.standin.channelMessages().filter((message) => message.content.includes('by DM'))).toEqual([]);
  });
});
