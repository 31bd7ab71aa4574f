/**
 * Runs a table transcript (TRANSCRIPTS.md) against the sandbox and prints
 * what Discord would have shown: every message shown or edited, labelled by
 * who saw it, and the summary of every table.
 *
 * Exit codes: 0 the script ran to its end (refused steps included: they are
 * part of the story); 1 the script was stopped at run time (a forced die
 * that does not fit its die, or the sandbox itself failing); 2 a line could
 * not be parsed (nothing is run then: the whole script is read first).
 */

import type { StandInChannel, StandInGuild, StoredMessage } from '../../standin/model.js';
import { NotSendable, type Within } from '../../standin/users.js';
import type { Playground } from '../playground.js';
import { parseTranscript, type Step, TranscriptSyntaxError } from './parse.js';
import { readableBody, readersIn } from './readable.js';
import { SavedFiles } from './saved-files.js';
import { formatSummary, formatTournamentSummary, nameOf, tableSummaries, tournamentSummaries } from './summary.js';

export interface RunOptions {
  sandbox: Playground;
  /** Where each output line goes; console.log when not given. */
  out?: (line: string) => void;
  /** One JSON object a line (`--json`) instead of the readable log. */
  json: boolean;
  /** `--stats`: a last JSON line with what the bot asked of Discord (the stand-in's counts, issue 12). */
  stats?: boolean;
  /** `--save-files DIR`: every file the bot sends is written there (saved-files.ts). */
  saveFiles?: string;
  /**
   * The server the script plays in where a line names none (made on first
   * use, like `in GUILD`) [the sandbox's own]. Given, the summary is of the
   * servers the script played in only: a script played beside others on
   * one database (the clusters' test) sums up its own tables.
   */
  server?: string;
}

export interface SessionOptions extends RunOptions {
  /** The prompt: a forced die that does not fit is reported and dropped, and the session goes on. */
  interactive?: boolean;
}

export type ExitCode = 0 | 1 | 2;

/** A step the script got wrong at run time (a name that is no channel it can use): printed, and the script goes on. */
class ScriptMistake extends Error {}

/** A transcript being played: the interactive prompt feeds it one step at a time. */
export class TranscriptSession {
  /** Every member the script named, in the order of first mention (for `balances`). */
  readonly mentioned: string[] = [];
  private readonly out: (line: string) => void;
  private readonly json: boolean;
  private readonly sandbox: Playground;
  private readonly interactive: boolean;
  private readonly saved: SavedFiles | null;
  private readonly server: string | undefined;
  /** The servers the script played in, when it plays in one of its own (`server`). */
  private readonly played: Set<string> | undefined;
  private detach: (() => void) | null = null;

  constructor(options: SessionOptions) {
    this.sandbox = options.sandbox;
    this.interactive = options.interactive ?? false;
    this.out = options.out ?? ((line) => console.log(line));
    this.json = options.json;
    this.saved = options.saveFiles === undefined ? null : new SavedFiles(options.saveFiles);
    this.server = options.server;
    this.played = options.server === undefined ? undefined : new Set();
  }

  /** Starts printing the messages the stand-in shows; `close` stops. */
  open(): void {
    this.detach ??= this.sandbox.standin.onMessage((event) => {
      if (event.kind !== 'deleted') this.printMessage(event.message, event.kind === 'edited');
    });
  }

  close(): void {
    this.detach?.();
    this.detach = null;
  }

  echo(text: string): void {
    if (!this.json) this.out(`» ${text.trim()}`);
  }

  error(line: number, message: string): void {
    this.out(this.json ? JSON.stringify({ kind: 'error', line, message }) : `! line ${line}: ${message}`);
  }

  note(text: string): void {
    if (!this.json) this.out(`  (${text})`);
  }

  async summary(line = 0): Promise<void> {
    let summaries: Awaited<ReturnType<typeof tableSummaries>>;
    let tournaments: Awaited<ReturnType<typeof tournamentSummaries>>;
    try {
      summaries = await tableSummaries(this.sandbox, this.mentioned, this.played);
      tournaments = await tournamentSummaries(this.sandbox, this.mentioned, this.played);
    } catch (error) {
      this.error(line, `no summary: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (summaries.length === 0) this.note('no tables yet');
    for (const summary of summaries) {
      if (this.json) this.out(JSON.stringify(summary));
      else for (const text of formatSummary(summary)) this.out(text);
    }
    // VJ-11: a line per tournament, after its tables'.
    for (const summary of tournaments) {
      if (this.json) this.out(JSON.stringify(summary));
      else for (const text of formatTournamentSummary(summary)) this.out(text);
    }
  }

  /**
   * One step. Returns 'stop' when the script must not go on: a forced die
   * that did not fit its die (the bot answered that step with its
   * apology), or an error of the sandbox itself.
   */
  async step(step: Step): Promise<'go' | 'stop'> {
    const { sandbox } = this;
    const refusalsBefore = sandbox.standin.refusalsGiven.length;
    try {
      switch (step.kind) {
        case 'command': {
          this.mention(step.member, ...step.mentions);
          const guild = step.guild === undefined ? this.home() : this.guildNamed(step.guild);
          const channelId = step.channel === null ? guild.generalChannelId : this.channelNamed(step.channel, true, guild.id).id;
          await sandbox.command(step.member, { path: step.path, options: step.options, channelId });
          break;
        }
        case 'press':
          this.mention(step.member);
          await sandbox.press(step.member, step.label, this.within());
          break;
        case 'select':
          this.mention(step.member);
          await sandbox.select(step.member, step.placeholder, step.value, this.within());
          break;
        case 'dice':
          await this.only(sandbox.forcing, 'forced dice').force(step.values);
          break;
        case 'moderator':
          this.mention(step.member);
          sandbox.standin.setModerator(step.member, true, this.home());
          break;
        case 'dm-closed':
          this.mention(step.member);
          sandbox.standin.setDmsClosed(step.member);
          break;
        case 'bot-permissions': {
          const channel = this.channelNamed(step.channel, false, this.home().id);
          for (const { permission, allow } of step.changes) {
            if (allow) sandbox.standin.allowBot(channel.id, permission);
            else sandbox.standin.denyBot(channel.id, permission);
          }
          // Discord tells the bot with each overwrite it saves (CHANNEL_UPDATE): let it hear them before the next step.
          await sandbox.settled();
          break;
        }
        case 'gm-role':
          this.mention(step.member);
          // The stand-in's server has one plain role for this; it is the GM role once a moderator names it with /gm config.
          sandbox.standin.giveRole(step.member, 'Game Master', this.home());
          break;
        case 'locale':
          this.mention(step.member);
          sandbox.standin.member(step.member).locale = step.locale;
          break;
        case 'wait':
          await this.only(sandbox.wait, 'moving the clock').call(sandbox, step.milliseconds);
          break;
        case 'restart':
          await this.only(sandbox.restart, 'a restart').call(sandbox);
          this.note('the bot restarted on the same database');
          break;
        case 'summary':
          await this.summary(step.line);
          break;
      }
    } catch (error) {
      // Decision: something Discord's client would not send (no such option or
      // button) is what the member saw — nothing to send. It is printed and the
      // script goes on, as it does for a step the bot refuses.
      if (error instanceof NotSendable) {
        this.error(step.line, `${error.message} (not sent)`);
      } else if (error instanceof ScriptMistake) {
        this.error(step.line, error.message);
      } else {
        this.error(step.line, `the sandbox failed: ${error instanceof Error ? error.message : String(error)}`);
        return 'stop';
      }
    }
    // Issue 26: what the stand-in refused as the bot's bug (a placeholder where a word belongs) would otherwise just not be shown.
    for (const refusal of sandbox.standin.refusalsGiven.slice(refusalsBefore)) {
      if (refusal.reason) this.error(step.line, `the bot sent text a member would read broken, so it was not shown: ${refusal.reason}`);
    }
    const problem = await sandbox.forcing?.problem();
    if (!problem) return 'go';
    if (!this.interactive) {
      this.error(step.line, `${problem}; the script stops here`);
      return 'stop';
    }
    // At the prompt the bad die and whatever was queued behind it are dropped, and play goes on.
    this.error(step.line, `${problem}; the forced dice still queued are dropped`);
    await sandbox.forcing?.clear();
    return 'go';
  }

  /** What only a bot in this process allows; with the bot elsewhere (`npm run standin`) the step is a mistake of the script's. */
  private only<T>(what: T | null, name: string): T {
    if (what === null) throw new ScriptMistake(`${name} needs the sandbox's own bot; this bot runs elsewhere`);
    return what;
  }

  /**
   * `#NAME` → the channel or thread of that name. A thread is one the bot
   * made (table threads are named like "Liar's Dice — alice"); when several
   * threads share the name, the newest. A name no thread has is a text
   * channel, made on first mention (Discord tells the bot: CHANNEL_CREATE).
   * Permissions are set on channels only (`threads` false): a thread has
   * its channel's, as on Discord.
   */
  private channelNamed(name: string, threads: boolean, guildId: string): StandInChannel {
    const { standin } = this.sandbox;
    const live = [...standin.channels.values()].filter((channel) => !channel.deleted && channel.guildId === guildId && channel.name === name);
    const thread = live.findLast((channel) => channel.thread !== null);
    const text = live.find((channel) => channel.thread === null);
    if (thread && (threads || !text)) {
      if (threads) return thread;
      const parent = standin.channels.get(thread.parentId ?? '')?.name ?? '?';
      throw new ScriptMistake(`#${name} is a thread: it has the permissions of #${parent}, set them there`);
    }
    if (text) return text;
    // The stand-in tells the bot of it (CHANNEL_CREATE), as Discord does.
    return standin.addChannel(name, guildId);
  }

  /**
   * `in GUILD #CHANNEL` (issue 31): the server of that name, made on first
   * mention as a channel is, with a #general: the bot joins it (Discord
   * tells it on its shard, GUILD_CREATE).
   */
  private guildNamed(name: string): StandInGuild {
    const { standin } = this.sandbox;
    const guild = standin.guildNamed(name) ?? standin.addGuild(name);
    this.played?.add(guild.id);
    return guild;
  }

  /** Where a member looks for a button or menu: the servers the script played in and their DMs when it has its own (`server`), else anywhere. */
  private within(): Within | undefined {
    if (this.played === undefined) return undefined;
    // The script's own server is among them even before a line used it.
    this.home();
    return { guildIds: this.played };
  }

  /** The server a line that names none plays in: the script's own (`server`), else the sandbox's. */
  private home(): StandInGuild {
    return this.server === undefined ? this.sandbox.standin.home : this.guildNamed(this.server);
  }

  private mention(...names: string[]): void {
    for (const name of names) if (!this.mentioned.includes(name)) this.mentioned.push(name);
  }

  private printMessage(message: StoredMessage, edited: boolean): void {
    const { standin } = this.sandbox;
    const { audience } = message;
    const channelName = standin.channels.get(message.channelId)?.name || message.channelId;
    const saved = this.saved?.save(
      message,
      audience.to === 'channel' ? channelName : `${audience.to === 'dm' ? 'dm' : 'only'}-${nameOf(standin, audience.user)}`,
    );
    if (this.json) {
      const line = {
        kind: 'message',
        to: audience.to,
        user: audience.user === null ? null : nameOf(standin, audience.user),
        // As `user` names whom a DM or an ephemeral reply is for, `channel` names where a channel message is.
        channel: audience.to === 'channel' ? (standin.channels.get(message.channelId)?.name ?? null) : null,
        content: message.content,
        embeds: message.embeds,
        components: message.components,
        ...(message.attachments.length > 0
          ? { files: message.attachments.map((file) => ({ name: file.filename, bytes: file.size, ...(saved ? { saved: saved.get(file.id) } : {}) })) }
          : {}),
      };
      this.out(JSON.stringify(line));
      return;
    }
    const where =
      audience.to === 'channel'
        ? `#${channelName}`
        : audience.to === 'dm'
          ? `DM → ${nameOf(standin, audience.user)}`
          : `only ${nameOf(standin, audience.user)}`;
    const body = readableBody(message, saved, readersIn(standin));
    const header = `[${where}]${edited ? ' (edited)' : ''}`;
    if (body.length === 1 && message.content !== '') this.out(`${header} ${body[0]}`);
    else this.out([header, ...body.map((line) => `  ${line}`)].join('\n'));
  }
}

/** Runs a whole transcript; the summary of every table is printed at the end. */
export async function runTranscript(text: string, options: RunOptions): Promise<{ exitCode: ExitCode }> {
  const session = new TranscriptSession(options);
  let steps: Step[];
  try {
    steps = parseTranscript(text);
  } catch (error) {
    if (!(error instanceof TranscriptSyntaxError)) throw error;
    session.error(error.line, `cannot read this line: ${error.reason}`);
    return { exitCode: 2 };
  }
  const lines = text.split(/\r?\n/);
  session.open();
  let exitCode: ExitCode = 0;
  try {
    for (const step of steps) {
      session.echo(`${step.line}: ${lines[step.line - 1] ?? ''}`);
      if ((await session.step(step)) === 'stop') {
        exitCode = 1;
        break;
      }
    }
    const queued = (await options.sandbox.forcing?.queued()) ?? 0;
    if (exitCode === 0 && queued > 0) session.note(`${queued} forced dice were never rolled`);
    await session.summary();
  } finally {
    session.close();
  }
  // JSON even in the readable log, so a script can read it as the last line.
  if (options.stats) (options.out ?? console.log)(JSON.stringify({ kind: 'stats', ...options.sandbox.standin.stats() }));
  return { exitCode };
}
