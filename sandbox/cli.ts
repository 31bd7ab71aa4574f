/**
 * `npm run sandbox [-- --script FILE] [--json] [--stats] [--seed N] [--db FILE] [--save-files DIR]`
 *
 * The production bot with its games plus the demo game (Showdown), talking
 * to the local Discord stand-in. With `--script` it runs a transcript
 * (TRANSCRIPTS.md) and exits with its exit code; without, it is a prompt
 * where you type transcript lines and see what the channel and each member
 * would see. The flags are read before the bot is loaded (cli-session.ts):
 * a mistyped one is answered at once, not after seconds of loading.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run sandbox -- [--script FILE] [--json] [--stats] [--seed N] [--db FILE] [--save-files DIR]

  --script FILE  run a transcript (TRANSCRIPTS.md) and exit: 0 done, 1 stopped, 2 unreadable line
  --json         one JSON object a line instead of the readable log
  --stats        with --script: end with one JSON line {"kind":"stats",…}, the requests the bot made of Discord
  --seed N       reproducible dice (otherwise cryptographic)
  --db FILE      the SQLite file to use (otherwise a temporary one), or a postgres:// address: that PostgreSQL database
  --save-files DIR  write every file the bot sends to DIR (made if missing), as <seq>-<channel>-<name>

Without --script: an interactive prompt for transcript lines.`;

export interface CliOptions {
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
  const { runSandbox } = await import('./cli-session.js');
  return runSandbox(options, script);
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
