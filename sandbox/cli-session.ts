/**
 * The sandbox once its flags are read (cli.ts): the bot and the stand-in
 * started, then a transcript run or the interactive prompt.
 */
import { createInterface } from 'node:readline';
import type { CliOptions } from './cli.js';
import { sandboxGames } from './games.js';
import { Sandbox } from './harness.js';
import type { Playground } from './playground.js';
import { parseLine, TranscriptSyntaxError } from './transcript/parse.js';
import { runTranscript, TranscriptSession } from './transcript/run.js';

export const HELP = `Type transcript lines (TRANSCRIPTS.md):
  as NAME: /command sub opt:value opt:"two words" member:@OTHER
  as NAME in #CHANNEL: /command …   (a channel, made on first mention, or a thread the bot made)
  as NAME in GUILD #CHANNEL: /command …   (in another server, such as guild2, made on first mention)
  press NAME: LABEL              select NAME: PLACEHOLDER = VALUE
  dice: 3 5 1                    moderator: NAME        dm-closed: NAME
  gm-role: NAME                  locale: NAME ro
  bot-permissions: #CHANNEL -EmbedLinks +SendMessages   (PermissionFlagsBits names)
  wait: 5s                       restart                summary
Try: as alice: /showdown open buy_in:0 · press bob: Join · press alice: Start
help shows this again; quit (or Ctrl-D) leaves.`;

/** The prompt: transcript lines typed one at a time against the sandbox, or the stand-in alone (`npm run standin`); the exit code. */
export async function interactive(sandbox: Playground, json: boolean, saveFiles: string | undefined, banner: string): Promise<number> {
  const session = new TranscriptSession({ sandbox, json, interactive: true, ...(saveFiles !== undefined ? { saveFiles } : {}) });
  session.open();
  // With --json, stdout carries only JSON lines: the banner, help and prompt go to stderr.
  const say = json ? (text: string) => console.error(text) : (text: string) => console.log(text);
  say(`${banner} ${HELP}`);
  const output = json ? process.stderr : process.stdout;
  const prompt = createInterface({ input: process.stdin, output, prompt: '> ', terminal: process.stdin.isTTY === true });
  prompt.on('SIGINT', () => prompt.close());
  let lineNumber = 0;
  let code = 0;
  prompt.prompt();
  for await (const text of prompt) {
    lineNumber += 1;
    const command = text.trim();
    if (command === 'quit' || command === 'exit') break;
    if (command === 'help') {
      say(HELP);
    } else {
      try {
        const step = parseLine(text, lineNumber);
        // 'stop' (the sandbox itself failed) ends the session as it would end a script.
        if (step && (await session.step(step)) === 'stop') {
          code = 1;
          break;
        }
      } catch (error) {
        if (!(error instanceof TranscriptSyntaxError)) throw error;
        session.error(lineNumber, `cannot read this line: ${error.reason} (type help for the line kinds)`);
      }
    }
    prompt.prompt();
  }
  prompt.close();
  await session.summary();
  session.close();
  return code;
}

/** Runs `script` (or the prompt, when null) against a started sandbox; the exit code. */
export async function runSandbox(options: CliOptions, script: string | null): Promise<number> {
  const sandbox = await Sandbox.start({
    // Issue 32: a postgres:// address keeps the state in that PostgreSQL database instead of a SQLite file.
    ...(options.db === undefined ? {} : /^postgres(ql)?:\/\//.test(options.db) ? { databaseUrl: options.db } : { databasePath: options.db }),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    modules: sandboxGames,
  });
  try {
    const saveFiles = options.saveFiles !== undefined ? { saveFiles: options.saveFiles } : {};
    if (script !== null) return (await runTranscript(script, { sandbox, json: options.json, stats: options.stats, ...saveFiles })).exitCode;
    return await interactive(sandbox, options.json, options.saveFiles, 'Croupier sandbox: the bot and a local Discord (#general).');
  } finally {
    await sandbox.stop();
  }
}
