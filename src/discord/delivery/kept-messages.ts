// Keeps long-lived messages (a table's, a tournament's) current: merges bursts of changes into one edit within the channel's rate windows.
import { type MessageCreateOptions, type MessageEditOptions, SnowflakeUtil } from 'discord.js';
import { ChannelWindow, OLD_MESSAGE_AFTER_MS, OLD_MESSAGE_EDITS } from './channel-window.js';
import { type DiscordLink, edit, post } from './channels.js';

/** Where a kept message is: read before waiting for the channel's window. */
export interface KeptPlace {
  channelId: string;
  /** null: never posted, so the next turn posts it. */
  messageId: string | null;
}

/** What a kept message is now, drawn when its turn comes (never earlier: the newest state wins). */
export interface KeptDrawing extends KeptPlace {
  message: MessageCreateOptions & MessageEditOptions;
}

/** One message kept current (a table's, a tournament's): how to find it, draw it, and remember a new one. */
export interface Keeper<D extends KeptDrawing = KeptDrawing> {
  where(): Promise<KeptPlace | null>;
  /** null: nothing to show any more. */
  draw(): Promise<D | null>;
  /** Before an edit (`editing`) or a post: whether the bot may; a keeper that says no has told whom it must. */
  may?(drawing: D, editing: boolean): Promise<boolean>;
  /** Discord refused the edit for a permission the bot's cache thought it had. */
  refused?(drawing: D): Promise<void>;
  /** The message was posted anew (never posted, or gone): its id. */
  posted(drawing: D, messageId: string): Promise<void>;
  /** The message now shows the drawing (edited, or posted anew). */
  shown?(drawing: D): Promise<void>;
  /**
   * Issue 32: whether what was drawn is already behind (another process
   * changed the state and drew it while this edit was on its way, and that
   * edit may have landed first): it is then drawn and edited again.
   */
  stale?(drawing: D): Promise<boolean>;
}

/**
 * Keeps messages current, one queue per message: refreshes asked while one
 * waits for its channel's window join it, and it draws the newest state when
 * it runs, so a burst of actions is one edit. Every edit takes its place in
 * the channel's window (5 in 5 s), and an edit of a message older than an
 * hour also in the stricter one (3 in 6 s, Discord's 30046). A message that
 * is gone is posted anew. Tables and the tournament's message share the
 * windows: a tournament's groups may play at their own messages in its
 * channel. Owned by the bot; its queues die with it.
 *
 * Re-posting a table message once it is an hour old and busy (a young
 * message again, 5 edits in 5 s) was measured and not taken
 * (bench/old-messages.ts, 40 actions each by command, the stand-in's
 * 30046 limit on; latency from action to the edit showing it, mean/max ms):
 *
 *   pace between actions    young (= re-posted)    old (edited in place)
 *   none (back to back)       916 / 5060             2019 / 6111
 *   1 s                        44 /  205             1047 / 3195
 *   2 s                        17 /   74               76 /  211
 *   5 s                        10 /   24               15 /   64
 *   40 at once                 2 edits, 375           2 edits, 428
 *
 * A table played by people moves every few seconds, where the old message
 * is 76 ms behind on average (211 ms at most) at a move every 2 s, and a
 * burst is merged into two edits either way; at a move a second it is about
 * a second behind (3.2 s at most), and back-to-back play (a bot's pace)
 * loses about a second on average. A re-post would cost a post in the channel's 5 in 5 s (shared
 * with the announcements) and a delete, mark the channel unread for all,
 * move the table away from where its players have it, and leave buttons on
 * the old message (a press there is judged by its table and version, so it
 * would be answered — acted on, or "an older state of the table" — not
 * fail). Not worth it: the message stays, edited within 3 in 6 s.
 */
export class KeptMessages {
  private readonly queues = new Map<string, Promise<void>>();
  /** A refresh queued and not yet drawn, per message: later calls join it. */
  private readonly waiting = new Map<string, Promise<void>>();
  private readonly edits: ChannelWindow;
  private readonly oldEdits: ChannelWindow;
  private readonly pause: (milliseconds: number) => Promise<void>;

  constructor(private readonly parts: DiscordLink & { now: () => number; pause?: ((milliseconds: number) => Promise<void>) | undefined }) {
    this.edits = new ChannelWindow(parts.now, parts.pause);
    this.oldEdits = new ChannelWindow(parts.now, parts.pause, OLD_MESSAGE_EDITS.limit, OLD_MESSAGE_EDITS.windowMs);
    this.pause = parts.pause ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds)));
  }

  /** Edits the message in place, or posts it anew when it is gone or was never posted; `key` names the message (`table:7`). */
  refresh<D extends KeptDrawing>(key: string, keeper: Keeper<D>): Promise<void> {
    // A refresh already waiting draws the newest state when it runs: a burst of actions is one edit.
    const waiting = this.waiting.get(key);
    if (waiting) return waiting;
    // A refresh that fails (the database busy when a new message id is saved) is logged, never passed on:
    // the one queued behind it still runs, and no rejection goes unhandled.
    const next: Promise<void> = (this.queues.get(key) ?? Promise.resolve()).then(async () =>
      this.keep(key, keeper, () => next).catch((error: unknown) => this.parts.log.warn({ err: error, message: key }, 'a kept message could not be refreshed')),
    );
    this.queues.set(key, next);
    this.waiting.set(key, next);
    void next.finally(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
      if (this.waiting.get(key) === next) this.waiting.delete(key);
    });
    return next;
  }

  /** Whether a message (by its snowflake) counts as older than an hour now, on the bot's clock. */
  isOld(messageId: string): boolean {
    return this.parts.now() - SnowflakeUtil.timestampFrom(messageId) >= OLD_MESSAGE_AFTER_MS;
  }

  private async keep<D extends KeptDrawing>(key: string, keeper: Keeper<D>, self: () => Promise<void>): Promise<void> {
    for (;;) {
      const place = await keeper.where();
      // Within the channel's windows; refreshes meanwhile join this one. Its place is held until its answer came back.
      const answered = place
        ? await this.edits.turn(place.channelId, ...(place.messageId !== null && this.isOld(place.messageId) ? [this.oldEdits] : []))
        : () => {};
      try {
        if ((await this.show(key, keeper, self, answered)) === 'done') return;
      } finally {
        answered();
      }
    }
  }

  /**
   * The state drawn and shown: edited in place, or posted where the message
   * is gone; `answered` is called as soon as Discord answered the request.
   * 'again': to be drawn once more (a 429 waited out, or moved on meanwhile).
   */
  private async show<D extends KeptDrawing>(key: string, keeper: Keeper<D>, self: () => Promise<void>, answered: () => void): Promise<'again' | 'done'> {
    // From here on the state is drawn: a later refresh needs an edit of its own.
    if (this.waiting.get(key) === self()) this.waiting.delete(key);
    const drawing = await keeper.draw();
    if (!drawing) return 'done';
    if (drawing.messageId !== null) {
      if (keeper.may && !(await keeper.may(drawing, true))) return 'done';
      const outcome = await edit(this.parts, drawing.channelId, drawing.messageId, drawing.message);
      answered();
      if (typeof outcome === 'object') {
        // 30046 (or any 429 on the edit): what was drawn is not sent again. Refreshes asked during the wait
        // join this one, which then draws the newest state — unless one already queued behind it will.
        const queued = this.waiting.has(key);
        if (!queued) this.waiting.set(key, self());
        await this.pause(Math.max(outcome.retryAfterMs, 100));
        return queued ? 'done' : 'again';
      }
      // Discord knew better than the cache: what an edit takes is missing.
      if (outcome === 'refused') await keeper.refused?.(drawing);
      if (outcome === 'edited') await keeper.shown?.(drawing);
      // Behind already, and no refresh of this process's own queued to draw the newest: edit, re-read, edit again.
      if (outcome === 'edited' && !this.waiting.has(key) && (await keeper.stale?.(drawing))) return 'again';
      // A failed edit is retried with the next one: only a message that is gone is posted anew.
      if (outcome !== 'gone') return 'done';
    }
    if (keeper.may && !(await keeper.may(drawing, false))) return 'done';
    const posted = await post(this.parts, drawing.channelId, drawing.message);
    answered();
    if (posted) await keeper.posted(drawing, posted);
    if (posted) await keeper.shown?.(drawing);
    return 'done';
  }
}
