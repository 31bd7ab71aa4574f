// Tests that the bot's "Something went wrong" apology fails any test that meets it, unless the test says it expects one.
import { SlashCommandBuilder } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apologySentences, type Sandbox } from '../../sandbox/harness.js';
import { runTranscript } from '../../sandbox/transcript/run.js';
import { PlayerError } from '../../src/discord/kit/player-error.js';
import type { SlashCommand } from '../../src/discord/runtime/handlers.js';
import type { MessageKey } from '../../src/i18n/index.js';
import { expectNothingUnexpected, startSandbox } from '../e2e/helpers.js';

/**
 * Issue 26: "Something went wrong" (the dispatcher's catch-all,
 * `error-unexpected`) is a failure of the bot's. Every test through the
 * harness fails on one it did not provoke; a test that provokes one says so
 * (`sandbox.standin.apologies.expect()`). A refusal that cannot be worded fails
 * as well: a key the catalog lacks becomes the apology, a parameter not
 * given stays a placeholder the stand-in refuses.
 */

const command = (name: string, execute: SlashCommand['execute']): SlashCommand => ({
  data: new SlashCommandBuilder().setName(name).setDescription('Fails on purpose'),
  execute,
});

const failing: SlashCommand[] = [
  command('crash', async () => {
    throw new Error('a bug of the program');
  }),
  command('unworded', async () => {
    throw new PlayerError({ code: 'no-sentence', key: 'no-such-key' });
  }),
  command('unfilled', async () => {
    // A refusal whose sentence needs {option} and {problem}, given neither.
    throw new PlayerError('error-invalid-option' as MessageKey);
  }),
];

let sandbox: Sandbox;

beforeEach(async () => {
  sandbox = await startSandbox({ extraCommands: failing });
});

afterEach(() => sandbox.stop());

/** Whether the suite-wide check at a test's end passes now. */
const checked = async () =>
  expectNothingUnexpected(sandbox).then(
    () => 'passes',
    (error: Error) => error.message,
  );

describe('the bot’s apology fails the test that meets it', () => {
  it('the harness watches for it in every language the catalog has', () => {
    const sentences = apologySentences();
    expect(sentences[0]).toMatch(/^Something went wrong/);
    expect(sentences.some((sentence) => sentence.startsWith('Ceva n-a mers bine'))).toBe(true);
  });

  it('an unexpected "Something went wrong" fails the end-of-test check', async () => {
    await sandbox.command('alice', { path: ['crash'], options: {} });
    expect(sandbox.standin.apologies.seen.map((message) => message.content)).toEqual([apologySentences()[0]]);
    expect(await checked()).toMatch(/Something went wrong/);
  });

  it('one in Romanian too', async () => {
    sandbox.standin.member('bob').locale = 'ro';
    await sandbox.command('bob', { path: ['crash'], options: {} });
    expect(sandbox.standin.apologies.seen[0]?.content).toMatch(/^Ceva n-a mers bine/);
    expect(await checked()).not.toBe('passes');
  });

  it('a test that provokes it on purpose says so, and passes; one more than it said fails again', async () => {
    sandbox.standin.apologies.expect();
    await sandbox.command('alice', { path: ['crash'], options: {} });
    expect(await checked()).toBe('passes');
    await sandbox.command('alice', { path: ['crash'], options: {} });
    expect(await checked()).not.toBe('passes');
  });

  it('a refusal whose key the catalog lacks cannot be worded: the apology, so the test fails', async () => {
    await sandbox.command('alice', { path: ['unworded'], options: {} });
    expect(sandbox.standin.apologies.seen).toHaveLength(1);
    expect(await checked()).toMatch(/Something went wrong/);
  });

  it('a refusal missing a parameter cannot be worded: its placeholder is refused, so the test fails', async () => {
    await sandbox.command('alice', { path: ['unfilled'], options: {} });
    const { refused } = sandbox.standin.unexpected();
    expect(refused[0]?.reason).toMatch(/content: \{option\}, \{problem\} where a word belongs: "The option \{option\} is not valid: \{problem\}\."/);
    expect(await checked()).toMatch(/a placeholder reached a player/);
  });

  it('the sandbox CLI prints such a refusal as an error of the step, where the message would have been', async () => {
    const lines: string[] = [];
    await runTranscript('as alice: /unfilled\n', { sandbox, json: false, out: (line) => lines.push(line) });
    expect(lines).toContainEqual(expect.stringMatching(/^! line 1: the bot sent text a member would read broken, so it was not shown: .*\{option\}/));
  });
});
