// The stand-in's watch for the bot's "Something went wrong" apology: every one a member saw, so a test fails on any it did not expect.
import type { StoredMessage } from './model.js';

/**
 * The bot's apology for its own failure ("Something went wrong …"), as the
 * stand-in watches for it. The stand-in knows nothing of the bot: whoever
 * runs it says the sentences (the sandbox's harness does, from the bot's
 * catalog, in every language it speaks), and from then on every message
 * shown or edited into one is noted once. A test that provokes the failure
 * on purpose says how many it expects; any other is its failure.
 */
export class ApologyWatch {
  /** Every message that showed a member the apology, in order. */
  readonly seen: StoredMessage[] = [];
  private sentences: readonly string[] = [];
  private expected = 0;

  watch(sentences: readonly string[]): void {
    this.sentences = sentences.filter((sentence) => sentence.length > 0);
  }

  /** Up to `times` more apologies are expected (a test that provokes the bot's failure on purpose). */
  expect(times = 1): void {
    this.expected += times;
  }

  note(message: StoredMessage): void {
    if (this.seen.includes(message)) return;
    if (this.sentences.some((sentence) => message.content.includes(sentence))) this.seen.push(message);
  }

  /** The apologies no test asked for. */
  unexpected(): StoredMessage[] {
    return this.seen.slice(this.expected);
  }
}
