// The channel permissions the bot needs for tables and threads, how to find which it lacks, and how to name them to members.
import { type Client, PermissionFlagsBits, type PermissionsBitField } from 'discord.js';
import { listed, type MessageKey, t } from '../../i18n/index.js';

/** Every permission a table needs of the bot, in discord.js's names: what the invite asks for (README, test/hosting.test.ts), and nothing else. */
export const botPermissions = ['ViewChannel', 'SendMessages', 'SendMessagesInThreads', 'EmbedLinks', 'CreatePublicThreads', 'AttachFiles'] as const;
export type BotPermission = (typeof botPermissions)[number];

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

/**
 * What opening a table in a new thread of a channel takes; the thread then
 * has the channel's permissions. Send Messages too: Discord asks it to
 * reopen a thread it has archived.
 */
export const threadNeeds: readonly BotPermission[] = ['ViewChannel', 'CreatePublicThreads', 'SendMessagesInThreads', 'SendMessages', 'EmbedLinks'];

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

/** What posting this message in a channel takes: Embed Links only with embeds, Attach Files only with files. */
export function lackingToPost(client: Client, channelId: string, message: { embeds?: readonly unknown[]; files?: readonly unknown[] }): BotPermission[] {
  const channel = client.channels.cache.get(channelId);
  const needed: BotPermission[] = ['ViewChannel', channel?.isThread() === true ? 'SendMessagesInThreads' : 'SendMessages'];
  if (message.embeds?.length) needed.push('EmbedLinks');
  if (message.files?.length) needed.push('AttachFiles');
  return lacking(botPermissionsIn(client, channelId), needed);
}

/** "View Channel and Embed Links", in the names Discord's own settings show. */
export function permissionList(missing: readonly BotPermission[]): string {
  return listed(missing.map((name) => t(words[name])));
}
