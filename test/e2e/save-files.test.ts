/**
 * `--save-files DIR` (issue 18): every file the bot sends in a transcript is
 * written to DIR, the same bytes, under a name a person can find; and the
 * JSON lines list the files of every kind of message, edits included.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AttachmentBuilder, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/harness.js';
import { runTranscript, TranscriptSession } from '../../sandbox/transcript/run.js';
import { expectNothingUnexpected, startSandbox } from './helpers.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

type FileLine = { name: string; bytes: number; saved?: string };
type MessageLine = { kind: 'message'; to: 'channel' | 'dm' | 'ephemeral'; user: string | null; channel: string | null; files?: FileLine[] };

/** A Liar's Dice game under way, then alice asks for its scoresheet as CSV (an ephemeral reply with a file). */
const scoresheetScript = `as alice: /liars open dice:1
press bob: Join
dice: 2 5
press alice: Start
as alice: /liars bid quantity:1 face:5
as alice: /table scoresheet format:csv
`;

const started: Sandbox[] = [];
const directories: string[] = [];

/** A directory that does not exist yet, inside a fresh temporary one: `--save-files` makes it. */
function missingDirectory(): string {
  const parent = mkdtempSync(join(tmpdir(), 'croupier-save-files-'));
  directories.push(parent);
  return join(parent, 'pictures', 'run');
}

async function sandbox(): Promise<Sandbox> {
  const running = await startSandbox({ seed: 'save-files' });
  started.push(running);
  return running;
}

afterEach(async () => {
  for (const running of started.splice(0)) {
    try {
      await expectNothingUnexpected(running);
    } finally {
      await running.stop();
    }
  }
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('--save-files DIR', () => {
  it('writes the CSV of /table scoresheet to DIR (made if missing), byte for byte, named <seq>-<where>-<name>', async () => {
    const running = await sandbox();
    const directory = missingDirectory();
    const lines: string[] = [];
    const { exitCode } = await runTranscript(scoresheetScript, { sandbox: running, json: true, out: (line) => lines.push(line), saveFiles: directory });
    expect(exitCode).toBe(0);
    const withFiles = lines.map((line) => JSON.parse(line) as MessageLine).filter((line) => line.files);
    expect(withFiles).toHaveLength(1);
    const [line] = withFiles;
    expect(line).toMatchObject({ to: 'ephemeral', user: 'alice', files: [{ name: 'liars-1.csv' }] });
    expect(readdirSync(directory)).toEqual(['001-only-alice-liars-1.csv']);
    const saved = line!.files![0]!.saved!;
    expect(saved).toBe(join(directory, '001-only-alice-liars-1.csv'));
    // The very bytes Discord received.
    const sent = [...running.standin.messages.values()].flatMap((message) => message.attachments).find((file) => file.filename === 'liars-1.csv')!;
    expect(readFileSync(saved).equals(sent.content)).toBe(true);
    expect(readFileSync(saved, 'utf8').split('\n')[0]).toContain(',');
    expect(line!.files![0]!.bytes).toBe(sent.size);
  });

  it('names files of channel messages, DMs and edits too, lists them in every JSON line, and writes an edited message only its new files', async () => {
    const running = await sandbox();
    const directory = missingDirectory();
    const lines: MessageLine[] = [];
    const session = new TranscriptSession({ sandbox: running, json: true, out: (line) => lines.push(JSON.parse(line) as MessageLine), saveFiles: directory });
    session.open();
    try {
      // The running bot's own discord.js client sends them, as the bot's code would.
      const { client } = running.bot;
      const general = (await client.channels.fetch(running.standin.generalChannelId)) as TextChannel;
      const picture = (name: string) => new AttachmentBuilder(Buffer.from(`picture ${name}`), { name });
      const posted = await general.send({ content: 'the board', files: [picture('board one.png')] });
      await client.users.send(running.standin.member('bob').id, { content: 'your hand', files: [picture('hand.png')] });
      // Same file kept, only the words change: nothing new to write.
      await posted.edit({ content: 'the board, again' });
      await posted.edit({ files: [picture('board-2.png')] });
      await running.bot.idle();
    } finally {
      session.close();
    }
    const summary = lines.map((line) => ({ to: line.to, where: line.channel ?? line.user, files: line.files?.map((file) => [file.name, file.saved]) }));
    expect(summary).toEqual([
      { to: 'channel', where: 'general', files: [['board one.png', join(directory, '001-general-board_one.png')]] },
      { to: 'dm', where: 'bob', files: [['hand.png', join(directory, '002-dm-bob-hand.png')]] },
      { to: 'channel', where: 'general', files: [['board one.png', join(directory, '001-general-board_one.png')]] },
      { to: 'channel', where: 'general', files: [['board-2.png', join(directory, '003-general-board-2.png')]] },
    ]);
    expect(readdirSync(directory).sort()).toEqual(['001-general-board_one.png', '002-dm-bob-hand.png', '003-general-board-2.png']);
    expect(readFileSync(join(directory, '002-dm-bob-hand.png'), 'utf8')).toBe('picture hand.png');
  });

  it('works from the command line, and the readable log says where each file went', { timeout: 70_000 }, () => {
    const directory = missingDirectory();
    const script = join(dirname(dirname(directory)), 'scoresheet.txt');
    writeFileSync(script, scoresheetScript);
    const result = spawnSync('node_modules/.bin/tsx', ['sandbox/cli.ts', '--script', script, '--seed', '7', '--save-files', directory], {
      cwd: root,
      timeout: 60_000,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const path = join(directory, '001-only-alice-liars-1.csv');
    expect(result.stdout).toContain(`📎 liars-1.csv (`);
    expect(result.stdout).toContain(`→ ${path}`);
    expect(existsSync(path)).toBe(true);
  });
});
