// Messages as the stand-in stores them: created, edited, posted to a channel, and rendered back as Discord's payloads.

import { refusals } from './errors.js';
import { attachmentsAfter } from './files.js';
import type { RequestBody } from './http-body.js';
import { checkMessage } from './limits.js';
import type { StandInChannel, StandInUser, StoredMessage } from './model.js';
import { messagePayload } from './payloads.js';
import { neededFor, requireBot } from './permissions.js';
import type { DiscordStandIn } from './standin.js';
import { archiveIfIdle, touchThread } from './threads.js';

/** Messages as the stand-in stores them: created, edited, rendered back as Discord's payloads. */

export const EPHEMERAL = 64;
const INTENT_GUILD_MESSAGES = 1 << 9;
const INTENT_DIRECT_MESSAGES = 1 << 12;

/** What a route answers: 204 without a body, 200 with one. */
export type Reply = { status: number; body?: unknown };
export const ok = (body?: unknown): Reply => ({ status: body === undefined ? 204 : 200, body });

export function channelOr404(standin: DiscordStandIn, id: string): StandInChannel {
  const channel = standin.channels.get(id);
  if (!channel || channel.deleted) throw refusals.unknownChannel();
  archiveIfIdle(standin, channel);
  return channel;
}

export function messageOr404(standin: DiscordStandIn, channelId: string, messageId: string): StoredMessage {
  const message = standin.messages.get(messageId);
  if (!message || message.deleted || message.channelId !== channelId) throw refusals.unknownMessage();
  return message;
}

function authorOf(standin: DiscordStandIn, message: StoredMessage): StandInUser {
  return standin.users.get(message.authorId) ?? standin.botUser;
}

export function render(standin: DiscordStandIn, message: StoredMessage) {
  return messagePayload(message, authorOf(standin, message));
}

function snapshot(message: StoredMessage): StoredMessage['history'][number] {
  return structuredClone({ content: message.content, embeds: message.embeds, components: message.components });
}

/**
 * Whom a message notifies, as Discord decides: every user it mentions unless
 * `allowed_mentions` says otherwise — `parse: ['users']` lets them all
 * through, a `users` list only those, anything else none.
 */
function pingedBy(content: string, allowed: unknown): string[] {
  const mentioned = [...content.matchAll(/<@!?(\d+)>/g)].map((match) => match[1]!);
  if (allowed === undefined || allowed === null || typeof allowed !== 'object') return [...new Set(mentioned)];
  const { parse, users } = allowed as { parse?: unknown; users?: unknown };
  if (Array.isArray(parse) && parse.includes('users')) return [...new Set(mentioned)];
  const listed = Array.isArray(users) ? users.map(String) : [];
  return [...new Set(mentioned.filter((id) => listed.includes(id)))];
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
  const attachments = attachmentsAfter(standin, body, []) ?? [];
  if (channel.thread?.archived && channel.thread.locked) throw refusals.threadArchived();
  // A message sent in an archived thread unarchives it (Discord's threads topic); a reply only one member sees is no activity.
  if (audience.to !== 'ephemeral') touchThread(standin, channel);
  const json = body.json;
  const message: StoredMessage = {
    id: standin.ids.next(),
    channelId: channel.id,
    authorId: standin.botUser.id,
    content: typeof json.content === 'string' ? json.content : '',
    embeds: (json.embeds as StoredMessage['embeds'] | undefined) ?? [],
    components: (json.components as StoredMessage['components'] | undefined) ?? [],
    attachments,
    flags: audience.to === 'ephemeral' ? EPHEMERAL : 0,
    audience,
    createdAt: standin.clock.now(),
    editedAt: null,
    deleted: false,
    history: [],
    pending: false,
    interactionId: null,
    pinged: pingedBy(typeof json.content === 'string' ? json.content : '', json.allowed_mentions),
    ...(typeof json.nonce === 'string' || typeof json.nonce === 'number' ? { nonce: String(json.nonce) } : {}),
    ...extra,
  };
  message.history.push(snapshot(message));
  standin.messages.set(message.id, message);
  if (message.nonce !== undefined) noncesOf(standin).set(message.nonce, message);
  if (!message.pending) standin.emit({ kind: 'shown', message });
  // Bots that asked for message intents hear about it (Croupier asks only for Guilds, so it does not).
  if (audience.to !== 'ephemeral')
    standin.dispatch(
      'MESSAGE_CREATE',
      // The gateway's message, unlike REST's, says its guild.
      { ...render(standin, message), ...(channel.guildId ? { guild_id: channel.guildId } : {}) },
      channel.type === 1 ? INTENT_DIRECT_MESSAGES : INTENT_GUILD_MESSAGES,
    );
  return message;
}

export function editMessage(standin: DiscordStandIn, message: StoredMessage, body: RequestBody): StoredMessage {
  checkMessage(body.json, false, body.files.length);
  const attachments = attachmentsAfter(standin, body, message.attachments);
  // Nobody edits a message in an archived thread: it must be unarchived first.
  if (standin.channels.get(message.channelId)?.thread?.archived) throw refusals.threadArchived();
  const json = body.json;
  if ('content' in json) message.content = typeof json.content === 'string' ? json.content : '';
  if ('embeds' in json) message.embeds = (json.embeds as StoredMessage['embeds'] | null) ?? [];
  if ('components' in json) message.components = (json.components as StoredMessage['components'] | null) ?? [];
  if (attachments) message.attachments = attachments;
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

/**
 * How long Discord remembers a message's nonce for `enforce_nonce` ("checked
 * for uniqueness in the past few minutes", docs: resources/message, Create
 * Message). Discord does not say how many: two is the fewest the words allow,
 * so a bot that counts on the check counts on it only briefly.
 */
const NONCE_KEPT_MS = 2 * 60_000;

/**
 * A message the bot already made with this nonce, when the request asks
 * Discord to enforce it: Discord then returns that message and creates no
 * new one. Per author, in any channel.
 */
function sameNonce(standin: DiscordStandIn, json: Record<string, unknown>): StoredMessage | null {
  if (json.enforce_nonce !== true || (typeof json.nonce !== 'string' && typeof json.nonce !== 'number')) return null;
  const earlier = noncesOf(standin).get(String(json.nonce));
  return earlier && earlier.createdAt >= standin.clock.now() - NONCE_KEPT_MS ? earlier : null;
}

/** Each stand-in's messages by the nonce the bot gave them (the latest with each). */
const nonces = new WeakMap<DiscordStandIn, Map<string, StoredMessage>>();
function noncesOf(standin: DiscordStandIn): Map<string, StoredMessage> {
  let found = nonces.get(standin);
  if (!found) {
    found = new Map();
    nonces.set(standin, found);
  }
  return found;
}

export function postToChannel(standin: DiscordStandIn, channel: StandInChannel, body: RequestBody): StoredMessage {
  const earlier = sameNonce(standin, body.json);
  if (earlier) return earlier;
  if (channel.type === 1) {
    const recipient = standin.users.get(channel.recipientId!)!;
    if (recipient.dmsClosed) throw refusals.cannotDm();
  } else {
    // SEND_MESSAGES has no effect in threads: there it is SEND_MESSAGES_IN_THREADS.
    const send = channel.thread ? 'SendMessagesInThreads' : 'SendMessages';
    requireBot(standin.channels, channel, [send, ...neededFor(body.json, body.files.length)]);
  }
  // Ephemeral exists only on interaction responses: a channel message with the flag is public.
  return createMessage(standin, channel, body, standin.audienceFor(channel));
}
