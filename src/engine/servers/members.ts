// The members as a service bound to the database: the names they go by, the language they read, their DM channels.
import type { Store, Tx } from '../../db/store.js';
import { type Language, languageOf } from '../../i18n/language.js';
import { forgetDmChannel, rememberDmChannel, rememberedDmChannel } from './dm-channels.js';
import { memberLanguage, rememberLocale } from './member-locales.js';
import { rememberedNames, rememberMember } from './settings.js';

/** A name or locale an interaction gave, kept until it is written. */
interface Unwritten<T> {
  value: T;
  now: number;
}

/**
 * Issue 31: what members' interactions teach (the name each goes by, the
 * language each reads) is written after the interaction's first answer, not
 * before it: the dispatcher calls `writeRemembered` once the handler is done.
 * Until then it is read from here, so the action's own messages already name
 * the member as they go by now. A crash in between loses only that: the
 * member's next interaction gives them again (the seen locales are not kept
 * across a restart), and meanwhile a name reads as the one before.
 */
export class Members {
  /** The locale last written (or about to be) for each member: a locale unchanged since is not written again. */
  private readonly localesSeen = new Map<string, string>();
  /** Names by server and member, not yet written. */
  private readonly unwrittenNames = new Map<string, Unwritten<{ serverId: string; userId: string; displayName: string }>>();
  /** Locales by member, not yet written. */
  private readonly unwrittenLocales = new Map<string, Unwritten<string>>();

  /** The connection's statements: inside an action they join its transaction, outside every one each takes its own turn. */
  private readonly tx: Tx;

  constructor(private readonly store: Store) {
    this.tx = this.store.tx;
  }

  /** Remembers the name a member goes by, for scoresheets and leaderboards read later (written by `writeRemembered`). */
  remember(serverId: string, userId: string, displayName: string, now: number): void {
    this.unwrittenNames.set(`${serverId}/${userId}`, { value: { serverId, userId, displayName }, now });
  }

  /** The name a member was last seen with in a server, or null when they never acted there. */
  async rememberedName(serverId: string, userId: string): Promise<string | null> {
    return (await this.rememberedNames(serverId, [userId])).get(userId) ?? null;
  }

  /** The names members were last seen with in a server, in one read: null for one who never acted there. */
  async rememberedNames(serverId: string, userIds: readonly string[]): Promise<Map<string, string | null>> {
    const names = new Map<string, string | null>();
    const unread: string[] = [];
    for (const userId of userIds) {
      const unwritten = this.unwrittenNames.get(`${serverId}/${userId}`)?.value.displayName;
      if (unwritten === undefined) unread.push(userId);
      else names.set(userId, unwritten);
    }
    const stored = unread.length > 0 ? await rememberedNames(this.tx, serverId, unread) : new Map<string, string>();
    for (const userId of unread) names.set(userId, stored.get(userId) ?? null);
    return names;
  }

  /** The name a member was last seen with, for text outside Discord (files); their id when never seen. */
  async name(serverId: string, userId: string): Promise<string> {
    return (await this.rememberedName(serverId, userId)) ?? userId;
  }

  /** The member's language as their last interaction gave it. */
  async language(userId: string): Promise<Language> {
    const unwritten = this.unwrittenLocales.get(userId);
    if (unwritten !== undefined) return languageOf(unwritten.value) ?? 'en';
    return memberLanguage(this.tx, userId);
  }

  /** Remembers a member's client locale (written by `writeRemembered`, only when it changed since this bot last saw it). */
  rememberLocale(userId: string, locale: string, now: number): void {
    if (this.localesSeen.get(userId) === locale) return;
    this.unwrittenLocales.set(userId, { value: locale, now });
    this.localesSeen.set(userId, locale);
  }

  /** Whether names or locales wait to be written. */
  get owesWrites(): boolean {
    return this.unwrittenNames.size > 0 || this.unwrittenLocales.size > 0;
  }

  /**
   * Writes the names and locales remembered since the last call, in one
   * transaction. When the database refuses (busy), they stay to be written
   * with the next interaction's, and the error is thrown for the caller to log.
   */
  async writeRemembered(): Promise<void> {
    if (!this.owesWrites) return;
    const names = [...this.unwrittenNames.entries()];
    const locales = [...this.unwrittenLocales.entries()];
    await this.store.transaction(async () => {
      for (const [, { value, now }] of names) await rememberMember(this.tx, value.serverId, value.userId, value.displayName, now);
      for (const [userId, { value, now }] of locales) await rememberLocale(this.tx, userId, value, now);
    });
    // Only what was written: a name remembered while the store's turn was awaited waits for the next write.
    for (const [key, written] of names) if (this.unwrittenNames.get(key) === written) this.unwrittenNames.delete(key);
    for (const [userId, written] of locales) if (this.unwrittenLocales.get(userId) === written) this.unwrittenLocales.delete(userId);
  }

  /** The DM channel remembered for a member, or null when the bot never opened one (or forgot it). */
  async dmChannel(userId: string): Promise<string | null> {
    return rememberedDmChannel(this.tx, userId);
  }

  async rememberDmChannel(userId: string, channelId: string, now: number): Promise<void> {
    await rememberDmChannel(this.tx, userId, channelId, now);
  }

  /** Discord answered 10003 for it: the next DM opens the channel anew. */
  async forgetDmChannel(userId: string, channelId: string): Promise<void> {
    await forgetDmChannel(this.tx, userId, channelId);
  }
}
