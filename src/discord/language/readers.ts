// Picks the language a message is read in: a member's own Discord language for private replies, the server's chosen language for the channel.
import { type Language, languageOf, speaking } from '../../i18n/language.js';
import { namingHouse } from '../kit/wording.js';
import type { BotContext } from '../runtime/context.js';

/**
 * Who reads which language (issue 19): what one member alone reads (an
 * ephemeral reply, a DM) in their own Discord language; what the channel
 * reads in the server's, as `/gm config set language` set it, else the
 * server's Discord language, else English. A language we do not speak is
 * read in English.
 */

export async function serverLanguage(context: Pick<BotContext, 'servers' | 'client'>, serverId: string | null): Promise<Language> {
  if (serverId === null) return 'en';
  const chosen = (await context.servers.settings(serverId)).language;
  return chosen ?? languageOf(context.client.guilds.cache.get(serverId)?.preferredLocale) ?? 'en';
}

/** The server a channel or thread is in (null for a DM), as the bot's cache knows it. */
export function serverOfChannel(context: Pick<BotContext, 'client'>, channelId: string): string | null {
  const channel = context.client.channels.cache.get(channelId);
  return channel && 'guildId' in channel ? channel.guildId : null;
}

/** Renders what the channel will read, in the server's language. */
export async function inServerLanguage<T>(context: Pick<BotContext, 'servers' | 'client'>, serverId: string | null, work: () => T | Promise<T>): Promise<T> {
  const houseName = serverId === null ? null : (await context.servers.settings(serverId)).houseName;
  return speaking(await serverLanguage(context, serverId), () => namingHouse(houseName, work));
}

/** Renders what one member alone will read (a DM), in their language. */
export async function inMemberLanguage<T>(context: Pick<BotContext, 'members'>, userId: string, work: () => T | Promise<T>): Promise<T> {
  return speaking(await context.members.language(userId), work);
}
