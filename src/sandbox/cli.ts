/**
 * `npm run sandbox [-- --script FILE] [--json] [--stats] [--seed N] [--db FILE] [--save-files DIR]`
 *
 * The production bot with its games plus the demo game (Showdown), talking
 * to the local Discord stand-in. With `--script` it runs a transcript
 * (TRANSCRIPTS.md) and exits with its exit code; without, it is a prompt
 * where you type transcript lines and see what the channel and each member
 * would see.
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { gameModules } from '../games/registry.js';
import { demoGame } from './demo/index.js';
import { Sandbox } from './harness.js';
import { parseLine, TranscriptSyntaxError } from './transcript/parse.js';
import { runTranscript, TranscriptSession } from './transcript/run.js';

const USAGE = `usage: npm run sandbox -- [--script FILE] [--json] [--stats] [--seed N] [--db FILE] [--save-files DIR]

  --script FILE  run a transcript (TRANSCRIPTS.md) and exit: 0 done, 1 stopped, 2 unreadable line
  --json         one JSON object a line instead of the readable log
  --stats        with --script: end with one JSON line {"kind":"stats",…}, the requests the bot made of Discord
  --seed N       reproducible dice (otherwise cryptographic)
  --db FILE      the SQLite file to use (otherwise a temporary one)
  --save-files DIR  write every file the bot sends to DIR (made if missing), as <seq>-<channel>-<name>

Without --script: an interactive prompt for transcript lines.`;

const HELP = `Type transcript lines (TRANSCRIPTS.md):
  as NAME: /command sub opt:value opt:"two words" member:@OTHER
  as NAME in #CHANNEL: /command …   (a channel, made on first mention, or a thread the bot made)
  press NAME: LABEL              select NAME: PLACEHOLDER = VALUE
  dice: 3 5 1                    moderator: NAME        dm-closed: NAME
  gm-role: NAME                  locale: NAME ro
  bot-permissions: #CHANNEL -EmbedLinks +SendMessages   (PermissionFlagsBits names)
  wait: 5s                       restart                summary
Try: as alice: /showdown open buy_in:0 · press bob: Join · press alice: Start
help shows this again; quit (or Ctrl-D) leaves.`;

interface CliOptions {
  script: string | undefined;
  json: boolean;
  stats: boolean;
  seed: string | undefined;
  db: string | undefined;
  saveFiles: string | undefined;
}

function readOptions(argv: string[]): CliOptions | null {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        script: { type: 'string' },
        json: { type: 'boolean' },
        stats: { type: 'boolean' },
        seed: { type: 'string' },
        db: { type: 'string' },
        'save-files': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) return null;
    if (values.seed !== undefined && values.seed.trim() === '') throw new Error('--seed needs a value');
    if (values['save-files'] !== undefined && values['save-files'].trim() === '') throw new Error('--save-files needs a directory');
    return {
      script: values.script,
      json: values.json ?? false,
      stats: values.stats ?? false,
      seed: values.seed,
      db: values.db,
      saveFiles: values['save-files'],
    };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}

async function interactive(sandbox: Sandbox, json: boolean, saveFiles: string | undefined): Promise<number> {
  const session = new TranscriptSession({ sandbox, json, interactive: true, ...(saveFiles !== undefined ? { saveFiles } : {}) });
  session.open();
  // With --json, stdout carries only JSON lines: the banner, help and prompt go to stderr.
  const say = json ? (text: string) => console.error(text) : (text: string) => console.log(text);
  say(`Croupier sandbox: the bot and a local Discord (#general). ${HELP}`);
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
  session.summary();
  session.close();
  return code;
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  let script: string | null = null;
  if (options.script !== undefined) {
    try {
      script = readFileSync(options.script, 'utf8');
    } catch (error) {
      console.error(`cannot read ${options.script}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  const sandbox = await Sandbox.start({
    ...(options.db !== undefined ? { databasePath: options.db } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    modules: [...gameModules, demoGame],
  });
  try {
    const saveFiles = options.saveFiles !== undefined ? { saveFiles: options.saveFiles } : {};
    if (script !== null) return (await runTranscript(script, { sandbox, json: options.json, stats: options.stats, ...saveFiles })).exitCode;
    return await interactive(sandbox, options.json, options.saveFiles);
  } finally {
    await sandbox.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
    // Everything is stopped; should a handle linger anyway, do not hang the terminal or CI.
    setTimeout(() => process.exit(code), 1000).unref();
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
