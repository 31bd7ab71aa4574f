// Queues each channel's public table messages in order within Discord's 5-per-5-seconds limit, merging a backlog into as few messages as fit.
import type { MessageCreateOptions } from 'discord.js';
import type { MessagePlace } from '../../engine/tables/contract.js';
import { DISCORD_LIMITS } from '../kit/budget.js';
import { lackingToPost } from '../runtime/permissions.js';
import type { ChannelWindow } from './channel-window.js';
import { type ActingInteraction, bestEffort, type DiscordLink, posted } from './channels.js';
import { nonceOf } from './nonces.js';

/** Interaction tokens live 15 minutes; a follow-up keeps a margin. */
const TOKEN_USABLE_MS = 14 * 60_000;
/** Merged announcements stay under a message's content limit, with the margin (kit/budget.ts). */
const CONTENT_LIMIT = DISCORD_LIMITS.content;
const FILES_LIMIT = 10;
/** How long the rest of a merged message found after a crash is looked for among the owed messages. */
const MADE_BEFORE_KEPT_MS = 2 * 60_000;

/** How a message is said (publish.ts). */
export interface Saying {
  /** Owed since before this process started (shown again after a crash): said alone, and perhaps already said (`madeBefore`). */
  owed?: boolean;
  /** Its action and its place among the action's messages: the order a restart says owed messages in. */
  order?: MessagePlace;
}

interface Waiting extends Saying {
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
  /**
   * Issue 32, per channel: the rest of a merged message Discord made before
   * a crash, found when an owed message's nonce brought it back; the owed
   * messages after it that it already says are not said again. Kept a few
   * minutes (a restart shows what it owes in seconds).
   */
  private readonly madeBefore = new Map<string, { rest: string; until: number }>();

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
      /**
       * Issue 32: notes the messages of a merged message said, all in one
       * transaction, before any of them is taken as said (each `[action,
       * index]`): killed after it, a restart owes all of them or none.
       */
      noteSaidTogether?: (parts: readonly MessagePlace[]) => Promise<void>;
    },
    private readonly window: ChannelWindow,
  ) {}

  /**
   * Says a message in a channel; true once it was shown (alone or with
   * others).
   */
  say(channelId: string, message: MessageCreateOptions, interaction?: ActingInteraction, saying: Saying = {}): Promise<boolean> {
    return new Promise((said) => {
      const queue = this.queues.get(channelId) ?? [];
      queue.push({ ...saying, message, interaction, said });
      this.queues.set(channelId, queue);
      if (!this.draining.has(channelId)) void this.drain(channelId);
    });
  }

  private async drain(channelId: string): Promise<void> {
    this.draining.add(channelId);
    try {
      for (;;) {
        // What a merged message made before a crash already said takes no turn of the channel's.
        this.skipMadeBefore(channelId);
        if ((this.queues.get(channelId) ?? []).length === 0) break;
        const answered = await this.window.turn(channelId);
        const queue = this.queues.get(channelId) ?? [];
        if (queue.length === 0) {
          answered();
          break;
        }
        const batch = takeBatch(queue);
        const outcome = await this.send(channelId, batch).finally(answered);
        if (outcome && batch.length > 1) await this.noteTogether(channelId, batch);
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
    const made = await posted(this.link, channelId, message);
    if (made && batch[0]!.owed) this.noteMadeBefore(channelId, message, made.content);
    return made !== null;
  }

  /** The parts of a merged message, noted said together (each part's own note follows, as for any message). */
  private async noteTogether(channelId: string, batch: readonly Waiting[]): Promise<void> {
    const parts = batch.flatMap((waiting) => (waiting.order ? [waiting.order] : []));
    if (parts.length < 2 || !this.link.noteSaidTogether) return;
    try {
      await this.link.noteSaidTogether(parts);
    } catch (error) {
      this.link.log.warn({ channel: channelId, parts: parts.length, err: error }, 'could not note a merged message said');
    }
  }

  /**
   * Issue 32: a merged message carries its first part's nonce. Said again
   * after a crash, that part comes back from Discord as the whole merged
   * message, when Discord had made it: what follows the part there was said
   * too, and the owed messages that read so are not said again.
   */
  private noteMadeBefore(channelId: string, sent: MessageCreateOptions, made: string): void {
    const rest = sent.nonce === undefined ? null : linesAfter(made, sent.content ?? '');
    if (rest) this.madeBefore.set(channelId, { rest, until: this.link.now() + MADE_BEFORE_KEPT_MS });
  }

  /**
   * The owed messages at the head of the channel's queue that the merged
   * message Discord made before a crash already said, in its order. An owed
   * message it does not say (an action's second message, said after the
   * merged one) is said as usual; one that reads the same as the next part
   * takes that part's place, which shows the channel the same.
   */
  private skipMadeBefore(channelId: string): void {
    const queue = this.queues.get(channelId) ?? [];
    for (;;) {
      const made = this.madeBefore.get(channelId);
      const head = queue[0];
      if (!made || !head?.owed) return;
      if (made.until < this.link.now()) {
        this.madeBefore.delete(channelId);
        return;
      }
      const rest = linesAfter(made.rest, head.message.content ?? '');
      if (rest === null) return;
      if (rest === '') this.madeBefore.delete(channelId);
      else made.rest = rest;
      queue.shift()!.said(true);
    }
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
  // A message owed since before a crash goes alone: its nonce may bring back a merged message Discord made then.
  if (first.owed || !mergeable(first.message)) return batch;
  let length = first.message.content?.length ?? 0;
  let files = first.message.files?.length ?? 0;
  while (queue.length > 0) {
    const next = queue[0]!.message;
    const nextLength = length + 1 + (next.content?.length ?? 0);
    const nextFiles = files + (next.files?.length ?? 0);
    if (queue[0]!.owed || !mergeable(next) || nextLength > CONTENT_LIMIT || nextFiles > FILES_LIMIT) break;
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

function merged(waiting: readonly Waiting[]): MessageCreateOptions {
  if (waiting.length === 1) return waiting[0]!.message;
  // In the order their actions were saved (publishing them may have raced), which is the order a restart says them in.
  const batch = waiting.every((each) => each.order) ? [...waiting].sort((a, b) => compareOrder(a.order!, b.order!)) : waiting;
  // Said together, messages that each had a nonce take the first one's. Said again after a crash, each goes alone, in
  // their actions' order, the first with that nonce: Discord returns the merged message if it made it, and the others it
  // says are not said again.
  const nonces = batch.map((waiting) => waiting.message.nonce);
  const every = nonces.every((nonce) => nonce !== undefined);
  // A part that is no action's (a tournament's news) may be said again with its own nonce: the batch takes one of its own.
  const nonce = batch.every((waiting) => waiting.order) ? nonces[0] : nonceOf(...nonces.map(String));
  return {
    content: batch.map((waiting) => waiting.message.content ?? '').join('\n'),
    allowedMentions: batch[0]!.message.allowedMentions,
    files: batch.flatMap((waiting) => waiting.message.files ?? []),
    ...(every ? { nonce, enforceNonce: true } : {}),
  };
}

/** What `text` says after `part`, when it begins with `part` as whole lines ('' when it is all of it); null when it does not. */
function linesAfter(text: string, part: string): string | null {
  if (text === part) return '';
  return text.startsWith(`${part}\n`) ? text.slice(part.length + 1) : null;
}

function compareOrder([action, index]: MessagePlace, [otherAction, otherIndex]: MessagePlace): number {
  return action - otherAction || index - otherIndex;
}
