// Queues each channel's public table messages in order within Discord's 5-per-5-seconds limit, merging a backlog into as few messages as fit.
import type { MessageCreateOptions } from 'discord.js';
import { DISCORD_LIMITS } from '../kit/budget.js';
import { lackingToPost } from '../runtime/permissions.js';
import type { ChannelWindow } from './channel-window.js';
import { type ActingInteraction, bestEffort, type DiscordLink, post } from './channels.js';
import { nonceOf } from './nonces.js';

/** Interaction tokens live 15 minutes; a follow-up keeps a margin. */
const TOKEN_USABLE_MS = 14 * 60_000;
/** Merged announcements stay under a message's content limit, with the margin (kit/budget.ts). */
const CONTENT_LIMIT = DISCORD_LIMITS.content;
const FILES_LIMIT = 10;

interface Waiting {
  message: MessageCreateOptions;
  interaction: ActingInteraction | undefined;
  said: (outcome: boolean) => void;
}

/**
 * Every public message about a table goes through here, per channel, in
 * order: within the channel's 5 messages in any 5 seconds (Discord answers
 * more with 429s and lag), and when players act faster than that, what
 * waited is said together — sentences of several actions packed into as few
 * messages as Discord takes — so nothing is lost and the channel keeps up.
 * A message goes as a follow-up of the newest waiting interaction (which
 * needs no channel permission and is exempt from Discord's global limit),
 * else straight to the channel. Owned by the bot.
 */
export class Announcer {
  private readonly queues = new Map<string, Waiting[]>();
  private readonly draining = new Set<string>();

  constructor(
    private readonly link: DiscordLink & {
      now: () => number;
      /**
       * Issue 32: other processes share the tables (clusters). A message
       * with a nonce then goes to the channel, where Discord keeps the
       * nonce, rather than as a follow-up, which has none: a cluster killed
       * between saying it and noting so says it again at its start, and
       * only the nonce stops Discord taking it twice. The follow-up's
       * advantage, not counting against the bot's 50 a second, is gone
       * behind the proxy anyway (it counts every request).
       */
      shared?: boolean;
    },
    private readonly window: ChannelWindow,
  ) {}

  /** Says a message in a channel; true once it was shown (alone or with others). */
  say(channelId: string, message: MessageCreateOptions, interaction?: ActingInteraction): Promise<boolean> {
    return new Promise((said) => {
      const queue = this.queues.get(channelId) ?? [];
      queue.push({ message, interaction, said });
      this.queues.set(channelId, queue);
      if (!this.draining.has(channelId)) void this.drain(channelId);
    });
  }

  private async drain(channelId: string): Promise<void> {
    this.draining.add(channelId);
    try {
      for (;;) {
        const answered = await this.window.turn(channelId);
        const queue = this.queues.get(channelId) ?? [];
        if (queue.length === 0) {
          answered();
          break;
        }
        const batch = takeBatch(queue);
        const outcome = await this.send(channelId, batch).finally(answered);
        for (const waiting of batch) waiting.said(outcome);
        if (queue.length === 0) break;
      }
    } finally {
      this.draining.delete(channelId);
      this.queues.delete(channelId);
    }
  }

  private async send(channelId: string, batch: readonly Waiting[]): Promise<boolean> {
    const message = merged(batch);
    const now = this.link.now();
    const carrier = [...batch]
      .reverse()
      .map((waiting) => waiting.interaction)
      // A follow-up shows where its interaction was: only one from this channel may carry the message.
      .find(
        (interaction) =>
          interaction?.channelId === channelId && (interaction.replied || interaction.deferred) && now - interaction.createdTimestamp < TOKEN_USABLE_MS,
      );
    // Where the bot may not post, the follow-up still carries it: said twice at worst, never lost.
    const once = this.link.shared === true && message.nonce !== undefined && lackingToPost(this.link.client, channelId, message).length === 0;
    if (carrier && !once) {
      const { content, components, allowedMentions, files } = message;
      if (await bestEffort(this.link, 'follow-up', () => carrier.followUp({ content, components, allowedMentions, files }))) return true;
    }
    return (await post(this.link, channelId, message)) !== null;
  }
}

/**
 * The messages said as one: the first waiting, and after it those that fit
 * with it in one message — plain announcements only (a message with buttons
 * or its own mention list stays alone).
 */
function takeBatch(queue: Waiting[]): Waiting[] {
  const first = queue.shift()!;
  const batch = [first];
  if (!mergeable(first.message)) return batch;
  let length = first.message.content?.length ?? 0;
  let files = first.message.files?.length ?? 0;
  while (queue.length > 0) {
    const next = queue[0]!.message;
    const nextLength = length + 1 + (next.content?.length ?? 0);
    const nextFiles = files + (next.files?.length ?? 0);
    if (!mergeable(next) || nextLength > CONTENT_LIMIT || nextFiles > FILES_LIMIT) break;
    batch.push(queue.shift()!);
    length = nextLength;
    files = nextFiles;
  }
  return batch;
}

function mergeable(message: MessageCreateOptions): boolean {
  const mentions = message.allowedMentions;
  return !message.components?.length && !message.embeds?.length && mentions?.users === undefined && mentions?.roles === undefined;
}

function merged(batch: readonly Waiting[]): MessageCreateOptions {
  if (batch.length === 1) return batch[0]!.message;
  // Said together, messages that each had a nonce share one made of theirs: the same messages said together again are
  // one message. Said again after a crash they are rarely merged the same way (the others of the batch were noted said),
  // so a merged message cut off mid-send may be said twice: a burst's price, taken for its fewer posts.
  const nonces = batch.map((waiting) => waiting.message.nonce);
  const every = nonces.every((nonce) => nonce !== undefined);
  return {
    content: batch.map((waiting) => waiting.message.content ?? '').join('\n'),
    allowedMentions: batch[0]!.message.allowedMentions,
    files: batch.flatMap((waiting) => waiting.message.files ?? []),
    ...(every ? { nonce: nonceOf(...nonces.map(String)), enforceNonce: true } : {}),
  };
}
