// Tests of the stand-in's audit: interactions left unanswered and refusals nobody arranged are counted against the bot.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiscordStandIn } from '../../standin/standin.js';

// Issue 11: the stand-in counts what the bot should never meet — an interaction
// left unanswered, a request refused that nobody arranged — and every end-to-end
// test ends by checking both (test/e2e/helpers.ts).

let standin: DiscordStandIn;

beforeEach(async () => {
  standin = new DiscordStandIn();
  await standin.start();
});

afterEach(() => standin.stop());

const postTo = (channelId: string, body: unknown) =>
  fetch(`${standin.apiUrl}/v10/channels/${channelId}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bot ${standin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('what the stand-in counts against the bot', () => {
  it('a refused request counts until the test says it expected that refusal', async () => {
    standin.denyBot(standin.generalChannelId, 'EmbedLinks');
    const answer = await postTo(standin.generalChannelId, { embeds: [{ title: 'Table' }] });
    expect(answer.status).toBe(403);
    expect(standin.unexpected().refused).toEqual([expect.objectContaining({ method: 'POST', status: 403, code: 50013 })]);
    standin.expectRefusal(50013);
    expect(standin.unexpected().refused).toEqual([]);
  });

  it('closed DMs and arranged faults are expected: the bot learns of them only by trying', async () => {
    standin.setDmsClosed('bob');
    const dm = standin.dmChannelOf(standin.member('bob').id);
    expect((await postTo(dm.id, { content: 'your dice' })).status).toBe(403);
    standin.refuseNext('POST', /messages$/, () => DiscordStandIn.refusal.unknownChannel());
    expect((await postTo(standin.generalChannelId, { content: 'hello' })).status).toBe(404);
    expect(standin.refusalsGiven.map((refusal) => refusal.code)).toEqual([50007, 10003]);
    expect(standin.unexpected().refused).toEqual([]);
  });

  it('an interaction the bot never answered counts as unanswered', () => {
    const interaction = {
      id: standin.ids.next(),
      token: 't',
      type: 2,
      userId: standin.member('alice').id,
      channelId: standin.generalChannelId,
      createdAt: standin.clock.now(),
      messageId: null,
      callbackType: null,
      outcome: 'waiting' as const,
      originalMessageId: null,
      ephemeral: false,
      modal: null,
      errors: [],
    };
    standin.interactions.set(interaction.id, interaction);
    expect(standin.unexpected().unanswered.map((unanswered) => unanswered.id)).toEqual([interaction.id]);
  });
});
