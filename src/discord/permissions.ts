import { type Client, PermissionFlagsBits, type PermissionsBitField } from 'discord.js';
import { type MessageKey, t } from '../i18n/index.js';

/** The permissions a table needs of the bot, in discord.js's names. */
export type BotPermission = 'ViewChannel' | 'SendMessages' | 'SendMessagesInThreads' | 'EmbedLinks' | 'CreatePublicThreads' | 'AttachFiles';

const words: Record<BotPermission, MessageKey> = {
  ViewChannel: 'permission-view-channel',
  SendMessages: 'permission-send-messages',
  SendMessagesInThreads: 'permission-send-messages-in-threads',
  EmbedLinks: 'permission-embed-links',
  CreatePublicThreads: 'permission-create-public-threads',
  AttachFiles: 'permission-attach-files',
};

/**
 * What keeping a table in a channel takes: seeing it, posting in it (in a
 * thread Send Messages has no effect: it is Send Messages in Threads), and
 * showing the table's embed.
 */
export function tableNeeds(inThread: boolean): BotPermission[] {
  return ['ViewChannel', inThread ? 'SendMessagesInThreads' : 'SendMessages', 'EmbedLinks'];
}

/** What opening a table in a new thread of a channel takes; the thread then has the channel's permissions. */
export const threadNeeds: readonly BotPermission[] = ['ViewChannel', 'CreatePublicThreads', 'SendMessagesInThreads', 'EmbedLinks'];

/** Which of `needed` the permissions lack; none when they are not known (Discord then says). */
export function lacking(permissions: Readonly<PermissionsBitField> | null | undefined, needed: readonly BotPermission[]): BotPermission[] {
  if (!permissions) return [];
  return needed.filter((name) => !permissions.has(PermissionFlagsBits[name]));
}

/**
 * The bot's permissions in a channel as Discord last told it (roles and
 * overwrites in discord.js's cache; a thread's are its parent's), or null
 * when the channel is not cached.
 */
export function botPermissionsIn(client: Client, channelId: string): Readonly<PermissionsBitField> | null {
  const channel = client.channels.cache.get(channelId);
  if (!channel || channel.isDMBased() || !client.user) return null;
  return channel.permissionsFor(client.user);
}

/** Editing its own message needs no Send Messages, but an embed still needs Embed Links. */
export const editNeeds: readonly BotPermission[] = ['ViewChannel', 'EmbedLinks'];

/** What the bot lacks in a channel to post a table there (`editing`: to edit its message). */
export function lackingForTable(client: Client, channelId: string, editing = false): BotPermission[] {
  const channel = client.channels.cache.get(channelId);
  return lacking(botPermissionsIn(client, channelId), editing ? editNeeds : tableNeeds(channel?.isThread() === true));
}

/** "View Channel and Embed Links", in the names Discord's own settings show. */
export function permissionList(missing: readonly BotPermission[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(missing.map((name) => t(words[name])));
}
