import { type Db, prepared } from '../../db/connection.js';
import { serverSettings } from '../../engine/servers/settings.js';
import { type Language, languageOf, speaking } from '../../i18n/language.js';
import type { BotContext } from '../runtime/context.js';

/**
 * Who reads which language (issue 19): what one member alone reads (an
 * ephemeral reply, a DM) in their own Discord language; what the channel
 * reads in the server's, as `/gm config set language` set it, else the
 * server's Discord language, else English. A language we do not speak is
 * read in English.
 */

/** The member's language as their last interaction gave it (Discord sends each client's locale with every interaction). */
export function memberLanguage(db: Db, userId: string): Language {
  const row = prepared(db, 'SELECT locale FROM member_locales WHERE user_id = ?').get(userId) as { locale: string } | undefined;
  return languageOf(row?.locale) ?? 'en';
}

/** Remembers a member's client locale (written only when it changed since the bot last saw it). */
export function rememberLocale(db: Db, seen: Map<string, string>, userId: string, locale: string, now: number): void {
  if (seen.get(userId) === locale) return;
  prepared(
    db,
    `INSERT INTO member_locales (user_id, locale, seen_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, seen_at = excluded.seen_at`,
  ).run(userId, locale, now);
  seen.set(userId, locale);
}

export function serverLanguage(context: Pick<BotContext, 'db' | 'client'>, serverId: string | null): Language {
  if (serverId === null) return 'en';
  const chosen = serverSettings(context.db, serverId).language;
  return chosen ?? languageOf(context.client.guilds.cache.get(serverId)?.preferredLocale) ?? 'en';
}

/** The server a channel or thread is in (null for a DM), as the bot's cache knows it. */
export function serverOfChannel(context: Pick<BotContext, 'client'>, channelId: string): string | null {
  const channel = context.client.channels.cache.get(channelId);
  return channel && 'guildId' in channel ? channel.guildId : null;
}

/** Renders what the channel will read, in the server's language. */
export function inServerVoice<T>(context: Pick<BotContext, 'db' | 'client'>, serverId: string | null, work: () => T): T {
  return speaking(serverLanguage(context, serverId), work);
}

/** Renders what one member alone will read (a DM), in their language. */
export function inMemberVoice<T>(context: Pick<BotContext, 'db'>, userId: string, work: () => T): T {
  return speaking(memberLanguage(context.db, userId), work);
}
