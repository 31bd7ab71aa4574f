// End-to-end: a PNG of every revealed hand attached to a Liar's Dice call; a picture that cannot be drawn; images:false; no Attach Files permission; tournament brackets.
import { describe, expect, it } from 'vitest';
import { pngSize } from '../pictures-png.js';
import { lastVisible, replyTo, useSandbox } from './helpers.js';
import { liarsPlay } from './liars-play.js';

// Issue 18: the reveal at a Liar's Dice call carries a picture of every hand, as an attachment of the announcement itself.

const e2e = useSandbox();
const { at } = e2e;
const { play, bid } = liarsPlay(e2e);
const set = (options: Record<string, string | number | boolean>) => e2e.sandbox.command('mona', { path: ['gm', 'config', 'set'], options });

/** The channel's announcement of the call: the message that says what the count was. */
const callAnnouncement = () => {
  const found = e2e.sandbox.standin.channelMessages().find((message) => message.content.includes(' calls '));
  if (!found) throw new Error('no call announced');
  return found;
};

describe('pictures through Discord', () => {
  it('LD-15: a call is announced with a PNG of every revealed hand attached (multipart), its alt text saying the dice, the bid and the count', async () => {
    // alice 1 2 · bob 3 3 · carol 6 6
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 4, 3);
    await e2e.sandbox.press('carol', 'Call');
    const message = callAnnouncement();
    expect(message.content).toContain(`${at('carol')} calls ${at('alice')}'s bid of 4 × 3: there are **2**.`);
    const pictures = message.attachments.filter((attachment) => attachment.filename.endsWith('.png'));
    expect(pictures).toHaveLength(1);
    const [picture] = pictures;
    expect(picture!.filename).toBe('liars-round-1.png');
    expect(picture!.size).toBeLessThan(200 * 1024);
    expect(picture!.size).toBe(picture!.content.length);
    expect(pngSize(picture!.content).width).toBeGreaterThan(0);
    // The members' names as the server knows them, each hand, the bid and the count.
    expect(picture!.description).toContain('alice: 1, 2');
    expect(picture!.description).toContain('bob: 3, 3');
    expect(picture!.description).toContain('carol: 6, 6');
    expect(picture!.description).toContain('bid of 4 × 3');
    expect(picture!.description).toContain('Counted: 2');
    // The message text says the same for who cannot see the picture.
    expect(message.content).toMatch(/<@\d+> \*\*3, 3\*\*/);
  });

  it('/liars call typed as a command: its public reply is the announcement, the picture attached to it (drawn once for the reply and the publish)', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 2, 6);
    const call = await e2e.sandbox.command('bob', { path: ['liars', 'call'], options: {} });
    const reply = replyTo(e2e.sandbox, call);
    expect(reply.content).toContain(`${at('bob')} calls ${at('alice')}'s bid of 2 × 6: there are **2**.`);
    // Issue 30: the revealed hands' codes and salts ride with the picture.
    expect(reply.attachments.map((attachment) => attachment.filename)).toEqual(['revealed-hands.txt', 'liars-round-1.png']);
    expect(reply.attachments[1]!.description).toContain('carol: 6, 6');
    expect(reply.attachments[1]!.size).toBeLessThan(200 * 1024);
    // No second copy in the channel: the reply was the announcement.
    expect(e2e.sandbox.standin.channelMessages().filter((message) => message.attachments.length > 0)).toHaveLength(1);
    expect(e2e.sandbox.bot.context.pictures.rendered).toBe(1);
  });

  it('issue 31: a picture that cannot be drawn (drawn off the bot’s thread, it fails there) is logged and left out; the call is announced in full', async () => {
    // XML allows no NUL: resvg refuses an SVG naming this member, as it would any picture it cannot draw.
    const odd = 'carol\u0000';
    await play(['alice', 'bob', odd], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 4, 3);
    await e2e.sandbox.press(odd, 'Call');
    const message = callAnnouncement();
    expect(message.content).toContain(`${at(odd)} calls ${at('alice')}'s bid of 4 × 3: there are **2**.`);
    expect(message.attachments.map((attachment) => attachment.filename)).toEqual(['revealed-hands.txt']);
    expect(e2e.sandbox.bot.context.pictures.rendered).toBe(0);
    const logged = e2e.logLines.filter((line) => line.includes('picture not drawn'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('SVG data parsing failed');
  });

  it('with /gm config set images:false nothing is drawn and no file is attached; show says so', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await set({ images: false });
    // The settings answer the moderator privately, as an embed (issue 30).
    expect(JSON.stringify(lastVisible(e2e.sandbox, 'mona', 'ephemeral').embeds)).toContain('Text only: no pictures with announcements.');
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 4, 3);
    await e2e.sandbox.press('carol', 'Call');
    const message = callAnnouncement();
    expect(message.content).toContain(`${at('carol')} calls ${at('alice')}'s bid of 4 × 3`);
    // No picture: only the revealed hands' codes and salts, as text (issue 30).
    expect(message.attachments.map((attachment) => attachment.filename)).toEqual(['revealed-hands.txt']);
    expect(e2e.sandbox.bot.context.pictures.rendered).toBe(0);
    await set({ images: true });
    expect(JSON.stringify(lastVisible(e2e.sandbox, 'mona', 'ephemeral').embeds)).toContain('Pictures come with announcements');
  });

  it('without Attach Files in the channel the call is announced in full, its picture left out (it would cost the whole message)', async () => {
    e2e.sandbox.standin.denyBot(e2e.sandbox.standin.generalChannelId, 'AttachFiles');
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 4, 3);
    await e2e.sandbox.press('carol', 'Call');
    const message = callAnnouncement();
    expect(message.content).toContain(`${at('carol')} calls ${at('alice')}'s bid of 4 × 3: there are **2**.`);
    expect(message.attachments).toEqual([]);
    expect(e2e.sandbox.bot.context.pictures.rendered).toBe(0);
  });

  it('VJ-11: /tournament start announces the tier drawn with the bracket attached; joins and the tournament message carry none', async () => {
    e2e.sandbox.standin.setModerator('mona');
    await e2e.run('mona', 'tournament', 'open', { game: 'vitaji', options: 'rounds=1 rerolls=1 ante=10', group_size: 3, advance: 1, games_per_round: 1 });
    for (const player of ['alice', 'bob', 'carol', 'dave', 'erin', 'fred']) await e2e.run(player, 'tournament', 'join');
    const withFiles = () => e2e.sandbox.standin.channelMessages().filter((message) => message.attachments.length > 0);
    expect(withFiles()).toEqual([]);
    await e2e.run('mona', 'tournament', 'start');
    const [bracket, ...others] = withFiles();
    expect(others).toEqual([]);
    expect(bracket!.attachments.map((attachment) => attachment.filename)).toEqual(['tournament-1-bracket.png']);
    expect(bracket!.attachments[0]!.size).toBeLessThan(200 * 1024);
    expect(bracket!.attachments[0]!.description).toContain('Tier 1, Group 1: alice, dave, erin');
    expect(bracket!.content).toContain(at('alice'));
  });
});
