import type { StandInChannel, StandInUser, StoredMessage } from './model.js';

/** Discord's objects as the API sends them, with every field discord.js reads. */

export function userPayload(user: StandInUser) {
  return { id: user.id, username: user.name, global_name: user.name, discriminator: '0', avatar: null, bot: user.bot, system: false, public_flags: 0 };
}

export function memberPayload(user: StandInUser) {
  return { user: userPayload(user), roles: user.roles, joined_at: user.joinedAt, deaf: false, mute: false, flags: 0, nick: null, avatar: null, pending: false };
}

export function channelPayload(channel: StandInChannel, recipients: StandInUser[] = []) {
  if (channel.type === 1) {
    return { id: channel.id, type: 1, recipients: recipients.map(userPayload), last_message_id: null, flags: 0 };
  }
  return {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    guild_id: channel.guildId,
    parent_id: channel.parentId,
    position: 0,
    permission_overwrites: [],
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0,
    ...(channel.type === 11
      ? {
          owner_id: null,
          thread_metadata: { archived: false, auto_archive_duration: 1440, archive_timestamp: new Date().toISOString(), locked: false },
          message_count: 0,
          member_count: 0,
        }
      : {}),
  };
}

export function messagePayload(message: StoredMessage, author: StandInUser, guildId: string | null) {
  return {
    id: message.id,
    channel_id: message.channelId,
    ...(guildId ? { guild_id: guildId } : {}),
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
      url: `http://stand-in.invalid/attachments/${file.id}/${file.filename}`,
      proxy_url: `http://stand-in.invalid/attachments/${file.id}/${file.filename}`,
    })),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    type: message.interactionId ? 20 : 0,
    flags: message.flags,
  };
}
