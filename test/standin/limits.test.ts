// Tests of the stand-in's REST API against Discord's limits: each exactly at it (accepted) and just over it (refused as Discord would).
import { describe, expect, it } from 'vitest';
import { type Json, useStandIn } from '../fixtures/standin-rest.js';

/**
 * What real Discord refuses, checked straight against the stand-in's REST API:
 * every limit once exactly AT it (accepted) and once JUST OVER it (refused with
 * Discord's status, code and form-error path).
 */

const { standin: discord, call } = useStandIn();

const post = (body: unknown, channelId = discord().generalChannelId) => call('POST', `/channels/${channelId}/messages`, body);

/** The `_errors[0].code` Discord nests under a dotted path of `errors`. */
function errorCodeAt(body: Json, path: string): unknown {
  let node: unknown = body.errors;
  for (const part of path.split('.')) node = (node as Json | undefined)?.[part];
  return ((node as Json | undefined)?._errors as { code: string }[] | undefined)?.[0]?.code;
}

const x = (length: number, char = 'x') => char.repeat(length);
const button = (i: number, extra: Json = {}) => ({ type: 2, style: 1, label: `b${i}`, custom_id: `b${i}`, ...extra });
const row = (...components: Json[]) => ({ type: 1, components });
const option = (i: number, extra: Json = {}) => ({ label: `o${i}`, value: `v${i}`, ...extra });
const select = (extra: Json = {}) => ({ type: 3, custom_id: 'pick', placeholder: 'Pick', options: [option(0)], ...extra });
const embed = (extra: Json) => ({ embeds: [extra] });
const fields = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
const buttons = (count: number) => Array.from({ length: count }, (_, i) => button(i));
const options = (count: number) => Array.from({ length: count }, (_, i) => option(i));

const MAX = 'BASE_TYPE_MAX_LENGTH';
const REQUIRED = 'BASE_TYPE_REQUIRED';
const link = { type: 2, style: 5, label: 'Rules', url: 'https://example.com' };
const C0 = 'components.0.components.0';

/** [what, body at the limit, body just over it, error path, error code] */
const cases: [string, Json, Json, string, string][] = [
  ['content 2000', { content: x(2000) }, { content: x(2001) }, 'content', MAX],
  ['10 embeds', { embeds: Array.from({ length: 10 }, () => ({ title: 't' })) }, { embeds: Array.from({ length: 11 }, () => ({ title: 't' })) }, 'embeds', MAX],
  ['embed title 256', embed({ title: x(256) }), embed({ title: x(257) }), 'embeds.0.title', MAX],
  ['embed description 4096', embed({ description: x(4096) }), embed({ description: x(4097) }), 'embeds.0.description', MAX],
  ['25 embed fields', embed({ fields: fields(25) }), embed({ fields: fields(26) }), 'embeds.0.fields', MAX],
  ['field name 256', embed({ fields: [{ name: x(256), value: 'v' }] }), embed({ fields: [{ name: x(257), value: 'v' }] }), 'embeds.0.fields.0.name', MAX],
  ['field value 1024', embed({ fields: [{ name: 'n', value: x(1024) }] }), embed({ fields: [{ name: 'n', value: x(1025) }] }), 'embeds.0.fields.0.value', MAX],
  ['footer 2048', embed({ footer: { text: x(2048) } }), embed({ footer: { text: x(2049) } }), 'embeds.0.footer.text', MAX],
  ['author name 256', embed({ author: { name: x(256) } }), embed({ author: { name: x(257) } }), 'embeds.0.author.name', MAX],
  [
    '6000 characters across all embeds',
    // 4096 + 1000 + 256 + 648 = 6000, and no single field over its own limit.
    { embeds: [{ description: x(4096) }, { description: x(1000), title: x(256) }, { fields: [{ name: x(24), value: x(624) }] }] },
    { embeds: [{ description: x(4096) }, { description: x(1000), title: x(256) }, { fields: [{ name: x(24), value: x(625) }] }] },
    'embeds',
    'MAX_EMBED_SIZE_EXCEEDED',
  ],
  ['5 action rows', { components: buttons(5).map((b) => row(b)) }, { components: buttons(6).map((b) => row(b)) }, 'components', MAX],
  ['5 buttons in a row', { components: [row(...buttons(5))] }, { components: [row(...buttons(6))] }, 'components.0.components', MAX],
  [
    'a select alone in its row',
    { components: [row(select())] },
    { components: [row(select(), button(1))] },
    'components.0.components',
    'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  ],
  [
    'custom_id 100',
    { components: [row(button(0, { custom_id: x(100) }))] },
    { components: [row(button(0, { custom_id: x(101) }))] },
    `${C0}.custom_id`,
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'custom_id of 1 (not empty)',
    { components: [row(button(0, { custom_id: 'a' }))] },
    { components: [row(button(0, { custom_id: '' }))] },
    `${C0}.custom_id`,
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'unique custom_ids',
    { components: [row(button(0, { custom_id: 'same' }), button(1))] },
    { components: [row(button(0, { custom_id: 'same' }), button(1, { custom_id: 'same' }))] },
    'components.0.components.1.custom_id',
    'COMPONENT_CUSTOM_ID_DUPLICATED',
  ],
  ['button label 80', { components: [row(button(0, { label: x(80) }))] }, { components: [row(button(0, { label: x(81) }))] }, `${C0}.label`, MAX],
  ['25 select options', { components: [row(select({ options: options(25) }))] }, { components: [row(select({ options: options(26) }))] }, `${C0}.options`, MAX],
  [
    'option label 100',
    { components: [row(select({ options: [option(0, { label: x(100) })] }))] },
    { components: [row(select({ options: [option(0, { label: x(101) })] }))] },
    `${C0}.options.0.label`,
    // 1 to 100 in Discord's spec: a string bounded both ways is worded "between" (BAD_LENGTH).
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'option value 100',
    { components: [row(select({ options: [option(0, { value: x(100) })] }))] },
    { components: [row(select({ options: [option(0, { value: x(101) })] }))] },
    `${C0}.options.0.value`,
    // 1 to 100 in Discord's spec: a string bounded both ways is worded "between" (BAD_LENGTH).
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'option description 100',
    { components: [row(select({ options: [option(0, { description: x(100) })] }))] },
    { components: [row(select({ options: [option(0, { description: x(101) })] }))] },
    `${C0}.options.0.description`,
    MAX,
  ],
  ['placeholder 150', { components: [row(select({ placeholder: x(150) }))] }, { components: [row(select({ placeholder: x(151) }))] }, `${C0}.placeholder`, MAX],
  // Issue 28: what Discord refuses beyond lengths (form-rules.ts).
  ['an embed field value', embed({ fields: [{ name: 'n', value: 'v' }] }), embed({ fields: [{ name: 'n', value: '' }] }), 'embeds.0.fields.0.value', REQUIRED],
  ['an embed field name', embed({ fields: [{ name: 'n', value: 'v' }] }), embed({ fields: [{ name: ' ', value: 'v' }] }), 'embeds.0.fields.0.name', REQUIRED],
  [
    'a button label (or an emoji)',
    { components: [row(button(0, { label: undefined, emoji: { name: '🎲' } }))] },
    { components: [row(button(0, { label: undefined }))] },
    `${C0}.label`,
    REQUIRED,
  ],
  ['a link button URL', { components: [row(link)] }, { components: [row({ ...link, url: undefined })] }, `${C0}.url`, REQUIRED],
  [
    'no URL on a button with a custom id',
    { components: [row(button(0))] },
    { components: [row(button(0, { url: 'https://example.com' }))] },
    `${C0}.url`,
    'BUTTON_COMPONENT_URL_NOT_ALLOWED',
  ],
  [
    'select option values unique',
    { components: [row(select({ options: [option(0), option(1)] }))] },
    { components: [row(select({ options: [option(0), option(1, { value: 'v0' })] }))] },
    `${C0}.options.1.value`,
    'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
  ],
  ...(['users', 'roles'] as const).map((kind): [string, Json, Json, string, string] => [
    `allowed_mentions parsing ${kind} or listing them, not both`,
    { content: 'hi', allowed_mentions: { parse: [kind] } },
    { content: 'hi', allowed_mentions: { parse: [kind], [kind]: ['1'] } },
    'allowed_mentions',
    'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
  ]),
];

describe('message limits on POST /channels/{id}/messages', () => {
  it.each(cases)('accepts %s exactly at the limit', async (_what, atLimit) => {
    const answer = await post(atLimit);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stored = discord().messages.get(String(answer.body.id));
    expect(stored?.channelId).toBe(discord().generalChannelId);
    expect(stored?.audience).toEqual({ to: 'channel', user: null });
  });

  it.each(cases)('refuses one over %s with 400 50035 and the error at its path', async (_what, _atLimit, overLimit, path, code) => {
    const before = discord().messages.size;
    const answer = await post(overLimit);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(50035);
    expect(answer.body.message).toBe('Invalid Form Body');
    expect(errorCodeAt(answer.body, path)).toBe(code);
    expect(discord().messages.size).toBe(before);
  });

  it('names BASE_TYPE_MAX_LENGTH at errors.content._errors[0].code for 2001 characters', async () => {
    const answer = await post({ content: x(2001) });
    const errors = answer.body.errors as { content: { _errors: { code: string; message: string }[] } };
    expect(errors.content._errors[0]?.code).toBe('BASE_TYPE_MAX_LENGTH');
    expect(errors.content._errors[0]?.message).toMatch(/2000/);
  });

  it('refuses an empty message with 400 50006', async () => {
    for (const body of [{}, { content: '' }, { content: '', embeds: [], components: [] }]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(50006);
    }
  });

  it('applies the content limit to an edit (PATCH)', async () => {
    const created = await post({ content: 'first' });
    const id = String(created.body.id);
    const path = `/channels/${discord().generalChannelId}/messages/${id}`;
    const atLimit = await call('PATCH', path, { content: x(2000, 'y') });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.content).toBe(x(2000, 'y'));
    expect(atLimit.body.edited_timestamp).not.toBeNull();
    const over = await call('PATCH', path, { content: x(2001, 'z') });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(50035);
    expect(errorCodeAt(over.body, 'content')).toBe(MAX);
    expect(discord().messages.get(id)?.content).toBe(x(2000, 'y'));
  });
});

describe('authorisation and routes', () => {
  it('answers 401 without an Authorization header or with a wrong token', async () => {
    const url = `/channels/${discord().generalChannelId}/messages`;
    const missing = await call('POST', url, { content: 'hi' }, false);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 0 });
    const wrong = await call('POST', url, { content: 'hi' }, 'Bot not.the.token');
    expect(wrong.status).toBe(401);
    const bare = await call('GET', '/users/@me', undefined, discord().token);
    expect(bare.status).toBe(401);
  });

  it('answers 404 for an unknown route', async () => {
    const answer = await call('GET', '/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: '404: Not Found', code: 0 });
  });

  it('opens a DM channel, then refuses a message to a member with closed DMs with 403 50007', async () => {
    const carol = discord().member('carol');
    discord().setDmsClosed('carol');
    const channel = await call('POST', '/users/@me/channels', { recipient_id: carol.id });
    expect(channel.status).toBe(200);
    expect(channel.body).toMatchObject({ type: 1, recipients: [{ id: carol.id }] });
    const answer = await post({ content: 'psst' }, String(channel.body.id));
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(50007);
  });

  it('delivers a DM to a member whose DMs are open, for them only', async () => {
    const dave = discord().member('dave');
    const channel = await call('POST', '/users/@me/channels', { recipient_id: dave.id });
    const answer = await post({ content: 'your hand' }, String(channel.body.id));
    expect(answer.status).toBe(200);
    expect(discord().messages.get(String(answer.body.id))?.audience).toEqual({ to: 'dm', user: dave.id });
    expect(
      discord()
        .visibleTo('dave')
        .map((m) => m.content),
    ).toContain('your hand');
    expect(
      discord()
        .visibleTo('erin')
        .map((m) => m.content),
    ).not.toContain('your hand');
  });

  it('refuses with 403 50013 where the bot may not send messages', async () => {
    const locked = discord().addChannel('locked');
    discord().denyBot(locked.id, 'SendMessages');
    const answer = await post({ content: 'hello' }, locked.id);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(50013);
    expect(discord().refusalsGiven.at(-1)).toMatchObject({ method: 'POST', status: 403, code: 50013 });
  });

  it('refuses with 404 10003 in a deleted or unknown channel', async () => {
    const gone = discord().addChannel('gone');
    discord().deleteChannel(gone.id);
    for (const id of [gone.id, '1234567890123456789']) {
      const answer = await post({ content: 'anyone?' }, id);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(10003);
    }
  });
});

describe('rate limits', () => {
  it('answers the next POST with 429 and Discord headers, then lets the one after through', async () => {
    discord().rateLimit('POST', /messages$/, 0.2, 1);
    const limited = await post({ content: 'too fast' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('0.2');
    expect(limited.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('x-ratelimit-reset-after'))).toBeCloseTo(0.2);
    expect(limited.headers.get('x-ratelimit-bucket')).toBeTruthy();
    expect(limited.headers.get('x-ratelimit-scope')).toBeTruthy();
    expect(limited.body).toEqual({ message: expect.any(String), retry_after: 0.2, global: false });
    expect(discord().refusalsGiven.at(-1)).toMatchObject({ method: 'POST', status: 429 });

    const next = await post({ content: 'now fine' });
    expect(next.status).toBe(200);
    expect(next.body.content).toBe('now fine');
  });
});

describe('multipart upload', () => {
  it('creates a message with one attachment from payload_json and files[0]', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'the scoresheet', attachments: [{ id: 0, filename: 'scores.txt' }] }));
    form.append('files[0]', new Blob(['alice 12\nbob 9\n'], { type: 'text/plain' }), 'scores.txt');
    const answer = await post(form);
    expect(answer.status).toBe(200);
    expect(answer.body.content).toBe('the scoresheet');
    const attachments = answer.body.attachments as { filename: string; size: number }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ filename: 'scores.txt', size: 15 });
    const stored = discord().messages.get(String(answer.body.id));
    expect(stored?.attachments[0]?.content.toString('utf8')).toBe('alice 12\nbob 9\n');
  });

  it('accepts a message that is only a file (not empty)', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({}));
    form.append('files[0]', new Blob(['x']), 'x.txt');
    const answer = await post(form);
    expect(answer.status).toBe(200);
    expect(answer.body.attachments).toHaveLength(1);
  });
});

describe('interaction tokens (issue 28)', () => {
  it('takes a follow-up and an edit within 15 minutes, and answers 401 50027 Invalid Webhook Token after', async () => {
    const standin = discord();
    const token = 'stand-in-expiring';
    // An interaction answered at once (type 4), as the gateway would have recorded it.
    standin.interactions.set('77', {
      ...{ id: '77', token, type: 3, userId: standin.member('alice').id, channelId: standin.generalChannelId, createdAt: standin.clock.now() },
      ...{ messageId: null, callbackType: 4, outcome: 'answered', originalMessageId: null, ephemeral: false, modal: null, errors: [] },
    });
    const followUp = () => call('POST', `/webhooks/${standin.applicationId}/${token}`, { content: 'later' }, false);
    expect((await followUp()).status).toBe(200);
    standin.clock.advance(15 * 60 * 1000 + 1);
    for (const answer of [await followUp(), await call('PATCH', `/webhooks/${standin.applicationId}/${token}/messages/@original`, { content: 'x' }, false)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid Webhook Token', code: 50027 });
    }
  });
});
