/**
 * Issue 27, point 1: a user mention inside an embed pings nobody, so Discord
 * does not send the member with the message, and a client that has not
 * cached that member shows a raw `<@1577445410883108889>`
 * (discord/discord-api-docs#1479). Every name inside an embed is the
 * member's display name, escaped for markdown, at most 32 characters; a
 * mention is used only in a message's content, where it pings and resolves.
 * The stand-in refuses an embed with a user mention as a test failure, as
 * it does a placeholder: every end-to-end test checks it at its end.
 */
import type { TextChannel } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../standin/model.js';
import { expectNothingUnexpected, startSandbox, tableMessage, useSandbox } from './helpers.js';
import { liarsPlay } from './liars-play.js';

const e2e = useSandbox();
const { at } = e2e;
const { play } = liarsPlay(e2e);

/** Every version of every embed the channel was shown, as text. */
const embedsEverShown = (messages: readonly StoredMessage[]) => messages.flatMap((message) => message.history.map((version) => JSON.stringify(version.embeds)));
const USER_MENTION = /(?<!\\)<@!?\d+>/;

describe('the stand-in fails a test whose embed carries a user mention (issue 27)', () => {
  it('a mention in any part of an embed is refused with its reason, which no test can expect away; a name is taken, and a mention in the content too', async () => {
    // A sandbox of its own: the refusals it provokes on purpose would fail the shared harness's end.
    const sandbox = await startSandbox();
    try {
      const channel = (await sandbox.bot.client.channels.fetch(sandbox.standin.generalChannelId)) as TextChannel;
      const id = sandbox.standin.member('alice').id;
      const embeds = [
        { description: `Host: <@${id}>` },
        { title: `Table of <@!${id}>` },
        { fields: [{ name: 'Players', value: `1. <@${id}>` }] },
        { description: 'x', footer: { text: `paused by <@${id}>` } },
        { description: 'x', author: { name: `<@${id}>` } },
      ];
      for (const embed of embeds) await expect(channel.send({ embeds: [embed] })).rejects.toMatchObject({ code: 50035 });
      const reasons = sandbox.standin.unexpected().refused.map((refusal) => refusal.reason);
      expect(reasons).toEqual([
        `a user mention inside an embed: embeds.0.description: <@${id}> shows raw to a member who has not cached them`,
        `a user mention inside an embed: embeds.0.title: <@!${id}> shows raw to a member who has not cached them`,
        `a user mention inside an embed: embeds.0.fields.0.value: <@${id}> shows raw to a member who has not cached them`,
        `a user mention inside an embed: embeds.0.footer.text: <@${id}> shows raw to a member who has not cached them`,
        `a user mention inside an embed: embeds.0.author.name: <@${id}> shows raw to a member who has not cached them`,
      ]);
      // What is taken: a name in the embed, the mention in the content, an escaped mention, a role and a channel.
      const sent = await channel.send({
        content: `<@${id}> joined`,
        embeds: [{ description: `Host: alice, \\<@${id}>, <@&${sandbox.standin.generalChannelId}>, <#${channel.id}>` }],
      });
      expect(sent.id).toBeTruthy();
      expect(sandbox.standin.unexpected().refused).toHaveLength(5);
      // The check every end-to-end test ends with fails on them.
      await expect(expectNothingUnexpected(sandbox)).rejects.toThrow(/a user mention inside an embed: embeds\.0\.description/);
    } finally {
      await sandbox.stop();
    }
  });
});

describe('names inside embeds, mentions in content (issue 27)', () => {
  it('LD-4 the table message names players by their escaped display names, at every version; the announcements mention them', async () => {
    const players = ['*star*', 'under_score', 'Ștefan 🎲'];
    await play(players, [1, 2, 3, 4, 5, 6], { dice: 2 });
    const table = tableMessage(e2e.sandbox);
    expect(table.embeds[0]!.fields![0]!.value).toBe(
      ['1. \\*star\\* [DND] — 2 dice ◀', '2. under\\_score [DND] — 2 dice', '3. Ștefan 🎲 [DND] — 2 dice'].join('\n'),
    );
    const channel = e2e.sandbox.standin.channelMessages();
    for (const embeds of embedsEverShown(channel)) expect(embeds).not.toMatch(USER_MENTION);
    // The content pings: the game's start names its players by mention.
    const said = channel.map((message) => message.content).join('\n');
    for (const player of players) expect(said).toContain(at(player));
  });

  it('a display name longer than 32 characters is cut with "…" in the lobby; the host is named before anyone joins', async () => {
    const long = 'Alexandru-Constantin Popescu-Ionescu';
    await e2e.run(long, 'liars', 'open', {});
    const lobby = tableMessage(e2e.sandbox).embeds[0]!;
    expect(lobby.description).toContain('Alexandru-Constantin Popescu-Io…');
    expect(lobby.fields!.find((field) => field.name === 'Players')!.value).toBe('1. Alexandru-Constantin Popescu-Io… [DND]');
  });

  it("VJ-9 a team name (text a player types) is escaped in the table like a member's name: a mention or markdown there stays text", async () => {
    const bob = e2e.idOf('bob');
    await e2e.run('alice', 'vitaji', 'open', { teams: true, team: '**Reds**' });
    await e2e.run('bob', 'table', 'join', { team: `<@${bob}>` });
    const roster = tableMessage(e2e.sandbox).embeds[0]!.fields!.find((field) => field.name === 'Players')!.value;
    expect(roster).toBe(`1. alice (\\*\\*Reds\\*\\*)\n2. bob (\\<@${bob}\\>)`);
    // The stand-in took the message (an unescaped mention would have been refused, and the test failed at its end).
    for (const text of embedsEverShown(e2e.sandbox.standin.channelMessages())) expect(text).not.toMatch(USER_MENTION);
  });

  it('VJ-11 the tournament message names its host and entrants; its announcements mention them', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'tournament', 'open', { game: 'vitaji', options: 'rounds=1 rerolls=1', group_size: 3, advance: 1, games_per_round: 1 });
    for (const player of ['a_1', 'b*2', 'c~3', 'd|4', 'e>5', 'f`6']) await e2e.run(player, 'tournament', 'join');
    const message = e2e.sandbox.standin.channelMessages().find((candidate) => candidate.embeds[0]?.title === 'Vitaji tournament #1')!;
    const text = JSON.stringify(message.embeds);
    expect(text).not.toMatch(USER_MENTION);
    expect(message.embeds[0]!.description).toContain('mona');
    const entrants = message.embeds[0]!.fields!.find((field) => field.name.startsWith('Entrants'))!.value;
    for (const escaped of ['a\\_1', 'b\\*2', 'c\\~3', 'd\\|4', 'e\\>5', 'f\\`6']) expect(entrants).toContain(escaped);
    await e2e.run('mona', 'tournament', 'start');
    const announced = e2e.sandbox.standin
      .channelMessages()
      .map((candidate) => candidate.content)
      .join('\n');
    expect(announced).toContain(at('a_1'));
    for (const embeds of embedsEverShown(e2e.sandbox.standin.channelMessages())) expect(embeds).not.toMatch(USER_MENTION);
  });
});
