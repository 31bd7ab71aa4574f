import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { runTranscript } from '../../src/sandbox/transcript/run.js';
import type { SandboxOptions } from '../../src/sandbox/harness.js';
import { Sandbox } from '../../src/sandbox/harness.js';
import { demoGame } from '../../src/sandbox/demo/index.js';
import { gameModules } from '../../src/games/registry.js';
import type { StoredMessage } from '../../src/sandbox/standin/model.js';

/** The real bot on the local stand-in, with its games and the sandbox's demo game installed. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return Sandbox.start({ ...options, modules: [...gameModules, demoGame, ...(options.modules ?? [])] });
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
