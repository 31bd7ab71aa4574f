/**
 * `npm run standin -- [--servers N] [--shards N] [--env FILE] [--db URL] [--script FILE] [--json]`
 *
 * The local Discord stand-in on its own (issue 32), for a bot run as
 * separate processes — `npm run proxy` and `npm run clusters`, as
 * docs/SCALING.md shows. It writes what the bot needs to reach it to an env
 * file, waits until the bot has connected every shard and registered its
 * commands, then plays a transcript (`--script`, TRANSCRIPTS.md) or takes
 * transcript lines at a prompt, as the members.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openStore } from '../src/main/open-store.js';
import { interactive } from './cli-session.js';
import { Standalone } from './standalone.js';
import { runTranscript } from './transcript/run.js';

const USAGE = `usage: npm run standin -- [--servers N] [--shards N] [--env FILE] [--db URL] [--script FILE] [--json]

  --servers N    servers the bot is in: the stand-in's own and guild2 … guildN [4]
  --shards N     the shard count the stand-in recommends to the bot [4]
  --env FILE     where to write DISCORD_TOKEN, DISCORD_APPLICATION_ID and PROXY_UPSTREAM for the bot [data/standin.env]
  --db URL       the bot's database (postgres:// or a SQLite file), for summary lines [none]
  --script FILE  play a transcript once the bot is here, then stop: exit 0 done, 1 stopped, 2 unreadable line
  --json         one JSON object a line instead of the readable log

Without --script: a prompt for transcript lines once the bot is here.`;

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 64) throw new Error(`--${name} is a whole number from 1 to 64`);
  return parsed;
}

let values: ReturnType<typeof parseArgs<{ options: Record<string, { type: 'string' | 'boolean'; short?: string }> }>>['values'];
let servers: number;
let shards: number;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      servers: { type: 'string' },
      shards: { type: 'string' },
      env: { type: 'string' },
      db: { type: 'string' },
      script: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }));
  servers = count(values.servers as string | undefined, 4, 'servers');
  shards = count(values.shards as string | undefined, 4, 'shards');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const script = typeof values.script === 'string' ? readFileSync(values.script, 'utf8') : null;
const json = values.json === true;
const db = typeof values.db === 'string' ? values.db : undefined;
const envFile = typeof values.env === 'string' ? values.env : 'data/standin.env';
// With --json, stdout carries only JSON lines: what the operator reads goes to stderr.
const say = (text: string) => (json ? process.stderr : process.stdout).write(`${text}\n`);

const postgres = db !== undefined && /^postgres(ql)?:\/\//.test(db);
const opened = db === undefined ? null : await openStore({ DATABASE_PATH: postgres ? '' : db, DATABASE_URL: postgres ? db : undefined, DATABASE_POOL_SIZE: 2 });
const standalone = await Standalone.start({ servers, shards, store: opened?.store ?? null });
standalone.writeEnv(envFile);
say(`The Discord stand-in is up: ${servers} servers, ${shards} shards recommended. What the bot needs is in ${envFile}:`);
for (const line of standalone.envLines()) say(`  ${line}`);
say('Waiting for the bot: npm run deploy-commands, npm run proxy and npm run clusters (docs/SCALING.md)…');
let code = 0;
try {
  await standalone.botArrived();
  say('The bot is here: every shard connected, its commands registered.');
  if (script !== null) code = (await runTranscript(script, { sandbox: standalone, json })).exitCode;
  else code = await interactive(standalone, json, undefined, 'Croupier stand-in: a local Discord for a bot running elsewhere.');
} finally {
  await standalone.stop();
  await opened?.close();
}
process.exit(code);
