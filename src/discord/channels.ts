import { DiscordAPIError, RESTJSONErrorCodes, type MessageCreateOptions, type MessageEditOptions, type SendableChannels } from 'discord.js';
import type { BotContext } from './context.js';

/** Discord said no for a reason worth telling apart (closed DMs, missing permission, gone). */
export function discordErrorCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null;
}

export async function sendableChannel(context: BotContext, channelId: string): Promise<SendableChannels | null> {
  try {
    const channel = await context.client.channels.fetch(channelId);
    return channel?.isSendable() ? channel : null;
  } catch (error) {
    context.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'channel unavailable');
    return null;
  }
}

/**
 * Posts to a channel; a Discord refusal (deleted channel, missing
 * permission) is logged and swallowed: the game already stands in SQLite
 * and must not be rolled back by a message that could not be shown.
 */
export async function post(context: BotContext, channelId: string, message: MessageCreateOptions): Promise<string | null> {
  const channel = await sendableChannel(context, channelId);
  if (!channel) return null;
  try {
    return (await channel.send(message)).id;
  } catch (error) {
    context.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'could not post to channel');
    return null;
  }
}

/** Edits a message in place; says false when it is gone so the caller can post it anew. */
export async function edit(context: BotContext, channelId: string, messageId: string, message: MessageEditOptions): Promise<boolean> {
  const channel = await sendableChannel(context, channelId);
  if (!channel || !('messages' in channel)) return false;
  try {
    await channel.messages.edit(messageId, message);
    return true;
  } catch (error) {
    const code = discordErrorCode(error);
    if (code !== RESTJSONErrorCodes.UnknownMessage) context.log.warn({ channel: channelId, code }, 'could not edit message');
    return false;
  }
}
