import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiscordRefusal, refusals } from './errors.js';
import { readBody, type RequestBody } from './http-body.js';
import { checkMessage } from './limits.js';
import type { StandInChannel, StandInInteraction, StandInUser, StoredMessage } from './model.js';
import { channelPayload, messagePayload, userPayload } from './payloads.js';
import type { DiscordStandIn } from './standin.js';

type Reply = { status: number; body?: unknown };
type Handler = (standin: DiscordStandIn, params: string[], body: RequestBody, query: URLSearchParams) => Reply;

const EPHEMERAL = 64;
const INTENT_GUILD_MESSAGES = 1 << 9;
const INTENT_DIRECT_MESSAGES = 1 << 12;
const INTERACTION_DEADLINE_MS = 3000;
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

const ok = (body?: unknown): Reply => ({ status: body === undefined ? 204 : 200, body });

function channelOr404(standin: DiscordStandIn, id: string): StandInChannel {
  const channel = standin.channels.get(id);
  if (!channel || channel.deleted) throw refusals.unknownChannel();
  return channel;
}

function messageOr404(standin: DiscordStandIn, channelId: string, messageId: string): StoredMessage {
  const message = standin.messages.get(messageId);
  if (!message || message.deleted || message.channelId !== channelId) throw refusals.unknownMessage();
  return message;
}

function authorOf(standin: DiscordStandIn, message: StoredMessage): StandInUser {
  return standin.users.get(message.authorId) ?? standin.botUser;
}

export function render(standin: DiscordStandIn, message: StoredMessage) {
  const channel = standin.channels.get(message.channelId);
  return messagePayload(message, authorOf(standin, message), channel?.guildId ?? null);
}

function snapshot(message: StoredMessage): StoredMessage['history'][number] {
  return structuredClone({ content: message.content, embeds: message.embeds, components: message.components });
}

/** A new message from the bot; `audience` says who may see it. */
export function createMessage(
  standin: DiscordStandIn,
  channel: StandInChannel,
  body: RequestBody,
  audience: StoredMessage['audience'],
  extra: Partial<StoredMessage> = {},
): StoredMessage {
  checkMessage(body.json, extra.pending !== true, body.files.length);
  const json = body.json;
  const message: StoredMessage = {
    id: standin.ids.next(),
    channelId: channel.id,
    authorId: standin.botUser.id,
    content: typeof json.content === 'string' ? json.content : '',
    embeds: (json.embeds as StoredMessage['embeds'] | undefined) ?? [],
    components: (json.components as StoredMessage['components'] | undefined) ?? [],
    attachments: body.files.map((file) => ({ id: standin.ids.next(), filename: file.filename, size: file.content.length, content: file.content })),
    flags: audience.to === 'ephemeral' ? EPHEMERAL : 0,
    audience,
    createdAt: standin.clock.now(),
    editedAt: null,
    deleted: false,
    history: [],
    pending: false,
    interactionId: null,
    ...extra,
  };
  message.history.push(snapshot(message));
  standin.messages.set(message.id, message);
  if (!message.pending) standin.emit({ kind: 'shown', message });
  // Bots that asked for message intents hear about it (Croupier asks only for Guilds, so it does not).
  if (audience.to !== 'ephemeral')
    standin.dispatch('MESSAGE_CREATE', render(standin, message), channel.type === 1 ? INTENT_DIRECT_MESSAGES : INTENT_GUILD_MESSAGES);
  return message;
}

export function editMessage(standin: DiscordStandIn, message: StoredMessage, body: RequestBody): StoredMessage {
  checkMessage(body.json, false, body.files.length);
  const json = body.json;
  if ('content' in json) message.content = typeof json.content === 'string' ? json.content : '';
  if ('embeds' in json) message.embeds = (json.embeds as StoredMessage['embeds'] | null) ?? [];
  if ('components' in json) message.components = (json.components as StoredMessage['components'] | null) ?? [];
  if (body.files.length > 0) {
    message.attachments = body.files.map((file) => ({ id: standin.ids.next(), filename: file.filename, size: file.content.length, content: file.content }));
  }
  message.history.push(snapshot(message));
  const wasPending = message.pending;
  message.pending = false;
  if (wasPending) {
    message.createdAt = standin.clock.now();
    standin.emit({ kind: 'shown', message });
  } else {
    message.editedAt = standin.clock.now();
    standin.emit({ kind: 'edited', message });
  }
  return message;
}

function postToChannel(standin: DiscordStandIn, channel: StandInChannel, body: RequestBody): StoredMessage {
  if (channel.type === 1) {
    const recipient = standin.users.get(channel.recipientId!)!;
    if (recipient.dmsClosed) throw refusals.cannotDm();
  } else {
    const needed = channel.type === 11 ? 'SendMessagesInThreads' : 'SendMessages';
    if (channel.botDenied.has('ViewChannel') || channel.botDenied.has(needed)) throw refusals.missingPermissions();
  }
  // Ephemeral exists only on interaction responses: a channel message with the flag is public.
  return createMessage(standin, channel, body, standin.audienceFor(channel));
}

function interactionByToken(standin: DiscordStandIn, token: string): StandInInteraction {
  const interaction = [...standin.interactions.values()].find((candidate) => candidate.token === token);
  if (!interaction || standin.clock.now() - interaction.createdAt > TOKEN_LIFETIME_MS) throw refusals.unknownWebhook();
  return interaction;
}

function originalOf(standin: DiscordStandIn, interaction: StandInInteraction): StoredMessage {
  const id = interaction.originalMessageId ?? interaction.messageId;
  const message = id ? standin.messages.get(id) : undefined;
  if (!message || message.deleted) throw refusals.unknownMessage();
  return message;
}

/** A callback's message sits under `data`: Discord names the faulty field `data.content`, not `content`. */
function underData<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof DiscordRefusal && error.errors) throw new DiscordRefusal(error.status, error.code, error.message, { data: error.errors });
    throw error;
  }
}

/** The interaction callback: the bot's first answer, within 3 seconds, once. */
function callback(standin: DiscordStandIn, [id, token]: string[], body: RequestBody, query: URLSearchParams): Reply {
  const interaction = standin.interactions.get(id!);
  if (!interaction || interaction.token !== token) throw refusals.unknownInteraction();
  if (interaction.callbackType !== null) throw refusals.alreadyAcknowledged();
  const late = standin.clock.now() - interaction.createdAt > INTERACTION_DEADLINE_MS;
  if (late) {
    interaction.outcome = 'too-late';
    standin.answered(interaction);
    throw refusals.unknownInteraction();
  }
  const type = Number(body.json.type);
  const data = (body.json.data as Record<string, unknown> | undefined) ?? {};
  const channel = channelOr404(standin, interaction.channelId);
  const ephemeral = (Number(data.flags ?? 0) & EPHEMERAL) !== 0;
  const user = standin.users.get(interaction.userId)!;
  const audience: StoredMessage['audience'] = ephemeral ? { to: 'ephemeral', user: user.id } : standin.audienceFor(channel);
  let resource: unknown;
  switch (type) {
    case 4: {
      const message = underData(() => createMessage(standin, channel, { json: data, files: body.files }, audience, { interactionId: interaction.id }));
      interaction.originalMessageId = message.id;
      resource = { type, message: render(standin, message) };
      break;
    }
    case 5: {
      const message = createMessage(standin, channel, { json: {}, files: [] }, audience, { interactionId: interaction.id, pending: true });
      interaction.originalMessageId = message.id;
      resource = { type, message: render(standin, message) };
      break;
    }
    case 6:
      break;
    case 7: {
      if (!interaction.messageId) throw refusals.invalidForm('type', 'INTERACTION_RESPONSE_TYPE_INVALID', 'This interaction has no message to update.');
      const message = originalOf(standin, interaction);
      underData(() => editMessage(standin, message, { json: data, files: body.files }));
      resource = { type, message: render(standin, message) };
      break;
    }
    case 9:
      interaction.modal = data;
      break;
    default:
      throw refusals.invalidForm('type', 'INTERACTION_RESPONSE_TYPE_INVALID', `Callback type ${type} is not supported here.`);
  }
  interaction.callbackType = type;
  interaction.ephemeral = ephemeral;
  interaction.outcome = 'answered';
  standin.answered(interaction);
  if (query.get('with_response') === 'true') {
    return ok({
      interaction: {
        id: interaction.id,
        type: interaction.type,
        response_message_id: interaction.originalMessageId,
        response_message_loading: type === 5,
        response_message_ephemeral: ephemeral,
      },
      resource,
    });
  }
  return ok();
}

function followUp(standin: DiscordStandIn, [, token]: string[], body: RequestBody): Reply {
  const interaction = interactionByToken(standin, token!);
  if (interaction.callbackType === null) throw refusals.unknownWebhook();
  const channel = channelOr404(standin, interaction.channelId);
  const ephemeral = (Number(body.json.flags ?? 0) & EPHEMERAL) !== 0;
  const audience: StoredMessage['audience'] = ephemeral ? { to: 'ephemeral', user: interaction.userId } : standin.audienceFor(channel);
  return ok(render(standin, createMessage(standin, channel, body, audience, { interactionId: interaction.id })));
}

function webhookMessage(standin: DiscordStandIn, token: string, messageId: string): StoredMessage {
  const interaction = interactionByToken(standin, token);
  if (messageId === '@original') return originalOf(standin, interaction);
  const message = standin.messages.get(messageId);
  if (!message || message.deleted || message.interactionId !== interaction.id) throw refusals.unknownMessage();
  return message;
}

const routes: [string, RegExp, Handler][] = [
  [
    'GET',
    /^\/gateway(?:\/bot)?$/,
    (standin) => ok({ url: standin.gatewayUrl, shards: 1, session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 } }),
  ],
  ['GET', /^\/users\/@me$/, (standin) => ok({ ...userPayload(standin.botUser), verified: true, mfa_enabled: false, flags: 0 })],
  [
    'GET',
    /^\/(?:applications|oauth2\/applications)\/@me$/,
    (standin) =>
      ok({
        id: standin.applicationId,
        name: 'Croupier',
        icon: null,
        description: '',
        bot_public: true,
        bot_require_code_grant: false,
        verify_key: '0',
        flags: 0,
        owner: userPayload(standin.botUser),
      }),
  ],
  [
    'GET',
    /^\/users\/(\d+)$/,
    (standin, [id]) => {
      const user = standin.users.get(id!);
      if (!user) throw refusals.unknownUser();
      return ok(userPayload(user));
    },
  ],
  [
    'POST',
    /^\/users\/@me\/channels$/,
    (standin, _params, body) => {
      const user = standin.users.get(String(body.json.recipient_id));
      if (!user) throw refusals.unknownUser();
      return ok(channelPayload(standin.dmChannelOf(user.id), [user]));
    },
  ],
  [
    'GET',
    /^\/channels\/(\d+)$/,
    (standin, [id]) => {
      const channel = channelOr404(standin, id!);
      const recipients = channel.recipientId ? [standin.users.get(channel.recipientId)!] : [];
      return ok(channelPayload(channel, recipients));
    },
  ],
  ['POST', /^\/channels\/(\d+)\/messages$/, (standin, [id], body) => ok(render(standin, postToChannel(standin, channelOr404(standin, id!), body)))],
  [
    'GET',
    /^\/channels\/(\d+)\/messages\/(\d+)$/,
    (standin, [channelId, messageId]) => {
      channelOr404(standin, channelId!);
      const message = messageOr404(standin, channelId!, messageId!);
      if (message.audience.to === 'ephemeral') throw refusals.unknownMessage();
      return ok(render(standin, message));
    },
  ],
  [
    'PATCH',
    /^\/channels\/(\d+)\/messages\/(\d+)$/,
    (standin, [channelId, messageId], body) => {
      channelOr404(standin, channelId!);
      const message = messageOr404(standin, channelId!, messageId!);
      if (message.authorId !== standin.botUser.id || message.audience.to === 'ephemeral') throw refusals.unknownMessage();
      return ok(render(standin, editMessage(standin, message, body)));
    },
  ],
  [
    'DELETE',
    /^\/channels\/(\d+)\/messages\/(\d+)$/,
    (standin, [channelId, messageId]) => {
      channelOr404(standin, channelId!);
      const message = messageOr404(standin, channelId!, messageId!);
      message.deleted = true;
      standin.emit({ kind: 'deleted', message });
      return ok();
    },
  ],
  [
    'POST',
    /^\/channels\/(\d+)\/threads$/,
    (standin, [id], body) => {
      const parent = channelOr404(standin, id!);
      if (parent.botDenied.has('CreatePublicThreads')) throw refusals.missingPermissions();
      const thread = standin.addChannel(String(body.json.name ?? 'thread').slice(0, 100));
      thread.type = 11;
      thread.parentId = parent.id;
      const payload = channelPayload(thread);
      standin.dispatch('THREAD_CREATE', { ...payload, newly_created: true });
      return ok(payload);
    },
  ],
  [
    'PUT',
    /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/,
    (standin, [, guildId], body) => {
      const list = body.json as unknown as Record<string, unknown>[];
      for (const [key, command] of standin.commands) if (command.guildId === (guildId ?? null)) standin.commands.delete(key);
      const saved = list.map((definition) => {
        const id = standin.ids.next();
        const command = { id, name: String(definition.name), guildId: guildId ?? null, definition };
        standin.commands.set(id, command);
        return { ...definition, id, application_id: standin.applicationId, guild_id: guildId, version: id, type: 1 };
      });
      return ok(saved);
    },
  ],
  [
    'GET',
    /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/,
    (standin, [, guildId]) =>
      ok(
        [...standin.commands.values()]
          .filter((command) => command.guildId === (guildId ?? null))
          .map((command) => ({ ...command.definition, id: command.id, application_id: standin.applicationId })),
      ),
  ],
  ['POST', /^\/interactions\/(\d+)\/([^/]+)\/callback$/, callback],
  ['POST', /^\/webhooks\/(\d+)\/([^/]+)$/, followUp],
  ['GET', /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/, (standin, [, token, id]) => ok(render(standin, webhookMessage(standin, token!, id!)))],
  [
    'PATCH',
    /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/,
    (standin, [, token, id], body) => ok(render(standin, editMessage(standin, webhookMessage(standin, token!, id!), body))),
  ],
  [
    'DELETE',
    /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/,
    (standin, [, token, id]) => {
      const message = webhookMessage(standin, token!, id!);
      message.deleted = true;
      standin.emit({ kind: 'deleted', message });
      return ok();
    },
  ],
];

/** Interaction callbacks and webhooks are authorised by their token, not the bot's. */
const tokenRoutes = /^\/(interactions|webhooks)\//;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  // 204 No Content carries no body and no content type, as Discord sends it.
  response.writeHead(status, body === undefined ? headers : { 'content-type': 'application/json', ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function handleRest(standin: DiscordStandIn, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
  const path = decodeURIComponent(url.pathname).replace(/^\/api(?:\/v\d+)?/, '');
  const method = (request.method ?? 'GET').toUpperCase();
  try {
    const body = await readBody(request);
    if (!tokenRoutes.test(path) && request.headers.authorization !== `Bot ${standin.token}`) throw refusals.unauthorized();
    const limit = standin.rateLimits.find((rule) => rule.method === method && rule.path.test(path) && rule.times > 0);
    if (limit) {
      limit.times -= 1;
      const retryAfter = limit.retryAfterSeconds;
      standin.refusalsGiven.push({ method, path, status: 429, code: 0 });
      send(
        response,
        429,
        { message: 'You are being rate limited.', retry_after: retryAfter, global: limit.global },
        {
          'retry-after': String(retryAfter),
          'x-ratelimit-limit': '5',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String((standin.clock.now() / 1000 + retryAfter).toFixed(3)),
          'x-ratelimit-reset-after': String(retryAfter),
          'x-ratelimit-bucket': `stand-in-${path.split('/')[1] ?? 'root'}`,
          'x-ratelimit-scope': limit.global ? 'global' : 'user',
          ...(limit.global ? { 'x-ratelimit-global': 'true' } : {}),
        },
      );
      return;
    }
    for (const [routeMethod, pattern, handler] of routes) {
      if (routeMethod !== method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      const reply = handler(standin, match.slice(1), body, url.searchParams);
      send(response, reply.status, reply.body);
      return;
    }
    throw refusals.notFound();
  } catch (error) {
    if (error instanceof DiscordRefusal) {
      standin.refusalsGiven.push({ method, path, status: error.status, code: error.code });
      send(response, error.status, error.body());
      return;
    }
    send(response, 500, { message: String(error), code: 0 });
  }
}
