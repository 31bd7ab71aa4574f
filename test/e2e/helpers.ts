// E2E helpers: a fresh sandbox (the real bot on the Discord stand-in) per test, and readers for what members see: table message, replies, threads.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';
import { sandboxGames } from '../../sandbox/games.js';
import type { SandboxOptions } from '../../sandbox/harness.js';
import { Sandbox } from '../../sandbox/harness.js';
import { runTranscript } from '../../sandbox/transcript/run.js';
import { createLogger } from '../../src/log.js';
import type { StandInInteraction, StoredMessage } from '../../standin/model.js';

/** The real bot on the local stand-in, with its games and the sandbox's demo game installed. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return Sandbox.start({ ...options, modules: [...sandboxGames, ...(options.modules ?? [])] });
}

/** Everything a message shows, as one string: content, embeds and button labels. */
export function shownText(message: Pick<StoredMessage, 'content' | 'embeds' | 'components'>): string {
  return JSON.stringify({ content: message.content, embeds: message.embeds, components: message.components });
}

export function lastVisible(sandbox: Sandbox, member: string, to?: StoredMessage['audience']['to']): StoredMessage {
  const messages = sandbox.standin.visibleTo(member).filter((message) => to === undefined || message.audience.to === to);
  const last = messages.at(-1);
  if (!last) throw new Error(`${member} sees no ${to ?? ''} message`);
  return last;
}

/**
 * The answer Discord shows for an interaction: its reply. An announced
 * command is answered publicly with the announcement itself (issue 12: one
 * message, no private confirmation as well).
 */
export function replyTo(sandbox: Sandbox, interaction: { originalMessageId: string | null }): StoredMessage {
  const reply = interaction.originalMessageId ? sandbox.standin.messages.get(interaction.originalMessageId) : undefined;
  if (!reply) throw new Error('the interaction has no reply');
  return reply;
}

export function buttonLabels(message: StoredMessage): string[] {
  return message.components.flatMap((row) => (row.components as { label?: string }[]).map((button) => button.label ?? ''));
}

/** The table message as the channel sees it now (the newest channel message with an embed). */
export function tableMessage(sandbox: Sandbox): StoredMessage {
  const found = sandbox.standin
    .channelMessages()
    .filter((message) => message.embeds.length > 0 && !message.deleted)
    .at(-1);
  if (!found) throw new Error('no table message in the channel');
  return found;
}

/**
 * Hidden means hidden: no salt of a roll still unrevealed, and no hand shown
 * together with its commitment, in any version of any channel message.
 */
export function expectNothingHiddenInChannel(sandbox: Sandbox): void {
  const channel = sandbox.standin.channelMessages().flatMap((message) => message.history.map((version) => JSON.stringify(version)));
  const unrevealed = sandbox.db.prepare('SELECT code, dice, salt FROM commitments WHERE revealed_at IS NULL').all() as {
    code: string;
    dice: string;
    salt: string;
  }[];
  expect(unrevealed.length).toBeGreaterThan(0);
  for (const roll of unrevealed) {
    const hand = `**${(JSON.parse(roll.dice) as number[]).join(', ')}**`;
    for (const text of channel) {
      expect(text).not.toContain(roll.salt);
      expect(text.includes(roll.code) && text.includes(hand)).toBe(false);
    }
  }
}

/**
 * Issue 11: no interaction left unanswered and no request refused that the
 * test did not arrange — what a real server would show as "This interaction
 * failed" or a lost message. Issue 26: no placeholder shown to a player (the
 * stand-in refuses it, with its `reason`), and no "Something went wrong"
 * unless the test provoked it (`sandbox.standin.apologies.expect()`). Every
 * end-to-end test ends with this.
 */
export async function expectNothingUnexpected(sandbox: Sandbox): Promise<void> {
  await sandbox.bot.idle();
  const { unanswered, refused, apologies } = sandbox.standin.unexpected();
  // A refused placeholder first: it is what leaves an interaction unanswered when it was the answer.
  const placeholders = refused.filter((refusal) => refusal.reason !== undefined).map((refusal) => `${refusal.method} ${refusal.path}: ${refusal.reason}`);
  expect(placeholders, `text shown to players with a placeholder in it:\n${placeholders.join('\n')}\n`).toEqual([]);
  expect(refused, 'requests Discord refused that the test did not expect').toEqual([]);
  expect(
    unanswered.map((interaction) => ({ id: interaction.id, outcome: interaction.outcome })),
    'interactions left unanswered',
  ).toEqual([]);
  const apologised = apologies.map((message) => `to ${message.audience.to} ${message.audience.user ?? ''}: ${message.content}`);
  expect(apologised, `"Something went wrong" the test did not provoke (sandbox.standin.apologies.expect() if it did):\n${apologised.join('\n')}\n`).toEqual([]);
}

/** Runs a transcript from test/transcripts with `--json`; every line it printed, parsed, and no line the sandbox refused. */
export async function playTranscript(sandbox: Sandbox, file: string): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const script = readFileSync(new URL(`../transcripts/${file}`, import.meta.url), 'utf8');
  const { exitCode } = await runTranscript(script, { sandbox, json: true, out: (line) => lines.push(line) });
  expect(exitCode).toBe(0);
  const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(records.filter((record) => record.kind === 'error')).toEqual([]);
  return records;
}

type Options = Record<string, string | number | boolean>;

/**
 * The one harness every end-to-end test uses: a fresh sandbox (the real bot
 * on the stand-in) for each test, and what a test does or reads as members.
 */
export class SandboxTest {
  private current: Sandbox | null = null;
  /** The bot's warnings and errors during the test: printed if it fails, so a failure can be read. */
  readonly logLines: string[] = [];

  constructor(private readonly options: SandboxOptions = {}) {}

  get sandbox(): Sandbox {
    if (!this.current) throw new Error('the sandbox runs only inside a test');
    return this.current;
  }

  async begin(): Promise<void> {
    this.logLines.length = 0;
    const log = createLogger({ level: 'warn', destination: { write: (line: string) => void this.logLines.push(line) } });
    this.current = await startSandbox({ log, ...this.options });
  }

  /** Every test ends checked: nothing unanswered, nothing refused unexpectedly (expectNothingUnexpected). */
  async end(): Promise<void> {
    const sandbox = this.current;
    this.current = null;
    if (!sandbox) return;
    try {
      await expectNothingUnexpected(sandbox);
    } finally {
      await sandbox.stop();
    }
  }

  idOf = (name: string): string => this.sandbox.standin.member(name).id;

  /** A member as the channel writes them: a mention. */
  at = (name: string): string => `<@${this.idOf(name)}>`;

  /** The text of the newest message `name` sees (ephemeral replies by default). */
  said = (name: string, to: StoredMessage['audience']['to'] = 'ephemeral'): string => lastVisible(this.sandbox, name, to).content;

  /** `/<command> <sub> options` as `name`. */
  run = (name: string, command: string, sub: string, options: Options = {}) => this.sandbox.command(name, { path: [command, sub], options });

  /** Opens a `game` table as the first player (no buy-in unless given), seats the others with Join, and starts it with these dice. */
  startGame = async (game: string, players: readonly string[], dice: readonly number[], options: Options = {}): Promise<void> => {
    await this.run(players[0]!, game, 'open', { buy_in: 0, ...options });
    for (const player of players.slice(1)) await this.sandbox.press(player, 'Join');
    this.sandbox.dice.force([...dice]);
    await this.sandbox.press(players[0]!, 'Start');
  };

  /** `/wallet balance` as `name`: what they are told. */
  balance = async (name: string): Promise<string> => {
    await this.run(name, 'wallet', 'balance');
    return this.said(name);
  };

  /** `/table scoresheet` as `name`: the text, and the CSV when one is attached. */
  scoresheet = async (name: string): Promise<{ text: string; csv: string }> => {
    await this.run(name, 'table', 'scoresheet');
    const reply = lastVisible(this.sandbox, name, 'ephemeral');
    return { text: reply.content, csv: reply.attachments[0]?.content.toString('utf8') ?? '' };
  };
}

/** A fresh sandbox for every test of the file (registered as its beforeEach and afterEach). */
/**
 * For a file whose tests start their own sandboxes (a transcript each):
 * what starts one, each checked for anything unexpected and stopped after
 * its test.
 */
export function sandboxesPerTest(seed: string): () => Promise<Sandbox> {
  const started: Sandbox[] = [];
  afterEach(async () => {
    for (const sandbox of started.splice(0)) {
      try {
        await expectNothingUnexpected(sandbox);
      } finally {
        await sandbox.stop();
      }
    }
  });
  return async () => {
    const sandbox = await startSandbox({ seed });
    started.push(sandbox);
    return sandbox;
  };
}

export function useSandbox(options: SandboxOptions = {}): SandboxTest {
  const test = new SandboxTest(options);
  beforeEach(async ({ onTestFailed }) => {
    onTestFailed(() => {
      if (test.logLines.length > 0) console.error(`the bot logged:\n${test.logLines.join('')}`);
    });
    await test.begin();
  });
  afterEach(() => test.end());
  return test;
}

/** What the member reads as an interaction's own answer (its reply, or a deferred one as filled in), and whether it is still "thinking…". */
export function answerTo(sandbox: Sandbox, interaction: StandInInteraction) {
  const message = sandbox.standin.messages.get(interaction.originalMessageId ?? '');
  return { content: message?.content, pending: message?.pending, privately: message?.audience.to === 'ephemeral' };
}

/** A channel's (or thread's) messages as they stand, deleted ones left out. */
export const messagesIn = (sandbox: Sandbox, channelId: string): StoredMessage[] =>
  sandbox.standin.channelMessages().filter((message) => message.channelId === channelId && !message.deleted);

/** Everything said in a channel or thread, one message a line. */
export const textIn = (sandbox: Sandbox, channelId: string): string =>
  messagesIn(sandbox, channelId)
    .map((message) => message.content)
    .join('\n');

/** Every thread the stand-in holds. */
export const threadsOf = (sandbox: Sandbox) => [...sandbox.standin.channels.values()].filter((channel) => channel.thread !== null);
