import {
  type ChatInputCommandInteraction,
  DiscordAPIError,
  type MessageComponentInteraction,
  type MessageCreateOptions,
  type MessageEditOptions,
  RESTJSONErrorCodes,
  type SendableChannels,
} from 'discord.js';
import type { BotContext } from './context.js';

/** What talking to Discord needs: the client, and the log for what it refused. */
export type DiscordLink = Pick<BotContext, 'client' | 'log'>;

/** Discord said no for a reason worth telling apart (closed DMs, missing permission, gone). */
export function discordErrorCode(error: unknown): number | null {
  return error instanceof DiscordAPIError && typeof error.code === 'number' ? error.code : null;
}

/**
 * A Discord call made after the action is already saved: if Discord refuses
 * (too late, a permission, the network), it is logged and what follows still
 * runs — the table, the announcements and the dice must not depend on it.
 */
export async function bestEffort(link: DiscordLink, what: string, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    link.log.warn({ what, code: discordErrorCode(error) }, 'a Discord call failed after the action was saved');
    return false;
  }
}

export async function sendableChannel(link: DiscordLink, channelId: string): Promise<SendableChannels | null> {
  try {
    const channel = await link.client.channels.fetch(channelId);
    return channel?.isSendable() ? channel : null;
  } catch (error) {
    link.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'channel unavailable');
    return null;
  }
}

/**
 * Posts to a channel; a Discord refusal (deleted channel, missing
 * permission) is logged and swallowed: the game already stands in SQLite
 * and must not be rolled back by a message that could not be shown.
 */
export async function post(link: DiscordLink, channelId: string, message: MessageCreateOptions): Promise<string | null> {
  const channel = await sendableChannel(link, channelId);
  if (!channel) return null;
  try {
    return (await channel.send(message)).id;
  } catch (error) {
    link.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'could not post to channel');
    return null;
  }
}

/** Edits a message in place; says false when it is gone so the caller can post it anew. */
export async function edit(link: DiscordLink, channelId: string, messageId: string, message: MessageEditOptions): Promise<boolean> {
  const channel = await sendableChannel(link, channelId);
  if (!channel || !('messages' in channel)) return false;
  try {
    await channel.messages.edit(messageId, message);
    return true;
  } catch (error) {
    const code = discordErrorCode(error);
    if (code !== RESTJSONErrorCodes.UnknownMessage) link.log.warn({ channel: channelId, code }, 'could not edit message');
    return false;
  }
}

export type ActingInteraction = ChatInputCommandInteraction | MessageComponentInteraction;

/**
 * A public message about a table: through the interaction when there is one
 * (a follow-up needs no channel permission), else straight to the channel.
 */
export function channelVoice(link: DiscordLink, channelId: string, interaction?: ActingInteraction) {
  return async (message: MessageCreateOptions): Promise<void> => {
    if (interaction && (interaction.replied || interaction.deferred)) {
      const { content, components, allowedMentions } = message;
      if (await bestEffort(link, 'follow-up', () => interaction.followUp({ content, components, allowedMentions }))) return;
    }
    await post(link, channelId, message);
  };
}
