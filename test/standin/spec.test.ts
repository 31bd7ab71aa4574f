// Tests of the stand-in against Discord's OpenAPI spec: refused request bodies, answers shaped as specified, and conformance over real flows.
import { describe, expect, it } from 'vitest';
import { responseProblems, specRoutes } from '../../standin/spec.js';
import { DiscordStandIn } from '../../standin/standin.js';
import { startSandbox } from '../e2e/helpers.js';
import { type Json, useStandIn } from '../fixtures/standin-rest.js';

/**
 * The stand-in judged by Discord's published OpenAPI spec (discord-api-spec,
 * pinned): request bodies it refuses with Discord's 50035, and answers it
 * sends shaped as the spec says, checked straight against its REST API.
 */

const { standin: discord, call } = useStandIn();

const post = (body: unknown) => call('POST', `/channels/${discord().generalChannelId}/messages`, body);

/** The `_errors` Discord nests under a dotted path of `errors`. */
function errorsAt(body: Json, path: string): { code: string; message: string }[] | undefined {
  let node: unknown = body.errors;
  for (const part of path.split('.')) node = (node as Json | undefined)?.[part];
  return (node as Json | undefined)?._errors as { code: string; message: string }[] | undefined;
}

const button = (label: string, extra: Json = {}) => ({ type: 2, style: 1, label, custom_id: label, ...extra });
const row = (...components: Json[]) => ({ type: 1, components });

describe("request bodies judged by the spec (400 50035 in Discord's shape)", () => {
  it('refuses a field unknown inside a strict object (a component) at its path', async () => {
    const answer = await post({ content: 'hi', components: [row(button('a', { colour: 'red' }))] });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 50035, message: 'Invalid Form Body' });
    expect(errorsAt(answer.body, 'components.0.components.0.colour')).toEqual([{ code: 'UNKNOWN_FIELD', message: 'This field is not allowed here.' }]);
  });

  it("ignores an unknown field at a body's top level, as Discord does", async () => {
    const answer = await post({ content: 'hi', enforce_nonce: false, not_a_field: 1 });
    expect(answer.status).toBe(200);
  });

  it('refuses a too-long field with BASE_TYPE_MAX_LENGTH, and a bounded one with BASE_TYPE_BAD_LENGTH', async () => {
    const answer = await post({ embeds: [{ title: 't'.repeat(257) }], components: [row(button('b', { custom_id: 'c'.repeat(101) }))] });
    expect(answer.status).toBe(400);
    expect(errorsAt(answer.body, 'embeds.0.title')).toEqual([{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 256 or fewer in length.' }]);
    expect(errorsAt(answer.body, 'components.0.components.0.custom_id')).toEqual([
      { code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' },
    ]);
  });

  it('refuses a wrong type, and says every problem at once', async () => {
    const answer = await post({ content: 5, embeds: [{ fields: [{ name: 'n' }] }], allowed_mentions: { parse: ['everyone'], users: [1] } });
    expect(answer.status).toBe(400);
    expect(errorsAt(answer.body, 'content')?.[0]?.code).toBe('BASE_TYPE_STRING');
    expect(errorsAt(answer.body, 'embeds.0.fields.0.value')?.[0]?.code).toBe('BASE_TYPE_REQUIRED');
    expect(errorsAt(answer.body, 'allowed_mentions.users.0')?.[0]?.code).toBe('BASE_TYPE_STRING');
  });

  it("names the callback's message fields under data", async () => {
    const answer = await call('POST', '/interactions/1/token/callback', { type: 4, data: { embeds: [{ color: 'red' }] } }, false);
    expect(answer.status).toBe(400);
    expect(errorsAt(answer.body, 'data.embeds.0.color')?.[0]?.code).toBe('NUMBER_TYPE_COERCE');
  });

  it("takes default_member_permissions as a string of digits (Discord's docs; the spec says a number)", async () => {
    const command = { name: 'gm', description: 'Server settings', default_member_permissions: '32' };
    const path = `/applications/${discord().applicationId}/guilds/${discord().guildId}/commands`;
    const saved = await call('PUT', path, [command]);
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as Json[])[0]).toMatchObject({ name: 'gm', default_member_permissions: '32', type: 1 });
    const refused = await call('PUT', path, [{ ...command, default_member_permissions: 32 }]);
    expect(refused.status).toBe(400);
    expect(errorsAt(refused.body, '0.default_member_permissions')?.[0]?.code).toBe('BASE_TYPE_STRING');
  });

  it('passes a good message, with a select, an embed and a file named by index', async () => {
    const form = new FormData();
    form.append(
      'payload_json',
      JSON.stringify({
        content: 'ok',
        embeds: [{ title: 'Table', fields: [{ name: 'Players', value: 'alice' }] }],
        components: [row({ type: 3, custom_id: 'pick', options: [{ label: 'One', value: '1' }] })],
        attachments: [{ id: 0, filename: 'dice.txt' }],
      }),
    );
    form.append('files[0]', new Blob(['4 6 1']), 'dice.txt');
    const response = await fetch(`${discord().apiUrl}/v10/channels/${discord().generalChannelId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bot ${discord().token}` },
      body: form,
    });
    expect(response.status).toBe(200);
  });
});

describe('answers shaped as the spec says', () => {
  it("a REST message: no guild_id, embeds typed rich with inline said, components numbered, selects with min/max values, the stand-in's clock", async () => {
    discord().clock.advance(60_000);
    const answer = await post({
      content: 'table',
      embeds: [{ title: 'Table', footer: { text: 'f', icon_url: null }, fields: [{ name: 'a', value: 'b' }] }],
      components: [row(button('x', { id: 7 }), button('y')), row({ type: 3, custom_id: 'pick', options: [{ label: 'One', value: '1' }] })],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('guild_id');
    const stored = discord().messages.get(String(answer.body.id))!;
    expect(answer.body.timestamp).toBe(new Date(stored.createdAt).toISOString());
    // The stand-in's clock, a minute ahead of the wall's.
    expect(Date.parse(String(answer.body.timestamp))).toBeGreaterThan(Date.now() + 50_000);
    expect(answer.body.embeds).toEqual([{ type: 'rich', title: 'Table', footer: { text: 'f' }, fields: [{ name: 'a', value: 'b', inline: false }] }]);
    const [buttons, menu] = answer.body.components as { id: number; components: Json[] }[];
    // The bot's own id is kept; the rest are the free numbers from 1, in order.
    expect([buttons!.id, ...buttons!.components.map((c) => c.id), menu!.id, menu!.components[0]!.id]).toEqual([1, 7, 2, 3, 4]);
    expect(menu!.components[0]).toMatchObject({ min_values: 1, max_values: 1 });
  });

  it('a new thread: 201, the type asked for, owned by the bot', async () => {
    const answer = await call('POST', `/channels/${discord().generalChannelId}/threads`, { name: "Liar's Dice", type: 11 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: 11, owner_id: discord().botUser.id, parent_id: discord().generalChannelId, total_message_sent: 0 });
    expect(answer.body).not.toHaveProperty('topic');
  });

  it('the bot, its application, a DM channel and a user carry every required field', async () => {
    const member = discord().member('alice');
    expect((await call('GET', '/users/@me')).status).toBe(200);
    expect((await call('GET', '/applications/@me')).status).toBe(200);
    expect((await call('POST', '/users/@me/channels', { recipient_id: member.id })).status).toBe(200);
    expect((await call('GET', `/users/${member.id}`)).status).toBe(200);
    expect((await call('GET', '/gateway/bot')).status).toBe(200);
    expect(discord().nonConforming).toEqual([]);
  });

  it('an answer missing a required field is caught: refused with a 500 (and thrown) by default, or only recorded', () => {
    expect(responseProblems('GET', '/users/1', 200, { id: '1', username: 'a', discriminator: '0', avatar: null, public_flags: 0 })).toEqual([
      'flags: BASE_TYPE_REQUIRED This field is required',
      'global_name: BASE_TYPE_REQUIRED This field is required',
      'primary_guild: BASE_TYPE_REQUIRED This field is required',
    ]);
    expect(responseProblems('POST', '/channels/1/threads', 200, {})).toEqual(['status 200: the spec answers 201']);
    expect(new DiscordStandIn().conformance).toBe('refuse');
  });

  it("serves only routes Discord's spec has", async () => {
    // The main export's types are a .ts file TypeScript would compile as ours; load its values only.
    const entry = 'discord-api-spec';
    const { pathsList } = (await import(entry)) as { pathsList: Record<string, readonly string[]> };
    for (const route of specRoutes) expect(pathsList[route.method.toLowerCase()], `${route.method} ${route.specPath}`).toContain(route.specPath);
  });
});

describe('conformance over representative flows', () => {
  it("the bot's requests pass the spec and every answer the stand-in sends conforms", async () => {
    const sandbox = await startSandbox({ seed: 11 });
    try {
      sandbox.standin.member('bob');
      await sandbox.command('alice', { path: ['roll'], options: { dice: '2d6', mode: 'hidden' } });
      await sandbox.command('alice', { path: ['showdown', 'open'], options: { buy_in: 0, thread: true } });
      await sandbox.press('bob', 'Join');
      sandbox.standin.setDmsClosed('bob');
      await sandbox.press('alice', 'Start');
      await sandbox.press('bob', 'My dice');
      expect(sandbox.standin.refusalsGiven.filter((refusal) => refusal.code === 50035)).toEqual([]);
      expect(sandbox.standin.nonConforming).toEqual([]);
      expect([...sandbox.standin.channels.values()].some((channel) => channel.type === 11)).toBe(true);
    } finally {
      await sandbox.stop();
    }
  });
});
