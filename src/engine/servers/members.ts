// The members as a service bound to the database: the names they go by, the language they read, their DM channels.
import type { Db } from '../../db/connection.js';
import type { Language } from '../../i18n/language.js';
import { forgetDmChannel, rememberDmChannel, rememberedDmChannel } from './dm-channels.js';
import { memberLanguage, rememberLocale } from './member-locales.js';
import { memberName, rememberedName, rememberMember } from './settings.js';

export class Members {
  /** The locale last written for each member: a locale unchanged since is not written again. */
  private readonly localesSeen = new Map<string, string>();

  constructor(private readonly db: Db) {}

  /** Remembers the name a member goes by, for scoresheets and leaderboards read later. */
  remember(serverId: string, userId: string, displayName: string, now: number): void {
    rememberMember(this.db, serverId, userId, displayName, now);
  }

  /** The name a member was last seen with in a server, or null when they never acted there. */
  rememberedName(serverId: string, userId: string): string | null {
    return rememberedName(this.db, serverId, userId);
  }

  /** The name a member was last seen with, for text outside Discord (files); their id when never seen. */
  name(serverId: string, userId: string): string {
    return memberName(this.db, serverId, userId);
  }

  /** The member's language as their last interaction gave it. */
  language(userId: string): Language {
    return memberLanguage(this.db, userId);
  }

  /** Remembers a member's client locale (written only when it changed since this bot last saw it). */
  rememberLocale(userId: string, locale: string, now: number): void {
    if (this.localesSeen.get(userId) === locale) return;
    rememberLocale(this.db, userId, locale, now);
    this.localesSeen.set(userId, locale);
  }

  /** The DM channel remembered for a member, or null when the bot never opened one (or forgot it). */
  dmChannel(userId: string): string | null {
    return rememberedDmChannel(this.db, userId);
  }

  rememberDmChannel(userId: string, channelId: string, now: number): void {
    rememberDmChannel(this.db, userId, channelId, now);
  }

  /** Discord answered 10003 for it: the next DM opens the channel anew. */
  forgetDmChannel(userId: string, channelId: string): void {
    forgetDmChannel(this.db, userId, channelId);
  }
}
