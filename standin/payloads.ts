// Discord's objects (user, member, channel, message, command…) as the stand-in's API sends them, shaped as Discord's spec requires.
import type { StandInChannel, StandInCommand, StandInUser, StoredMessage } from './model.js';
import { bitsOf } from './permissions.js';

/**
 * Discord's objects as the API sends them: every field Discord's spec
 * requires and none it does not know (spec.ts checks each answer).
 */

export function userPayload(user: StandInUser) {
  return {
    id: user.id,
    username: user.name,
    global_name: user.name,
    discriminator: '0',
    avatar: null,
    bot: user.bot,
    system: false,
    public_flags: 0,
    flags: 0,
    primary_guild: null,
  };
}

/** The bot as it sees itself (`GET /users/@me`): a user with its account's private fields. */
export function currentUserPayload(user: StandInUser) {
  return { ...userPayload(user), verified: true, mfa_enabled: false, locale: 'en-US' };
}

/** The bot's own application (`GET /applications/@me`). */
export function applicationPayload(applicationId: string, bot: StandInUser) {
  return {
    id: applicationId,
    name: bot.name,
    icon: null,
    description: '',
    type: null,
    flags: 0,
    flags_new: '0',
    bot: userPayload(bot),
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: '0',
    redirect_uris: [],
    interactions_endpoint_url: null,
    role_connections_verification_url: null,
    owner: userPayload(bot),
    approximate_guild_count: 1,
    approximate_user_install_count: 0,
    approximate_user_authorization_count: 0,
    explicit_content_filter: 0,
    team: null,
    eligible_oauth2_scopes: ['bot', 'applications.commands'],
  };
}

export function memberPayload(user: StandInUser) {
  return { user: userPayload(user), roles: user.roles, joined_at: user.joinedAt, deaf: false, mute: false, flags: 0, nick: null, avatar: null, pending: false };
}

/**
 * A channel as Discord sends it. `botUserId`: the bot's lost permissions
 * show as a member overwrite for it, as a moderator's edit would (the bot
 * computes its permissions from these, as on Discord); a thread carries its
 * own archive state and no overwrites (it inherits its parent's).
 */
export function channelPayload(channel: StandInChannel, recipients: StandInUser[] = [], botUserId?: string) {
  if (channel.type === 1) {
    return { id: channel.id, type: 1, recipients: recipients.map(userPayload), last_message_id: null, flags: 0 };
  }
  const common = {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    guild_id: channel.guildId,
    parent_id: channel.parentId,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0,
  };
  // A thread has no position, topic, nsfw or overwrites of its own (Discord's thread object).
  if (channel.thread) {
    return {
      ...common,
      owner_id: channel.thread.ownerId,
      thread_metadata: {
        archived: channel.thread.archived,
        auto_archive_duration: channel.thread.autoArchiveMinutes,
        archive_timestamp: new Date(channel.thread.archivedAt).toISOString(),
        locked: channel.thread.locked,
      },
      message_count: 0,
      member_count: 0,
      total_message_sent: 0,
    };
  }
  const denied = bitsOf(channel.botDenied);
  return {
    ...common,
    position: 0,
    permission_overwrites: botUserId && denied !== 0n ? [{ id: botUserId, type: 1, allow: '0', deny: denied.toString() }] : [],
    nsfw: false,
    topic: null,
  };
}

/**
 * A message as REST answers it. No `guild_id`: Discord's REST message has
 * none (the gateway's MESSAGE_CREATE adds it, see messages.ts).
 */
export function messagePayload(message: StoredMessage, author: StandInUser) {
  return {
    id: message.id,
    channel_id: message.channelId,
    author: userPayload(author),
    content: message.content,
    timestamp: new Date(message.createdAt).toISOString(),
    edited_timestamp: message.editedAt === null ? null : new Date(message.editedAt).toISOString(),
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((file) => ({
      id: file.id,
      filename: file.filename,
      size: file.size,
      url: `http://stand-in.invalid/attachments/${file.id}/${encodeURIComponent(file.filename)}`,
      proxy_url: `http://stand-in.invalid/attachments/${file.id}/${encodeURIComponent(file.filename)}`,
      ...(file.contentType ? { content_type: file.contentType } : {}),
      ...(file.description !== null ? { description: file.description } : {}),
    })),
    embeds: message.embeds.map(embedPayload),
    components: componentsPayload(message.components),
    pinned: false,
    type: message.interactionId ? 20 : 0,
    flags: message.flags,
  };
}

type Json = Record<string, unknown>;

/** The fields of an object the bot set, without the nulls a request may carry and an answer may not. */
function present(object: object): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== null && value !== undefined));
}

/** An embed as Discord stores it: typed `rich`, each field's `inline` said. */
function embedPayload(embed: StoredMessage['embeds'][number]): Json {
  const { fields, footer, author, image, thumbnail, ...rest } = embed;
  return {
    ...present(rest),
    type: 'rich',
    ...(fields ? { fields: fields.map((field) => ({ name: field.name, value: field.value, inline: field.inline ?? false })) } : {}),
    ...(footer ? { footer: present(footer) } : {}),
    ...(author ? { author: present(author) } : {}),
    ...(image ? { image: present(image) } : {}),
    ...(thumbnail ? { thumbnail: present(thumbnail) } : {}),
  };
}

/**
 * Components as Discord answers them: each with a numeric `id`, unique in
 * the message — the bot's own where it gave one, else the next free number
 * from 1 in the order they appear (docs/components/reference, "id") — and
 * select menus with their `min_values`/`max_values` (default 1).
 */
function componentsPayload(rows: readonly object[]): Json[] {
  const taken = new Set<number>();
  const collect = (component: Json) => {
    if (typeof component.id === 'number' && component.id > 0) taken.add(component.id);
    for (const child of (component.components as Json[] | undefined) ?? []) collect(child);
  };
  for (const row of rows) collect(row as Json);
  let next = 1;
  const idFor = (given: unknown): number => {
    if (typeof given === 'number' && given > 0) return given;
    while (taken.has(next)) next += 1;
    taken.add(next);
    return next;
  };
  const component = (given: Json): Json => {
    const { id, components, options, required: _requestOnly, ...rest } = given;
    const answered: Json = { ...present(rest), id: idFor(id) };
    if (Array.isArray(components)) answered.components = (components as Json[]).map(component);
    const type = given.type as number;
    // String, user, role, mentionable and channel selects.
    if (type === 3 || (type >= 5 && type <= 8)) {
      answered.min_values = given.min_values ?? 1;
      answered.max_values = given.max_values ?? 1;
    }
    if (Array.isArray(options)) answered.options = (options as Json[]).map((option) => present(option));
    return answered;
  };
  // In Discord's order: a row's id is numbered before its children's.
  return rows.map((row) => component(row as Json));
}

/**
 * A registered command as Discord answers it: what the bot sent, with the
 * ids Discord gives it and the fields it always says (a chat command, no
 * permission needed unless asked).
 */
export function commandPayload(command: StandInCommand, applicationId: string): Json {
  const { id: _asked, ...definition } = present(command.definition);
  return {
    ...definition,
    id: command.id,
    application_id: applicationId,
    version: command.id,
    type: command.definition.type ?? 1,
    description: command.definition.description ?? '',
    default_member_permissions: command.definition.default_member_permissions ?? null,
    ...(command.guildId ? { guild_id: command.guildId } : {}),
  };
}
