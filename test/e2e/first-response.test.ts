// End-to-end: the first response first (issue 31) — no picture drawn and no member written before the reply, and no follow-up held behind discord.js's global queue.
import { Routes } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../standin/model.js';
import { pressButton } from '../../standin/users.js';
import { replyTo, shownText, useSandbox } from './helpers.js';
import { liarsPlay } from './liars-play.js';

const e2e = useSandbox();
const { at } = e2e;
const { play, bid } = liarsPlay(e2e);

/** Resolves with what `look` returns at the moment the stand-in first shows (or edits) a message `matches` accepts: what the bot had done by then. */
function whenShown<T>(matches: (message: StoredMessage, kind: 'shown' | 'edited') => boolean, look: (message: StoredMessage) => T): Promise<T> {
  return new Promise((resolve) => {
    const stop = e2e.sandbox.standin.onMessage((event) => {
      if (event.kind === 'deleted' || !matches(event.message, event.kind)) return;
      stop();
      resolve(look(event.message));
    });
  });
}

describe('nothing the reply does not need runs before it (issue 31)', () => {
  it('LD-15: /liars call typed: the reply (the announcement) goes out before the picture is drawn; the picture and the hands follow by an edit of that reply', async () => {
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 2, 6);
    await e2e.sandbox.wait(3000);
    const { pictures } = e2e.sandbox.bot.context;
    const atReply = whenShown(
      (message, kind) => kind === 'shown' && message.content.includes(' calls '),
      (message) => ({ drawn: pictures.rendered, files: message.attachments.map((attachment) => attachment.filename) }),
    );
    const before = e2e.sandbox.standin.stats();
    const call = await e2e.sandbox.command('bob', { path: ['liars', 'call'], options: {} });
    // The member's answer carried the whole announcement's text, and nothing had been drawn for it yet.
    expect(await atReply).toEqual({ drawn: 0, files: [] });
    const reply = replyTo(e2e.sandbox, call);
    expect(reply.content).toContain(`${at('bob')} calls ${at('alice')}'s bid of 2 × 6: there are **2**.`);
    // Then the same message carries the hands and the picture, in the order an announcement always has them, drawn once.
    expect(reply.attachments.map((attachment) => attachment.filename)).toEqual(['revealed-hands.txt', 'liars-round-1.png']);
    expect(reply.attachments[1]!.description).toContain('carol: 6, 6');
    expect(pictures.rendered).toBe(1);
    const after = e2e.sandbox.standin.stats();
    // One edit of its own answer (outside the global limit), no message of its own.
    expect(after.rest.webhookEdit - before.rest.webhookEdit).toBe(1);
    expect(after.rest.followup - before.rest.followup).toBe(0);
    expect(after.rest.message - before.rest.message).toBe(0);
  });

  it('a first-time member: their name and locale are written after the reply, and the reply already names them as they go by', async () => {
    const { standin, db } = e2e.sandbox;
    const dave = standin.member('dave');
    dave.locale = 'ro';
    const written = () => ({
      name: db.prepare('SELECT display_name FROM members WHERE user_id = ?').pluck().get(dave.id) ?? null,
      locale: db.prepare('SELECT locale FROM member_locales WHERE user_id = ?').pluck().get(dave.id) ?? null,
    });
    const atReply = whenShown(
      (message, kind) => kind === 'shown' && message.interactionId !== null,
      (message) => ({ written: written(), shown: shownText(message) }),
    );
    await e2e.run('dave', 'liars', 'open', { buy_in: 0 });
    const seen = await atReply;
    expect(seen.written).toEqual({ name: null, locale: null });
    // The lobby's embed names its host by the remembered name (an embed cannot mention), not yet in the file.
    expect(seen.shown).toContain('dave');
    expect(written()).toEqual({ name: 'dave', locale: 'ro' });
  });

  it('a follow-up goes out at once while the bot has spent its global limit: Discord does not count it, and discord.js no longer holds it back', async () => {
    const { standin, bot } = e2e.sandbox;
    await play(['alice', 'bob', 'carol'], [1, 2, 3, 3, 6, 6, 1, 1, 1, 1, 1, 1], { dice: 2 });
    await bid('alice', 4, 3);
    await e2e.sandbox.wait(3000);
    // Discord answers a channel post with a global 429 (5 s): discord.js waits before any globally limited request.
    standin.rateLimit('POST', /^\/channels\/\d+\/messages$/, 5, 1, true);
    const globalWait = new Promise<void>((resolve) => {
      const listener = (info: { global: boolean }) => {
        if (!info.global) return;
        bot.client.rest.off('rateLimited', listener);
        resolve();
      };
      bot.client.rest.on('rateLimited', listener);
    });
    const held = bot.client.rest.post(Routes.channelMessages(standin.generalChannelId), { body: { content: 'held back by the global limit' } });
    await globalWait;
    const heldShown = () => standin.channelMessages().some((message) => message.content === 'held back by the global limit');
    // The press is answered by its update; the call's announcement is its follow-up.
    const announced = whenShown(
      (message, kind) => kind === 'shown' && message.content.includes(' calls '),
      (message) => ({ heldShown: heldShown(), byFollowUp: message.interactionId !== null }),
    );
    const press = pressButton(standin, 'carol', 'Call');
    expect(await announced).toEqual({ heldShown: false, byFollowUp: true });
    expect((await standin.waitForAnswer(press.id)).outcome).toBe('answered');
    // The globally limited post itself still waited its turn, and went out.
    await held;
    expect(heldShown()).toBe(true);
  });
});
