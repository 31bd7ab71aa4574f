// Low-level talking to Discord: post and edit in a channel with permission checks, tell Discord's error codes apart, acknowledge interactions.

import {
  type Channel,
  type ChatInputCommandInteraction,
  type Client,
  DiscordAPIError,
  type MessageComponentInteraction,
  type MessageCreateOptions,
  type MessageEditOptions,
  MessageFlags,
  type RateLimitData,
  RateLimitError,
  RESTJSONErrorCodes,
  type SendableChannels,
  type ThreadChannel,
} from 'discord.js';
import type { MessagePlace } from '../../engine/tables/contract.js';
import { t } from '../../i18n/index.js';
import type { BotContext } from '../runtime/context.js';
import { tooLateToAnswer } from '../runtime/interaction-deadline.js';
import { lackingToPost } from '../runtime/permissions.js';
import type { Announcer } from './announcer.js';

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

/** Channels of servers this process does not serve, by client: fetched once each, kept out of discord.js's cache. */
const foreignChannels = new WeakMap<Client, Map<string, Channel>>();
/** The most kept per process (the least recently fetched goes first): each is one table's place. */
const FOREIGN_CHANNELS_KEPT = 1000;

/**
 * The channel to post or edit in. Issue 32: with the shards split between
 * processes, a table in a server this process does not serve is moved here
 * when a member presses a button in their DMs (Discord sends every DM to
 * shard 0). discord.js makes no channel of a server it does not know (its
 * fetch answers null), so that table's message and news were silently not
 * shown. Such a channel is fetched without its server (`allowUnknownGuild`)
 * and kept aside, out of the client's cache, where code reading a channel's
 * server (its permissions) would meet one that is missing. Throws as a fetch
 * does.
 */
async function channelById(link: DiscordLink, channelId: string): Promise<Channel | null> {
  const { client } = link;
  const kept = foreignChannels.get(client) ?? new Map<string, Channel>();
  foreignChannels.set(client, kept);
  // Kept (for a server not served here), or in the cache (for one that is): no request.
  const known = kept.get(channelId) ?? (await client.channels.fetch(channelId));
  if (known) return known;
  // The first time only: a second request, for the channel without its server.
  const found = await client.channels.fetch(channelId, { allowUnknownGuild: true, cache: false });
  if (!found) return null;
  kept.delete(channelId);
  kept.set(channelId, found);
  if (kept.size > FOREIGN_CHANNELS_KEPT) kept.delete(kept.keys().next().value!);
  return found;
}

async function sendableChannel(link: DiscordLink, channelId: string): Promise<SendableChannels | null> {
  try {
    const channel = await channelById(link, channelId);
    return channel?.isSendable() ? channel : null;
  } catch (error) {
    link.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'channel unavailable');
    return null;
  }
}

/**
 * Posts to a channel; a Discord refusal (deleted channel, missing
 * permission) is logged and swallowed: the game already stands in SQLite
 * and must not be rolled back by a message that could not be shown. A post
 * the bot knows it may not make (its permissions as Discord last told it)
 * is not sent at all: a refused request still spends the request budget.
 */
export async function post(link: DiscordLink, channelId: string, message: MessageCreateOptions): Promise<string | null> {
  return (await posted(link, channelId, message))?.id ?? null;
}

/**
 * As post(), with the message Discord answered with: with a nonce Discord
 * already holds, the message it made then (issue 32), which may read
 * otherwise than the one sent.
 */
export async function posted(link: DiscordLink, channelId: string, message: MessageCreateOptions): Promise<{ id: string; content: string } | null> {
  const missing = lackingToPost(link.client, channelId, message);
  if (missing.length > 0) {
    link.log.warn({ channel: channelId, missing }, 'not posting: the bot lacks permissions there');
    return null;
  }
  const channel = await sendableChannel(link, channelId);
  if (!channel) return null;
  try {
    const made = await channel.send(message);
    return { id: made.id, content: made.content };
  } catch (error) {
    link.log.warn({ channel: channelId, code: discordErrorCode(error) }, 'could not post to channel');
    return null;
  }
}

/**
 * How an edit went: `gone` only when the message (or its channel) no longer
 * exists, so only then is a new one posted; `refused` when Discord says the
 * bot lacks a permission; any other failure (a passing network error) is
 * retried with the next edit instead of duplicating the message.
 */
export type EditOutcome = 'edited' | 'gone' | 'failed' | 'refused' | Slowed;

/**
 * Discord answered the edit 429 (its 30046 for a message older than an hour
 * edited too often, or a route's own limit): the body sent is stale by the
 * time the wait is over, so it is not sent again. The caller waits
 * `retryAfterMs`, then draws the newest state.
 */
export interface Slowed {
  slowed: true;
  retryAfterMs: number;
}

/**
 * discord.js's `rest.rejectOnRateLimit` for the bot's client: a rate-limited
 * message edit is thrown to `edit()` (a RateLimitError) instead of being
 * slept on and sent again with the body it had — on Discord an edit of a
 * message older than an hour can wait many seconds (30046), and by then the
 * table has moved on. Every other request waits as discord.js does.
 */
export function rejectRateLimitedEdits(limit: Pick<RateLimitData, 'method' | 'route'>): boolean {
  return limit.method.toUpperCase() === 'PATCH' && limit.route === '/channels/:id/messages/:id';
}

/** Reopens an archived thread (the bot made it, so it may): the Discord error code when it will not, undefined when it did. */
async function reopen(thread: ThreadChannel): Promise<number | null | undefined> {
  try {
    await thread.setArchived(false);
    return undefined;
  } catch (error) {
    return discordErrorCode(error);
  }
}

/**
 * Edits a message in place; a table in an archived thread reopens it first
 * (Discord allows no edit in one). Only Discord saying the message or
 * channel is gone, or that the thread cannot be reopened, makes it `gone`;
 * a network error is `failed`, and the next edit tries again.
 */
export async function edit(link: DiscordLink, channelId: string, messageId: string, message: MessageEditOptions): Promise<EditOutcome> {
  let channel: Channel | null;
  try {
    channel = await channelById(link, channelId);
  } catch (error) {
    const code = discordErrorCode(error);
    link.log.warn({ channel: channelId, code }, 'channel unavailable');
    return code === RESTJSONErrorCodes.UnknownChannel ? 'gone' : 'failed';
  }
  if (!channel?.isSendable()) return 'gone';
  const reopened = async (thread: ThreadChannel): Promise<EditOutcome | null> => {
    const code = await reopen(thread);
    if (code === undefined) return null;
    link.log.warn({ channel: channelId, code }, 'could not reopen an archived thread');
    // Refused (not a passing failure): a new message is the only way, and sending one reopens the thread.
    return code === null ? 'failed' : 'gone';
  };
  if (channel.isThread() && channel.archived) {
    const refused = await reopened(channel);
    if (refused) return refused;
  }
  const target = channel;
  const attempt = async (): Promise<EditOutcome | number | null> => {
    try {
      await target.messages.edit(messageId, message);
      return 'edited';
    } catch (error) {
      if (error instanceof RateLimitError) return { slowed: true, retryAfterMs: Math.max(error.retryAfter, error.timeToReset, 0) };
      const code = discordErrorCode(error);
      // discord.js 14 never parses a 429's body (it sleeps and resends, or throws the RateLimitError above), so the
      // code comes as an error only if that changes; then the wait is the old-message window's.
      if (code === RESTJSONErrorCodes.MaximumNumberOfEditsToMessagesOlderThanOneHourReached) return { slowed: true, retryAfterMs: 6000 };
      return code;
    }
  };
  let outcome = await attempt();
  // The cache did not know yet that the thread had been archived: reopen it and try once more.
  if (outcome === RESTJSONErrorCodes.InvalidActionOnArchivedThread && target.isThread()) outcome = (await reopened(target)) ?? (await attempt());
  if (typeof outcome === 'object' && outcome !== null) {
    link.log.info({ channel: channelId, retryAfterMs: outcome.retryAfterMs }, 'edit rate-limited: the newest state is drawn after the wait');
    return outcome;
  }
  if (outcome === 'edited' || outcome === 'gone' || outcome === 'failed') return outcome;
  if (outcome === RESTJSONErrorCodes.UnknownMessage || outcome === RESTJSONErrorCodes.UnknownChannel) return 'gone';
  link.log.warn({ channel: channelId, code: outcome }, 'could not edit message');
  if (outcome === RESTJSONErrorCodes.MissingAccess || outcome === RESTJSONErrorCodes.MissingPermissions) return 'refused';
  return 'failed';
}

export type ActingInteraction = ChatInputCommandInteraction | MessageComponentInteraction;

/**
 * Every interaction is answered once its action is saved, whatever Discord
 * refused before: a press is acknowledged silently (the table message shows
 * the rest), a command with one short private sentence. Otherwise the
 * player sees "This interaction failed" for an action that went through.
 */
export async function acknowledge(link: DiscordLink & Pick<BotContext, 'now'>, interaction: ActingInteraction): Promise<void> {
  if (interaction.replied || interaction.deferred) return;
  // Past Discord's 3 seconds (and the clocks' allowance) the token is dead: another try would only be refused (10062).
  if (tooLateToAnswer(interaction.createdTimestamp, link.now())) return;
  await bestEffort(link, 'acknowledge', () =>
    interaction.isMessageComponent()
      ? interaction.deferUpdate()
      : interaction.reply({ content: t('interaction-done-fallback'), flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } }),
  );
}

/**
 * A public message about a table, said through the bot's announcer: in the
 * channel's order and rate, as a follow-up of the interaction when there is
 * one (it needs no channel permission), else straight to the channel.
 * `owed`: what an action saved before this process started still owes;
 * `order`: the message's action and place in it.
 */
export function channelSay(link: DiscordLink & { announcer: Announcer }, channelId: string, interaction?: ActingInteraction, owed = false) {
  return (message: MessageCreateOptions, order?: MessagePlace): Promise<boolean> =>
    link.announcer.say(channelId, message, interaction, { owed, ...(order ? { order } : {}) });
}
